/**
 * The payment-method API (requirements/payment-methods.md: the methods, the card and payment rules): the form per
 * kind, the requests that carry an OTP proof, and the answers. The portal's forms apply the same
 * schemas. The expiry date needs the time, so it is checked with `cardExpiryProblem` by whoever
 * holds a clock (the service, the portal's form); the rules that need data (banks, the
 * customer's methods and vehicles) are the backend's.
 */
import { z } from 'zod';
import { always, record, type TIssueSink } from '../rules/cross-field';
import { ZPersonIdSchema } from '../rules/identity';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { CARD_BRANDS, normaliseCardNumber, type TCardBrandCode } from './card-number';
import { DEBIT_MODES, PAYMENT_METHOD_KINDS } from './payment-method-kinds';
import {
  cardNumberProblem,
  chipSerialProblem,
  cvvProblem,
  expiryMonthProblem,
  expiryYearProblem,
  holderNameProblem,
  officeNumberProblem,
  requestToPayMobileProblem,
  tagNumberProblem,
} from './payment-method-rules';
import { text } from '../rules/text';

const ZPaymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS).meta({
  description:
    'CARD (credit or debit by card type), BANK_DEBIT (direct debit), REQUEST_TO_PAY (to a mobile), QR (scan and pay), MPASS, EASYPASS (prepaid tags), MFLOW (the prepaid account)',
});
const ZCardBrandSchema = z
  .enum(CARD_BRANDS)
  .meta({ description: 'The card type, requirements/payment-methods.md#card-types (master list `cardtypes`)' });
const ZDebitModeSchema = z
  .enum(DEBIT_MODES)
  .meta({ description: 'DAILY: each day’s passages charged that evening; AUTOMATIC: the invoice charged at the cycle cut' });

