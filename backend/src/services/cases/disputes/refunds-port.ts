import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';

/*
 * What disputes need of the refunds (services/payment/refunds/): a channel checked when the
 * dispute is filed, a refund requested in the decision's transaction, and its state read back. Declared here and wired
 * in app.ts, so cases never reach into payment's tables and their tests may plug in their own.
 */

type TRefundChannel =
  { kind: 'ORIGINAL_METHOD' } | { kind: 'BANK_ACCOUNT'; bankCode: string; accountNo: string; holderName: string; bankBookFileId: string };

type TRefundState = 'REQUESTED' | 'SENT' | 'DONE' | 'FAILED';

export type TRefunds = {
  /** Writes the request in the caller's transaction; the same `sourceKey` answers the same refund. */
  requestRefund: (options: {
    db: TQueryable;
    clock: Clock;
    paymentId: string;
    amount: number;
    sourceKey: string;
    channel: TRefundChannel;
    reason: string;
    tollAmount?: number;
  }) => Promise<{ refundId: string; status: TRefundState }>;
  /** Refuses, writing nothing, a channel that could not take a refund of this payment. */
  checkChannel: (options: { db: TQueryable; paymentId: string; channel: TRefundChannel }) => Promise<void>;
  refundOf: (options: {
    db: TQueryable;
    sourceKey: string;
  }) => Promise<
    | { refundId: string; paymentId: string; status: TRefundState; amount: number; failureCode: string | null; creditNoteNo: string | null }
    | undefined
  >;
};
