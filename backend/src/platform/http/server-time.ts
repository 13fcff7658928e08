import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import { SERVER_TIME_HEADER } from '@mflow/contracts/time/server-time';

/**
 * Stamps every API answer, failures included, with the injected clock's time, so the portal shows
 * the simulated date when a trainer has moved the clock. The time is taken as the request arrives:
 * an answer takes milliseconds, and the next answer corrects the portal anyway.
 */
export function serverTimeHeader(clock: Clock): RequestHandler {
  return (_req, res, next) => {
    res.setHeader(SERVER_TIME_HEADER, clock.now().toISOString());
    next();
  };
}
