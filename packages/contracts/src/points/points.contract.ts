/**
 * Member points (the customer's `point`, the member privileges of MENU00018: requirements/content.md#member-privileges): points earned from paid
 * tolls by a configurable rule, the partner offers they are redeemed for, and the member's ledger.
 */
import { z } from 'zod';

const instant = () => z.string().meta({ description: 'ISO 8601 instant' });

/** The earning rule; each earning keeps the rule it was made under. */
export const ZPointsRulesSchema = z.object({
  /** One point for every whole this-many satang of a paid payment, rounded down per payment: 1000 = 1 point per 10 baht. */
  satangPerPoint: z.int().min(1).max(10_000_000).default(1_000),
});
export type TPointsRules = z.infer<typeof ZPointsRulesSchema>;

export const DEFAULT_POINTS_RULES: TPointsRules = ZPointsRulesSchema.parse({});

/** The points one payment earns: whole multiples of the rule's amount, the rest is not carried over. */
export function pointsForPayment(amountSatang: number, rules: TPointsRules): number {
  // Stryker disable next-line EqualityOperator: at 0 both sides answer 0.
  return amountSatang > 0 ? Math.floor(amountSatang / rules.satangPerPoint) : 0;
}

const POINTS_ENTRY_KINDS = ['EARNED', 'REDEEMED'] as const;

const ZPointsEntrySchema = z
  .object({
    kind: z.enum(POINTS_ENTRY_KINDS),
    points: z.number().int().meta({ description: 'Positive when earned, negative when redeemed' }),
    at: instant(),
    paymentId: z.string().nullable().meta({ description: 'The paid payment an earning is for' }),
    paidAmount: z.number().int().nullable().meta({ description: 'Satang paid by that payment' }),
    satangPerPoint: z.number().int().nullable().meta({ description: 'The rule the earning was made under' }),
    offerTitle: z.string().nullable().meta({ description: "A redemption's offer, in the reader's language" }),
    redemptionCode: z.string().nullable().meta({ description: 'What the member shows the partner' }),
  })
  .meta({ id: 'PointsEntry' });
export type TPointsEntry = z.infer<typeof ZPointsEntrySchema>;

export const ZPointsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

export const ZPointsAccountSchema = z
  .object({
    balance: z.number().int().meta({ description: 'What customer/current answers as point' }),
    satangPerPoint: z.number().int().meta({ description: 'The rule payments earn under now' }),
    entries: z.array(ZPointsEntrySchema).meta({ description: 'Earnings and redemptions, newest first' }),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  })
  .meta({ id: 'PointsAccount' });
export type TPointsAccount = z.infer<typeof ZPointsAccountSchema>;

/** The header that makes a retried redemption the same redemption. */
export const ZRedeemHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .regex(/^[\w:.-]{8,100}$/)
    .meta({ description: 'A key the client makes for one redemption (a UUID); a retry sends the same key and the same offer' }),
});

export const ZRedeemRequestSchema = z.strictObject({ offerId: z.uuid() });

export const ZRedemptionSchema = z
  .object({
    redemptionId: z.string(),
    offerId: z.string(),
    offerTitle: z.string(),
    points: z.number().int(),
    code: z.string().meta({ description: 'The code the member shows the partner', example: 'MF7K2Q9XH4' }),
    balance: z.number().int().meta({ description: 'The balance after this redemption' }),
    redeemedAt: instant(),
  })
  .meta({ id: 'PointsRedemption' });
export type TRedemption = z.infer<typeof ZRedemptionSchema>;
