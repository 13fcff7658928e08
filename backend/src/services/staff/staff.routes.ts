import type { TAppDeps } from '../../platform/app-deps';
import type { ApiRouter } from '../../platform/http/api-router';
import { staffIdOf } from '../../platform/http/request-context';
import { ZSignedOutResponseSchema } from '@mflow/contracts/auth/auth.contract';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { ZStaffSchema, ZStaffSignInRequestSchema, ZStaffSignInResponseSchema } from '@mflow/contracts/staff/staff.contract';
import { getStaff, signInStaff } from './staff.service';

const tag = 'staffservice';
const base = '/staffservice/api/v1';

/** The back office's staff accounts: sign-in, sign-out and who is signed in (the approval queue is registration's). */
export function registerStaffRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, sessions } = deps;

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
}
