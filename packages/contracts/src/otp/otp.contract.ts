import { z } from 'zod';

export const OTP_PURPOSES = [
  'REGISTER_MOBILE',
  'REGISTER_EMAIL',
  'FORGOT_PASSWORD',
  'CHANGE_MOBILE',
  'CHANGE_EMAIL',
  'CHANGE_PIN',
  'CLOSE_ACCOUNT',
] as const;

export type TOtpPurpose = (typeof OTP_PURPOSES)[number];

export type TOtpChannel = 'SMS' | 'EMAIL';

export const ZOtpRequestSchema = z
  .object({
    channel: z.enum(['SMS', 'EMAIL']),
    contact: z.string().min(1).max(254).meta({ description: 'Thai mobile number (0XXXXXXXXX, dashes allowed) for SMS, e-mail address for EMAIL' }),
    purpose: z.enum(OTP_PURPOSES),
  })
  .strict();

export const ZOtpResponseSchema = z.object({
  otpReference: z.string().meta({ example: 'KQZD', description: 'Shown next to the code field, so the customer can match it with the message' }),
  expiresIn: z.number().int().meta({ description: 'Seconds the code stays valid' }),
  resendAfter: z.number().int().meta({ description: 'Seconds before another code may be requested for this contact' }),
});

export const ZOtpVerifyRequestSchema = z
  .object({
    contact: z.string().min(1).max(254).meta({ description: 'The contact the code was sent to' }),
    otpReference: z.string().regex(/^[A-Z]{4}$/),
    otp: z.string().regex(/^\d{6}$/),
  })
  .strict();

export const ZOtpVerifyResponseSchema = z.object({
  verificationToken: z.string().meta({ description: 'Proof that the contact was verified for the purpose; single use' }),
  expiresIn: z.number().int().meta({ description: 'Seconds the token stays valid' }),
});

export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequestSchema>;
export type TOtpResponse = z.infer<typeof ZOtpResponseSchema>;
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponseSchema>;
