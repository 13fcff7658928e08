import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { DEFAULT_BILLING_RULES, type TBillingRules } from '@mflow/contracts/billing/billing-rules';
import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import type { TConsoleScenario, TLiveScenario } from '@mflow/contracts/sim/console.contract';
import { REPO_ROOT } from '../../platform/app-config';
import type { SettableClock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TJobRunner } from '../../platform/jobs/job-runner';
import { BackendRefusal, createApiClient, type TApiClient } from '../scenario/api-client';
import type { TVerdict } from '../scenario/expectations';
import { loadScenario, ScenarioFileError, type TScenario, type TStep } from '../scenario/loader';
import { satangOf } from '../scenario/money';
import { preparePeople } from '../scenario/people';
import type { TPlate } from '../scenario/schema-parts';
import { createTimeline, type TTimeline } from '../scenario/timeline';
import { runStep } from '../scenario/verbs/run-step';
import { createWorldReads, type TWorldReads } from '../scenario/world-reads';
import { resetWorld } from './world-reset';

/** The shipped scenarios, as `npm run scenario -- --all` runs them (not the sub-folders). */
const SHIPPED_DIR = path.join(REPO_ROOT, 'seed', 'scenarios');

/** Time for a move's request to reach the backend, so the instant asked for is not already past (as the runner does). */
const CLOCK_MARGIN_MS = 200;

const CASE_VERBS = new Set<TScenario['steps'][number]['action']['verb']>(['dispute', 'decide', 'appeal', 'book', 'attend', 'decideAppeal']);

/** Why a scenario cannot run on the live world, or undefined when it can. */
export function unavailableReason(scenario: Pick<TScenario, 'people' | 'steps'>): string | undefined {
  if (scenario.steps.some((step) => step.action.verb === 'crash')) return 'it kills the backend (crash), which would stop this server';
  if (Object.values(scenario.people).some((person) => 'member' in person))
    return 'it writes new members straight into the database before the backend starts';
  // A dispute or an appeal names passages and cases that later steps refer to, and its officers are
  // written into the database before the backend starts: the runner keeps both, the live world neither.
  if (scenario.steps.some((step) => CASE_VERBS.has(step.action.verb)))
    return 'it files and decides disputes or appeals by names the console does not keep between steps: run it with npm run scenario';
  return undefined;
}

