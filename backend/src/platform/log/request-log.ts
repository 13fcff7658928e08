import { IncomingMessage, type ServerResponse } from 'node:http';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { requestContext } from '../http/request-context';

/** Probes, the portal's hashed assets and the API document would drown the calls that matter. */
const UNLOGGED = /^\/(health|mflow\/assets|api-docs\/)/;

type TRequest = IncomingMessage & { originalUrl?: string };

function pathOf(req: TRequest): string {
  const url = req.originalUrl ?? req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * One line per request when its answer is sent: transaction id, method, path (the query string
 * can hold contacts and is left out), status and time in milliseconds. Writing every header of
 * every request cost more CPU than some endpoints themselves; at debug level the line carries the
 * full URL and the headers again, with credentials redacted (logger.ts).
 *
 * `req.log`, which the error handler writes through, is bound to the transaction id only, so that
 * nothing about the request is serialised unless a line is written.
 */
export function requestLog(logger: Logger): HttpLogger {
  const line = (req: TRequest, res: ServerResponse, responseTime: number) => ({
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    responseTime,
    ...(logger.isLevelEnabled('debug') ? { req: { url: req.originalUrl ?? req.url, headers: req.headers } } : {}),
  });
  return pinoHttp({
    logger,
    genReqId: (_req, res) => requestContext(res as Response).transactionId,
    customAttributeKeys: { reqId: 'transactionId' },
    quietReqLogger: true,
    quietResLogger: true,
    // pino-http binds the request itself to a child logger that quiet mode never writes through:
    // left to the standard serialiser, that would copy every header of every request for nothing.
    wrapSerializers: false,
    serializers: { req: (value: unknown) => (value instanceof IncomingMessage ? undefined : value) },
    customSuccessObject: (req, res, value: { responseTime: number }) => line(req, res, value.responseTime),
    // The error itself is logged by the error handler, under the same transaction id.
    customErrorObject: (req, res, _error, value: { responseTime: number }) => line(req, res, value.responseTime),
    autoLogging: { ignore: (req) => UNLOGGED.test(req.url ?? '') },
  });
}
