import type { Request, RequestHandler, Response } from 'express';
import type { TAppDeps } from '../app-deps';
import { bearerToken, type TSubjectType } from '../auth/sessions';
import type { TAuthGuards } from './api-router';
import { requestContext } from './request-context';

export function createAuthGuards({ accessKeys, sessions, db }: TAppDeps): TAuthGuards {
  const signedIn = async (req: Request, res: Response, subjectType: TSubjectType) => {
    requestContext(res).principal = await sessions.authenticate({ db, token: bearerToken(req.header('Authorization')), subjectType });
  };
  const accessKey: RequestHandler = (req, _res, next) => {
    accessKeys.verify(req.header('AccessKey'));
    next();
  };
  const bearer: RequestHandler = async (req, res, next) => {
    await signedIn(req, res, 'CUSTOMER');
    next();
  };
  return {
    accessKey,
    bearer,
    accessKeyOrBearer: (req, res, next) => (req.header('Authorization') ? bearer(req, res, next) : accessKey(req, res, next)),
    staff: async (req, res, next) => {
      await signedIn(req, res, 'STAFF');
      next();
    },
  };
}
