import { isUuid } from '../../platform/db/uuid';
import { sql } from 'drizzle-orm';
import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import type { Clock } from '../../platform/clock';
import { batchPerTurn } from '../../platform/db/batch-per-turn';
import type { TQueryable } from '../../platform/db/database';
import { frozenAnswer } from '../../platform/http/frozen-answer';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findCustomerWithDetails } from './customer-records';
import { toCustomerView } from './customer.mapper';
import { customers } from './customer.schema';

type TCustomerDetails = NonNullable<Awaited<ReturnType<typeof findCustomerWithDetails>>>;
export type TCustomerDetailsReader = (customerId: string) => Promise<TCustomerDetails | undefined>;

/** Past this many customers the longest-kept copy is dropped, so memory stays bounded. */
const KEPT_CUSTOMERS = 10_000;

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
    if (!isUuid(id)) return undefined;
    const version = await versionOf(id);
    if (version === undefined) return undefined;
    const copy = kept.get(id);
    if (copy?.viewVersion === version) return copy;
    const found = await findCustomerWithDetails({ db, customerId: id });
    if (found) keep(found);
    return found;
  };
}

/**
 * A built view is answered again for this long: its file links were signed for 5 minutes when it
 * was built, so every link handed out still has at least 4 of them left.
 */
const VIEW_REUSE_MS = 60_000;

export type TCustomerViewReader = (customerId: string) => Promise<TCustomerView | undefined>;

/**
 * The signed-in customer's view for customer/current: built from the kept details
 * (createCustomerDetailsReader) and kept with them, so a busy portal start-up neither reads the
 * database for the customer nor maps and signs the same answer again within a minute (the view
 * is a frozen answer, frozen-answer.ts).
 */
export function createCustomerViewReader({
  db,
  fileKeys,
  clock,
}: {
  db: TQueryable;
  fileKeys: TFileKeys;
  clock: Clock;
}): TCustomerViewReader {
  const readDetails = createCustomerDetailsReader(db);
  const views = new WeakMap<TCustomerDetails, { view: TCustomerView; builtAt: number }>();
  return async (customerId) => {
    const details = await readDetails(customerId);
    if (!details) return undefined;
    const now = clock.now().getTime();
    const kept = views.get(details);
    // A clock moved back (tests, a corrected simulation) must not keep links signed in its future.
    if (kept && now >= kept.builtAt && now - kept.builtAt < VIEW_REUSE_MS) return kept.view;
    const { addresses, documents, ...row } = details;
    const view = frozenAnswer(toCustomerView(row, addresses, documents, fileKeys));
    views.set(details, { view, builtAt: now });
    return view;
  };
}
