import { bigint, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.schema';

/** Never reused: a number printed on a receipt or a tax invoice must find that document forever (docs/decisions/0023). */
export const receiptNumbers = pgSequence('receipt_no_seq');
export const taxInvoiceNumbers = pgSequence('tax_invoice_no_seq');

/** The buyer as the tax invoice names them, copied when it is issued: a document once issued never changes. */
export type TTaxInvoiceBuyer = { name: string; address: string; taxId: string | null; branch: string | null };

/** One receipt per PAID payment, written in the transaction that records it PAID. */
export const receipts = pgTable(
  'receipt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptNo: text('receipt_no').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('receipt_no_idx').on(table.receiptNo), uniqueIndex('receipt_payment_idx').on(table.paymentId)],
);

/** A full tax invoice (Revenue Code section 86/4), issued on request, once per payment. */
export const taxInvoices = pgTable(
  'tax_invoice',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taxInvoiceNo: text('tax_invoice_no').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    buyer: jsonb('buyer').$type<TTaxInvoiceBuyer>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('tax_invoice_no_idx').on(table.taxInvoiceNo), uniqueIndex('tax_invoice_payment_idx').on(table.paymentId)],
);
