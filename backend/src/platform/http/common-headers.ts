import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { AppError, type TErrorItem } from '../errors/app-error';
import type { Clock } from '../clock';
import { requestContext } from './request-context';

/** `T` + a timestamp + 10 random hex characters (requirements/wire-contract.md#common-headers); timestamps of 10 to 17 digits cover seconds, milliseconds and yyyyMMddHHmmssSSS. */
const TRANSACTION_ID = /^T\d{10,17}[0-9a-fA-F]{10}$/;

export const ZCommonHeadersSchema = z.object({
  transactionid: z.string().regex(TRANSACTION_ID).meta({ description: 'T + timestamp + 10 random hex characters' }),
  requestdate: z
    .string()
    .max(40)
    .refine((value) => !Number.isNaN(Date.parse(value)), 'not a date')
    .meta({ description: 'The client time of the request, ISO 8601' }),
  language: z.enum(['TH', 'EN']),
  source: z.enum(['WEB', 'MOBILE']),
  systemcode: z
    .string()
    .regex(/^M\d{5}$/)
    .meta({ description: 'M00000 for the web portal' }),
});

const HEADER_NAMES: Record<string, string> = {
  transactionid: 'transactionId',
  requestdate: 'requestDate',
  language: 'language',
  source: 'source',
  systemcode: 'systemCode',
};

function newTransactionId(clock: Clock): string {
  return `T${clock.now().getTime()}${randomBytes(5).toString('hex')}`;
}

/**
 * Runs first on every request: fixes the transaction id (the client's when well formed) and the
 * language, echoes the id, so that logs and errors of even a rejected request carry both.
 */
export function requestIdentity(clock: Clock): RequestHandler {
  return (req, res, next) => {
    const offered = req.header('transactionId');
    const transactionId = offered && TRANSACTION_ID.test(offered) ? offered : newTransactionId(clock);
    const language = req.header('language')?.toUpperCase() === 'EN' ? 'EN' : 'TH';
    Object.assign(requestContext(res), { transactionId, language });
    res.setHeader('transactionId', transactionId);
    next();
  };
}

/** Rejects API calls whose common headers are missing or malformed, naming each bad header. */
export const requireCommonHeaders: RequestHandler = (req, _res, next) => {
  const { transactionid, requestdate, language, source, systemcode } = req.headers;
  const result = ZCommonHeadersSchema.safeParse({ transactionid, requestdate, language, source, systemcode });
  if (result.success) return next();
  const bad = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const items = bad.map((name): TErrorItem => ({ code: 'ERR_COMMON_0001', params: { header: HEADER_NAMES[name] ?? name } }));
  next(AppError.many(items as [TErrorItem, ...TErrorItem[]]));
};
