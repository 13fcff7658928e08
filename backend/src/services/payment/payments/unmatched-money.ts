import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TAppliedUnmatchedMoney, TUnmatchedMoney, TUnmatchedMoneyStatus } from '@mflow/contracts/payment/unmatched-money.contract';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { recordStaffAction, type TStaffActor } from '../../audit/audit.service';
import { isOpen, latestInvoiceFor } from '../../billing/invoice-payable';
import type { TPaymentDocuments } from './payment-documents';
import { applyToInvoices } from './payments-records';
import { paymentInvoices, payments, unmatchedMoney } from './payments.schema';

const LIST_LIMIT = 500;

function toUnmatchedMoney(row: typeof unmatchedMoney.$inferSelect): TUnmatchedMoney {
  return {
    id: row.id,
    amount: row.amount,
    reference: row.reference,
    invoiceNo: row.invoiceNo,
    invoiceAmount: row.invoiceAmount,
    reason: row.reason,
    status: row.status,
    receivedAt: row.receivedAt.toISOString(),
    appliedPaymentId: row.appliedPaymentId,
  };
}

/** Unmatched money, newest first, for staff. */
export async function listUnmatchedMoney({ db, status }: { db: TQueryable; status?: TUnmatchedMoneyStatus | undefined }) {
  const rows = await db
    .select()
    .from(unmatchedMoney)
    .where(status ? eq(unmatchedMoney.status, status) : undefined)
    .orderBy(desc(unmatchedMoney.receivedAt), desc(unmatchedMoney.id))
    .limit(LIST_LIMIT);
  return { items: rows.map(toUnmatchedMoney) };
}

type TApplyOptions = {
  db: TQueryable;
  ids: string[];
  invoiceNo: string;
  by: TStaffActor;
  at: Date;
  documents: TPaymentDocuments;
};

/**
 * Applies unmatched money to an invoice once the amounts together pay it exactly (an underpayment
 * and its top-up): one COUNTER payment of their sum, PAID, with its receipt, the invoice (its case's
 * open one) paid, and each amount APPLIED to that payment, audited, all in one transaction. An
 * amount already applied or unknown is refused (ERR_PAY_0120), a sum other than the invoice's total
 * (ERR_PAY_0121), an invoice that is not open (ERR_PAY_0122); nothing changes then.
 */
export async function applyUnmatchedMoney({ db, ids, invoiceNo, by, at, documents }: TApplyOptions): Promise<TAppliedUnmatchedMoney> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(unmatchedMoney)
      .where(and(inArray(unmatchedMoney.id, wanted), eq(unmatchedMoney.status, 'AWAITING_REFUND')))
      .for('update');
    if (rows.length !== wanted.length) throw new AppError('ERR_PAY_0120');
    const invoice = await latestInvoiceFor({ db: tx, invoiceNo });
    if (!invoice || !isOpen(invoice)) throw new AppError('ERR_PAY_0122', { invoiceNo });
    const amount = rows.reduce((sum, row) => sum + row.amount, 0);
    if (amount !== invoice.totalAmount) throw new AppError('ERR_PAY_0121', { invoiceNo: invoice.invoiceNo });
    const [payment] = await tx
      .insert(payments)
      .values({
        customerId: invoice.customerId,
        channel: 'COUNTER',
        paymentMethodId: null,
        amount,
        status: 'PAID',
        createdAt: at,
        settledAt: at,
      })
      .returning();
    if (!payment) throw new Error('the payment insert answered no row');
    await tx
      .insert(paymentInvoices)
      .values({ paymentId: payment.id, invoiceId: invoice.id, invoiceNo: invoice.invoiceNo, amount: invoice.totalAmount, active: true });
    const review = await applyToInvoices(tx, payment, at);
    if (review) throw new AppError('ERR_PAY_0122', { invoiceNo: invoice.invoiceNo });
    await documents.issueReceipt(tx, { paymentId: payment.id, at });
    await tx
      .update(unmatchedMoney)
      .set({ status: 'APPLIED', appliedPaymentId: payment.id, appliedAt: at })
      .where(inArray(unmatchedMoney.id, wanted));
    await recordStaffAction({
      db: tx,
      by,
      action: {
        action: 'UNMATCHED_MONEY_APPLY',
        subjectType: 'INVOICE',
        subjectId: invoice.invoiceNo,
        before: { unmatchedMoney: rows.map((row) => ({ id: row.id, amount: row.amount, reference: row.reference })) },
        after: { paymentId: payment.id, amount },
        at,
      },
    });
    return { paymentId: payment.id, status: 'PAID', amount, invoiceNo: invoice.invoiceNo };
  });
}
