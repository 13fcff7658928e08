import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { customerIdOf } from '../../platform/http/request-context';
import {
  ZCloseAccountRequestSchema,
  ZClosedResponseSchema,
  ZCustomerIdParamsSchema,
  ZCustomerSchema,
  ZProfilePictureRequestSchema,
  ZUpdateProfileRequestSchema,
} from '@mflow/contracts/customer/customer.contract';
import { createCustomerViewReader } from './customer-details-reader';
import { closeAccount, getCustomer, removeProfilePicture, setProfilePicture, updateProfile } from './customer.service';
import { registerInvoiceAddressRoutes } from './invoice-address.routes';
import { registerNotificationSettingsRoutes } from './notification-settings.routes';
import { registerPasswordRoutes } from './password.routes';
import { registerPinRoutes } from './pin.routes';

const tag = 'customerservice';
const base = '/customerservice/api/v1';

/** The signed-in customer's account: profile, picture, passwords, passcode, invoice addresses, closing. */
export function registerCustomerRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, notifier, sessions, fileKeys } = deps;
  registerPasswordRoutes(api, deps);
  // The portal asks for the signed-in customer on every start-up: the busiest signed-in call.
  const readView = createCustomerViewReader({ db, fileKeys, clock });

  // Declared before /customer/{customerId} so that "current" is never taken for an id.
  api.define({
    method: 'get',
    path: `${base}/customer/current`,
    summary:
      'The signed-in customer (requirements/accounts.md#customer): names, e-mail, point, attachments (PROFILE is the profile picture), addresses',
    tag,
    auth: 'bearer',
    response: ZCustomerSchema,
    handler: ({ context }) => getCustomer({ db, fileKeys, customerId: customerIdOf(context), readView }),
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
    summary: "Set the profile picture to one of the customer's own uploads (JPG or PNG)",
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
    method: 'post',
    path: `${base}/customer/current/close`,
    summary: 'Close (deactivate) the account with the password: every session ends, sign-in is refused, the records stay for billing',
    tag,
    auth: 'bearer',
    body: ZCloseAccountRequestSchema,
    response: ZClosedResponseSchema,
    handler: async ({ body, context }) => {
      await closeAccount({
        db,
        clock,
        config,
        sessions,
        notifier,
        customerId: customerIdOf(context),
        password: body.password,
        reason: body.reason,
      });
      return { status: 'CLOSED' as const };
    },
  });

  registerPinRoutes(api, deps);
  registerInvoiceAddressRoutes(api, deps);
  registerNotificationSettingsRoutes(api, deps);

  api.define({
    method: 'get',
    path: `${base}/customer/{customerId}`,
    summary:
      "The signed-in customer by id (requirements/wire-contract.md#calls, called at start-up); another customer's id answers not found",
    tag,
    auth: 'bearer',
    params: ZCustomerIdParamsSchema,
    response: ZCustomerSchema,
    handler: ({ params, context }) =>
      getCustomer({ db, fileKeys, customerId: customerIdOf(context), requestedId: params.customerId, readView }),
  });
}
