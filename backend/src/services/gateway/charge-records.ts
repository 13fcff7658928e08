import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error';
import type { TQueryable } from '../../platform/db/database';
import type { TChargeOutcome } from '../../platform/ports';
import { gatewayCharges, gatewaySettlements, type DECLINE_CODES } from './gateway.schema';

export type TChargeRow = typeof gatewayCharges.$inferSelect;
export type TNewCharge = Omit<typeof gatewayCharges.$inferInsert, 'gatewayReference' | 'fingerprint' | 'status'>;
export type TDeclineCode = (typeof DECLINE_CODES)[number];
export type TSettledStatus = 'PAID' | 'DECLINED' | 'EXPIRED' | 'CANCELLED';

export function toOutcome(row: TChargeRow): TChargeOutcome {
  return {
    status: row.status,
    gatewayReference: row.gatewayReference,
    amountSatang: row.amountSatang,
    reference: row.reference,
    ...(row.declineCode ? { declineCode: row.declineCode } : {}),
    ...(row.settledAt ? { settledAt: row.settledAt } : {}),
  };
}

/** Gateway references are what a payer may read out to a call centre: 16 uppercase hex digits after GW. */
function newGatewayReference(): string {
  return `GW${randomBytes(8).toString('hex').toUpperCase()}`;
}

/** What makes two requests the same request: the kind, the amount, the merchant reference and what is charged. */
function fingerprintOf(charge: TNewCharge): string {
  return createHash('sha256')
    .update(JSON.stringify([charge.kind, charge.amountSatang, charge.reference, charge.source ?? null, charge.returnUrl ?? null]))
    .digest('hex');
}

/**
 * Records a new PENDING charge under its idempotency key, or finds the charge that key already
 * made. The unique index decides between two requests racing with one key: the second waits for
 * the first to commit and then finds its charge. A key reused for another request is refused.
 */
export async function insertCharge(db: TQueryable, charge: TNewCharge): Promise<{ row: TChargeRow; created: boolean }> {
  const fingerprint = fingerprintOf(charge);
  const [inserted] = await db
    .insert(gatewayCharges)
    .values({ ...charge, gatewayReference: newGatewayReference(), fingerprint, status: 'PENDING' })
    .onConflictDoNothing({ target: gatewayCharges.idempotencyKey })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, charge.idempotencyKey));
  if (!existing || existing.fingerprint !== fingerprint) throw new AppError('ERR_GW_0006');
  return { row: existing, created: false };
}

/** Settles a charge the caller has just created, in the same transaction: no settlement is announced, the caller hears the answer. */
export async function answerAtOnce(
  db: TQueryable,
  gatewayReference: string,
  change: { status: TSettledStatus | 'PENDING'; declineCode?: TDeclineCode; settledAt?: Date; expiresAt?: Date },
): Promise<TChargeRow> {
  const [row] = await db
    .update(gatewayCharges)
    .set({
      status: change.status,
      declineCode: change.declineCode ?? null,
      settledAt: change.settledAt ?? null,
      expiresAt: change.expiresAt ?? null,
    })
    .where(eq(gatewayCharges.gatewayReference, gatewayReference))
    .returning();
  if (!row) throw new Error(`charge ${gatewayReference} vanished within its transaction`);
  return row;
}

/**
 * Settles a PENDING charge and writes its settlement to the outbox, in one transaction the caller
 * holds, so a settlement is announced exactly when the state changed. Answers undefined when the
 * charge was not pending (settled meanwhile by another caller).
 */
export async function settlePending(
  db: TQueryable,
  gatewayReference: string,
  change: { status: TSettledStatus; declineCode?: TDeclineCode; settledAt: Date },
): Promise<TChargeRow | undefined> {
  const [row] = await db
    .update(gatewayCharges)
    .set({ status: change.status, declineCode: change.declineCode ?? null, settledAt: change.settledAt })
    .where(and(eq(gatewayCharges.gatewayReference, gatewayReference), eq(gatewayCharges.status, 'PENDING')))
    .returning();
  if (row)
    await db
      .insert(gatewaySettlements)
      .values({ gatewayReference, status: change.status, createdAt: change.settledAt })
      .onConflictDoNothing();
  return row;
}

/**
 * Settles every pending charge whose time ran out by `at`, as of the moment it ran out: a card the
 * bank never answered is DECLINED as TIMED_OUT, anything else (a QR, a card page left open) EXPIRED.
 */
export async function expireDue(db: TQueryable, at: Date): Promise<number> {
  const timedOut = sql`(${gatewayCharges.kind} = 'CARD' or ${gatewayCharges.pageCardBehaviour} = 'TIME_OUT')`;
  // One statement, so the charges and their settlements are written together without a transaction
  // of three round trips: the hourly sweep runs this at every due hour a moved clock passes.
  const { rows } = await db.execute<{ expired: number }>(sql`
    with expired as (
      update ${gatewayCharges}
      set status = case when ${timedOut} then 'DECLINED' else 'EXPIRED' end,
        decline_code = case when ${timedOut} then 'TIMED_OUT' end,
        settled_at = ${gatewayCharges.expiresAt}
      where ${gatewayCharges.status} = 'PENDING' and ${gatewayCharges.expiresAt} <= ${at}
      returning gateway_reference, status, settled_at
    ), settled as (
      insert into ${gatewaySettlements} (gateway_reference, status, created_at)
      select gateway_reference, status, settled_at from expired
      on conflict do nothing
    )
    select count(*)::int as expired from expired`);
  return rows[0]?.expired ?? 0;
}

export async function findCharge(db: TQueryable, gatewayReference: string): Promise<TChargeRow> {
  const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.gatewayReference, gatewayReference));
  if (!row) throw new AppError('ERR_GW_0007');
  return row;
}
