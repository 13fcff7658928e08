import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ZPasswordSchema, ZPinSchema } from '@mflow/contracts/rules/password';
import { checkPasswordConfirmation, type TIssueSink } from '@mflow/contracts/rules/cross-field';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';

/** Values for the "password.rules" hint, from the shared rules so the hint cannot drift from them. */
export const PASSWORD_HINT_VALUES = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/** requirements/accounts.md#password-rules: a new password passes the shared rules; blank is "please enter". */
export const ZNewPasswordSchema = z.string().min(1, REQUIRED).pipe(ZPasswordSchema);

/** Blank is "please enter"; otherwise the contract's confirmation rule. */
function confirmation(ctx: TIssueSink, value: { newPassword: string; confirmPassword: string }) {
  if (value.confirmPassword === '') ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['confirmPassword'] });
  else checkPasswordConfirmation(ctx, value.newPassword, value.confirmPassword, ['confirmPassword']);
}

/** A new password and its confirmation (reset password, registration). */
export const ZNewPasswordFormSchema = z
  .object({ newPassword: ZNewPasswordSchema, confirmPassword: z.string() })
  .superRefine((value, ctx) => confirmation(ctx, value), { when: () => true });

export type NewPasswordForm = z.input<typeof ZNewPasswordFormSchema>;
export type NewPasswordValues = z.output<typeof ZNewPasswordFormSchema>;

/** Change password (requirements/accounts.md#password-rules): the current one required, the new one different, and confirmed. */
export const ZChangePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, REQUIRED), newPassword: ZNewPasswordSchema, confirmPassword: z.string() })
  .superRefine(
    (value, ctx) => {
      confirmation(ctx, value);
      if (value.newPassword !== '' && value.newPassword === value.currentPassword) {
        ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0007', path: ['newPassword'] });
      }
    },
    { when: () => true },
  );

export type ChangePasswordForm = z.input<typeof ZChangePasswordFormSchema>;

/** The 6-digit passcode and its confirmation (requirements/accounts.md#passcode). */
export const ZPinFormSchema = z.object({ pin: z.string().min(1, REQUIRED).pipe(ZPinSchema), confirmPin: z.string() }).superRefine(
  (value, ctx) => {
    if (value.confirmPin === '') ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['confirmPin'] });
    else if (value.pin !== value.confirmPin) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0037', path: ['confirmPin'] });
  },
  { when: () => true },
);

export type PinForm = z.input<typeof ZPinFormSchema>;
