/** The member pages' figures: each page called in turn with its floor, and their lines in the report. */
import { percentile } from '../timing';
import type { TFleetClient } from './client';
import type { TFloor } from './floors';

/** Unmeasured calls first: they compile the route's code paths and warm the caches. */
const WARM_CALLS = 3;

export type TPageFigure = { label: string; p50: number; p99: number; bytes: number; floorP50: number };

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Calls the page `calls` times, each followed by its floor, and answers its p50, p99, answer size and the floor's p50. */
export async function measurePage(
  client: TFleetClient,
  calls: number,
  { label, pathAndQuery, floor }: { label: string; pathAndQuery: string; floor: TFloor },
): Promise<TPageFigure> {
  for (let n = 0; n < WARM_CALLS; n += 1) {
    await client.call(pathAndQuery);
    await client.floorMs(floor);
  }
  const ms: number[] = [];
  const floorMs: number[] = [];
  let bytes = 0;
  for (let n = 0; n < calls; n += 1) {
    const answer = await client.call(pathAndQuery);
    ms.push(answer.ms);
    bytes = answer.bytes;
    floorMs.push(await client.floorMs(floor));
  }
  return { label, p50: percentile(ms, 50), p99: percentile(ms, 99), bytes, floorP50: percentile(floorMs, 50) };
}

export function pageLines(figures: TPageFigure[], calls: number): string[] {
  return [
    `pages (${calls} calls each, in turn with the floor: the same rows, one plain SQL statement from the benchmark):`,
    ...figures.map(
      (figure) =>
        `  ${figure.label.padEnd(42)} p50 ${figure.p50.toFixed(1).padStart(7)} ms  p99 ${figure.p99.toFixed(1).padStart(7)} ms  ${kib(figure.bytes).padStart(11)}  floor p50 ${figure.floorP50.toFixed(1).padStart(6)} ms  ratio ${(figure.p50 / figure.floorP50).toFixed(2)}`,
    ),
  ];
}
