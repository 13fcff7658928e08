import type { TQueryable } from '../../../platform/db/database';

/**
 * What refunds ask of the prepaid account, a module above them (it asks refunds for its closing
 * refund): a refund whose channel is the member's prepaid balance credited to their open account,
 * in the refund's transaction, once per refund (its journal row's source is the refund). Answers
 * false when the member has no open account. Refunds declare the question and the app's wiring hands
 * in the prepaid module's answer (`refundsIntoPrepaid`), as they ask receipts for credit notes
 * (docs/decisions/0056, 0088).
 */
export type TRefundsIntoPrepaid = {
  creditRefund(tx: TQueryable, refund: { refundId: string; customerId: string; amount: number; at: Date }): Promise<boolean>;
};
