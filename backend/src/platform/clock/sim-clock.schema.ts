import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The simulated clock's offset from wall time, shared by every backend instance on the database so
 * that they agree on "now" and a restart keeps the moved time. One row (id 1); `version` grows with
 * every move, so an instance can tell a newer offset from a notification that arrived late.
 */
export const simClock = pgTable(
  'sim_clock',
  {
    id: smallint('id').primaryKey(),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sim_clock_single_row', sql`${table.id} = 1`)],
);
