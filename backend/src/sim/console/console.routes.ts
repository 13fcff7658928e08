import type { RequestHandler } from 'express';
import { ZCaseDecideRequestSchema, ZCaseNoParamsSchema } from '@mflow/contracts/cases/case.contract';
import {
  ZConsoleCasesSchema,
  ZConsoleDecidedSchema,
  ZConsoleMoveResponseSchema,
  ZConsoleOverviewSchema,
  ZConsoleScenariosSchema,
  ZConsoleVehiclesSchema,
  ZLoadScenarioRequestSchema,
  ZScenarioAnswerSchema,
  ZScenarioStepRequestSchema,
  ZTimelineQuerySchema,
  ZTimelineSchema,
  ZWorldResetSchema,
} from '@mflow/contracts/sim/console.contract';
import { ZClockMoveRequestSchema } from '@mflow/contracts/sim/clock.contract';
import type { TAppDeps } from '../../platform/app-deps';
import { isSettableClock } from '../../platform/clock';
import { AppError } from '../../platform/errors/app-error';
import type { ApiRouter } from '../../platform/http/api-router';
import { callerOrigin, isLocalCaller } from '../../platform/http/local-caller';
import { staffIdOf } from '../../platform/http/request-context';
import type { TCasePorts } from '../../services/cases/cases.routes';
import { currentBillingRules } from '../../services/billing/billing-rules.service';
import { decideAsTrainer, openCases } from './console-cases';
import { activeMemberVehicles, latestTimeline, openInvoices } from './console-reads';
import { createLiveScenarios, selfUrlOf, type TCaller } from './live-scenario';
import { nextEvents } from './next-events';
import { advanceClock } from '../clock.service';
import { createSessionCarry } from './session-carry';
import { resetWorld } from './world-reset';

/**
 * The trainer's console (back-office, simulation mode only). Mounted with the other simulation
 * controls and guarded the same way: a caller on this machine, or staff allowed to `simulate`
 * (the TRAINER role). Passages use the existing control; the console's own clock move is the
 * existing one that also carries the staff caller's session across the move.
 */
export function registerConsoleRoutes(api: ApiRouter, deps: TAppDeps, casePorts: Pick<TCasePorts, 'refunds'>): void {
  const { db, clock, jobs, logger, config, sessions, notifier } = deps;
  const tag = 'simservice';
  const { carried, authorizationFor } = createSessionCarry({ db, sessions, clock });
  const settable = () => {
    if (!isSettableClock(clock)) throw new AppError('ERR_COMMON_0404');
    return clock;
  };
  const scenarios = isSettableClock(clock)
    ? createLiveScenarios({ db, clock, jobs, logger, databaseUrl: config.databaseUrl ?? '' })
    : undefined;
  const liveScenarios = () => {
    if (!scenarios) throw new AppError('ERR_COMMON_0404');
    return scenarios;
  };
  // What the actions that move the clock need of the request: the address it came in on (a scenario
  // calls this backend's API there) and the caller's token (carried on across the move).
  const rememberCaller: RequestHandler = (req, res, next) => {
    res.locals.consoleCaller = { selfUrl: selfUrlOf(req.socket), authorization: req.headers.authorization };
    next();
  };
  const requestOf = (context: object) =>
    (context as { consoleCaller?: { selfUrl: string; authorization: string | undefined } }).consoleCaller ?? {
      selfUrl: '',
      authorization: undefined,
    };
  const callerOf = async (context: object): Promise<TCaller> => ({
    selfUrl: requestOf(context).selfUrl,
    authorization: await authorizationFor(requestOf(context).authorization),
  });

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
    path: '/simservice/api/v1/console/clock',
    summary:
      'Move the simulated clock forward as PUT /simservice/api/v1/clock does, answering a staff caller a session opened after the move',
    tag,
    auth: 'simulationControl',
    before: [rememberCaller],
    body: ZClockMoveRequestSchema,
    response: ZConsoleMoveResponseSchema,
    handler: async ({ body, context }) => {
      const { result, staffToken } = await carried(requestOf(context).authorization, () =>
        advanceClock({ clock: settable(), jobs, to: new Date(body.now) }),
      );
      return { ...result, staffToken };
    },
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/reset',
    summary: 'Reset the simulated world to the seeded state, the clock back to wall time (staff accounts kept)',
    tag,
    auth: 'simulationControl',
    before: [rememberCaller],
    response: ZWorldResetSchema,
    handler: async ({ context }) => {
      const { result, staffToken } = await carried(requestOf(context).authorization, () =>
        resetWorld({ db, clock: settable(), jobs, logger }),
      );
      return { now: result.toISOString(), staffToken };
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
    summary:
      "Load a shipped scenario to run step by step on the live world, optionally after a reset to the seeded state at the scenario's start",
    tag,
    auth: 'simulationControl',
    before: [rememberCaller],
    body: ZLoadScenarioRequestSchema,
    response: ZScenarioAnswerSchema,
    handler: async ({ body, context }) => {
      const { result, staffToken } = await carried(requestOf(context).authorization, async () =>
        liveScenarios().load(body.file, body.reset, await callerOf(context)),
      );
      return { run: result, staffToken };
    },
  });

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/scenario/step',
    summary: "Run the loaded scenario's next step, or up to and including its next expectation",
    tag,
    auth: 'simulationControl',
    before: [rememberCaller],
    body: ZScenarioStepRequestSchema,
    response: ZScenarioAnswerSchema,
    handler: async ({ body, context }) => {
      const { result, staffToken } = await carried(requestOf(context).authorization, async () =>
        liveScenarios().step(body.until, await callerOf(context)),
      );
      return { run: result, staffToken };
    },
  });

  api.define({
    method: 'get',
    path: '/simservice/api/v1/console/cases',
    summary: 'The undecided cases, soonest deadline first, for the trainer to decide one',
    tag,
    auth: 'simulationControl',
    response: ZConsoleCasesSchema,
    handler: () => openCases(db),
  });

  // Where the call came from, for who may decide: the staff guard below needs a sign-in in any case.
  const rememberHost: RequestHandler = (req, res, next) => {
    res.locals.onSimulationHost = isLocalCaller(callerOrigin(req, config.trustProxyHops));
    next();
  };

  api.define({
    method: 'post',
    path: '/simservice/api/v1/console/cases/{caseNo}/decide',
    summary:
      "Decide a dispute as the signed-in staff member with the officers' decision (a submitted one is taken first), so the timeline and the staff audit " +
      'name who decided: a trainer from another machine, any staff member on this one, as for the other controls (the version they saw)',
    tag,
    // The simulation guard first, as on every /simservice route, so a stranger is refused as one;
    // then someone must be named as the decider: a caller on this machine signs in as staff too.
    before: [rememberHost, api.guardOf('simulationControl')],
    auth: 'staff',
    params: ZCaseNoParamsSchema,
    body: ZCaseDecideRequestSchema,
    response: ZConsoleDecidedSchema,
    handler: ({ params, body, context }) =>
      decideAsTrainer({
        db,
        clock,
        notifier,
        refunds: casePorts.refunds,
        staffId: staffIdOf(context),
        caseNo: params.caseNo,
        request: body,
        actingAs: (context as { onSimulationHost?: boolean }).onSimulationHost ? 'staffOnSimulationHost' : 'simulate',
      }),
  });
}
