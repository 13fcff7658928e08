import type { Response } from 'express';
import type { TLanguage } from '../errors/error-catalogue';

/** What the platform learns about a request before any route runs. */
export type TRequestContext = {
  transactionId: string;
  language: TLanguage;
};

export function requestContext(res: Response): TRequestContext {
  return res.locals as TRequestContext;
}
