import { z } from 'zod';

/** The server takes a reason of 1 to 500 characters (ZPrepaidAdjustmentRequestSchema); it is kept in the journal and the audit log. */
export const ADJUSTMENT_REASON_MAX = 500;

/** Baht with at most two decimals, more than zero. */
const BAHT = /^\d{1,7}(\.\d{1,2})?$/;

export const ZAdjustmentFormSchema = z.object({
  direction: z.enum(['CREDIT', 'DEBIT']),
  baht: z
    .string()
    .trim()
    .refine((value) => BAHT.test(value) && satangOf(value) > 0, 'prepaid.adjust.amount.invalid'),
  reason: z.string().trim().min(1, 'prepaid.adjust.reason.required').max(ADJUSTMENT_REASON_MAX, 'prepaid.adjust.reason.tooLong'),
});

export type TAdjustmentForm = z.infer<typeof ZAdjustmentFormSchema>;

/** "12.5" baht is 1250 satang, counted in whole numbers so no binary fraction creeps in. */
export function satangOf(baht: string): number {
  const [whole = '0', fraction = ''] = baht.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The request the form makes: a credit is positive, a debit negative; the id makes a resend the same adjustment. */
export function adjustmentRequest(form: TAdjustmentForm, adjustmentId: string) {
  const satang = satangOf(form.baht);
  return { amount: form.direction === 'CREDIT' ? satang : -satang, reason: form.reason.trim(), adjustmentId };
}

/** Whether a debit would take the balance below zero, as the server would refuse it (ERR_PREPAID_0010). */
export function debitTooLarge(form: Pick<TAdjustmentForm, 'direction' | 'baht'>, balance: number): boolean {
  return form.direction === 'DEBIT' && BAHT.test(form.baht.trim()) && satangOf(form.baht) > balance;
}
