import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { paymentMethodPrimaries, paymentMethods } from './payment-method.schema';

/** The payment-method table, read and written only here; every read is scoped to its customer. */

export type TPaymentMethodRow = typeof paymentMethods.$inferSelect;
export type TNewPaymentMethod = Omit<typeof paymentMethods.$inferInsert, 'id' | 'status' | 'deletedAt' | 'createdAt' | 'updatedAt'>;

const live = (customerId: string) => and(eq(paymentMethods.customerId, customerId), eq(paymentMethods.status, 'ACTIVE'));

/**
 * Serialises the payment-method writes of one customer until the transaction ends: "is this the
 * first method", "unset the other primary" and the duplicate check then see every earlier write.
 */
export async function lockCustomerMethods({ db, customerId }: { db: TQueryable; customerId: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment_method:${customerId}`}, 0))`);
}

export async function listLiveMethods({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TPaymentMethodRow[]> {
  return db.select().from(paymentMethods).where(live(customerId)).orderBy(desc(paymentMethods.isPrimary), asc(paymentMethods.createdAt));
}

/** The customer's own live method; any other id finds nothing. */
export async function findLiveMethod({ db, customerId, paymentMethodId }: { db: TQueryable; customerId: string; paymentMethodId: string }) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(customerId), eq(paymentMethods.id, paymentMethodId)));
  return row;
}

export async function findPrimaryMethod({
  db,
  customerId,
}: {
  db: TQueryable;
  customerId: string;
}): Promise<TPaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(live(customerId), eq(paymentMethods.isPrimary, true)));
  return row;
}

export async function insertMethod({
  db,
  values,
  at,
}: {
  db: TQueryable;
  values: TNewPaymentMethod;
  at: Date;
}): Promise<TPaymentMethodRow> {
  const [row] = await db
    .insert(paymentMethods)
    .values({ ...values, status: 'ACTIVE', createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error('payment method insert returned no row');
  return row;
}

export async function updateMethod(options: {
  db: TQueryable;
  paymentMethodId: string;
  values: Partial<TNewPaymentMethod>;
  at: Date;
}): Promise<TPaymentMethodRow> {
  const { db, paymentMethodId, values, at } = options;
  const [row] = await db
    .update(paymentMethods)
    .set({ ...values, updatedAt: at })
    .where(eq(paymentMethods.id, paymentMethodId))
    .returning();
  if (!row) throw new Error('payment method update found no row');
  return row;
}

export async function markDeleted({ db, paymentMethodId, at }: { db: TQueryable; paymentMethodId: string; at: Date }): Promise<void> {
  await db
    .update(paymentMethods)
    .set({ status: 'DELETED', isPrimary: false, deletedAt: at, updatedAt: at })
    .where(eq(paymentMethods.id, paymentMethodId));
}

/** Takes the primary flag from every other live method of the customer. */
export async function unsetOtherPrimaries(options: { db: TQueryable; customerId: string; exceptId: string; at: Date }): Promise<void> {
  const { db, customerId, exceptId, at } = options;
  await db
    .update(paymentMethods)
    .set({ isPrimary: false, updatedAt: at })
    .where(and(live(customerId), eq(paymentMethods.isPrimary, true), ne(paymentMethods.id, exceptId)));
}

/** Writes down that a method became primary, charged from `effectiveFrom`; in the transaction that sets the flag. */
export async function recordPrimary(options: {
  db: TQueryable;
  customerId: string;
  paymentMethodId: string;
  effectiveFrom: string;
  at: Date;
}): Promise<void> {
  const { db, customerId, paymentMethodId, effectiveFrom, at } = options;
  await db.insert(paymentMethodPrimaries).values({ customerId, paymentMethodId, effectiveFrom, setAt: at });
}

/**
 * The method charged on a Bangkok day: the primary whose effective date has come most recently
 * (the last one set, among primaries of the same date). A method set primary later but not yet in
 * effect leaves the previous one in effect; when that one has been deleted meanwhile, nothing is
 * charged automatically until the new one takes effect.
 */
export async function findMethodInEffect({
  db,
  customerId,
  day,
}: {
  db: TQueryable;
  customerId: string;
  day: string;
}): Promise<TPaymentMethodRow | undefined> {
  const [latest] = await db
    .select({ paymentMethodId: paymentMethodPrimaries.paymentMethodId })
    .from(paymentMethodPrimaries)
    .where(and(eq(paymentMethodPrimaries.customerId, customerId), lte(paymentMethodPrimaries.effectiveFrom, day)))
    .orderBy(desc(paymentMethodPrimaries.effectiveFrom), desc(paymentMethodPrimaries.seq))
    .limit(1);
  return latest ? findLiveMethod({ db, customerId, paymentMethodId: latest.paymentMethodId }) : undefined;
}

export function isDuplicateChannelViolation(error: unknown): boolean {
  for (const candidate of [error, (error as { cause?: unknown })?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'payment_method_channel_idx') return true;
  }
  return false;
}
