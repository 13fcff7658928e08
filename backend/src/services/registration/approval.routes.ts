import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import {
  ZDecisionResponseSchema,
  ZRegistrationDetailSchema,
  ZRegistrationListSchema,
  ZRegistrationParamsSchema,
  ZRegistrationQuerySchema,
  ZRejectRequestSchema,
} from '@mflow/contracts/staff/staff.contract';
import { decideRegistration, getRegistration, listRegistrations } from './approval.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1';

/** The back office's approval queue (registration step 5, requirements/accounts.md#registration-status), in the staffservice family the back office calls. */
export function registerApprovalRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, notifier, fileKeys, registries } = deps;

  api.define({
    method: 'get',
    path: `${base}/registrations`,
    summary: 'Registrations by status (default PENDING_APPROVAL, the approval queue), oldest first, paged',
    tag,
    auth: 'staff',
    query: ZRegistrationQuerySchema,
    response: ZRegistrationListSchema,
    handler: ({ query, context }) => listRegistrations({ db, staffId: staffIdOf(context), ...query }),
  });

  api.define({
    method: 'get',
    path: `${base}/registrations/{customerId}`,
    summary: 'One registration with all its data, its documents as short-lived URLs, and a fresh registry check',
    tag,
    auth: 'staff',
    params: ZRegistrationParamsSchema,
    response: ZRegistrationDetailSchema,
    handler: ({ params, context }) =>
      getRegistration({ db, staffId: staffIdOf(context), fileKeys, registries, customerId: params.customerId }),
  });

  api.define({
    method: 'post',
    path: `${base}/registrations/{customerId}/approve`,
    summary: 'Approve a registration awaiting approval: the account becomes ACTIVE; the customer is told by e-mail and SMS',
    tag,
    auth: 'staff',
    params: ZRegistrationParamsSchema,
    response: ZDecisionResponseSchema,
    handler: ({ params, context }) =>
      decideRegistration({ db, clock, notifier, staffId: staffIdOf(context), customerId: params.customerId, decision: { approve: true } }),
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
    handler: ({ params, body, context }) =>
      decideRegistration({
        db,
        clock,
        notifier,
        staffId: staffIdOf(context),
        customerId: params.customerId,
        decision: { approve: false, reason: body.reason },
      }),
  });
}
