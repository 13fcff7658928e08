/** The company's calls to the project, as the portal makes them, and its floors' statements on the same database. */
import type { Pool } from 'pg';
import { timed } from '../timing';
import type { TFloor } from './floors';

export type TAnswer = { ms: number; bytes: number; body: Buffer };

export type TFleetClient = {
  /** `base`: the invoice service's API, to which each call's path and query are added. */
  base: string;
  headers: Record<string, string>;
  call(pathAndQuery: string): Promise<TAnswer>;
  /** How long the floor's statement took, every row fetched. */
  floorMs(floor: TFloor): Promise<number>;
};

export function fleetClient({ base, headers, pool }: { base: string; headers: Record<string, string>; pool: Pool }): TFleetClient {
  return {
    base,
    headers,
    async call(pathAndQuery) {
      const started = performance.now();
      const response = await fetch(`${base}${pathAndQuery}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`GET ${pathAndQuery}: ${response.status} ${body.toString('utf8').slice(0, 500)}`);
      return { ms: performance.now() - started, bytes: body.length, body };
    },
    floorMs: async (floor) => (await timed(() => pool.query(floor.statement, floor.params))).ms,
  };
}
