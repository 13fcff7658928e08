import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '../../../../db/schema';

export type TDatabase = NodePgDatabase<typeof schema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A handle a service can query through: the database itself or an open transaction. */
export type TQueryable = TDatabase | TTransaction;

export type TDatabaseHandle = { db: TDatabase; pool: Pool };

/**
 * `onIdleError` hears of an idle connection that broke (the server restarted, or ended it): the
 * pool drops that connection and opens another when needed, so it is no reason to stop, but an
 * 'error' event nobody listens to would end the process.
 */
export function openDatabase(options: { url: string; poolSize: number; onIdleError?: (error: Error) => void }): TDatabaseHandle {
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Business dates are computed in Bangkok time in code; the session stays UTC so stored instants are unambiguous.
    options: '-c timezone=UTC',
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}
