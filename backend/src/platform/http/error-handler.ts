import type { ErrorRequestHandler, RequestHandler } from 'express';
import { match } from 'path-to-regexp';
import { AppError } from '../errors/app-error';
import { errorStatusOf, type TErrorCode } from '../errors/error-catalogue';
import { sendFailure } from './envelope';
import type { TRegisteredRoute } from './api-router';

/** body-parser and friends mark client mistakes with a `type`; each gets its own catalogue code. */
const PARSER_ERRORS: Record<string, TErrorCode> = {
  'entity.parse.failed': 'ERR_COMMON_0005',
  'entity.too.large': 'ERR_COMMON_0006',
  'encoding.unsupported': 'ERR_COMMON_0007',
  'charset.unsupported': 'ERR_COMMON_0007',
  'entity.verify.failed': 'ERR_COMMON_0005',
  'request.size.invalid': 'ERR_COMMON_0005',
};

/** Answers unknown paths with 404 and known paths called with another method with 405, both in the envelope. */
export function unmatchedRoute(routes: TRegisteredRoute[]): RequestHandler {
  const matchers = routes.map((route) => ({
    method: route.method.toUpperCase(),
    matches: match(route.path.replace(/\{(\w+)\}/g, ':$1'), { decode: false }),
  }));
  return (req, res, next) => {
    const allowed = matchers.filter((m) => m.matches(req.path)).map((m) => m.method);
    if (allowed.length === 0) return next(new AppError('ERR_COMMON_0404'));
    res.setHeader('Allow', [...new Set(allowed)].join(', '));
    next(new AppError('ERR_COMMON_0405', { method: req.method }));
  };
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    const status = errorStatusOf(error.items[0].code);
    if (status >= 500) req.log?.error({ err: error }, 'request failed');
    return sendFailure(res, status, error.items);
  }
  const parserType = (error as { type?: unknown })?.type;
  if (typeof parserType === 'string' && parserType in PARSER_ERRORS) {
    const code = PARSER_ERRORS[parserType] as TErrorCode;
    req.log?.info({ parserType }, 'rejected request body');
    return sendFailure(res, errorStatusOf(code), [{ code }]);
  }
  req.log?.error({ err: error }, 'unexpected error');
  sendFailure(res, 500, [{ code: 'ERR_COMMON_0500' }]);
};
