import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { systemClock, type SettableClock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { ensureDefaultSettings, resetSettings } from '../../services/master/master.service';
import { upsertTollNetwork } from '../../services/toll/toll-network';
import { seedContent } from '../../../../seed/content/seed-content';
import { seedDemoData } from '../../../../seed/demo/seed-demo';
import { TOLL_NETWORK } from '../../../../seed/master/toll-network';
import { SERVICE_CENTRES } from '../../../../seed/master/service-centres';
import { upsertCentres } from '../../services/appointments/appointment-records';

/**
 * Tables the reset leaves as they are. Staff accounts and their sessions: the trainer's password is
 * shown once, at the first start, and the trainer who resets must stay signed in. The staff audit log: it is append-only, and a
 * training session's reset is no reason to lose what staff did. The master lists:
 * they are the same data before and after, and rebuilding the address lists takes seconds. The
 * clock's row, which the clock itself moves. The holiday calendar: operations keep it, like the master lists, and editors
 * the complaint topics and types. The simulated bank's cards and tags: they stand for an
 * outside bank's accounts, which a toll operator's reset does not touch.
 */
export const KEPT_TABLES: ReadonlySet<string> = new Set([
  'staff_user',
  'auth_session',
  'staff_audit',
  'master_item',
  'complaint_list_item',
  'public_holiday',
  'seed_run',
  'sim_clock',
  'gateway_card',
  'gateway_tag',
]);

/** Seed runs that stand for kept rows (the master lists, the staff accounts); every other seed runs again. */
const KEPT_SEED_RUNS = ['master-data', 'demo-trainer', 'demo-editor', 'demo-staff-roles', 'demo-case-officer'];

/**
 * The world back to what the first `npm start` seeded (docs/decisions/0028-trainer-console.md):
 * the clock back to wall time (or to a scenario's start), then in one transaction every other table of the public schema
 * emptied, its numbering restarted, the customers' sessions ended, and the seed run again. A
 * failure rolls the records back whole; the clock then stays at wall time, where the last jobs'
 * runs lie ahead of it, and a second reset finishes the work.
 */
export type TResetOptions = {
  db: TDatabase;
  clock: SettableClock;
  jobs: TJobRunner;
  logger: Logger;
  /** Where the clock stands after the reset: wall time unless a scenario asks for its start. */
  at?: Date;
};

export async function resetWorld({ db, clock, jobs, logger, at }: TResetOptions): Promise<Date> {
  // First the clock: from here on a job tick finds its last run ahead of the clock and runs nothing,
  // and the seed stamps its rows with the reset time.
  const now = await clock.update(() => at ?? systemClock.now());
  await db.transaction(async (tx) => {
    const tables = await tx.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    );
    const emptied = tables.rows.map((row) => row.name).filter((name) => !KEPT_TABLES.has(name));
    // The case timeline refuses TRUNCATE but to the reset (its trigger reads this setting).
    await tx.execute(sql`select set_config('mflow.world_reset', 'on', true)`);
    if (emptied.length > 0) await tx.execute(sql.raw(`truncate table ${emptied.map((name) => `"${name}"`).join(', ')} restart identity`));
    // Sequences of their own (invoice and notice numbers) restart too; those of the tables were restarted with them.
    const sequences = await tx.execute<{ name: string }>(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'S' and n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype in ('a', 'i'))`);
    for (const { name } of sequences.rows) await tx.execute(sql.raw(`alter sequence "${name}" restart`));
    await tx.execute(sql`delete from auth_session where subject_type = 'CUSTOMER'`);
    await tx.execute(
      sql`delete from seed_run where name not in (${sql.join(
        KEPT_SEED_RUNS.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
    await ensureDefaultSettings({ db: tx, clock });
    await upsertTollNetwork({ db: tx, plazas: TOLL_NETWORK });
    // The service centres are written every start, as the road is: emptied with the appointments, they come back here.
    await upsertCentres({ db: tx, centres: SERVICE_CENTRES });
    await seedContent({ db: tx, clock, logger });
    await seedDemoData({ db: tx, clock, logger });
  });
  // The jobs count their runs from the reset, as from a first start; left to their next call they would count from that call's instant and skip it.
  await jobs.open();
  // Forgets this instance's copy of the settings at once (other instances within a second).
  await resetSettings({ db, clock });
  logger.info({ now: now.toISOString() }, 'simulated world reset to the seeded state');
  return now;
}
