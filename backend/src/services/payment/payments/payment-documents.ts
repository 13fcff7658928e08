import type { TReceiptDocuments, TVisitorPaymentView } from '@mflow/contracts/payment/payments.contract';
import type { TQueryable } from '../../../platform/db/database';

/**
 * What payments ask of receipts, a module above them (a receipt is issued for a payment and reads
 * it): the receipt of a payment just recorded PAID, issued in the transaction that records it, and
 * the documents of some payments, for the history. Payments declare the question and the app's
 * wiring hands in receipts' answer (receipts.service.ts, `paymentDocuments`), as vehicles ask
 * payment methods about a second vehicle (docs/decisions/0036). A top-up's credit to the prepaid
 * account, another module above payments, is handed in with them (docs/decisions/0077).
 */
export type TPaymentDocuments = {
  issueReceipt(tx: TQueryable, paid: { paymentId: string; at: Date }): Promise<void>;
  documentsOf(db: TQueryable, paymentIds: string[]): Promise<Map<string, TReceiptDocuments>>;
  /** A visitor's receipt as their result page shows it, the query being the one the page read the payment with. */
  payerReceiptOf(db: TQueryable, query: { paymentId: string; invoiceNo: string; key: string }): Promise<TVisitorPaymentView['receipt']>;
  /** Credits the prepaid account a payment just recorded PAID is a top-up of, in that transaction; nothing for any other payment. */
  creditTopUp(tx: TQueryable, paid: { paymentId: string; amount: number; at: Date }): Promise<void>;
};
