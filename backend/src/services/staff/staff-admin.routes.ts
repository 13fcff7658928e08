import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import {
  ZCreateStaffRequestSchema,
  ZSetStaffPasswordRequestSchema,
  ZStaffAccountListSchema,
  ZStaffAccountSchema,
  ZStaffParamsSchema,
  ZUpdateStaffRequestSchema,
} from '@mflow/contracts/staff/staff-accounts.contract';
import { createStaffAccount, listStaffAccounts, setStaffPassword, updateStaffAccount } from './staff-accounts.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1/staff/accounts';

/** The admin role's part of the back-office: the staff accounts, each change audited. */
export function registerStaffAdminRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, sessions } = deps;

  api.define({
    method: 'get',
    path: base,
    summary: 'Every staff account with its roles and status (ADMIN role)',
    tag,
    auth: 'staff',
    response: ZStaffAccountListSchema,
    handler: ({ context }) => listStaffAccounts({ db, clock, staffId: staffIdOf(context) }),
  });

  api.define({
    method: 'post',
    path: base,
    summary: 'Add a staff account with its first password and roles (ADMIN role, audited)',
    tag,
    auth: 'staff',
    body: ZCreateStaffRequestSchema,
    response: ZStaffAccountSchema,
    successStatus: 201,
    handler: ({ body, context }) => createStaffAccount({ db, clock, staffId: staffIdOf(context), request: body }),
  });

  api.define({
    method: 'patch',
    path: `${base}/{staffId}`,
    summary: "Change an account's name, roles or status; disabling ends its sessions (ADMIN role, audited)",
    tag,
    auth: 'staff',
    params: ZStaffParamsSchema,
    body: ZUpdateStaffRequestSchema,
    response: ZStaffAccountSchema,
    handler: ({ params, body, context }) =>
      updateStaffAccount({ db, clock, sessions, staffId: staffIdOf(context), targetId: params.staffId, request: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/{staffId}/password`,
    summary: "Set an account's password; its sessions end (ADMIN role, audited without the password)",
    tag,
    auth: 'staff',
    params: ZStaffParamsSchema,
    body: ZSetStaffPasswordRequestSchema,
    response: ZStaffAccountSchema,
    handler: ({ params, body, context }) =>
      setStaffPassword({ db, clock, sessions, staffId: staffIdOf(context), targetId: params.staffId, password: body.password }),
  });
}
