import { sql } from 'drizzle-orm';
import { batchPerTurn } from '../../platform/db/batch-per-turn';
import type { TQueryable } from '../../platform/db/database';
import { findCustomerWithDetails } from './customer-records';
import { customers } from './customer.schema';

export type TCustomerDetails = NonNullable<Awaited<ReturnType<typeof findCustomerWithDetails>>>;
export type TCustomerDetailsReader = (customerId: string) => Promise<TCustomerDetails | undefined>;

/** Past this many customers the longest-kept copy is dropped, so memory stays bounded. */
const KEPT_CUSTOMERS = 10_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function prepareVersions(db: TQueryable) {
  return db
    .select({ id: customers.id, viewVersion: customers.viewVersion })
    .from(customers)
    .where(sql`${customers.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('customer_view_versions');
}

/**
 * Reads a customer with addresses and documents, keeping a copy per customer in memory. Every
 * read asks the database for the customer's `view_version` (the lookups of one event-loop turn in
 * one query) and uses the copy only when it was read at that very version; the database's own
 * triggers raise the version on every change of the row, its addresses or its documents, so a
 * change made by any module on any instance is seen on the next read, with no time-to-live and
 * no notification to miss (docs/decisions/0012). Committed versions of one row only rise, so
 * equal numbers mean equal contents.
 */
export function createCustomerDetailsReader(db: TQueryable): TCustomerDetailsReader {
  const versions = prepareVersions(db);
  const versionOf = batchPerTurn(async (ids) => new Map((await versions.execute({ ids })).map((row) => [row.id, row.viewVersion])));
  const kept = new Map<string, TCustomerDetails>();

  const keep = (details: TCustomerDetails) => {
    kept.delete(details.id);
    if (kept.size >= KEPT_CUSTOMERS) kept.delete(kept.keys().next().value as string);
    kept.set(details.id, details);
  };

  return async (customerId) => {
    const id = customerId.toLowerCase();
    // Ids come from this server's sessions, but one malformed id must not fail a whole batch.
    if (!UUID.test(id)) return undefined;
    const version = await versionOf(id);
    if (version === undefined) return undefined;
    const copy = kept.get(id);
    if (copy?.viewVersion === version) return copy;
    const found = await findCustomerWithDetails({ db, customerId: id });
    if (found) keep(found);
    return found;
  };
}
