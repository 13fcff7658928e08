import { ZConsoleOverviewSchema, ZConsoleVehiclesSchema, ZTimelineQuerySchema, ZTimelineSchema, ZWorldResetSchema } from '@mflow/contracts/sim/console.contract';
import type { TAppDeps } from '../../platform/app-deps';
import { isSettableClock } from '../../platform/clock';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import { currentBillingRules } from '../../services/billing/billing-rules.service';
import { activeMemberVehicles, latestTimeline, openInvoices } from './console-reads';
import { nextEvents } from './next-events';
import { resetWorld } from './world-reset';

/**
 * The trainer's console (back-office, simulation mode only). Mounted with the other simulation
 * controls and guarded the same way: a caller on this machine, or staff with the TRAINER or
 * OPERATIONS role. Clock moves and passages use the existing controls; these routes add what the
 * console shows and the reset.
 */
export function registerConsoleRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, jobs, logger } = deps;
  const tag = 'simservice';

  api.define({
    method: 'get',
    path: '/simservice/api/v1/console',
    summary: 'The simulated clock and the next cut, due date, near-due turn and fee step',
    tag,
    auth: 'simulationControl',
    response: ZConsoleOverviewSchema,
    handler: async () => {
      const now = clock.now();
      const [rules, invoices] = await Promise.all([currentBillingRules({ db }), openInvoices(db)]);
      return { now: now.toISOString(), nextEvents: nextEvents({ now, rules, invoices }) };
    },
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/console/timeline',
    summary: 'What happened in the simulated world, newest first, read from its records',
    tag,
    auth: 'simulationControl',
    query: ZTimelineQuerySchema,
    response: ZTimelineSchema,
    handler: async ({ query }) => ({ entries: await latestTimeline(db, query.limit) }),
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/console/vehicles',
    summary: 'The ACTIVE member vehicles and their owners, to drive through a gantry',
    tag,
    auth: 'simulationControl',
    response: ZConsoleVehiclesSchema,
    handler: async () => ({ vehicles: await activeMemberVehicles(db) }),
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/reset',
    summary: 'Reset the simulated world to the seeded state, the clock back to wall time (staff accounts kept)',
    tag,
    auth: 'simulationControl',
    response: ZWorldResetSchema,
    handler: async () => {
      if (!isSettableClock(clock)) throw new AppError('ERR_COMMON_0404');
      return { now: (await resetWorld({ db, clock, jobs, logger })).toISOString() };
    },
  });
}
