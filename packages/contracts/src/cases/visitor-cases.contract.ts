import { z } from 'zod';
import { isValidReference } from '../billing/reference-number';
import { text } from '../rules/text';
import { ZEligiblePassagesSchema, ZFileDisputeRequestSchema } from './case.contract';
import { contactChannel, otpProof, visitorContact, visitorName } from './visitor-proofs';

/*
 * A visitor's disputes and case tracking (docs/decisions/0053-visitor-case-proofs.md): the invoice
 * is proven by its number or payment reference with the plate and province it billed, the contact
 * by a one-time code sent to it; a case by its number with a code sent to the contact it holds.
 */

/** The header that carries a tracking session: it opens one case, the one it was issued for. */
export const CASE_TRACKING_HEADER = 'x-case-tracking';

export const ZCaseTrackingHeadersSchema = z.object({
  [CASE_TRACKING_HEADER]: z
    .string()
    .regex(/^[\w-]{43}$/)
    .meta({
      description: 'The tracking session from POST …/public/cases/{caseNo}/session',
      example: 'k7Qm0y1c0l9lqC6sVb0H6mZ4kqg3w3k3yQ0o3m1Vd6E',
    }),
});

/** Which invoice: by number or by payment reference, with the plate and province it billed. */
const invoiceProof = {
  invoiceNo: text().trim().toUpperCase().min(1).max(20).optional().meta({ example: 'IV2611000123' }),
  refCode: text()
    .trim()
    .optional()
    .refine((value) => value === undefined || isValidReference(value), { message: 'ERR_BILL_0003' }),
  plate: text().trim().min(1).max(20).meta({ example: 'กข1234' }),
  province: text().trim().min(1).max(10).meta({ example: '10', description: 'A code of the master list provinces' }),
};

const oneKey = (proof: { invoiceNo?: string | undefined; refCode?: string | undefined }) =>
  (proof.invoiceNo === undefined) !== (proof.refCode === undefined);

export const ZVisitorDisputeCodeRequestSchema = z
  .strictObject({ ...invoiceProof, channel: contactChannel(), contact: visitorContact() })
  .refine(oneKey, { message: 'ERR_BILL_0004' });
export type TVisitorDisputeCodeRequest = z.infer<typeof ZVisitorDisputeCodeRequestSchema>;

export const ZVisitorDisputeVerifyRequestSchema = z
  .strictObject({ ...invoiceProof, contact: visitorContact(), ...otpProof })
  .refine(oneKey, { message: 'ERR_BILL_0004' });

const ZVisitorPassagesSchema = ZEligiblePassagesSchema.extend({
  passages: z.array(
    ZEligiblePassagesSchema.shape.passages.element.extend({
      gantryCode: z.string().meta({ example: 'G01' }),
      photoUrl: z.string().meta({ description: 'The passage photo, with a download key valid 5 minutes' }),
    }),
  ),
  paidByCard: z.boolean().meta({ description: 'A paid invoice paid by card may be refunded to that card; otherwise a bank account' }),
});

export const ZVisitorDisputeVerifyResponseSchema = z.object({
  verificationToken: z.string().meta({ description: 'Proof of the contact for filing the dispute: single use, 30 minutes' }),
  expiresIn: z.number().int(),
  invoice: ZVisitorPassagesSchema,
});

export const ZVisitorDisputeRequestSchema = z
  .strictObject({
    ...ZFileDisputeRequestSchema.shape,
    ...invoiceProof,
    contact: visitorContact(),
    verificationToken: text()
      .min(1)
      .max(100)
      .meta({ description: 'From POST …/public/disputes/verify', example: 'q3v9mU0b6d1Yl2oK8rX4tW7sZ5cN0eH1jG6fA2pB3iQ' }),
    name: visitorName(),
  })
  .refine(oneKey, { message: 'ERR_BILL_0004' })
  .refine((request) => request.reason !== 'OTHER' || request.reasonText !== undefined, {
    message: 'ERR_CASE_0107',
    path: ['reasonText'],
  });
export type TVisitorDisputeRequest = z.infer<typeof ZVisitorDisputeRequestSchema>;

/** Tracking: the code goes to the contact the case holds on the channel asked for, never to one the caller names. */
export const ZCaseTrackingCodeRequestSchema = z.strictObject({ channel: contactChannel() });

export const ZCaseTrackingCodeResponseSchema = z.object({
  otpReference: z.string().meta({ example: 'KQZD' }),
  expiresIn: z.number().int(),
  resendAfter: z.number().int(),
  sentTo: z.string().meta({ example: 'so*****@example.com', description: 'The contact, masked' }),
});

export const ZCaseTrackingSessionRequestSchema = z.strictObject({
  channel: contactChannel(),
  otpReference: text()
    .regex(/^[A-Z]{4}$/)
    .meta({ example: 'KQZD' }),
  otp: text()
    .regex(/^\d{6}$/)
    .meta({ example: '123456' }),
});

export const ZCaseTrackingSessionSchema = z.object({
  trackingToken: z.string().meta({ description: `Sent as the ${CASE_TRACKING_HEADER} header; opens this case only` }),
  expiresIn: z.number().int().meta({ example: 1800 }),
});

export const ZCaseFileParamsSchema = z.object({
  caseNo: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{4}-\d{5}$/, 'ERR_COMMON_0005')
    .meta({ example: 'DP2611-00042' }),
  fileId: z.uuid().meta({ example: '3f1c2b9e-6a43-4c1e-9d2f-0b7a5e8c1d23' }),
});
