import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TDatabase } from '../../../platform/db/database';
import type { TChargeOutcome, TPaymentGateway } from '../../../platform/ports';
import type { TPaymentDocuments } from './payment-documents';
import { failureOf } from './payments-reads';
import { abandonUncharged, recordOutcome, type TPaymentRow } from './payments-records';
import { paymentIdempotency, paymentInvoices, payments } from './payments.schema';

/**
 * How long a payment stays PENDING before the gateway is asked about it. Far longer than any
 * request lives, and than the gateway's own windows (a card page 30 minutes, a QR 15, a card the
 * bank does not answer 15), so a payment still in the hands of a live request is never touched,
 * and everything the gateway times out has timed out by then.
 */
const RECONCILE_AFTER_MS = 60 * 60_000;

const BATCH = 100;

export type TReconcileSummary = { checked: number; paid: number; failed: number; stillPending: number; unanswered: number };

/** The answer a retry with the dead request's idempotency key gets from now on: the payment as it ended. */
async function storeAnswerOf(db: TDatabase, payment: TPaymentRow): Promise<void> {
  if (payment.status === 'PENDING') return;
  const links = await db
    .select({ invoiceNo: paymentInvoices.invoiceNo })
    .from(paymentInvoices)
    .where(eq(paymentInvoices.paymentId, payment.id))
    .orderBy(asc(paymentInvoices.invoiceNo));
  const answer: TPaymentAnswer = {
    paymentId: payment.id,
    status: payment.status,
    amount: payment.amount,
    invoiceNos: links.map((link) => link.invoiceNo),
    ...(payment.failureCode ? { failure: failureOf(payment.failureCode, 'EN') } : {}),
  };
  await db
    .update(paymentIdempotency)
    .set({ response: answer })
    .where(and(eq(paymentIdempotency.paymentId, payment.id), isNull(paymentIdempotency.response)));
}

/**
 * Settles the payments a crash left PENDING (docs/decisions/0021): the process died between
 * transaction 1 and transaction 2, or the gateway never answered. The gateway is asked by the
 * payment's id, the idempotency key every charge of it was made with. A charge it knows goes
 * through the callback's path (recordOutcome, which acts only on a PENDING payment); a key it
 * never received means no money moved, and the payment fails. Either way once: a second run, or a
 * settlement delivered meanwhile, finds the payment settled and changes nothing.
 */
type TReconcileOptions = { db: TDatabase; gateway: TPaymentGateway; logger: Logger; documents: TPaymentDocuments; at: Date };

export async function reconcilePendingPayments({ db, gateway, logger, documents, at }: TReconcileOptions): Promise<TReconcileSummary> {
  const summary: TReconcileSummary = { checked: 0, paid: 0, failed: 0, stillPending: 0, unanswered: 0 };
  const olderThan = new Date(at.getTime() - RECONCILE_AFTER_MS);
  let after: { createdAt: Date; id: string } | undefined;
  for (;;) {
    const stale = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'PENDING'),
          lte(payments.createdAt, olderThan),
          after
            ? or(gt(payments.createdAt, after.createdAt), and(eq(payments.createdAt, after.createdAt), gt(payments.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(payments.createdAt), asc(payments.id))
      .limit(BATCH);
    for (const payment of stale) {
      summary.checked += 1;
      let outcome: TChargeOutcome | undefined;
      try {
        outcome = await gateway.chargeByKey({ idempotencyKey: payment.id });
      } catch (error) {
        logger.warn(
          { err: error, paymentId: payment.id },
          'the payment gateway did not say how a pending payment ended; asked again at the next run',
        );
        summary.unanswered += 1;
        continue;
      }
      const settled = outcome
        ? await recordOutcome({ db, paymentId: payment.id, outcome, at, documents })
        : await abandonUncharged({ db, paymentId: payment.id, at });
      if (!settled || settled.status === 'PENDING') summary.stillPending += 1;
      else if (settled.status === 'PAID') summary.paid += 1;
      else summary.failed += 1;
      if (settled) await storeAnswerOf(db, settled);
    }
    const last = stale.at(-1);
    if (!last || stale.length < BATCH) return summary;
    after = { createdAt: last.createdAt, id: last.id };
  }
}
