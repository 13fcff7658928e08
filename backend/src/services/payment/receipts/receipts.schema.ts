import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from '../payments/payments.schema';
import { refunds } from '../refunds/refunds.schema';

/** Never reused: a number printed on a receipt or a tax invoice must find that document forever (docs/decisions/0023). */
export const receiptNumbers = pgSequence('receipt_no_seq');
export const taxInvoiceNumbers = pgSequence('tax_invoice_no_seq');
export const creditNoteNumbers = pgSequence('credit_note_no_seq');

/**
 * The buyer as the tax invoice names them, copied when it is issued: a document once issued never
 * changes. A visitor's buyer may give the e-mail address the document is sent to; a member's
 * documents go to the account's address of record instead.
 */
export type TTaxInvoiceBuyer = { name: string; address: string; taxId: string | null; branch: string | null; email?: string };

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
    /**
     * Printed on the receipt the payer is handed and nowhere a plate opens: a visitor's proof for
     * the tax invoice, which the invoice number, plate and province alone are not (docs/decisions/0046).
     */
    verificationCode: text('verification_code').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('receipt_no_idx').on(table.receiptNo), uniqueIndex('receipt_payment_idx').on(table.paymentId)],
);

/**
 * A full tax invoice (Revenue Code section 86/4), issued on request. A payment has at most one in
 * force; one staff cancelled (with a credit note) stays on file beside the one issued after it.
 */
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
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tax_invoice_no_idx').on(table.taxInvoiceNo),
    uniqueIndex('tax_invoice_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.cancelledAt} is null`),
  ],
);

/**
 * A credit note (Revenue Code section 86/10), numbered `CN` from its own sequence: one staff issue
 * to cancel a wrongly issued tax invoice in full, with their reason (one per tax invoice), or one
 * per refund of a payment whose tax invoice is in force, crediting the refunded amount and the VAT
 * of its toll (docs/decisions/0057). A cancellation in full carries no amounts: it credits the whole
 * tax invoice.
 */
export const creditNotes = pgTable(
  'credit_note',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creditNoteNo: text('credit_note_no').notNull(),
    taxInvoiceId: uuid('tax_invoice_id')
      .notNull()
      .references(() => taxInvoices.id),
    reason: text('reason').notNull(),
    /** The staff member who cancelled the tax invoice; null for a refund's note, which the refund job issues. */
    staffId: uuid('staff_id'),
    refundId: uuid('refund_id').references(() => refunds.id),
    /** The value credited, VAT included: the refunded amount. */
    amount: bigint('amount', { mode: 'number' }),
    /** The VAT inside it: of the refunded toll only, as fees and fines are not supplies. */
    vatAmount: bigint('vat_amount', { mode: 'number' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_note_no_idx').on(table.creditNoteNo),
    uniqueIndex('credit_note_tax_invoice_idx')
      .on(table.taxInvoiceId)
      .where(sql`${table.refundId} is null`),
    uniqueIndex('credit_note_refund_idx').on(table.refundId),
    index('credit_note_tax_invoice_lookup_idx').on(table.taxInvoiceId),
    check(
      'credit_note_kind',
      sql`(${table.refundId} is null and ${table.staffId} is not null and ${table.amount} is null and ${table.vatAmount} is null) or (${table.refundId} is not null and ${table.amount} > 0 and ${table.vatAmount} >= 0)`,
    ),
  ],
);
