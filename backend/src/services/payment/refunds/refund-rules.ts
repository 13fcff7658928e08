import type { TRefundStatus } from '@mflow/contracts/payment/refunds.contract';

/** A refund whose money has gone or may yet go: everything but a FAILED one counts against the payment. */
export function holdsMoney(status: TRefundStatus): boolean {
  return status !== 'FAILED';
}

/** What may still go back from a payment: its amount less its refunds that are DONE or still under way (requirements/disputes.md#refunds). */
export function amountLeftToRefund(paid: number, earlier: readonly { amount: number; status: TRefundStatus }[]): number {
  return paid - earlier.reduce((sum, refund) => sum + (holdsMoney(refund.status) ? refund.amount : 0), 0);
}

/** The first retry waits 5 minutes, each next one twice as long, never more than 6 hours. */
const FIRST_RETRY_MS = 5 * 60_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;

/** When the refund is tried again after its `attempts`-th try failed for a passing reason, or its answer was lost. */
export function nextAttemptAt(now: Date, attempts: number): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
  return new Date(now.getTime() + wait);
}

/** What the gateway made of a refund, or that its answer never came (the call threw). */
export type TRefundEvent = 'SENT' | 'PENDING' | 'DONE' | 'FAILED' | 'FAILED_TRANSIENT' | 'NO_ANSWER';

/**
 * The status after an event. DONE and FAILED are final: a late answer about a finished refund
 * changes nothing (undefined). A passing failure puts the refund back to REQUESTED for the next try
 * under the same key; a lost answer leaves it SENT for `refundByKey` to settle.
 */
export function refundStatusAfter(from: TRefundStatus, event: TRefundEvent): TRefundStatus | undefined {
  if (from === 'DONE' || from === 'FAILED') return undefined;
  switch (event) {
    case 'SENT':
    case 'PENDING':
    case 'NO_ANSWER':
      return 'SENT';
    case 'DONE':
      return 'DONE';
    case 'FAILED':
      return 'FAILED';
    case 'FAILED_TRANSIENT':
      return 'REQUESTED';
  }
}

/** A bank account as the customer sees it named: all but its last four digits hidden. */
export function maskAccountNo(accountNo: string): string {
  return `${'*'.repeat(Math.max(accountNo.length - 4, 0))}${accountNo.slice(-4)}`;
}

/**
 * The toll inside a refund, the only part that carries VAT (fees and fines are not supplies): the
 * refund's share of the toll the payment paid, in the proportion the payment's invoices hold
 * (each fee is a multiple of its toll, so a refund of toll and its fees is exact), never more than
 * the toll paid nor than the refund.
 */
export function tollShareOf(refund: number, paid: { toll: number; total: number }): number {
  if (paid.total <= 0) return 0;
  return Math.min(Math.round((refund * paid.toll) / paid.total), paid.toll, refund);
}
