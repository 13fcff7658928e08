import { z } from 'zod';
import { always, checkPasswordConfirmation, record } from '../rules/cross-field';
import { ZPasswordSchema, ZPinSchema } from '../rules/password';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { text } from '../rules/text';

export const ZChangePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, REQUIRED).max(100, INVALID),
    newPassword: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkPasswordConfirmation(ctx, input.newPassword, input.confirmPassword, ['confirmPassword']);
    if (typeof input.newPassword === 'string' && input.newPassword === input.currentPassword) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0007', path: ['newPassword'] });
    }
  }, always);

export const ZResetPasswordSchema = z
  .strictObject({
    token: text().min(1, REQUIRED).max(200, INVALID),
    newPassword: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkPasswordConfirmation(ctx, input.newPassword, input.confirmPassword, ['confirmPassword']);
  }, always);

export const ZSetPinSchema = z
  .strictObject({
    pin: ZPinSchema,
    confirmPin: z.string(),
    currentPin: text()
      .max(6, INVALID)
      .optional()
      .meta({ description: 'Needed to change an existing passcode (or verificationToken instead)' }),
    verificationToken: text()
      .min(1, REQUIRED)
      .max(1024, INVALID)
      .optional()
      .meta({ description: 'OTP verification (purpose CHANGE_PIN, to the registered mobile) for a forgotten passcode' }),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    if (typeof input.pin === 'string' && typeof input.confirmPin === 'string' && input.pin !== input.confirmPin) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0037', path: ['confirmPin'] });
    }
  }, always);
