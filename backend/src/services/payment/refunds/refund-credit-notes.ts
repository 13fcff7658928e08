import type { TQueryable } from '../../../platform/db/database';

/** A refund that has just gone back, as its credit note needs it. */
export type TRefundDone = { refundId: string; paymentId: string; amount: number; tollAmount: number; reason: string; at: Date };

/**
 * What refunds ask of receipts, a module above them (a credit note reduces a tax invoice and names
 * the refund): the credit note of a refund just marked DONE, issued in the same transaction when
 * the payment has a tax invoice in force, answered by its number, or null when there is none.
 * Refunds declare the question and the app's wiring hands in receipts' answer
 * (`refundCreditNotesOf` in receipts/credit-notes.ts, which also e-mails each note), as payments ask receipts for their documents
 * (docs/decisions/0036).
 */
export type TRefundCreditNotes = {
  issueForRefund(tx: TQueryable, refund: TRefundDone): Promise<string | null>;
};
