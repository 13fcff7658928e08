import type { Response } from 'express';
import { describeError } from '../errors/error-catalogue';
import type { TErrorItem } from '../errors/app-error';
import { requestContext } from './request-context';

type TFailEnvelope = { status: 'FAIL'; data: { errors: { code: string; description: string }[] } };

/** The envelope of each frozen answer, serialised once: an answer shared by many calls is sent as the same bytes. */
const serialisedEnvelopes = new WeakMap<object, Buffer>();

function envelopeOf(data: unknown): string {
  return JSON.stringify({ status: 'SUCCESS', data });
}

export function sendSuccess(res: Response, data: unknown, httpStatus = 200): void {
  res.status(httpStatus).type('application/json');
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) {
    res.send(envelopeOf(data));
    return;
  }
  let bytes = serialisedEnvelopes.get(data);
  if (!bytes) {
    bytes = Buffer.from(envelopeOf(data));
    serialisedEnvelopes.set(data, bytes);
  }
  res.send(bytes);
}

export function sendFailure(res: Response, httpStatus: number, items: TErrorItem[]): void {
  const { language } = requestContext(res);
  const body: TFailEnvelope = {
    status: 'FAIL',
    data: { errors: items.map(({ code, params }) => ({ code, description: describeError(code, language ?? 'TH', params) })) },
  };
  res.status(httpStatus).json(body);
}
