import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import { SERVER_TIME_HEADER } from '@mflow/contracts/time/server-time';

/**
 * The headers every API answer carries, failures included:
 * - X-Server-Time, the injected clock's time, so the portal shows the simulated date when a
 *   trainer has moved the clock. Taken as the request arrives: an answer takes milliseconds, and
 *   the next answer corrects the portal anyway.
 * - Cache-Control: no-store. Answers hold personal data and money owed, which no browser or proxy
 *   may keep; it also makes an ETag pointless, so the app computes none (app.ts).
 */
export function answerHeaders(clock: Clock): RequestHandler {
  return (_req, res, next) => {
    res.setHeader(SERVER_TIME_HEADER, clock.now().toISOString());
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
