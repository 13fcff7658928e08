import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '../../../../db/schema';

export type TDatabase = NodePgDatabase<typeof schema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A handle a service can query through: the database itself or an open transaction. */
export type TQueryable = TDatabase | TTransaction;

export type TDatabaseHandle = { db: TDatabase; pool: Pool };

export function openDatabase(options: { url: string; poolSize: number }): TDatabaseHandle {
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Business dates are computed in Bangkok time in code; the session stays UTC so stored instants are unambiguous.
    options: '-c timezone=UTC',
  });
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}