/** The address this request came in on: the backend calls itself there, as the runner calls the backend it started. */
export function selfUrlOf(socket: Pick<Socket, 'localAddress' | 'localPort'>): string {
  const address = (socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${socket.localPort ?? 0}`;
}

type TRun = {
  scenario: TScenario;
  api: TApiClient;
  reads: TWorldReads;
  timeline: TTimeline;
  verdicts: TVerdict[];
  plates: TPlate[];
  next: number;
  clockAt: Date;
  finished: boolean;
};

export type TCaller = { selfUrl: string; authorization: () => Promise<string | undefined> };

/**
 * One shipped scenario at a time, run step by step against this running backend through its own
 * HTTP API, as `npm run scenario` runs it against a backend of its own: the same verbs, timeline
 * and verdicts. It changes the live demo world; loading it can first reset the world with the
 * clock at the scenario's start, which is what its expectations assume.
 */
export function createLiveScenarios({
  db,
  clock,
  jobs,
  logger,
  databaseUrl,
}: {
  db: TDatabase;
  clock: SettableClock;
  jobs: TJobRunner;
  logger: Logger;
  databaseUrl: string;
}) {
  let run: TRun | undefined;
  let busy = false;
  // The caller of the step under way: the simulation controls are called with the caller's staff token, for a trainer on another machine.
  let caller: TCaller = { selfUrl: '', authorization: async () => undefined };

  function apiOfCaller(): TApiClient {
    const api = createApiClient(() => caller.selfUrl);
    return {
      ...api,
      async call(method, route, options = {}) {
        if (!route.startsWith('/simservice/') || options.headers?.Authorization) return api.call(method, route, options);
        const authorization = await caller.authorization();
        return api.call(
          method,
          route,
          authorization ? { ...options, headers: { ...options.headers, Authorization: authorization } } : options,
        );
      },
    };
  }

  function shipped(): { file: string; scenario: TScenario | undefined; error: string | undefined }[] {
    return readdirSync(SHIPPED_DIR)
      .filter((file) => file.endsWith('.yaml'))
      .sort()
      .map((file) => {
        try {
          return { file, scenario: loadScenario(path.join(SHIPPED_DIR, file)), error: undefined };
        } catch (error) {
          return { file, scenario: undefined, error: error instanceof ScenarioFileError ? error.reason : String(error) };
        }
      });
  }

  function state(): TLiveScenario | null {
    if (!run) return null;
    const { scenario } = run;
    return {
      file: path.basename(scenario.file),
      name: scenario.name,
      steps: scenario.steps.map((step) => ({ line: step.line, at: step.at.toISOString(), verb: step.action.verb })),
      next: run.next,
      finished: run.finished,
      verdicts: run.verdicts,
      events: run.timeline.events(),
    };
  }

  async function moveClock(api: TApiClient, to: Date): Promise<TJobRun[]> {
    const now = new Date((await api.call<{ now: string }>('GET', '/simservice/api/v1/clock')).now);
    const target = Math.max(to.getTime(), now.getTime() + CLOCK_MARGIN_MS);
    return (await api.call<{ runs: TJobRun[] }>('PUT', '/simservice/api/v1/clock', { body: { now: new Date(target).toISOString() } })).runs;
  }

  async function runOne(current: TRun, step: TStep): Promise<void> {
    const subjects = { people: Object.keys(current.reads.people()), plates: current.plates };
    if (step.at.getTime() > current.clockAt.getTime()) {
      current.reads.clockMoved();
      const runs = await moveClock(current.api, step.at);
      current.timeline.jobRuns(step.at, runs);
      if (runs.length > 0) await current.timeline.observe(step.at, current.reads, subjects);
      current.clockAt = step.at;
    }
    await runStep(step, {
      step,
      api: current.api,
      reads: current.reads,
      timeline: current.timeline,
      verdicts: current.verdicts,
      watchPlate: (plate) => {
        if (!current.plates.some((known) => known.plate === plate.plate && known.province === plate.province)) current.plates.push(plate);
      },
      armCrash: () => undefined,
    });
    if (step.action.verb === 'waive') await current.timeline.observe(step.at, current.reads, subjects);
  }

  async function exclusively<T>(who: TCaller, work: () => Promise<T>): Promise<T> {
    if (busy) throw new AppError('ERR_CONSOLE_0004');
    busy = true;
    caller = who;
    try {
      return await work();
    } finally {
      busy = false;
    }
  }

  return {
    list(): { scenarios: TConsoleScenario[]; current: TLiveScenario | null } {
      const scenarios = shipped().flatMap(({ file, scenario }) =>
        scenario
          ? [
              {
                file,
                name: scenario.name,
                description: scenario.description,
                start: scenario.start.toISOString(),
                steps: scenario.steps.length,
                unavailable: unavailableReason(scenario) ?? null,
              },
            ]
          : [],
      );
      return { scenarios, current: state() };
    },

    load(file: string, reset: boolean, who: TCaller): Promise<TLiveScenario | null> {
      return exclusively(who, async () => {
        const found = shipped().find((item) => item.file === file);
        if (!found) throw new AppError('ERR_CONSOLE_0001', { file });
        if (!found.scenario) throw new AppError('ERR_CONSOLE_0005', { file, reason: found.error ?? '' });
        const scenario = found.scenario;
        const reason = unavailableReason(scenario);
        if (reason) throw new AppError('ERR_CONSOLE_0002', { file, reason });
        if (reset) await resetWorld({ db, clock, jobs, logger, at: scenario.start });
        const api = apiOfCaller();
        if (scenario.rules) {
          const { fine, ...numbers } = scenario.rules;
          const rules: TBillingRules = {
            ...DEFAULT_BILLING_RULES,
            ...numbers,
            ...(fine === undefined ? {} : { fineSatang: satangOf(fine) }),
          };
          await api.call('PUT', '/simservice/api/v1/billing/rules', { body: rules });
        }
        // Demo accounts only (unavailableReason): nothing is written here.
        const people = await preparePeople({ databaseUrl, people: scenario.people, start: scenario.start });
        const timeline = createTimeline();
        timeline.add(scenario.start, 'clock', `start: ${scenario.name}`);
        run = {
          scenario,
          api,
          reads: createWorldReads(api, people),
          timeline,
          verdicts: [],
          plates: [],
          next: 0,
          clockAt: reset ? scenario.start : clock.now(),
          finished: scenario.steps.length === 0,
        };
        return state();
      });
    },

    /** Runs the next step, or every step up to and including the next `expect`; a step the backend refuses ends the run, as in the runner. */
    step(until: 'STEP' | 'EXPECTATION', who: TCaller): Promise<TLiveScenario | null> {
      return exclusively(who, async () => {
        const current = run;
        if (!current || current.finished) throw new AppError('ERR_CONSOLE_0003');
        for (let step = current.scenario.steps[current.next]; step; step = current.scenario.steps[current.next]) {
          try {
            await runOne(current, step);
          } catch (error) {
            const actual =
              error instanceof BackendRefusal
                ? `refused by the backend: ${error.message}`
                : error instanceof Error
                  ? error.message
                  : String(error);
            current.verdicts.push({
              line: step.line,
              what: `step ${step.action.verb}`,
              pass: false,
              diffs: [{ field: 'outcome', expected: 'carried out', actual }],
            });
            current.finished = true;
            break;
          }
          current.next += 1;
          current.finished = current.next >= current.scenario.steps.length;
          if (until === 'STEP' || step.action.verb === 'expect') break;
        }
        return state();
      });
    },
  };
}
