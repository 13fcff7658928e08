import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestContext } from '../http/request-context';

declare module 'http' {
  // Declaration merging needs an interface. The error handler writes through it.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface IncomingMessage {
    /** The logger of this request: every line it writes carries the transaction id. */
    log: Logger;
  }
}

/** Probes, the portal's hashed assets and the API document would drown the calls that matter. */
const UNLOGGED = /^\/(health|mflow\/assets|api-docs\/)/;

/** A payment link's token rides in its path (docs/decisions/0030): it is the link's only credential. */
const redactedPath = (path: string) => path.replace(/(\/paylinks\/)[^/?]+/i, '$1[redacted]');

function pathOf(req: Request): string {
  const query = req.originalUrl.indexOf('?');
  return redactedPath(query === -1 ? req.originalUrl : req.originalUrl.slice(0, query));
}

/**
 * The gateway's single-use return token rides in the callback's query string (requirements/wire-contract.md#calls), a credential
 * until redeemed, and a payment link's token in the non-line payment page's (`link`).
 */
function redactedUrl(url: string): string {
  return redactedPath(url).replace(/([?&](?:oneTimeToken|link)=)[^&]*/gi, '$1[redacted]');
}

/**
 * One line per request when its answer has gone out (or the client went away): transaction id,
 * method, path (the query string can hold contacts and is left out), status and time in
 * milliseconds. Writing every header of every request cost more CPU than some endpoints
 * themselves; at debug level the line carries the full URL and the headers again, with
 * credentials redacted (logger.ts). Runs after requestIdentity, which fixes the transaction id.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    req.log = logger.child({ transactionId: requestContext(res).transactionId });
    if (UNLOGGED.test(req.url)) return next();
    // Elapsed time for the log, measured on the monotonic clock: no business rule reads it.
    const startedAt = performance.now();
    const done = () => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      req.log.info(
        {
          method: req.method,
          path: pathOf(req),
          status: res.statusCode,
          responseTime: Math.round(performance.now() - startedAt),
          ...(req.log.isLevelEnabled('debug') ? { req: { url: redactedUrl(req.originalUrl), headers: req.headers } } : {}),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
