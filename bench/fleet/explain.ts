/**
 * BENCH_EXPLAIN: EXPLAIN (ANALYZE, BUFFERS) of the statements the fleet's reads send. The project's
 * own statements are caught as drizzle sends them, by running each read here once.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { TBillingCycle } from '@mflow/contracts/time/billing-cycle';
import * as schema from '../../db/schema';
import { accrualTotalsPage, invoiceTotalsPage } from '../../backend/src/services/billing/fleet-reads';
import { linePage } from '../../backend/src/services/toll/fleet-passage-reads';
import type { TFleetFloors } from './floors';

type TExplained = {
  pool: Pool;
  db: NodePgDatabase<typeof schema>;
  customerId: string;
  cycle: TBillingCycle;
  plate: string;
  floors: TFleetFloors;
};

/** The plans, each headed by what it is. */
export async function explainFleetReads({ pool, db, customerId, cycle, plate, floors }: TExplained): Promise<string[]> {
  const plans: string[] = [];
  const explain = async (label: string, statement: string, params: unknown[]) => {
    const result = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement}`, params);
    plans.push(`EXPLAIN (ANALYZE, BUFFERS) ${label}:\n${result.rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  const sent: { query: string; params: unknown[] }[] = [];
  const recording = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => sent.push({ query, params }) },
  });
  const scope = { customerId, periods: [cycle.id] as [string] };
  const explainSent = async (label: string, run: () => Promise<unknown>) => {
    sent.length = 0;
    await run();
    const statement = sent.at(-1);
    if (statement) await explain(label, statement.query, statement.params);
  };
  const { from, to } = floors;
  const firstVehicles = { vehiclePage: 1, vehiclePageSize: 100 };
  await explainSent("invoiceTotalsPage (the invoice page's totals per vehicle, as the cut kept them)", () =>
    // No bench passage is voided by a dispute, so the invoice reads the same issued at any instant after the cut.
    invoiceTotalsPage({ db: recording, invoice: { customerId, billingPeriod: cycle.id, issuedAt: new Date() }, query: firstVehicles }),
  );
  await explainSent('accrualTotalsPage over the same period (the totals kept as passages are recorded)', () =>
    accrualTotalsPage({ db: recording, scope, query: firstVehicles }),
  );
  await explain('the totals counted afresh (before decision 0066)', floors.recount.statement, floors.recount.params);
  await explainSent('linePage, first page', () => linePage({ db: recording, scope, limit: 100 }));
  const middle = await linePage({ db, scope, limit: 5000 });
  await explainSent('linePage, the page after 5,000 lines (keyset)', () =>
    linePage({ db: recording, scope, limit: 100, after: middle.last ?? undefined }),
  );
  await explainSent("linePage, one vehicle's first page", () =>
    linePage({ db: recording, scope, vehicle: { plate, province: '10' }, limit: 100 }),
  );
  await explainSent('linePage, history first page (newest first)', () =>
    linePage({ db: recording, scope: { customerId, from, to }, limit: 100, newestFirst: true }),
  );
  await explainSent('linePage, history of one plate, first page', () =>
    linePage({ db: recording, scope: { customerId, from, to }, vehicle: { plate }, limit: 100, newestFirst: true }),
  );
  await explain('the export of every line, by vehicle', floors.invoiceLines.statement, floors.invoiceLines.params);
  return plans;
}
