import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';

/**
 * The tables and relations that drizzle's relational queries (`db.query`) read. The platform knows
 * no module's tables: a module that reads through `db.query` adds its own here by declaration
 * merging (customer.schema.ts), and the app's wiring opens the handle with the schema index
 * (db/schema.ts), which holds every table and relation. Exported for that merging alone.
 *
 * @public
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- only an interface merges: the modules add their tables
export interface TRelationalTables {}

type TRelationalSchema = { [K in keyof TRelationalTables]: TRelationalTables[K] };

export type TDatabase = NodePgDatabase<TRelationalSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
/** A handle a service can query through: the database itself or an open transaction. */
export type TQueryable = TDatabase | TTransaction;

export type TDatabaseHandle = { db: TDatabase; pool: Pool };

/**
 * `onIdleError` hears of an idle connection that broke (the server restarted, or ended it): the
 * pool drops that connection and opens another when needed, so it is no reason to stop, but an
 * 'error' event nobody listens to would end the process.
 */
export function openDatabase(options: {
  url: string;
  poolSize: number;
  schema: TRelationalSchema;
  onIdleError?: (error: Error) => void;
}): TDatabaseHandle {
  const pool = new Pool({
    connectionString: options.url,
    max: options.poolSize,
    // Business dates are computed in Bangkok time in code; the session stays UTC so stored instants are unambiguous.
    options: '-c timezone=UTC',
  });
  pool.on('error', options.onIdleError ?? (() => undefined));
  return { db: drizzle(pool, { schema: options.schema, casing: 'snake_case' }), pool };
}
