import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import { perAddressLimit } from '../auth/rate-limit';
import {
  ZAcceptedResponseSchema,
  ZActivateRequestSchema,
  ZActivateResponseSchema,
  ZAddressIdParamsSchema,
  ZAddressViewSchema,
  ZCloseAccountRequestSchema,
  ZClosedResponseSchema,
  ZCustomerIdParamsSchema,
  ZCustomerSchema,
  ZDeletedResponseSchema,
  ZForgotPasswordRequestSchema,
  ZInvoiceAddressListSchema,
  ZPinStatusResponseSchema,
  ZProfilePictureRequestSchema,
  ZRegistrationResponseSchema,
  ZResendActivationRequestSchema,
  ZUpdateProfileRequestSchema,
  ZVerifiedResponseSchema,
  ZVerifyPasswordRequestSchema,
  ZVerifyPinRequestSchema,
} from '@mflow/contracts/customer/customer.contract';
import { ZChangePasswordSchema, ZResetPasswordSchema, ZSetPinSchema } from '@mflow/contracts/customer/account';
import { ZRegistrationSchema } from '@mflow/contracts/customer/registration';
import { ZInvoiceAddressSchema } from '@mflow/contracts/rules/address';
import { closeAccount, getCustomer, removeProfilePicture, setProfilePicture, updateProfile } from './customer.service';
import { createInvoiceAddress, deleteInvoiceAddress, listInvoiceAddresses, updateInvoiceAddress } from './invoice-address.service';
import { changePassword, requestPasswordReset, resetPassword, verifyCustomerPassword } from './password.service';
import { getPinStatus, setPin, skipPin, verifyPin } from './pin.service';
import { activateEmail, registerCustomer, resendActivationLink } from './registration.service';

const tag = 'customerservice';
const base = '/customerservice/api/v1';
const accepted = { accepted: true as const };

