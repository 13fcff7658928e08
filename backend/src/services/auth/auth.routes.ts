import type { RequestHandler } from 'express';
import type { TAppDeps } from '../../platform/app-deps';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import type { TRequestContext } from '../../platform/http/request-context';
import {
  ZSignInIdentifierSchema,
  ZSignInResponseSchema,
  ZSignedOutResponseSchema,
  ZSignInTypeSchema,
  type TSignInType,
} from '@mflow/contracts/auth/auth.contract';
import { parseBasicCredentials, signInCustomer, type TBasicCredentials } from './auth.service';
import { perAddressLimit } from '../../platform/http/rate-limit';
import { parseOrThrow } from '../../platform/http/validation';

/** The sign-in headers, read before the route runs because route handlers see the body, not the headers. */
type TSignInContext = TRequestContext & { signIn?: { credentials: TBasicCredentials | undefined; type: TSignInType | undefined } };

const readSignInHeaders: RequestHandler = (req, res, next) => {
  const type = ZSignInTypeSchema.safeParse(req.header('type')?.toUpperCase());
  (res.locals as TSignInContext).signIn = {
    credentials: parseBasicCredentials(req.header('Authorization')),
    type: type.success ? type.data : undefined,
  };
  next();
};

export function registerAuthRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, config, sessions, fileKeys } = deps;

  api.define({
    method: 'post',
    path: '/authservice/api/auth',
    summary:
      'Customer sign-in: headers Authorization: Basic base64(identifier:password) and type: EMAIL or PHONE (plus the access key). ' +
      `${config.loginMaxFailures} failures within ${config.loginFailureWindowMinutes} minutes lock sign-in for ${config.loginLockMinutes} minutes`,
    tag: 'authservice',
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute), readSignInHeaders],
    response: ZSignInResponseSchema,
    handler: ({ context }) => {
      const signIn = (context as TSignInContext).signIn;
      if (!signIn?.type) throw new AppError('ERR_COMMON_0001', { header: 'type' });
      if (!signIn.credentials) throw new AppError('ERR_AUTH_0026');
      parseOrThrow(ZSignInIdentifierSchema, signIn.credentials.identifier, 'identifier');
      return signInCustomer({ db, clock, config, sessions, fileKeys, type: signIn.type, credentials: signIn.credentials });
    },
  });

  api.define({
    method: 'get',
    path: '/authservice/api/logout',
    summary: 'Sign out: the token stops working at once, on every instance',
    tag: 'authservice',
    auth: 'bearer',
    response: ZSignedOutResponseSchema,
    handler: async ({ context }) => {
      if (context.principal) await sessions.revoke({ db, sessionId: context.principal.sessionId, reason: 'LOGOUT' });
      return { signedOut: true as const };
    },
  });
}
