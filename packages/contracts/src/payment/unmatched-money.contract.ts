import { z } from 'zod';
import { text } from '../rules/text';

/**
 * Money received at a counter, ATM or internet bank that paid no invoice: an amount other than the
 * invoice's, or a payment reference that names none. It waits for a refund (the refund flow of the
 * disputes picks up `AWAITING_REFUND`) unless staff apply it to the invoice once the payer has
 * topped it up (docs/decisions/0048-unmatched-money.md).
 */
export const UNMATCHED_MONEY_STATUSES = ['AWAITING_REFUND', 'APPLIED'] as const;
export type TUnmatchedMoneyStatus = (typeof UNMATCHED_MONEY_STATUSES)[number];

export const UNMATCHED_MONEY_REASONS = ['AMOUNT_MISMATCH', 'INVOICE_NOT_FOUND'] as const;

export const ZUnmatchedMoneyQuerySchema = z.strictObject({
  status: z.enum(UNMATCHED_MONEY_STATUSES).optional(),
});

const ZUnmatchedMoneySchema = z
  .object({
    id: z.string(),
    amount: z.number().int().meta({ description: 'Satang received' }),
    reference: z.string().meta({ description: 'The Ref1 the payer gave' }),
    invoiceNo: z.string().nullable().meta({ description: 'The invoice the reference names; null when it names none' }),
    invoiceAmount: z.number().int().nullable().meta({ description: "That invoice's total when the money arrived" }),
    reason: z.enum(UNMATCHED_MONEY_REASONS),
    status: z.enum(UNMATCHED_MONEY_STATUSES),
    receivedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    appliedPaymentId: z.string().nullable(),
  })
  .meta({ id: 'UnmatchedMoney' });

export type TUnmatchedMoney = z.infer<typeof ZUnmatchedMoneySchema>;

export const ZUnmatchedMoneyListSchema = z.object({ items: z.array(ZUnmatchedMoneySchema) });

export const ZApplyUnmatchedMoneyRequestSchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(20).meta({ description: 'The amounts that together pay the invoice' }),
  invoiceNo: text().trim().min(1).max(20).toUpperCase(),
});

export const ZAppliedUnmatchedMoneySchema = z.object({
  paymentId: z.string(),
  status: z.literal('PAID'),
  amount: z.number().int(),
  invoiceNo: z.string(),
});

export type TAppliedUnmatchedMoney = z.infer<typeof ZAppliedUnmatchedMoneySchema>;