export function registerCustomerRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, notifier, sessions, fileKeys } = deps;
  const limited = () => [perAddressLimit(config.authRateLimitPerMinute)];

  api.define({
    method: 'post',
    path: `${base}/customer`,
    summary:
      'Register an individual or juristic customer (SPEC 2 steps 1-3): needs the OTP verification tokens of the mobile (REGISTER_MOBILE) ' +
      'and the e-mail (REGISTER_EMAIL) and the online-uploaded documents; e-mails a confirmation link to /mflow/activate valid 7 days',
    tag,
    auth: 'accessKey',
    body: ZRegistrationSchema,
    response: ZRegistrationResponseSchema,
    successStatus: 201,
    handler: ({ body, context }) => registerCustomer({ db, clock, config, notifier, input: body, language: context.language }),
  });

  api.define({
    method: 'post',
    path: `${base}/activate`,
    summary: 'Confirm the e-mail address with the token of the e-mailed link (/mflow/activate?token=...); the registration then awaits staff approval',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZActivateRequestSchema,
    response: ZActivateResponseSchema,
    handler: ({ body }) => activateEmail({ db, clock, token: body.token }),
  });

  api.define({
    method: 'post',
    path: `${base}/resend/activate/link`,
    summary: 'Send a new e-mail confirmation link (the old one stops working); the same answer whether or not the address is registered',
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZResendActivationRequestSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body }) => {
      await resendActivationLink({ db, clock, config, notifier, email: body.email });
      return accepted;
    },
  });

  api.define({
    method: 'post',
    path: `${base}/forgotpwd`,
    summary: `Send a password reset link (/mflow/resetpwd?token=..., valid ${config.passwordResetTtlMinutes} minutes, single use); the same answer whether or not the account exists`,
    tag,
    auth: 'accessKey',
    before: limited(),
    body: ZForgotPasswordRequestSchema,
    response: ZAcceptedResponseSchema,
    handler: async ({ body }) => {
      await requestPasswordReset({ db, clock, config, notifier, identifier: body.identifier });
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

  // Declared before /customer/{customerId} so that "current" is never taken for an id.
  api.define({
    method: 'get',
    path: `${base}/customer/current`,
    summary: 'The signed-in customer (SPEC 3): names, e-mail, point, attachments (PROFILE is the profile picture), addresses',
    tag,
    auth: 'bearer',
    response: ZCustomerSchema,
    handler: ({ context }) => getCustomer({ db, fileKeys, customerId: customerIdOf(context) }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current`,
    summary:
      'Edit the profile: e-mail or mobile (each with an OTP verification token of the new value, CHANGE_EMAIL / CHANGE_MOBILE), ' +
      'company phone, notification language, current (residence) and mailing (delivery) addresses',
    tag,
    auth: 'bearer',
    body: ZUpdateProfileRequestSchema,
    response: ZCustomerSchema,
    handler: ({ body, context }) => updateProfile({ db, clock, fileKeys, customerId: customerIdOf(context), changes: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/picture`,
    summary: 'Set the profile picture to one of the customer\'s own uploads (JPG or PNG)',
    tag,
    auth: 'bearer',
    body: ZProfilePictureRequestSchema,
    response: ZCustomerSchema,
    handler: ({ body, context }) => setProfilePicture({ db, clock, fileKeys, customerId: customerIdOf(context), fileId: body.fileId }),
  });

  api.define({
    method: 'delete',
    path: `${base}/customer/current/picture`,
    summary: 'Remove the profile picture (the portal shows the stock avatar)',
    tag,
    auth: 'bearer',
    response: ZCustomerSchema,
    handler: ({ context }) => removeProfilePicture({ db, fileKeys, customerId: customerIdOf(context) }),
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
      await changePassword({ db, clock, config, customerId, sessionId, currentPassword: body.currentPassword, newPassword: body.newPassword });
      return accepted;
    },
  });

  api.define({
    method: 'post',
    path: `${base}/customer/current/close`,
    summary: 'Close (deactivate) the account with the password: every session ends, sign-in is refused, the records stay for billing',
    tag,
    auth: 'bearer',
    body: ZCloseAccountRequestSchema,
    response: ZClosedResponseSchema,
    handler: async ({ body, context }) => {
      await closeAccount({ db, clock, config, sessions, notifier, customerId: customerIdOf(context), password: body.password, reason: body.reason });
      return { status: 'CLOSED' as const };
    },
  });

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

  api.define({
    method: 'get',
    path: `${base}/customer/current/invoice-addresses`,
    summary: 'The invoice addresses, exactly one of them main once there is any',
    tag,
    auth: 'bearer',
    response: ZInvoiceAddressListSchema,
    handler: async ({ context }) => ({ addresses: await listInvoiceAddresses({ db, customerId: customerIdOf(context) }) }),
  });

  api.define({
    method: 'post',
    path: `${base}/customer/current/invoice-addresses`,
    summary: 'Add an invoice address (the first is the main one; isMain true moves the main flag to it); at most 10',
    tag,
    auth: 'bearer',
    body: ZInvoiceAddressSchema,
    response: ZAddressViewSchema,
    successStatus: 201,
    handler: ({ body, context }) => createInvoiceAddress({ db, clock, customerId: customerIdOf(context), input: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/customer/current/invoice-addresses/{addressId}`,
    summary: 'Replace an invoice address; isMain true makes it the main one (the main one cannot be unset, only moved)',
    tag,
    auth: 'bearer',
    params: ZAddressIdParamsSchema,
    body: ZInvoiceAddressSchema,
    response: ZAddressViewSchema,
    handler: ({ params, body, context }) =>
      updateInvoiceAddress({ db, clock, customerId: customerIdOf(context), addressId: params.addressId, input: body }),
  });

  api.define({
    method: 'delete',
    path: `${base}/customer/current/invoice-addresses/{addressId}`,
    summary: 'Delete an invoice address; the main one only when it is the last',
    tag,
    auth: 'bearer',
    params: ZAddressIdParamsSchema,
    response: ZDeletedResponseSchema,
    handler: async ({ params, context }) => {
      await deleteInvoiceAddress({ db, customerId: customerIdOf(context), addressId: params.addressId });
      return { deleted: true as const };
    },
  });

  api.define({
    method: 'get',
    path: `${base}/customer/{customerId}`,
    summary: "The signed-in customer by id (SPEC 7, called at start-up); another customer's id answers not found",
    tag,
    auth: 'bearer',
    params: ZCustomerIdParamsSchema,
    response: ZCustomerSchema,
    handler: ({ params, context }) => getCustomer({ db, fileKeys, customerId: customerIdOf(context), requestedId: params.customerId }),
  });
}
