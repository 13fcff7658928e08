/**
 * The prepaid M-Flow account (requirements/prepaid-account.md): opening and closing it, its
 * settings, top-ups, paying invoices from its balance, and its journal. Money is integer satang;
 * instants ISO 8601.
 */
import { z } from 'zod';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { text } from '../rules/text';
import { DEBIT_MODES } from './payment-method-kinds';
import { REFUND_STATUSES } from './refunds.contract';

/** The journal's movements: money in (a top-up, a replenishment, a dispute's refund), money out (a payment, the closing refund), and a staff adjustment either way. */
export const PREPAID_MOVEMENT_KINDS = ['TOP_UP', 'REPLENISHMENT', 'PAYMENT', 'DISPUTE_REFUND', 'ADJUSTMENT', 'CLOSING_REFUND'] as const;
export type TPrepaidMovementKind = (typeof PREPAID_MOVEMENT_KINDS)[number];

export const PREPAID_ACCOUNT_STATUSES = ['OPEN', 'CLOSED'] as const;

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });
const positiveSatang = () => z.number(REQUIRED).int(INVALID).positive(INVALID).max(100_000_000, INVALID);
const instant = () => z.string().meta({ description: 'ISO 8601 instant' });
const ZVerificationTokenSchema = z.string(REQUIRED).min(1, REQUIRED).max(1024, INVALID);

export const ZPrepaidOpenRequestSchema = z
  .strictObject({
    debitMode: z.enum(DEBIT_MODES).default('AUTOMATIC'),
    verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step CREATE_MFLOW_PREPAID (28)' }),
  })
  .meta({ id: 'PrepaidOpenRequest' });
export type TPrepaidOpenRequest = z.infer<typeof ZPrepaidOpenRequestSchema>;

const ZPrepaidReplenishmentSchema = z
  .strictObject({
    threshold: positiveSatang().meta({ description: 'Below this balance the account tops itself up' }),
    amount: positiveSatang().meta({ description: 'How much each replenishment adds: no less than the threshold' }),
    paymentMethodId: z.uuid().meta({ description: 'A saved card or bank direct-debit method of the member' }),
  })
  .refine((value) => value.amount >= value.threshold, { message: INVALID, path: ['amount'] });

export const ZPrepaidSettingsRequestSchema = z
  .strictObject({
    replenishment: ZPrepaidReplenishmentSchema.nullable().meta({ description: 'null turns automatic replenishment off' }),
    lowBalanceThreshold: positiveSatang()
      .nullable()
      .meta({ description: 'Below this balance the member is told by e-mail and SMS; null: never' }),
    verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step EDIT_MFLOW_PREPAID (29)' }),
  })
  .meta({ id: 'PrepaidSettingsRequest' });
export type TPrepaidSettingsRequest = z.infer<typeof ZPrepaidSettingsRequestSchema>;

export const ZPrepaidCloseQuerySchema = z.strictObject({
  verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step DELETE_MFLOW_PREPAID (30)' }),
});

export const ZPrepaidTopUpRequestSchema = z
  .strictObject({
    amount: positiveSatang().meta({ description: 'From 100 to 20,000 baht by default; the balance may not go above 50,000 baht' }),
    channel: z.enum(['SAVED', 'CARD', 'QR']).meta({
      description: "SAVED: a saved card or bank account (paymentMethodId); CARD: the gateway's card page; QR: PromptPay",
    }),
    paymentMethodId: z.uuid().optional().meta({ description: 'SAVED only: the card or bank direct-debit method to draw on' }),
  })
  .refine((value) => (value.channel === 'SAVED') === (value.paymentMethodId !== undefined), {
    message: INVALID,
    path: ['paymentMethodId'],
  })
  .meta({ id: 'PrepaidTopUpRequest' });
export type TPrepaidTopUpRequest = z.infer<typeof ZPrepaidTopUpRequestSchema>;

export const ZPrepaidPayRequestSchema = z
  .strictObject({
    invoiceNos: z
      .array(text().trim().min(1).max(20).toUpperCase())
      .min(1)
      .max(20)
      .refine((list) => new Set(list).size === list.length, { message: 'each invoice once' }),
  })
  .meta({ id: 'PrepaidPayRequest' });

