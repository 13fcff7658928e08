import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import {
  ZOtpRequestSchema,
  ZOtpResponseSchema,
  ZOtpVerifyRequestSchema,
  ZOtpVerifyResponseSchema,
} from '@mflow/contracts/otp/otp.contract';
import { requestOtp, verifyOtp, type TOtpSettings } from './otp.service';

export function registerOtpRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, notifier, config } = deps;
  const settings: TOtpSettings = {
    ttlSeconds: config.otpTtlSeconds,
    maxAttempts: config.otpMaxAttempts,
    resendCooldownSeconds: config.otpResendCooldownSeconds,
    hourlyLimit: config.otpHourlyLimit,
  };

  api.define({
    method: 'post',
    path: '/otpservice/api/v1/otp',
    summary: 'Send a 6-digit one-time code by SMS or e-mail, bound to the contact and the purpose, in the request language',
    tag: 'otpservice',
    auth: 'accessKeyOrBearer',
    body: ZOtpRequestSchema,
    response: ZOtpResponseSchema,
    handler: ({ body, context }) => requestOtp({ db, clock, notifier, settings, language: context.language, ...body }),
  });

  api.define({
    method: 'post',
    path: '/otpservice/api/v1/verify',
    summary: 'Check a one-time code; a right one is answered with a single-use verification token valid 30 minutes',
    tag: 'otpservice',
    auth: 'accessKeyOrBearer',
    body: ZOtpVerifyRequestSchema,
    response: ZOtpVerifyResponseSchema,
    handler: ({ body }) => verifyOtp({ db, clock, settings, ...body }),
  });
}