/** A field checked by one of the shared rule functions, which answers the code to show; the bound only stops absurd input. */
function ruled(check: (value: string) => string | undefined) {
  return z
    .string(REQUIRED)
    .trim()
    .min(1, REQUIRED)
    .max(100, INVALID)
    .superRefine((value, ctx) => {
      const problem = check(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

const ZCardNumberSchema = z
  .string(REQUIRED)
  .min(1, REQUIRED)
  .max(40, 'ERR_PAY_0001')
  .overwrite(normaliseCardNumber)
  .refine((value) => cardNumberProblem(value, undefined) !== 'ERR_PAY_0001', 'ERR_PAY_0001')
  .meta({
    description:
      'requirements/payment-methods.md#card-rules: at least 16 digits (spaces allowed while typing), of the chosen card type, with a valid check digit; never stored',
  });

const debitMode = { debitMode: ZDebitModeSchema.default('AUTOMATIC') };

const ZCardFormSchema = z.strictObject({
  kind: z.literal('CARD'),
  brand: ZCardBrandSchema,
  number: ZCardNumberSchema,
  expiryMonth: ruled(expiryMonthProblem).meta({ description: 'Two digits, 01 to 12', example: '06' }),
  expiryYear: ruled(expiryYearProblem).meta({ description: 'Four digits (Gregorian)', example: '2029' }),
  cvv: ruled(cvvProblem).meta({ description: 'Three digits; sent to the gateway once, never stored or logged' }),
  holderName: ruled(holderNameProblem).meta({ description: 'As printed on the card, at least 2 letters', example: 'SOMCHAI JAIDEE' }),
  ...debitMode,
});

const ZBankDebitFormSchema = z.strictObject({
  kind: z.literal('BANK_DEBIT'),
  bankCode: z
    .string(REQUIRED)
    .regex(/^\d{3}$/, INVALID)
    .meta({ description: 'A code of the master list `banks` whose directDebit is true', example: '006' }),
  accountNumber: z
    .string(REQUIRED)
    .regex(/^\d{10,15}$/, 'ERR_PAY_0009')
    .meta({ description: 'Digits only, as many as the bank uses (master list `banks`, accountLengths)', example: '1234567890' }),
  ...debitMode,
});

const ZRequestToPayFormSchema = z.strictObject({
  kind: z.literal('REQUEST_TO_PAY'),
  mobile: ruled(requestToPayMobileProblem).meta({ description: '10 digits, without dashes', example: '0812345678' }),
  ...debitMode,
});

const ZQrFormSchema = z.strictObject({ kind: z.literal('QR') });

const tagShape = {
  chipSerial: ruled(chipSerialProblem).meta({ description: 'The chip serial number printed on the tag' }),
  holderId: ZPersonIdSchema.meta({ description: 'The card-holder ID the tag is registered to' }),
  officeNumber: ruled(officeNumberProblem).meta({ description: 'The office number: exactly 5 characters', example: '00001' }),
  ...debitMode,
};

const ZMpassFormSchema = z.strictObject({
  kind: z.literal('MPASS'),
  tagNumber: ruled((value) => tagNumberProblem('MPASS', value)).meta({ description: '10-digit printed serial or 19-digit OBU number' }),
  ...tagShape,
});

const ZEasyPassFormSchema = z.strictObject({
  kind: z.literal('EASYPASS'),
  tagNumber: ruled((value) => tagNumberProblem('EASYPASS', value)).meta({ description: '10 digits' }),
  ...tagShape,
});

/** The card type and the number must match, and the number must carry a valid check digit (requirements/payment-methods.md#card-rules). */
function checkCardNumber(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (input.kind !== 'CARD' || typeof input.number !== 'string') return;
  const brand = (CARD_BRANDS as readonly string[]).includes(String(input.brand)) ? (input.brand as TCardBrandCode) : undefined;
  const problem = cardNumberProblem(input.number, brand);
  // The too-short number already has its message from the field.
  if (problem && problem !== 'ERR_PAY_0001') ctx.addIssue({ code: 'custom', message: problem, path: ['number'] });
}

const FORM_OPTIONS = [
  ZCardFormSchema,
  ZBankDebitFormSchema,
  ZRequestToPayFormSchema,
  ZQrFormSchema,
  ZMpassFormSchema,
  ZEasyPassFormSchema,
] as const;

/** The add form as the portal fills it, without the OTP proof. */
export const ZPaymentMethodFormSchema = z
  .discriminatedUnion('kind', FORM_OPTIONS)
  .superRefine((value, ctx) => checkCardNumber(ctx, record(value)), always);
export type TPaymentMethodForm = z.infer<typeof ZPaymentMethodFormSchema>;

const ZVerificationTokenSchema = z.string(REQUIRED).min(1, REQUIRED).max(1024, INVALID);
const withProof = { verificationToken: ZVerificationTokenSchema };

export const ZPaymentMethodCreateRequestSchema = z
  .discriminatedUnion('kind', [
    ZCardFormSchema.extend(withProof),
    ZBankDebitFormSchema.extend(withProof),
    ZRequestToPayFormSchema.extend(withProof),
    ZQrFormSchema.extend(withProof),
    ZMpassFormSchema.extend(withProof),
    ZEasyPassFormSchema.extend(withProof),
  ])
  .superRefine((value, ctx) => checkCardNumber(ctx, record(value)), always)
  .meta({
    id: 'PaymentMethodCreateRequest',
    description:
      'One method of one kind, with an OTP verification token of the kind’s CREATE step (credit card 13, debit card 16, bank account, request-to-pay and QR 19, M-PASS 22, Easy Pass 25)',
  });
export type TPaymentMethodCreateRequest = z.infer<typeof ZPaymentMethodCreateRequestSchema>;

export const ZPaymentMethodUpdateRequestSchema = z
  .strictObject({
    debitMode: ZDebitModeSchema,
    verificationToken: ZVerificationTokenSchema.meta({
      description: 'OTP verification token of the kind’s EDIT step (14, 17, 20, 23, 26 or 29)',
    }),
  })
  .meta({ id: 'PaymentMethodUpdateRequest' });
export type TPaymentMethodUpdateRequest = z.infer<typeof ZPaymentMethodUpdateRequestSchema>;

export const ZPaymentMethodProofSchema = z
  .strictObject({
    verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step SET_MAIN_PAYMENT (31)' }),
  })
  .meta({ id: 'PaymentMethodPrimaryRequest' });

export const ZPaymentMethodDeleteQuerySchema = z.strictObject({
  verificationToken: ZVerificationTokenSchema.meta({
    description: 'OTP verification token of the kind’s DELETE step (15, 18, 21, 24 or 27)',
  }),
});

/** Any text is taken, so that every id other than one's own method's gets the same 404. */
export const ZPaymentMethodIdParamsSchema = z.object({ paymentMethodId: text().min(1).max(64) });

export const ZPaymentMethodSchema = z
  .object({
    paymentMethodId: z.string(),
    kind: ZPaymentMethodKindSchema,
    brand: ZCardBrandSchema.nullable().meta({ description: 'The card type; null for other kinds' }),
    display: z.string().meta({
      description: 'What identifies the method to its owner, masked: `**** **** **** 1234`; the QR kind says QR',
      example: '**** **** **** 1234',
    }),
    bankCode: z.string().nullable(),
    debitMode: ZDebitModeSchema.nullable().meta({ description: 'null for QR, which the customer pays by scanning' }),
    isPrimary: z.boolean(),
    effectiveFrom: z.string().nullable().meta({
      description:
        'The primary method: the Bangkok date from which it is charged (requirements/payment-methods.md#when-a-channel-change-takes-effect: the 16th, the 1st, or at once for the first method)',
      example: '2026-12-01',
    }),
    createdAt: z.string(),
  })
  .meta({ id: 'PaymentMethod' });
export type TPaymentMethodView = z.infer<typeof ZPaymentMethodSchema>;

export const ZPaymentMethodListSchema = z.object({ items: z.array(ZPaymentMethodSchema) }).meta({ id: 'PaymentMethodList' });
export type TPaymentMethodList = z.infer<typeof ZPaymentMethodListSchema>;
