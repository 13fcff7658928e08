import type { Response } from 'express';
import type { TSessionPrincipal } from '../auth/sessions';
import { AppError } from '../errors/app-error';
import type { TLanguage } from '../errors/error-catalogue';

/** What the platform learns about a request before any route runs. */
export type TRequestContext = {
  transactionId: string;
  language: TLanguage;
  /** Set by the bearer and staff guards; absent for access-key and open calls. */
  principal?: TSessionPrincipal;
};

export function requestContext(res: Response): TRequestContext {
  return res.locals as TRequestContext;
}

/** The signed-in customer's id, for routes whose guard is `bearer`. */
export function customerIdOf(context: TRequestContext): string {
  if (context.principal?.subjectType !== 'CUSTOMER') throw new AppError('ERR_AUTH_0004');
  return context.principal.subjectId;
}

/** The signed-in staff member's id, for routes whose guard is `staff`. */
export function staffIdOf(context: TRequestContext): string {
  if (context.principal?.subjectType !== 'STAFF') throw new AppError('ERR_AUTH_0004');
  return context.principal.subjectId;
}
