import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import type { TRefundDestination, TRefundFailureCode, TRefundOutcome } from '../../platform/ports';
import { ZAmountSchema, ZIdempotencyKeySchema, parseRequest } from './charges';
import {
  gatewayCards,
  gatewayCharges,
  gatewayRefundBehaviours,
  gatewayRefunds,
  gatewayTags,
  type REFUND_BEHAVIOURS,
} from './gateway.schema';
import { topUpTag } from './tags';

export type TRefundRow = typeof gatewayRefunds.$inferSelect;
export type TRefundBehaviour = (typeof REFUND_BEHAVIOURS)[number];

const ZRefundRequestSchema = z.object({
  idempotencyKey: ZIdempotencyKeySchema,
  gatewayReference: z
    .string()
    .regex(/^GW[0-9A-F]{16}$/)
    .optional(),
  amountSatang: ZAmountSchema,
  destination: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('ORIGINAL') }),
    z.object({
      kind: z.literal('BANK_ACCOUNT'),
      bankCode: z.string().regex(/^\d{3}$/),
      accountNumber: z.string().regex(/^\d{10,15}$/),
      holderName: z.string().trim().min(1).max(200),
    }),
  ]),
});

export type TRefundRequest = z.input<typeof ZRefundRequestSchema>;

/** The gateway did not answer in time; the refund may have been made (simulated time-out). */
class RefundTimeOutError extends Error {
  constructor(idempotencyKey: string) {
    super(`the gateway did not answer the refund ${idempotencyKey} in time`);
    this.name = 'RefundTimeOutError';
  }
}

function toRefundOutcome(row: TRefundRow): TRefundOutcome {
  return {
    status: row.status,
    refundReference: row.refundReference,
    amountSatang: row.amountSatang,
    ...(row.failureCode ? { failure: { code: row.failureCode, permanent: true } } : {}),
    ...(row.settledAt ? { settledAt: row.settledAt } : {}),
  };
}

function fingerprintOf(request: { gatewayReference?: string | undefined; amountSatang: number; destination: TRefundDestination }): string {
  return createHash('sha256')
    .update(JSON.stringify([request.gatewayReference ?? null, request.amountSatang, request.destination]))
    .digest('hex');
}

/** The tester's behaviour for this refund, taken: a counted one is used up by one refund. Its row lock makes parallel refunds take turns. */
async function takeBehaviour(tx: TQueryable, targets: string[]): Promise<TRefundBehaviour | undefined> {
  const rows = await tx.select().from(gatewayRefundBehaviours).where(inArray(gatewayRefundBehaviours.target, targets)).for('update');
  const row = targets.map((target) => rows.find((found) => found.target === target)).find((found) => found !== undefined);
  if (!row) return undefined;
  if (row.remaining === null) return row.behaviour;
  if (row.remaining <= 1) await tx.delete(gatewayRefundBehaviours).where(eq(gatewayRefundBehaviours.target, row.target));
  else
    await tx
      .update(gatewayRefundBehaviours)
      .set({ remaining: row.remaining - 1 })
      .where(eq(gatewayRefundBehaviours.target, row.target));
  return row.behaviour;
}

/** The names a tester may give a charge: its gateway reference, and the merchant reference it was made for (a payment's id). */
async function chargeNames(tx: TQueryable, gatewayReference: string | undefined): Promise<string[]> {
  if (!gatewayReference) return [];
  const [charge] = await tx
    .select({ reference: gatewayCharges.reference })
    .from(gatewayCharges)
    .where(eq(gatewayCharges.gatewayReference, gatewayReference));
  return charge ? [gatewayReference, charge.reference] : [gatewayReference];
}

/** Why the money cannot go back along its charge, or undefined when it can; a tag refund credits the tag. */
async function refundAlongCharge(tx: TQueryable, chargeReference: string, amountSatang: number): Promise<TRefundFailureCode | undefined> {
  const [charge] = await tx.select().from(gatewayCharges).where(eq(gatewayCharges.gatewayReference, chargeReference));
  if (!charge || charge.status !== 'PAID') return 'UNKNOWN_CHARGE';
  switch (charge.source?.kind) {
    case 'CARD': {
      const [card] = await tx.select({ token: gatewayCards.token }).from(gatewayCards).where(eq(gatewayCards.token, charge.source.token));
      return card ? undefined : 'ACCOUNT_CLOSED';
    }
    case 'TAG': {
      const { programme, tagNumber } = charge.source;
      const [tag] = await tx
        .select({ tagNumber: gatewayTags.tagNumber })
        .from(gatewayTags)
        .where(and(eq(gatewayTags.programme, programme), eq(gatewayTags.tagNumber, tagNumber)));
      if (!tag) return 'ACCOUNT_CLOSED';
      await topUpTag({ db: tx, programme, tagNumber, amountSatang });
      return undefined;
    }
    case 'BANK_DEBIT':
    case 'REQUEST_TO_PAY':
      return undefined;
    case undefined:
      // The hosted card page keeps no saved source, but the card it charged can take money back; a QR or a counter payment has no card.
      return charge.kind === 'CARD_PAGE' ? undefined : 'NO_ORIGINAL_METHOD';
  }
}

/** Refunded so far on a charge, its row locked so that parallel refunds of one charge take turns. */
async function refundedOn(tx: TQueryable, chargeReference: string): Promise<{ charged: number; refunded: number } | undefined> {
  const [charge] = await tx
    .select({ amountSatang: gatewayCharges.amountSatang })
    .from(gatewayCharges)
    .where(eq(gatewayCharges.gatewayReference, chargeReference))
    .for('update');
  if (!charge) return undefined;
  const [sum] = await tx
    .select({ refunded: sql<string>`coalesce(sum(${gatewayRefunds.amountSatang}), 0)` })
    .from(gatewayRefunds)
    .where(and(eq(gatewayRefunds.chargeReference, chargeReference), ne(gatewayRefunds.status, 'FAILED')));
  return { charged: charge.amountSatang, refunded: Number(sum?.refunded ?? 0) };
}

