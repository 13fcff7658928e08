import type { Clock } from '../../../platform/clock';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';

/*
 * What disputes need of the refunds (services/payment/refunds/, issue 25's refunds part): a
 * refund requested in the decision's transaction, and its state read back. Declared here and wired
 * in app.ts, so the refunds module plugs in with one line and cases never reach into payment's
 * tables.
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
  }) => Promise<{ refundId: string; status: TRefundState }>;
  refundOf: (options: {
    db: TQueryable;
    sourceKey: string;
  }) => Promise<
    { refundId: string; status: TRefundState; amount: number; failureCode: string | null; creditNoteNo: string | null } | undefined
  >;
};

/**
 * Until the refunds module is wired: an accepted dispute on a paid invoice is refused with
 * ERR_CASE_0111 (nothing is decided), and no refund exists to read.
 */
export const refundsNotWired: TRefunds = {
  requestRefund: () => Promise.reject(new AppError('ERR_CASE_0111')),
  refundOf: () => Promise.resolve(undefined),
};
