import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { ZPinStatusResponseSchema, ZVerifiedResponseSchema, ZVerifyPinRequestSchema } from '@mflow/contracts/customer/customer.contract';
import { ZSetPinSchema } from '@mflow/contracts/customer/account';
import { getPinStatus, setPin, skipPin, verifyPin } from './pin.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1';

/** The optional 6-digit passcode (requirements/accounts.md#passcode). */
export function registerPinRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config } = deps;

  api.define({
    method: 'get',
    path: `${base}/customer/current/pin`,
    summary: 'Whether the optional passcode is set, skipped (do not ask again) or not set yet (offer the passcode step)',
    tag,
    auth: 'bearer',
    response: ZPinStatusResponseSchema,
    handler: async ({ context }) => ({ pinStatus: await getPinStatus({ db, customerId: customerIdOf(context) }) }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/pin`,
    summary: 'Set the 6-digit passcode; replacing one needs currentPin, or a CHANGE_PIN OTP verification token of the registered mobile',
    tag,
    auth: 'bearer',
    body: ZSetPinSchema,
    response: ZPinStatusResponseSchema,
    handler: async ({ body, context }) => ({
      pinStatus: await setPin({
        db,
        clock,
        config,
        customerId: customerIdOf(context),
        pin: body.pin,
        currentPin: body.currentPin,
        verificationToken: body.verificationToken,
      }),
    }),
  });

  api.define({
    method: 'post',
    path: `${base}/customer/current/pin/skip`,
    summary: 'Record that the customer confirmed skipping the passcode step',
    tag,
    auth: 'bearer',
    response: ZPinStatusResponseSchema,
    handler: async ({ context }) => ({ pinStatus: await skipPin({ db, clock, customerId: customerIdOf(context) }) }),
  });

  api.define({
    method: 'post',
    path: `${base}/customer/current/pin/verify`,
    summary: 'Check the passcode; wrong ones lock passcode checks for a while',
    tag,
    auth: 'bearer',
    body: ZVerifyPinRequestSchema,
    response: ZVerifiedResponseSchema,
    handler: async ({ body, context }) => {
      await verifyPin({ db, clock, config, customerId: customerIdOf(context), pin: body.pin });
      return { verified: true as const };
    },
  });
}