type TDecision = { kind: 'KEPT'; row: TRefundRow; timeOut: boolean } | { kind: 'PASSING' };

/**
 * A refund at the simulated gateway: one per idempotency key, never more on a charge than it took,
 * to the charge's own card or tag or to a bank account; the tester's behaviours make it fail, fail
 * for a while, or time out after it was made.
 */
export async function refund({ db, clock, request }: { db: TDatabase; clock: Clock; request: TRefundRequest }): Promise<TRefundOutcome> {
  const parsed = parseRequest(ZRefundRequestSchema, request);
  const { idempotencyKey, gatewayReference, amountSatang, destination } = parsed;
  const fingerprint = fingerprintOf(parsed);
  const now = clock.now();
  const decision = await db.transaction(async (tx): Promise<TDecision> => {
    // Requests under one key take turns from here, so a parallel retry finds the first refund rather than making its own.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gateway-refund:${idempotencyKey}`}, 0))`);
    const earlier = await findByKey(tx, idempotencyKey);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new AppError('ERR_GW_0006');
      return { kind: 'KEPT', row: earlier, timeOut: false };
    }
    const targets = [
      destination.kind === 'BANK_ACCOUNT' ? destination.accountNumber : undefined,
      ...(await chargeNames(tx, gatewayReference)),
    ].filter((target): target is string => target !== undefined);
    const behaviour = await takeBehaviour(tx, targets);
    if (behaviour === 'FAIL_TRANSIENT') return { kind: 'PASSING' };
    const failureCode = behaviour === 'FAIL' ? 'DECLINED' : await whyNot(tx, { gatewayReference, amountSatang, destination });
    const [row] = await tx
      .insert(gatewayRefunds)
      .values({
        refundReference: `RF${randomBytes(8).toString('hex').toUpperCase()}`,
        idempotencyKey,
        fingerprint,
        // A reference the gateway never issued names no charge: the request is kept, under its fingerprint, without it.
        chargeReference: failureCode === 'UNKNOWN_CHARGE' ? null : (gatewayReference ?? null),
        destination,
        amountSatang,
        status: failureCode ? 'FAILED' : 'DONE',
        failureCode: failureCode ?? null,
        createdAt: now,
        settledAt: now,
      })
      .returning();
    if (!row) throw new Error('the refund insert answered no row');
    return { kind: 'KEPT', row, timeOut: behaviour === 'TIME_OUT' };
  });
  if (decision.kind === 'PASSING') return { status: 'FAILED', amountSatang, failure: { code: 'BANK_UNAVAILABLE', permanent: false } };
  if (decision.timeOut) throw new RefundTimeOutError(idempotencyKey);
  return toRefundOutcome(decision.row);
}

/** Why this refund is refused for good, or undefined when the money goes (a tag is credited here). */
async function whyNot(
  tx: TQueryable,
  {
    gatewayReference,
    amountSatang,
    destination,
  }: { gatewayReference?: string | undefined; amountSatang: number; destination: TRefundDestination },
): Promise<TRefundFailureCode | undefined> {
  if (gatewayReference) {
    const totals = await refundedOn(tx, gatewayReference);
    if (!totals) return 'UNKNOWN_CHARGE';
    if (totals.refunded + amountSatang > totals.charged) return 'EXCEEDS_CHARGE';
  }
  if (destination.kind === 'BANK_ACCOUNT') return undefined;
  return gatewayReference ? refundAlongCharge(tx, gatewayReference, amountSatang) : 'NO_ORIGINAL_METHOD';
}

async function findByKey(db: TQueryable, idempotencyKey: string): Promise<TRefundRow | undefined> {
  const [row] = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function refundByKey({ db, idempotencyKey }: { db: TQueryable; idempotencyKey: string }): Promise<TRefundOutcome | undefined> {
  const row = await findByKey(db, idempotencyKey);
  return row ? toRefundOutcome(row) : undefined;
}

/** A tester sets what the next refunds to a target (a charge by its gateway or merchant reference, or a bank account number) do; NONE clears it. */
export async function setRefundBehaviour({
  db,
  clock,
  target,
  behaviour,
  times,
}: {
  db: TQueryable;
  clock: Clock;
  target: string;
  behaviour: TRefundBehaviour | 'NONE';
  times?: number | undefined;
}): Promise<void> {
  if (behaviour === 'NONE') {
    await db.delete(gatewayRefundBehaviours).where(eq(gatewayRefundBehaviours.target, target));
    return;
  }
  const remaining = behaviour === 'FAIL' ? null : (times ?? 1);
  await db
    .insert(gatewayRefundBehaviours)
    .values({ target, behaviour, remaining, setAt: clock.now() })
    .onConflictDoUpdate({ target: gatewayRefundBehaviours.target, set: { behaviour, remaining, setAt: clock.now() } });
}

/** The most recent refunds at the gateway, newest first, for the simulation controls. */
export async function recentRefunds({ db, limit }: { db: TQueryable; limit: number }): Promise<TRefundRow[]> {
  return db
    .select()
    .from(gatewayRefunds)
    .orderBy(sql`${gatewayRefunds.createdAt} desc`, gatewayRefunds.refundReference)
    .limit(limit);
}
