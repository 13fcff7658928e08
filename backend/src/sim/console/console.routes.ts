import type { RequestHandler } from 'express';
import {
  ZConsoleOverviewSchema,
  ZConsoleScenariosSchema,
  ZConsoleVehiclesSchema,
  ZLiveScenarioSchema,
  ZLoadScenarioRequestSchema,
  ZScenarioStepRequestSchema,
  ZTimelineQuerySchema,
  ZTimelineSchema,
  ZWorldResetSchema,
} from '@mflow/contracts/sim/console.contract';
import type { TAppDeps } from '../../platform/app-deps';
import { isSettableClock } from '../../platform/clock';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import { currentBillingRules } from '../../services/billing/billing-rules.service';
import { activeMemberVehicles, latestTimeline, openInvoices } from './console-reads';
import { createLiveScenarios, selfUrlOf } from './live-scenario';
import { nextEvents } from './next-events';
import { resetWorld } from './world-reset';

/**
 * The trainer's console (back-office, simulation mode only). Mounted with the other simulation
 * controls and guarded the same way: a caller on this machine, or staff with the TRAINER or
 * OPERATIONS role. Clock moves and passages use the existing controls; these routes add what the
 * console shows and the reset.
 */
export function registerConsoleRoutes(api: ApiRouter, deps: TAppDeps): void {
  const { db, clock, jobs, logger, config } = deps;
  const tag = 'simservice';
  const scenarios = isSettableClock(clock) ? createLiveScenarios({ db, clock, jobs, logger, databaseUrl: config.databaseUrl ?? '' }) : undefined;
  const liveScenarios = () => {
    if (!scenarios) throw new AppError('ERR_COMMON_0404');
    return scenarios;
  };
  // A scenario step calls this backend's API: at the address the trainer's request came in on, with the trainer's token.
  const rememberSelf: RequestHandler = (req, res, next) => {
    res.locals.selfUrl = selfUrlOf(req.socket);
    next();
  };
  const callerOf = (context: object, authorization: string | undefined) => ({ selfUrl: String((context as { selfUrl?: string }).selfUrl ?? ''), authorization });

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

  api.define({
    method: 'get',
    path: '/simservice/api/v1/console/scenarios',
    summary: 'The shipped scenarios, and the one loaded on the live world with its steps, verdicts and timeline',
    tag,
    auth: 'simulationControl',
    response: ZConsoleScenariosSchema,
    handler: () => liveScenarios().list(),
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/scenario',
    summary: "Load a shipped scenario to run step by step on the live world, optionally after a reset to the seeded state at the scenario's start",
    tag,
    auth: 'simulationControl',
    before: [rememberSelf],
    body: ZLoadScenarioRequestSchema,
    response: ZLiveScenarioSchema.nullable(),
    handler: ({ body, headers, context }) => liveScenarios().load(body.file, body.reset, callerOf(context, headers.authorization)),
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/scenario/step',
    summary: "Run the loaded scenario's next step, or up to and including its next expectation",
    tag,
    auth: 'simulationControl',
    before: [rememberSelf],
    body: ZScenarioStepRequestSchema,
    response: ZLiveScenarioSchema.nullable(),
    handler: ({ body, headers, context }) => liveScenarios().step(body.until, callerOf(context, headers.authorization)),
  });
}
