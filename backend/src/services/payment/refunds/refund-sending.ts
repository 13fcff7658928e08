import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier, TPaymentGateway, TRefundOutcome } from '../../../platform/ports';
import { amountOf } from '../../billing/billing-notify';
import { notifyCustomer } from '../../customer/customer-notify';
import { findCustomer } from '../../customer/customer-records';
import { payments } from '../payments/payments.schema';
import type { TRefundCreditNotes } from './refund-credit-notes';
import type { TRefundsIntoPrepaid } from './refunds-into-prepaid';
import { nextAttemptAt, refundStatusAfter, type TRefundEvent } from './refund-rules';
import { refunds } from './refunds.schema';
import type { TRefundRow } from './refunds.service';

export type TRefundJobDeps = {
  db: TDatabase;
  gateway: TPaymentGateway;
  notifier: TNotifier;
  logger: Logger;
  creditNotes: TRefundCreditNotes;
  /** Needed once a refund into a prepaid balance is due; the app's wiring always gives it. */
  prepaid?: TRefundsIntoPrepaid;
};

/** How many refunds one run takes on; the next run takes the rest. */
const BATCH = 100;

type TAnswer = TRefundOutcome | 'NO_ANSWER';

function eventOf(answer: TAnswer): TRefundEvent {
  if (answer === 'NO_ANSWER') return 'NO_ANSWER';
  if (answer.status === 'FAILED') return answer.failure?.permanent === false ? 'FAILED_TRANSIENT' : 'FAILED';
  return answer.status;
}

async function send(gateway: TPaymentGateway, refund: TRefundRow, chargeReference: string | null): Promise<TAnswer> {
  try {
    return await gateway.refund({
      idempotencyKey: refund.id,
      gatewayReference: chargeReference ?? undefined,
      amountSatang: refund.amount,
      destination:
        refund.channel === 'BANK_ACCOUNT'
          ? {
              kind: 'BANK_ACCOUNT',
              bankCode: refund.bankCode ?? '',
              accountNumber: refund.accountNo ?? '',
              holderName: refund.holderName ?? '',
            }
          : { kind: 'ORIGINAL' },
    });
  } catch {
    return 'NO_ANSWER';
  }
}

/**
 * What the gateway says of a refund: a SENT one is asked for by its key first, and sent again
 * under that key only when the gateway never kept it (so no money moved); a REQUESTED one is sent.
 */
async function askGateway(
  gateway: TPaymentGateway,
  refund: TRefundRow,
  chargeReference: string | null,
): Promise<{ answer: TAnswer; sent: boolean }> {
  if (refund.status === 'SENT') {
    let held: TRefundOutcome | undefined;
    try {
      held = await gateway.refundByKey({ idempotencyKey: refund.id });
    } catch {
      return { answer: 'NO_ANSWER', sent: false };
    }
    if (held) return { answer: held, sent: false };
  }
  return { answer: await send(gateway, refund, chargeReference), sent: true };
}

type TSettled = { status: TRefundRow['status']; failed?: TRefundRow & { customerId: string | null } };

/**
 * A refund into the member's prepaid balance is made here, in the refund's transaction, not by the
 * gateway (docs/decisions/0088): DONE when the account took it, FAILED for good when the member has
 * no open account any more, so they are told and may ask for a bank account.
 */
async function creditPrepaid(
  prepaid: TRefundsIntoPrepaid | undefined,
  tx: TQueryable,
  refund: TRefundRow,
  customerId: string | null,
  at: Date,
): Promise<TRefundOutcome> {
  if (!prepaid) throw new Error(`the refund ${refund.id} goes into a prepaid balance, and the refund job was given no prepaid account`);
  const amountSatang = refund.amount;
  const credited = customerId ? await prepaid.creditRefund(tx, { refundId: refund.id, customerId, amount: amountSatang, at }) : false;
  return credited
    ? { status: 'DONE', amountSatang, refundReference: `prepaid:${refund.id}` }
    : { status: 'FAILED', amountSatang, failure: { code: 'ACCOUNT_CLOSED', permanent: true } };
}

/**
 * One refund, under its row lock (`for update skip locked`: a second runner passes it by), so two
 * runners never ask the gateway about it at once; the idempotency key covers a runner that died
 * after asking. DONE issues the credit note in the same transaction, exactly once.
 */
