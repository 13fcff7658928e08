import type { Response } from 'express';
import { describeError } from '../errors/error-catalogue';
import type { TErrorItem } from '../errors/app-error';
import { requestContext } from './request-context';

export type TFailEnvelope = { status: 'FAIL'; data: { errors: { code: string; description: string }[] } };

export function sendSuccess(res: Response, data: unknown, httpStatus = 200): void {
  res.status(httpStatus).json({ status: 'SUCCESS', data });
}

export function sendFailure(res: Response, httpStatus: number, items: TErrorItem[]): void {
  const { language } = requestContext(res);
  const body: TFailEnvelope = {
    status: 'FAIL',
    data: { errors: items.map(({ code, params }) => ({ code, description: describeError(code, language ?? 'TH', params) })) },
  };
  res.status(httpStatus).json(body);
}
