import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { perAddressLimit } from '../../platform/http/rate-limit';
import {
  ZAcceptedResponseSchema,
  ZForgotPasswordRequestSchema,
  ZVerifiedResponseSchema,
  ZVerifyPasswordRequestSchema,
} from '@mflow/contracts/customer/customer.contract';
import { ZChangePasswordSchema, ZResetPasswordSchema } from '@mflow/contracts/customer/account';
import { changePassword, requestPasswordReset, resetPassword, verifyCustomerPassword } from './password.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1';
const accepted = { accepted: true as const };

/** Forgotten, reset, checked and changed passwords. */
export function registerPasswordRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, notifier, sessions } = deps;
  const limited = () => [perAddressLimit(config.authRateLimitPerMinute)];

  api.define({
    method: 'post',
    path: `${base}/forgotpwd`,
    summary: `Send a password reset link (/mflow/resetpwd?token=..., valid ${config.passwordResetTtlMinutes} minutes, single use); the same answer and the same work whether or not the account exists (a message that no account uses the contact is sent instead)`,
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZForgotPasswordRequestSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body, context }) => {
      await requestPasswordReset({ db, clock, config, notifier, identifier: body.identifier, language: context.language });
      return accepted;
    },
  });

  api.define({
    method: 'post',
    path: `${base}/resetpwd`,
    summary: 'Set a new password with the token of the reset link; every session of the account ends',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZResetPasswordSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body }) => {
      await resetPassword({ db, clock, sessions, token: body.token, newPassword: body.newPassword });
      return accepted;
    },
  });

  api.define({
    method: 'post',
    path: `${base}/verifypwd`,
    summary: "Check the signed-in customer's password before a sensitive step; wrong guesses count towards the sign-in lock",
    tag,
    auth: 'bearer',
    body: ZVerifyPasswordRequestSchema,
    response: ZVerifiedResponseSchema,
    handler: async ({ body, context }) => {
      await verifyCustomerPassword({ db, clock, config, customerId: customerIdOf(context), password: body.password });
      return { verified: true as const };
    },
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/password`,
    summary: 'Change the password: the current one is required and the new one must differ; other devices are signed out',
    tag,
    auth: 'bearer',
    body: ZChangePasswordSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body, context }) => {
      const customerId = customerIdOf(context);
      const sessionId = context.principal?.sessionId ?? '';
      await changePassword({
        db,
        clock,
        config,
        sessions,
        customerId,
        sessionId,
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
      });
      return accepted;
    },
  });
}