export const ZPrepaidAccountSchema = z
  .object({
    accountId: z.string(),
    paymentMethodId: z.string(),
    status: z.enum(PREPAID_ACCOUNT_STATUSES),
    balance: satang(),
    replenishment: z.object({ threshold: satang(), amount: satang(), paymentMethodId: z.string() }).nullable(),
    lowBalanceThreshold: satang().nullable(),
    limits: z.object({ minTopUp: satang(), maxTopUp: satang(), maxBalance: satang() }),
    openedAt: instant(),
  })
  .meta({ id: 'PrepaidAccount' });
export type TPrepaidAccountView = z.infer<typeof ZPrepaidAccountSchema>;

const ZPrepaidMovementSchema = z
  .object({
    kind: z.enum(PREPAID_MOVEMENT_KINDS),
    amount: satang().meta({ description: 'Signed: money in is positive, money out negative' }),
    balanceAfter: satang(),
    paymentId: z.string().nullable(),
    reason: z.string().nullable(),
    at: instant(),
  })
  .meta({ id: 'PrepaidMovement' });

export const ZPrepaidStatementQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZPrepaidStatementSchema = z
  .object({ items: z.array(ZPrepaidMovementSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: 'PrepaidStatement' });
export type TPrepaidStatement = z.infer<typeof ZPrepaidStatementSchema>;

/** The bank account a closing account's balance is refunded to, with a copy of its bank book (an upload of the member's own), as for a dispute's refund. */
const ZPrepaidRefundAccountSchema = z
  .strictObject({
    bankCode: text().trim().min(1).max(10).meta({ example: '004' }),
    accountNo: text()
      .trim()
      .regex(/^\d{10,15}$/, INVALID)
      .meta({ example: '1234567890' }),
    holderName: text().trim().min(1, REQUIRED).max(200, INVALID),
    bankBookFileId: z.uuid(),
  })
  .meta({ id: 'PrepaidRefundAccount' });

export const ZPrepaidCloseRequestSchema = z
  .strictObject({
    verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step DELETE_MFLOW_PREPAID (30)' }),
    refundTo: ZPrepaidRefundAccountSchema.optional().meta({ description: 'Required when the account holds a balance' }),
  })
  .meta({ id: 'PrepaidCloseRequest' });
export type TPrepaidCloseRequest = z.infer<typeof ZPrepaidCloseRequestSchema>;

export const ZPrepaidClosingSchema = z
  .object({
    account: ZPrepaidAccountSchema,
    refund: z
      .object({
        refundId: z.uuid(),
        amount: satang(),
        status: z.enum(REFUND_STATUSES),
        destination: z.string().meta({ description: 'The bank account, masked' }),
      })
      .nullable()
      .meta({ description: 'The closing refund of the balance; null when the account was empty' }),
  })
  .meta({ id: 'PrepaidClosing' });
export type TPrepaidClosing = z.infer<typeof ZPrepaidClosingSchema>;

/** The back-office's view of a member's prepaid account: the open one, else the last closed, and a page of its journal. */
export const ZStaffPrepaidViewSchema = z
  .object({
    account: ZPrepaidAccountSchema.extend({ closedAt: instant().nullable() })
      .nullable()
      .meta({ description: 'null when the member never opened one' }),
    statement: ZPrepaidStatementSchema,
  })
  .meta({ id: 'StaffPrepaidView' });
export type TStaffPrepaidView = z.infer<typeof ZStaffPrepaidViewSchema>;

export const ZPrepaidAdjustmentRequestSchema = z
  .strictObject({
    amount: z
      .number(REQUIRED)
      .int(INVALID)
      .min(-100_000_000, INVALID)
      .max(100_000_000, INVALID)
      .refine((value) => value !== 0, INVALID)
      .meta({ description: 'Signed satang: a credit is positive, a debit negative; never below a zero balance' }),
    reason: text().trim().min(1, REQUIRED).max(500, INVALID).meta({ description: 'Why, for the journal and the audit log' }),
    adjustmentId: z
      .uuid()
      .meta({ description: 'Made by the back-office once per adjustment: a retry sends the same, and nothing more is posted' }),
  })
  .meta({ id: 'PrepaidAdjustmentRequest' });
export type TPrepaidAdjustmentRequest = z.infer<typeof ZPrepaidAdjustmentRequestSchema>;
