import { z } from 'zod';
import type { TInvoiceSummary } from '../api/billing-api';

/** The server takes a reason of 5 to 500 characters (ZWaiverRequestSchema); it is kept with the waiver. */
export const WAIVER_REASON_MIN = 5;
export const WAIVER_REASON_MAX = 500;

export const ZWaiverFormSchema = z.object({
  reason: z.string().trim().min(WAIVER_REASON_MIN, 'waiver.reason.tooShort').max(WAIVER_REASON_MAX, 'waiver.reason.tooLong'),
});

export type TWaiverForm = z.infer<typeof ZWaiverFormSchema>;

/** The late fees and fine of an invoice: what a waiver takes off. */
export function feesOf(invoice: Pick<TInvoiceSummary, 'firstLateFee' | 'secondLateFee' | 'fine'>): number {
  return invoice.firstLateFee + invoice.secondLateFee + invoice.fine;
}

/**
 * Why an invoice cannot be waived, as the server would refuse it (ERR_BILL_0005, ERR_BILL_0006), so
 * the form is not offered for nothing; the server still decides, as the invoice may change meanwhile.
 */
export function waiverBlocker(
  invoice: Pick<TInvoiceSummary, 'status' | 'firstLateFee' | 'secondLateFee' | 'fine'>,
): 'notOpen' | 'noFees' | undefined {
  if (invoice.status === 'PAID' || invoice.status === 'CANCELLED') return 'notOpen';
  if (feesOf(invoice) === 0) return 'noFees';
  return undefined;
}
