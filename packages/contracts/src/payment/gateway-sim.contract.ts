import { z } from 'zod';
import { text } from '../rules/text';

/** The simulation controls of the payment gateway (`/simservice/api/v1/gateway/...`). */
const satang = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).meta({ description: 'Integer satang' });

/** Where a charge stands; CANCELLED: the payer left the hosted card page with its cancel button. */
const ZChargeStatusSchema = z.enum(['PAID', 'DECLINED', 'PENDING', 'EXPIRED', 'CANCELLED']);

export const ZGatewayReferenceParamsSchema = z.object({ gatewayReference: text().regex(/^GW[0-9A-F]{16}$/) });

export const ZChargeOutcomeSchema = z.object({
  status: ZChargeStatusSchema,
  gatewayReference: z.string(),
  amountSatang: z.number().int(),
  reference: z.string(),
  declineCode: z.enum(['DECLINED', 'INSUFFICIENT_FUNDS', 'ACCOUNT_CLOSED', 'TIMED_OUT', 'UNKNOWN_SOURCE']).optional(),
  settledAt: z.string().optional().meta({ description: 'ISO 8601 instant' }),
});

export const ZAnswerChargeRequestSchema = z
  .object({
    answer: z.enum(['APPROVE', 'DECLINE', 'INSUFFICIENT_FUNDS', 'ACCOUNT_CLOSED', 'TIME_OUT']).meta({
      description: 'What the bank answers: APPROVE pays; the others decline with that reason (TIME_OUT as TIMED_OUT)',
    }),
  })
  .strict();

export const ZPayQrRequestSchema = z.union([
  z.object({ payload: text().min(1).max(512).meta({ description: 'The EMVCo payload as scanned' }) }).strict(),
  z.object({ gatewayReference: text().regex(/^GW[0-9A-F]{16}$/) }).strict(),
]);

export const ZCounterPaymentRequestSchema = z
  .object({
    ref1: text()
      .regex(/^\d{18}$/)
      .meta({ description: "The invoice's 18-digit payment reference" }),
    ref2: text()
      .regex(/^[0-9A-Z]{1,18}$/)
      .optional(),
    amountSatang: satang,
    channel: z.enum(['COUNTER', 'ATM', 'INTERNET_BANKING']).default('COUNTER'),
    idempotencyKey: text().trim().min(1).max(100).optional().meta({ description: 'The same key reports the same payment once' }),
  })
  .strict();

export const ZTagParamsSchema = z.object({ programme: z.enum(['MPASS', 'EASYPASS']), tagNumber: text().regex(/^\d{10,19}$/) });

export const ZTopUpTagRequestSchema = z.object({ amountSatang: satang }).strict();

export const ZSimulatedTagSchema = z.object({
  programme: z.enum(['MPASS', 'EASYPASS']),
  tagNumber: z.string(),
  holderId: z.string(),
  balanceSatang: z.number().int(),
});

export const ZSimulatedTagListSchema = z.object({ tags: z.array(ZSimulatedTagSchema) });

export const ZRecentChargesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();

const ZSimulatedChargeSchema = z.object({
  gatewayReference: z.string(),
  kind: z.enum(['CARD', 'TAG', 'BANK_DEBIT', 'REQUEST_TO_PAY', 'CARD_PAGE', 'QR', 'COUNTER']),
  status: ZChargeStatusSchema,
  declineCode: z.string().optional(),
  amountSatang: z.number().int(),
  reference: z.string(),
  description: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().optional(),
  settledAt: z.string().optional(),
});

export const ZSimulatedChargeListSchema = z.object({ charges: z.array(ZSimulatedChargeSchema) });

/** A charge by its gateway reference or by the merchant reference it was made for (a payment's id), or a bank account number a refund may go to. */
export const ZRefundTargetParamsSchema = z.object({
  target: text()
    .regex(/^(GW[0-9A-F]{16}|\d{10,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/)
    .meta({ example: 'GW0123456789ABCDEF' }),
});

export const ZRefundBehaviourRequestSchema = z
  .object({
    behaviour: z.enum(['FAIL', 'FAIL_TRANSIENT', 'TIME_OUT', 'NONE']).meta({
      description:
        'FAIL: refused for good until NONE; FAIL_TRANSIENT: the next `times` refused for now; TIME_OUT: the next `times` made, then the call throws',
    }),
    times: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'FAIL_TRANSIENT and TIME_OUT: how many refunds (1 when left out)' }),
  })
  .strict()
  .meta({ example: { behaviour: 'FAIL_TRANSIENT', times: 2 } });

export const ZRefundBehaviourSchema = z.object({
  target: z.string().meta({ example: 'GW0123456789ABCDEF' }),
  behaviour: z.enum(['FAIL', 'FAIL_TRANSIENT', 'TIME_OUT', 'NONE']),
  times: z.number().int().nullable().meta({ description: 'Refunds it applies to; null for FAIL (until cleared) and NONE' }),
});

export const ZRecentRefundsQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(50).meta({ example: 20 }) })
  .strict();

export const ZSimulatedRefundListSchema = z.object({
  refunds: z.array(
    z.object({
      refundReference: z.string().meta({ example: 'RF0123456789ABCDEF' }),
      idempotencyKey: z.string(),
      chargeReference: z.string().nullable(),
      destination: z.enum(['ORIGINAL', 'BANK_ACCOUNT']),
      amountSatang: z.number().int(),
      status: z.enum(['DONE', 'FAILED', 'PENDING']),
      failureCode: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
