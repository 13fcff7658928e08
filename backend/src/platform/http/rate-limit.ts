import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';
import { sendFailure } from './envelope';

/**
 * A per-address limit for one endpoint that guesses could be made against (sign-in, password
 * reset, registry checks). Each call makes its own counter, so one endpoint's traffic does not use
 * up another's. It counts in wall time on purpose: it guards the server, not a business rule.
 */
export function perAddressLimit(limitPerMinute: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: limitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendFailure(res, 429, [{ code: 'ERR_COMMON_0429' }]),
  });
}
