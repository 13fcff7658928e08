import { z } from 'zod';

/**
 * The numbers of requirements/billing.md, each configurable with its default so a tester can replay another
 * authority's rules. Money in satang; periods in Bangkok calendar days.
 */
export const ZBillingRulesSchema = z.object({
  /** VAT included in every tariff, in basis points: 700 = 7%, so the VAT part of a toll is toll x 7/107. */
  vatBasisPoints: z.int().min(0).max(10_000).default(700),
  /** A member's invoice is due on this day after the cycle's last day; a non-member's after the passage day. */
  paymentDays: z.int().min(1).max(90).default(7),
  /** NEAR_DUE covers the last this-many days up to and including the due date. */
  nearDueDays: z.int().min(0).max(30).default(3),
  /** The first late fee, as a multiple of the unpaid toll. */
  firstLateFeeMultiplier: z.int().min(0).max(10).default(2),
  /** The invoice with the first late fee is due this many days after the original due date. */
  firstLateFeeDays: z.int().min(1).max(90).default(15),
  /** The second late fee, in place of the first; penalties never exceed 10x. */
  secondLateFeeMultiplier: z.int().min(0).max(10).default(10),
  /** The toll notice and its invoice are due this many days after the first late fee's due date. */
  noticeDays: z.int().min(1).max(90).default(15),
  /** The fixed fine for not paying or explaining a toll notice in time. */
  fineSatang: z.int().min(0).max(10_000_000).default(20_000),
});

export type TBillingRules = z.infer<typeof ZBillingRulesSchema>;

export const DEFAULT_BILLING_RULES: TBillingRules = ZBillingRulesSchema.parse({});
