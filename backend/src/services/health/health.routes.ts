import { Router } from 'express';
import { sendFailure, sendSuccess } from '../../platform/http/envelope';

export type TReadiness = { ready: boolean };

/** Liveness answers as soon as the process listens; readiness only after migrations and seeding. */
export function healthRouter(readiness: TReadiness): Router {
  const router = Router();
  router.get('/health/live', (_req, res) => sendSuccess(res, { status: 'UP' }));
  router.get('/health/ready', (_req, res) =>
    readiness.ready ? sendSuccess(res, { status: 'READY' }) : sendFailure(res, 503, [{ code: 'ERR_COMMON_0503' }]),
  );
  return router;
}
