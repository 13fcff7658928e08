import { z } from 'zod';
import { TOLL_BILLER } from '@mflow/contracts/payment/bill-payment';
import { buildPromptPayPayload, parsePromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { expireDue, findCharge, insertCharge, settlePending, toOutcome, type TChargeRow } from './charge-records';
import { parseRequest, ZAmountSchema, ZIdempotencyKeySchema } from './charges';
import { gatewayCharges } from './gateway.schema';
import type { TChargeOutcome } from '../../platform/ports';

const BILLER_ID = `${TOLL_BILLER.taxId}${TOLL_BILLER.suffix}`;

const ZQrRequestSchema = z.object({
  idempotencyKey: ZIdempotencyKeySchema,
  amountSatang: ZAmountSchema,
  reference: z.string().trim().min(1).max(100),
  expiresAt: z.date(),
});

export type TQrRequest = z.input<typeof ZQrRequestSchema>;

/**
 * A PromptPay bill-payment QR for one charge: the toll biller, Ref1 the gateway reference (what
 * the bank reports back when the payer scans it), the amount. Payable until `expiresAt`, which
 * must be after the clock's now.
 */
export async function createQr({
  db,
  clock,
  request,
}: {
  db: TDatabase;
  clock: Clock;
  request: TQrRequest;
}): Promise<{ gatewayReference: string; payload: string; expiresAt: Date }> {
  const { idempotencyKey, amountSatang, reference, expiresAt } = parseRequest(ZQrRequestSchema, request);
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    if (expiresAt.getTime() <= now.getTime()) throw new AppError('ERR_GW_0014');
    const { row: recorded, created } = await insertCharge(tx, {
      idempotencyKey,
      kind: 'QR',
      amountSatang,
      reference,
      description: 'PromptPay QR',
      createdAt: now,
      expiresAt,
    });
    if (!created) return recorded;
    const qrPayload = buildPromptPayPayload({
      target: { kind: 'BILL_PAYMENT', billerId: BILLER_ID, ref1: recorded.gatewayReference },
      amountSatang,
    });
    const [withPayload] = await tx
      .update(gatewayCharges)
      .set({ qrPayload })
      .where(eq(gatewayCharges.gatewayReference, recorded.gatewayReference))
      .returning();
    return withPayload ?? recorded;
  });
  if (!row.qrPayload || !row.expiresAt) throw new Error(`QR charge ${row.gatewayReference} has no payload`);
  return { gatewayReference: row.gatewayReference, payload: row.qrPayload, expiresAt: row.expiresAt };
}

/** The QR charge a scanned payload names, refusing a payload a bank would refuse or one for another biller or amount. */
async function chargeOfPayload(db: TDatabase, payload: string): Promise<TChargeRow> {
  let target;
  try {
    target = parsePromptPayPayload(payload).target;
  } catch {
    throw new AppError('ERR_GW_0011');
  }
  if (target.kind !== 'BILL_PAYMENT' || target.billerId !== BILLER_ID) throw new AppError('ERR_GW_0011');
  const [row] = await db.select().from(gatewayCharges).where(eq(gatewayCharges.gatewayReference, target.ref1));
  if (row?.kind !== 'QR' || row.qrPayload !== payload) throw new AppError('ERR_GW_0011');
  return row;
}

/** A payer's bank pays a QR (the simulation's stand-in for scanning it): PAID and announced, unless it expired or was paid. */
export async function payQr({
  db,
  clock,
  by,
}: {
  db: TDatabase;
  clock: Clock;
  by: { payload: string } | { gatewayReference: string };
}): Promise<TChargeOutcome> {
  const now = clock.now();
  await expireDue(db, now);
  const charge = 'payload' in by ? await chargeOfPayload(db, by.payload) : await findCharge(db, by.gatewayReference);
  if (charge.kind !== 'QR') throw new AppError('ERR_GW_0011');
  const paid = await db.transaction((tx) => settlePending(tx, charge.gatewayReference, { status: 'PAID', settledAt: now }));
  if (!paid) throw new AppError('ERR_GW_0010');
  return toOutcome(paid);
}
