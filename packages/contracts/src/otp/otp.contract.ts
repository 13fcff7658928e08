import { z } from 'zod';
import { VERIFICATION_STEP_NAMES, type TVerificationStep } from './verification-steps';
import { text } from '../rules/text';

/**
 * An OTP's purpose is a step of the verification step table (requirements/accounts.md#verification-steps, verification-steps.ts), by
 * name: the code is issued for that step and its verification token is spent by that step only.
 */
export const OTP_PURPOSES = VERIFICATION_STEP_NAMES;

export type TOtpPurpose = TVerificationStep;

export type TOtpChannel = 'SMS' | 'EMAIL';

export const ZOtpRequestSchema = z
  .object({
    channel: z.enum(['SMS', 'EMAIL']),
    contact: z
      .string()
      .min(1)
      .max(254)
      .meta({ description: 'Thai mobile number (0XXXXXXXXX, dashes allowed) for SMS, e-mail address for EMAIL' }),
    purpose: z.enum(OTP_PURPOSES).meta({
      description: 'The verification step the code is for, by name; docs/verification-steps.md lists the steps and their codes 0-34',
    }),
  })
  .strict();

export const ZOtpResponseSchema = z.object({
  otpReference: z
    .string()
    .meta({ example: 'KQZD', description: 'Shown next to the code field, so the customer can match it with the message' }),
  expiresIn: z.number().int().meta({ description: 'Seconds the code stays valid' }),
  resendAfter: z.number().int().meta({ description: 'Seconds before another code may be requested for this contact' }),
});

export const ZOtpVerifyRequestSchema = z
  .object({
    contact: text().min(1).max(254).meta({ description: 'The contact the code was sent to' }),
    otpReference: text().regex(/^[A-Z]{4}$/),
    otp: text().regex(/^\d{6}$/),
  })
  .strict();

export const ZOtpVerifyResponseSchema = z.object({
  verificationToken: z.string().meta({ description: 'Proof that the contact was verified for the purpose; single use' }),
  expiresIn: z.number().int().meta({ description: 'Seconds the token stays valid' }),
});

export type TOtpResponse = z.infer<typeof ZOtpResponseSchema>;
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponseSchema>;
