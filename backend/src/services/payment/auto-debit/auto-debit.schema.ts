import { date, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEBIT_MODES } from '@mflow/contracts/payment/payment-method-kinds';
import { PAYMENT_STATUSES } from '@mflow/contracts/payment/payments.contract';
import { invoices } from '../../billing/billing.schema';
import { customers } from '../../customer/customer.schema';
import { paymentMethods } from '../methods/payment-method.schema';
import { payments } from '../payments/payments.schema';

/**
 * One automatic charge attempt of an invoice on a Bangkok day (docs/decisions/0024). The key is
 * the same as the payment's idempotency key, so a rerun after a crash finds the attempt made and
 * neither charges nor notifies again. `posting_date` is the day the bank posts the charge, by
 * the cut-offs of the moment it was sent; a failed attempt has `notified_at` once the member is told.
 */
export const autoDebits = pgTable(
  'auto_debit',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    attemptDay: date('attempt_day', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    debitMode: text('debit_mode', { enum: DEBIT_MODES }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    failureCode: text('failure_code'),
    postingDate: date('posting_date', { mode: 'string' }).notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.attemptDay] })],
);
