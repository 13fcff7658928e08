import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { ZSignedOutResponseSchema } from '@mflow/contracts/auth/auth.contract';
import { perAddressLimit } from '../auth/rate-limit';
import {
  ZDecisionResponseSchema,
  ZRegistrationDetailSchema,
  ZRegistrationListSchema,
  ZRegistrationParamsSchema,
  ZRegistrationQuerySchema,
  ZRejectRequestSchema,
  ZStaffSchema,
  ZStaffSignInRequestSchema,
  ZStaffSignInResponseSchema,
} from '@mflow/contracts/staff/staff.contract';
import { decideRegistration, getRegistration, getStaff, listRegistrations, signInStaff } from './staff.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1';

/** The back office: staff sign-in and the registration approval queue. */
export function registerStaffRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, sessions, notifier, fileKeys } = deps;

  api.define({
    method: 'post',
    path: `${base}/auth`,
    summary: 'Staff sign-in with e-mail and password (with the access key); the same lock rules as customers',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    body: ZStaffSignInRequestSchema,
    response: ZStaffSignInResponseSchema,
    handler: ({ body }) => signInStaff({ db, clock, config, sessions, email: body.email, password: body.password }),
  });

  api.define({
    method: 'get',
    path: `${base}/logout`,
    summary: 'Staff sign-out: the token stops working at once',
    tag,
    auth: 'staff',
    response: ZSignedOutResponseSchema,
    handler: async ({ context }) => {
      if (context.principal) await sessions.revoke({ db, sessionId: context.principal.sessionId, reason: 'LOGOUT' });
      return { signedOut: true as const };
    },
  });

  api.define({
    method: 'get',
    path: `${base}/staff/current`,
    summary: 'The signed-in staff member',
    tag,
    auth: 'staff',
    response: ZStaffSchema,
    handler: ({ context }) => getStaff({ db, staffId: staffIdOf(context) }),
  });

  api.define({
    method: 'get',
    path: `${base}/registrations`,
    summary: 'Registrations by status (default PENDING_APPROVAL, the approval queue), oldest first, paged',
    tag,
    auth: 'staff',
    query: ZRegistrationQuerySchema,
    response: ZRegistrationListSchema,
    handler: async ({ query, context }) => {
      await getStaff({ db, staffId: staffIdOf(context) });
      return listRegistrations({ db, ...query });
    },
  });

  api.define({
    method: 'get',
    path: `${base}/registrations/{customerId}`,
    summary: 'One registration with all its data, its documents as short-lived URLs, and a fresh registry check',
    tag,
    auth: 'staff',
    params: ZRegistrationParamsSchema,
    response: ZRegistrationDetailSchema,
    handler: async ({ params, context }) => {
      await getStaff({ db, staffId: staffIdOf(context) });
      return getRegistration({ db, fileKeys, customerId: params.customerId });
    },
  });

  api.define({
    method: 'post',
    path: `${base}/registrations/{customerId}/approve`,
    summary: 'Approve a registration awaiting approval: the account becomes ACTIVE; the customer is told by e-mail and SMS',
    tag,
    auth: 'staff',
    params: ZRegistrationParamsSchema,
    response: ZDecisionResponseSchema,
    handler: async ({ params, context }) => {
      const { staffId } = await getStaff({ db, staffId: staffIdOf(context) });
      return decideRegistration({ db, clock, notifier, staffId, customerId: params.customerId, decision: { approve: true } });
    },
  });

  api.define({
    method: 'post',
    path: `${base}/registrations/{customerId}/reject`,
    summary: 'Reject a registration awaiting approval, with the reason the customer is told by e-mail and SMS',
    tag,
    auth: 'staff',
    params: ZRegistrationParamsSchema,
    body: ZRejectRequestSchema,
    response: ZDecisionResponseSchema,
    handler: async ({ params, body, context }) => {
      const { staffId } = await getStaff({ db, staffId: staffIdOf(context) });
      return decideRegistration({ db, clock, notifier, staffId, customerId: params.customerId, decision: { approve: false, reason: body.reason } });
    },
  });
}
