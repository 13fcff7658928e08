import { z } from 'zod';
import type { TAppDeps } from '../platform/app-deps';
import { isSettableClock } from '../platform/clock';
import { AppError } from '../platform/errors/app-error';
import type { ApiRouter } from '../platform/http/api-router';
import { ZMaintenanceSchema, ZMenuStatusSchema, ZPageConfigSchema } from '@mflow/contracts/master/master.contract';
import { ZJobRunListQuerySchema, ZJobRunListSchema } from '@mflow/contracts/jobs/job-run.contract';
import { ZClockMoveRequestSchema, ZClockMoveResponseSchema, ZClockSchema } from '@mflow/contracts/sim/clock.contract';
import { listJobRuns } from '../platform/jobs/job-runs.service';
import { resetSettings, setMaintenance, setMenuStatus, setPageConfig } from '../services/master/master.service';
import { advanceClock } from './clock.service';

const ZOkSchema = z.object({ ok: z.literal(true) });

/**
 * The simulated world's controls, for testers and trainers. Mounted only in simulation mode, so
 * a production deployment does not even have these paths; even then, a caller on another machine
 * needs a staff sign-in with the operations or trainer role, because moving the clock runs billing.
 */
export function registerSimulationRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, jobs } = deps;
  const ok = { ok: true as const };
  const tag = 'simservice';

  api.define({
    method: 'put',
    path: '/simservice/api/v1/settings/page-permission/{code}',
    summary: 'Switch one menu code ACTIVE or INACTIVE',
    tag,
    auth: 'simulationControl',
    params: z.object({ code: z.string().regex(/^MENU\d{5}$/) }),
    body: z.object({ status: ZMenuStatusSchema }).strict(),
    response: ZOkSchema,
    handler: async ({ params, body }) => {
      await setMenuStatus({ db, clock, code: params.code, status: body.status });
      return ok;
    },
  });

  api.define({
    method: 'put',
    path: '/simservice/api/v1/settings/page-config',
    summary: 'Set the page configuration (statusPage true shows coming-soon)',
    tag,
    auth: 'simulationControl',
    body: ZPageConfigSchema,
    response: ZOkSchema,
    handler: async ({ body }) => {
      await setPageConfig({ db, clock, value: body });
      return ok;
    },
  });

  api.define({
    method: 'put',
    path: '/simservice/api/v1/settings/maintenance',
    summary: 'Switch maintenance mode on or off',
    tag,
    auth: 'simulationControl',
    body: ZMaintenanceSchema,
    response: ZOkSchema,
    handler: async ({ body }) => {
      await setMaintenance({ db, clock, value: body });
      return ok;
    },
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/settings/reset',
    summary: 'Every menu code ACTIVE, coming-soon off, maintenance off',
    tag,
    auth: 'simulationControl',
    response: ZOkSchema,
    handler: async () => {
      await resetSettings({ db, clock });
      return ok;
    },
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/clock',
    summary: 'The simulated clock',
    tag,
    auth: 'simulationControl',
    response: ZClockSchema,
    handler: () => ({ now: clock.now().toISOString() }),
  });

  api.define({
    method: 'put',
    path: '/simservice/api/v1/clock',
    summary: 'Move the simulated clock forward to an instant, running the jobs that fall due on the way',
    tag,
    auth: 'simulationControl',
    body: ZClockMoveRequestSchema,
    response: ZClockMoveResponseSchema,
    handler: async ({ body }) => {
      if (!isSettableClock(clock)) throw new AppError('ERR_COMMON_0404');
      return advanceClock({ clock, jobs, to: new Date(body.now) });
    },
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/jobs/runs',
    summary: 'The history of job runs, newest first, optionally of one job and one status',
    tag,
    auth: 'simulationControl',
    query: ZJobRunListQuerySchema,
    response: ZJobRunListSchema,
    handler: ({ query }) => listJobRuns({ db, knownJobs: jobs.jobNames(), ...query }),
  });
}
