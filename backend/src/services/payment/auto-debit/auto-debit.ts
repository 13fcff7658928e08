import { autoDebitPosting, autoDebitRunOf } from '@mflow/contracts/payment/auto-debit-cutoff';
import type { TDebitMode, TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../../platform/errors/app-error';
import { amountOf, dateOf } from '../../billing/billing-notify';
import { findCustomer } from '../../customer/customer-records';
import { notifyCustomer } from '../../customer/customer-notify';
import type { TNotifier } from '../../../platform/ports';
import { autoDebits } from './auto-debit.schema';
import { autoDebitCandidates, type TAutoDebitCandidate } from './auto-debit-candidates';
import { payAsMember, type TPaymentDeps } from '../payments/payments.service';
import { payFromPrepaid } from '../prepaid/prepaid-pay';

const BATCH = 200;

/**
 * Refusals that mean the invoice is not this run's to charge any more: paid, being paid, replaced
 * with no successor, the method gone or no longer allowed, or an attempt with this key already made (a rerun after a crash, or the
 * first attempt still in flight). None of them moves money, so the run goes on.
 */
const NOT_CHARGEABLE = new Set([
  'ERR_PAY_0020',
  'ERR_PAY_0022',
  'ERR_PAY_0102',
  'ERR_PAY_0103',
  'ERR_PAY_0104',
  'ERR_PAY_0105',
  'ERR_PAY_0106',
  'ERR_PAY_0107',
  'ERR_PAY_0117',
  'ERR_PREPAID_0001',
]);

export type TAutoDebitRunOptions = {
  deps: TPaymentDeps;
  notifier: TNotifier;
  /** The Bangkok day of the run's scheduled instant: one attempt per invoice and day. */
  day: string;
  mode: TDebitMode;
  kinds: readonly TPaymentMethodKind[];
  billingPeriod?: string;
};

export type TAutoDebitSummary = { charged: number; paid: number; pending: number; failed: number; deferred: number; skipped: number };

/** The payment's idempotency key and the attempt's identity: a rerun of the same day asks for the same payment. */
const autoDebitKey = (invoiceId: string, day: string) => `auto-debit:${invoiceId}:${day}`;

/**
 * Charges through the member's own payment path (payAsMember: exactly once per key), records the
 * attempt with its posting date by the cut-offs of the moment it was sent, and tells the member
 * of a failure in the same transaction, so a rerun neither charges nor tells twice.
 */
async function chargeOne(options: TAutoDebitRunOptions, candidate: TAutoDebitCandidate): Promise<keyof TAutoDebitSummary> {
  const { deps, notifier, day, mode } = options;
  const posting = autoDebitPosting(autoDebitRunOf(candidate.methodKind), deps.clock.now());
  // Past the card run's 23:00 limit nothing is sent; the next run of the mode picks the invoice up.
  if (posting.closed) return 'deferred';
  let answer: TPaymentAnswer;
  const idempotencyKey = autoDebitKey(candidate.invoiceId, day);
  try {
    answer =
      candidate.methodKind === 'MFLOW'
        ? await payFromPrepaid({
            deps,
            notifier,
            customerId: candidate.customerId,
            idempotencyKey,
            invoiceNos: [candidate.invoiceNo],
            inFlightWaitMs: 0,
          })
        : await payAsMember({
            deps,
            customerId: candidate.customerId,
            idempotencyKey,
            request: { invoiceNos: [candidate.invoiceNo], channel: 'SAVED', paymentMethodId: candidate.methodId },
            inFlightWaitMs: 0,
          });
  } catch (error) {
    if (error instanceof AppError && error.items.every((item) => NOT_CHARGEABLE.has(item.code))) return 'skipped';
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const at = deps.clock.now();
    const [recorded] = await tx
      .insert(autoDebits)
      .values({
        invoiceId: candidate.invoiceId,
        attemptDay: day,
        customerId: candidate.customerId,
        paymentMethodId: candidate.methodId,
        debitMode: mode,
        paymentId: answer.paymentId,
        status: answer.status,
        failureCode: answer.failure?.code ?? null,
        postingDate: posting.postingDate,
        chargedAt: at,
        notifiedAt: answer.status === 'FAILED' ? at : null,
      })
      .onConflictDoNothing()
      .returning({ status: autoDebits.status });
    // A balance too small was told as PREPAID_INSUFFICIENT with the payment (prepaid-pay.ts).
    if (recorded?.status !== 'FAILED' || candidate.methodKind === 'MFLOW') return;
    const customer = await findCustomer({ db: tx, customerId: candidate.customerId });
    if (!customer) return;
    const params = {
      invoiceNo: candidate.invoiceNo,
      amount: amountOf(candidate.totalAmount),
      dueDate: dateOf(candidate.dueDate, customer.notificationLanguage),
      method: candidate.maskedDisplay,
    };
    await notifyCustomer({ db: tx, notifier, customer, template: 'AUTO_DEBIT_FAILED', params, sms: true, event: 'AUTOMATIC_PAYMENT' });
  });
  if (answer.status === 'PAID') return 'paid';
  return answer.status === 'FAILED' ? 'failed' : 'pending';
}

/**
 * One automatic-payment run: every open member invoice whose customer's method in effect on the
 * day is of this mode and kind, charged one after another (each charge is its own two
 * transactions around the gateway, decision 0021). A failed charge leaves the invoice open on its
 * ladder.
 */
export async function runAutoDebit(options: TAutoDebitRunOptions): Promise<TAutoDebitSummary> {
  const summary: TAutoDebitSummary = { charged: 0, paid: 0, pending: 0, failed: 0, deferred: 0, skipped: 0 };
  let afterInvoiceId = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await autoDebitCandidates({ db: options.deps.db, ...options, afterInvoiceId, limit: BATCH });
    for (const candidate of batch) {
      const outcome = await chargeOne(options, candidate);
      summary[outcome] += 1;
      if (outcome !== 'deferred' && outcome !== 'skipped') summary.charged += 1;
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return summary;
    afterInvoiceId = last.invoiceId;
  }
}