async function settleOne(deps: TRefundJobDeps, refundId: string, at: Date): Promise<TSettled | undefined> {
  const { db, gateway, creditNotes } = deps;
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['REQUESTED', 'SENT']), lte(refunds.nextAttemptAt, at)))
      .for('update', { skipLocked: true });
    if (!refund) return undefined;
    const [payment] = refund.paymentId
      ? await tx
          .select({ gatewayReference: payments.gatewayReference, customerId: payments.customerId })
          .from(payments)
          .where(eq(payments.id, refund.paymentId))
      : [];
    const customerId = refund.customerId ?? payment?.customerId ?? null;
    const { answer, sent } =
      refund.channel === 'PREPAID_ACCOUNT'
        ? { answer: await creditPrepaid(deps.prepaid, tx, refund, customerId, at), sent: true }
        : await askGateway(gateway, refund, payment?.gatewayReference ?? null);
    const status = refundStatusAfter(refund.status, eventOf(answer)) ?? refund.status;
    const attempts = refund.attempts + (sent ? 1 : 0);
    const outcome = answer === 'NO_ANSWER' ? undefined : answer;
    const finished = status === 'DONE' || status === 'FAILED';
    const creditNoteNo =
      status === 'DONE' && refund.paymentId
        ? await creditNotes.issueForRefund(tx, {
            refundId: refund.id,
            paymentId: refund.paymentId,
            amount: refund.amount,
            tollAmount: refund.tollAmount,
            reason: refund.reason,
            at,
          })
        : refund.creditNoteNo;
    const [updated] = await tx
      .update(refunds)
      .set({
        status,
        attempts,
        nextAttemptAt: finished ? null : nextAttemptAt(at, Math.max(attempts, 1)),
        gatewayReference: outcome?.refundReference ?? refund.gatewayReference,
        failureCode: status === 'DONE' ? null : (outcome?.failure?.code ?? refund.failureCode),
        creditNoteNo,
        updatedAt: at,
        doneAt: status === 'DONE' ? at : null,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    if (!updated) throw new Error(`the refund ${refund.id} vanished under its lock`);
    return { status, ...(status === 'FAILED' ? { failed: { ...updated, customerId } } : {}) };
  });
}

const ORIGINAL_DESTINATION = { TH: 'ช่องทางที่ท่านใช้ชำระ', EN: 'the card or account that paid' } as const;
const ACCOUNT_DESTINATION = { TH: 'บัญชี ', EN: 'account ' } as const;
const PREPAID_DESTINATION = { TH: 'บัญชีเติมเงิน M-Flow', EN: 'your M-Flow prepaid account' } as const;

/** Tells a member their refund cannot go the way they chose, and the way out: a bank account (requirements/disputes.md#refunds). A visitor's case tells them. */
async function noticeFailed(db: TQueryable, notifier: TNotifier, refund: TRefundRow & { customerId: string | null }): Promise<void> {
  if (!refund.customerId) return;
  const customer = await findCustomer({ db, customerId: refund.customerId });
  if (!customer) return;
  const language = customer.notificationLanguage;
  const destination = refund.accountNoMasked
    ? `${ACCOUNT_DESTINATION[language]}${refund.accountNoMasked}`
    : (refund.channel === 'PREPAID_ACCOUNT' ? PREPAID_DESTINATION : ORIGINAL_DESTINATION)[language];
  await notifyCustomer({
    db,
    notifier,
    customer,
    template: 'REFUND_FAILED',
    params: { amount: amountOf(refund.amount), destination },
    sms: true,
    event: 'PAYMENT_RESULT',
  });
}

/**
 * The refund job's run (docs/decisions/0056), a sweep: every refund due by `at` is sent, asked
 * after or retried. A passing failure or a lost answer waits longer each time (refund-rules.ts);
 * DONE and FAILED are final; FAILED tells the member.
 */
export async function sendDueRefunds(deps: TRefundJobDeps, at: Date): Promise<{ done: number; failed: number; waiting: number }> {
  const { db, notifier, logger } = deps;
  const due = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(inArray(refunds.status, ['REQUESTED', 'SENT']), lte(refunds.nextAttemptAt, at)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(BATCH);
  const summary = { done: 0, failed: 0, waiting: 0 };
  for (const { id } of due) {
    const settled = await settleOne(deps, id, at);
    if (!settled) continue;
    if (settled.status === 'DONE') summary.done += 1;
    else if (settled.status === 'FAILED') summary.failed += 1;
    else summary.waiting += 1;
    if (settled.failed) {
      logger.warn({ refundId: id, failureCode: settled.failed.failureCode }, 'a refund failed for good');
      await noticeFailed(db, notifier, settled.failed);
    }
  }
  return summary;
}
