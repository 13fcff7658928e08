import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../platform/db/database';
import { findCustomer } from '../customer/customer-records';
import { notifyCustomer } from '../customer/customer-notify';
import type { TNotifier } from '../../platform/ports';
import { invoices } from './billing.schema';
import { OPEN_INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';

/** Invoices told per round: a cut of many members queues its messages in bounded steps. */
const NOTIFY_BATCH = 200;

const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const DATE_FORMATS = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
};

export const amountOf = (satang: number) => baht.format(satang / 100);
export const dateOf = (isoDate: string, language: 'TH' | 'EN') => DATE_FORMATS[language].format(new Date(`${isoDate}T12:00:00+07:00`));

/**
 * Tells members of their new invoices (requirements/billing.md#late-fee-ladder: an e-mail and an SMS at issue, and at each late
 * fee) and of invoices that turned NEAR_DUE. Each invoice is marked as told in the same
 * transaction as its messages, so a rerun after a crash never tells twice. Non-members are found
 * by plate and get nothing. A message to a mailbox that fails is recorded FAILED by the notifier,
 * not retried here. Answers how many invoices it told about.
 */
export async function notifyMembers({ db, notifier, at }: { db: TDatabase; notifier: TNotifier; at: Date }): Promise<number> {
  let told = 0;
  for (const reminder of [false, true]) {
    for (;;) {
      const waiting = await db
        .select()
        .from(invoices)
        .where(
          reminder
            ? and(eq(invoices.kind, 'MEMBER'), eq(invoices.status, 'NEAR_DUE'), isNull(invoices.remindedAt))
            : and(eq(invoices.kind, 'MEMBER'), isNull(invoices.notifiedAt), inArray(invoices.status, [...OPEN_INVOICE_STATUSES])),
        )
        .orderBy(asc(invoices.issuedAt))
        .limit(NOTIFY_BATCH);
      for (const invoice of waiting) {
        await db.transaction(async (tx) => {
          const customer = invoice.customerId ? await findCustomer({ db: tx, customerId: invoice.customerId }) : undefined;
          if (customer) {
            const language = customer.notificationLanguage;
            const common = {
              invoiceNo: invoice.invoiceNo,
              amount: amountOf(invoice.totalAmount),
              dueDate: dateOf(invoice.dueDate, language),
            };
            if (reminder)
              await notifyCustomer({
                db: tx,
                notifier,
                customer,
                template: 'INVOICE_NEAR_DUE',
                params: common,
                sms: true,
                event: 'INVOICE_NEAR_DUE',
              });
            else if (invoice.replacesInvoiceId) {
              const [cancelled] = await tx
                .select({ invoiceNo: invoices.invoiceNo })
                .from(invoices)
                .where(eq(invoices.id, invoice.replacesInvoiceId));
              await notifyCustomer({
                db: tx,
                notifier,
                customer,
                template: 'INVOICE_LATE_FEE',
                params: { ...common, cancelledNo: cancelled?.invoiceNo ?? '' },
                sms: true,
                event: 'INVOICE_OVERDUE',
              });
            } else
              await notifyCustomer({
                db: tx,
                notifier,
                customer,
                template: 'INVOICE_ISSUED',
                params: { ...common, refNo: invoice.refNo },
                sms: true,
                event: 'INVOICE_ISSUED',
              });
          }
          await tx
            .update(invoices)
            .set(reminder ? { remindedAt: at } : { notifiedAt: at })
            .where(eq(invoices.id, invoice.id));
        });
      }
      told += waiting.length;
      if (waiting.length < NOTIFY_BATCH) break;
    }
  }
  return told;
}
