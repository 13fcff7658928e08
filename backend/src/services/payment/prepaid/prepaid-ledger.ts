import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TPrepaidMovementKind, TPrepaidStatement } from '@mflow/contracts/payment/prepaid.contract';
import type { TQueryable } from '../../../platform/db/database';
import { prepaidAccounts, prepaidMovements } from './prepaid.schema';

export type TPrepaidAccountRow = typeof prepaidAccounts.$inferSelect;
export type TPrepaidMovementRow = typeof prepaidMovements.$inferSelect;

export type TMovement = {
  accountId: string;
  kind: TPrepaidMovementKind;
  /** Signed satang: money in positive, money out negative. */
  amount: number;
  /** What caused the movement: a second movement with the same key is not made. */
  sourceKey: string;
  paymentId?: string | null;
  reason?: string | null;
  staffId?: string | null;
  /** Money out of the account, refused once it is closed (money that arrives late is still credited). */
  openOnly?: boolean;
  at: Date;
};

export type TPosted =
  | { status: 'POSTED'; movement: TPrepaidMovementRow; before: number; account: TPrepaidAccountRow }
  | { status: 'DUPLICATE'; movement: TPrepaidMovementRow }
  | { status: 'INSUFFICIENT'; account: TPrepaidAccountRow }
  | { status: 'CLOSED'; account: TPrepaidAccountRow };

/**
 * The one way the balance changes (docs/decisions/0077): in the caller's transaction, the account
 * row held (SELECT ... FOR UPDATE) so movements of one account happen one after another, the
 * journal row written with the balance after it. A movement whose source was posted before is not
 * posted again; one that would take the balance below zero is not posted at all.
 */
export async function postMovement(tx: TQueryable, movement: TMovement): Promise<TPosted> {
  const [account] = await tx.select().from(prepaidAccounts).where(eq(prepaidAccounts.id, movement.accountId)).for('update');
  if (!account) throw new Error(`no prepaid account ${movement.accountId}`);
  const [earlier] = await tx.select().from(prepaidMovements).where(eq(prepaidMovements.sourceKey, movement.sourceKey));
  if (earlier) return { status: 'DUPLICATE', movement: earlier };
  if (movement.openOnly && account.status !== 'OPEN') return { status: 'CLOSED', account };
  const after = account.balance + movement.amount;
  if (after < 0) return { status: 'INSUFFICIENT', account };
  const [updated] = await tx.update(prepaidAccounts).set({ balance: after }).where(eq(prepaidAccounts.id, account.id)).returning();
  const [row] = await tx
    .insert(prepaidMovements)
    .values({
      accountId: account.id,
      kind: movement.kind,
      amount: movement.amount,
      balanceAfter: after,
      sourceKey: movement.sourceKey,
      paymentId: movement.paymentId ?? null,
      reason: movement.reason ?? null,
      staffId: movement.staffId ?? null,
      at: movement.at,
    })
    .returning();
  if (!row || !updated) throw new Error('the journal insert answered no row');
  return { status: 'POSTED', movement: row, before: account.balance, account: updated };
}

export async function movementsOf(db: TQueryable, accountId: string): Promise<TPrepaidMovementRow[]> {
  return db.select().from(prepaidMovements).where(eq(prepaidMovements.accountId, accountId)).orderBy(asc(prepaidMovements.seq));
}

/** The journal facts a replenishment's key is made of (prepaid-thresholds.ts, replenishmentDropKey). */
export async function dropFactsOf(
  db: TQueryable,
  accountId: string,
  threshold: number,
): Promise<{ fallSeq: number | null; lastSeq: number | null }> {
  const result = await db.execute<{ fallSeq: string | null; lastSeq: string | null }>(sql`
    select
      (select min(m.seq) from prepaid_movement m where m.account_id = ${accountId}
         and m.seq > coalesce((select max(a.seq) from prepaid_movement a where a.account_id = ${accountId} and a.balance_after >= ${threshold}), 0)
      ) as "fallSeq",
      (select max(m.seq) from prepaid_movement m where m.account_id = ${accountId}) as "lastSeq"`);
  const row = result.rows[0];
  const numberOf = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
  return { fallSeq: numberOf(row?.fallSeq), lastSeq: numberOf(row?.lastSeq) };
}

export async function findOpenAccount(db: TQueryable, customerId: string): Promise<TPrepaidAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(prepaidAccounts)
    .where(and(eq(prepaidAccounts.customerId, customerId), eq(prepaidAccounts.status, 'OPEN')));
  return row;
}

/** An account's journal, newest first, a page at a time: what the member and the call centre read. */
export async function movementsPage(db: TQueryable, accountId: string, page: number, pageSize: number): Promise<TPrepaidStatement> {
  const where = eq(prepaidMovements.accountId, accountId);
  const rows = await db
    .select()
    .from(prepaidMovements)
    .where(where)
    .orderBy(desc(prepaidMovements.seq))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(prepaidMovements).where(where);
  return {
    items: rows.map((row) => ({
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      paymentId: row.paymentId,
      reason: row.reason,
      at: row.at.toISOString(),
    })),
    page,
    pageSize,
    total: total?.value ?? 0,
  };
}
