import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { isCardExpired } from '@mflow/contracts/payment/card-number';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import type { TChargeOutcome, TChargeSource } from '../../platform/ports';
import { answerAtOnce, expireDue, findCharge, insertCharge, toOutcome, type TChargeRow } from './charge-records';
import { gatewayCards, gatewayCharges } from './gateway.schema';
import { deductFromTag } from './tags';

/** How long a bank that does not answer a card charge is waited for before the charge is declined as timed out. */
export const CARD_TIME_OUT_MS = 15 * 60_000;

export const ZIdempotencyKeySchema = z.string().trim().min(1).max(100);
export const ZAmountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const ZChargeSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('CARD'), token: z.string().min(1) }),
  z.object({ kind: z.literal('BANK_DEBIT'), bankCode: z.string().min(1), accountNumber: z.string().regex(/^\d{10,15}$/) }),
  z.object({ kind: z.literal('REQUEST_TO_PAY'), mobile: z.string().regex(/^0\d{9}$/) }),
  z.object({
    kind: z.literal('TAG'),
    programme: z.enum(['MPASS', 'EASYPASS']),
    tagNumber: z.string().transform((typed) => typed.replace(/[\s-]/g, '')),
  }),
]);

const ZChargeRequestSchema = z.object({
  idempotencyKey: ZIdempotencyKeySchema,
  amountSatang: ZAmountSchema,
  reference: z.string().trim().min(1).max(100),
  description: z.string().max(500),
  source: ZChargeSourceSchema,
});

export type TChargeRequest = z.input<typeof ZChargeRequestSchema>;

/** A request the payment module built wrongly is its bug, but still answered in the catalogue's words rather than as a 500. */
export function parseRequest<T extends z.ZodType>(schema: T, request: unknown): z.infer<T> {
  const parsed = schema.safeParse(request);
  if (!parsed.success) throw new AppError('ERR_GW_0014');
  return parsed.data;
}

async function chargeCard(tx: TQueryable, row: TChargeRow, token: string, now: Date): Promise<TChargeRow> {
  const [card] = await tx.select().from(gatewayCards).where(eq(gatewayCards.token, token));
  const settledAt = now;
  if (!card) return answerAtOnce(tx, row.gatewayReference, { status: 'DECLINED', declineCode: 'UNKNOWN_SOURCE', settledAt });
  if (isCardExpired(card.expiryMonth, card.expiryYear, now))
    return answerAtOnce(tx, row.gatewayReference, { status: 'DECLINED', declineCode: 'DECLINED', settledAt });
  switch (card.behaviour) {
    case 'APPROVE':
      return answerAtOnce(tx, row.gatewayReference, { status: 'PAID', settledAt });
    case 'DECLINE':
      return answerAtOnce(tx, row.gatewayReference, { status: 'DECLINED', declineCode: 'DECLINED', settledAt });
    case 'INSUFFICIENT_FUNDS':
      return answerAtOnce(tx, row.gatewayReference, { status: 'DECLINED', declineCode: 'INSUFFICIENT_FUNDS', settledAt });
    case 'TIME_OUT':
      return answerAtOnce(tx, row.gatewayReference, { status: 'PENDING', expiresAt: new Date(now.getTime() + CARD_TIME_OUT_MS) });
  }
}

async function chargeTag(tx: TQueryable, row: TChargeRow, source: Extract<TChargeSource, { kind: 'TAG' }>, now: Date): Promise<TChargeRow> {
  const result = await deductFromTag({ db: tx, programme: source.programme, tagNumber: source.tagNumber, amountSatang: row.amountSatang });
  if (result === 'PAID') return answerAtOnce(tx, row.gatewayReference, { status: 'PAID', settledAt: now });
  return answerAtOnce(tx, row.gatewayReference, { status: 'DECLINED', declineCode: result, settledAt: now });
}

/**
 * Charges a saved source. The charge row, the tag's deduction and the answer are one transaction,
 * so a crash leaves either no charge (a retry makes it) or the whole charge (a retry finds it).
 */
export async function charge({ db, clock, request }: { db: TDatabase; clock: Clock; request: TChargeRequest }): Promise<TChargeOutcome> {
  const { idempotencyKey, amountSatang, reference, description, source } = parseRequest(ZChargeRequestSchema, request);
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    const { row: recorded, created } = await insertCharge(tx, {
      idempotencyKey,
      kind: source.kind,
      source,
      amountSatang,
      reference,
      description,
      createdAt: now,
    });
    if (!created) return recorded;
    switch (source.kind) {
      case 'CARD':
        return chargeCard(tx, recorded, source.token, now);
      case 'TAG':
        return chargeTag(tx, recorded, source, now);
      case 'BANK_DEBIT':
      case 'REQUEST_TO_PAY':
        return recorded;
    }
  });
  return toOutcome(row);
}

/** Where a charge stands now: a pending charge whose time ran out is settled first. */
export async function chargeStatus({
  db,
  clock,
  gatewayReference,
}: {
  db: TDatabase;
  clock: Clock;
  gatewayReference: string;
}): Promise<TChargeOutcome> {
  await expireDue(db, clock.now());
  return toOutcome(await findCharge(db, gatewayReference));
}

/** The charge an idempotency key made, as it stands now (expired first, as `status` does), or undefined when the key was never used. */
export async function chargeByKey({
  db,
  clock,
  idempotencyKey,
}: {
  db: TDatabase;
  clock: Clock;
  idempotencyKey: string;
}): Promise<TChargeOutcome | undefined> {
  await expireDue(db, clock.now());
  const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.idempotencyKey, idempotencyKey));
  return row ? toOutcome(row) : undefined;
}
