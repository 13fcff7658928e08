import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TJobRun } from '@mflow/contracts/jobs/job-run.contract';
import { DEFAULT_BILLING_RULES, type TBillingRules } from '@mflow/contracts/billing/billing-rules';
import { BackendRefusal, createApiClient, type TApiClient } from './api-client';
import { newJwtSecret, spawnBackendProcess, type TBackend, type TWaitingBackend } from './backend-process';
import type { TVerdict } from './expectations';
import { startInProcessBackend } from './in-process-backend';
import type { TScenario, TStep } from './loader';
import { satangOf } from './money';
import { preparePeople } from './people';
import type { TPlate } from './schema-parts';
import type { TRuleOverrides } from './world-schema';
import { prepareStaff, staffOf } from './staff';
import { createTimeline, notable, type TEvent, type TTimeline } from './timeline';
import { crashDuringMove } from './verbs/crash';
import { runStep } from './verbs/run-step';
import type { TNamedCase, TStepContext } from './verbs/step-context';
import type { TScenarioWorld } from './world';
import { createWorldReads } from './world-reads';

/** Time for the move's request to reach the backend, so the instant asked for is not already past. */
const CLOCK_MARGIN_MS = 200;

export const hasCrash = (scenario: TScenario) => scenario.steps.some((step) => step.action.verb === 'crash');

/** Verbs that change what the timeline watches, so it looks again after them. */
const CHANGING_VERBS = new Set<TStep['action']['verb']>([
  'waive',
  'pay',
  'settle',
  'taxInvoice',
  'dispute',
  'decide',
  'appeal',
  'decideAppeal',
  'topUp',
]);

export type TScenarioResult = { file: string; name: string; ok: boolean; ms: number; events: TEvent[]; verdicts: TVerdict[] };

async function applyRules(api: TApiClient, overrides: TRuleOverrides): Promise<void> {
  const { fine, ...numbers } = overrides;
  const rules: TBillingRules = { ...DEFAULT_BILLING_RULES, ...numbers, ...(fine === undefined ? {} : { fineSatang: satangOf(fine) }) };
  await api.call('PUT', '/simservice/api/v1/billing/rules', { body: rules });
}

function failureOf(step: TStep, error: unknown): TVerdict {
  const actual =
    error instanceof BackendRefusal ? `refused by the backend: ${error.message}` : error instanceof Error ? error.message : String(error);
  return { line: step.line, what: `step ${step.action.verb}`, pass: false, diffs: [{ field: 'outcome', expected: 'carried out', actual }] };
}

/**
 * The simulated clock runs on with wall time between moves, so after a slow step it may already
 * stand a little past the next step's instant, where it cannot be moved back: it is moved on from
 * where it stands instead, which runs the same jobs.
 */
async function moveClock(api: TApiClient, to: Date): Promise<{ runs: TJobRun[] }> {
  const now = new Date((await api.call<{ now: string }>('GET', '/simservice/api/v1/clock')).now);
  const target = Math.max(to.getTime(), now.getTime() + CLOCK_MARGIN_MS);
  return api.call<{ runs: TJobRun[] }>('PUT', '/simservice/api/v1/clock', { body: { now: new Date(target).toISOString() } });
}

/** Did the run that was killed finish after the restart, on a later attempt? */
function recoveryVerdict(line: number, killed: { job: string; scheduledFor: string } | undefined, runs: TJobRun[]): TVerdict {
  const what = 'crash: the killed job run finishes on a later attempt';
  if (!killed)
    return {
      line,
      what,
      pass: false,
      diffs: [{ field: 'killed', expected: 'a job run writing invoices', actual: 'no job run wrote invoices during the move' }],
    };
  const again = runs.find(
    (run) => run.job === killed.job && new Date(run.scheduledFor).getTime() === new Date(killed.scheduledFor).getTime(),
  );
  const actual = again ? `${again.status}, attempt ${again.attempts}` : 'not run again';
  return {
    line,
    what,
    pass: again?.status === 'DONE' && again.attempts > 1,
    diffs: again?.status === 'DONE' && again.attempts > 1 ? [] : [{ field: killed.job, expected: 'DONE, attempt 2 or later', actual }],
  };
}

/**
 * Runs one scenario on a fresh copy of the seeded database against the real backend in this
 * process; the move of a crash step goes to a backend process of its own (a kill must not take the
 * runner along). Steps run in order; a step the backend refuses ends the run with a FAIL.
 */
export async function runScenario(
  world: TScenarioWorld,
  scenario: TScenario,
  takeKillable: () => TWaitingBackend = spawnBackendProcess,
): Promise<TScenarioResult> {
  const started = performance.now();
  const verdicts: TVerdict[] = [];
  const timeline: TTimeline = createTimeline();
  const database = await world.freshDatabase(scenario.start);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mflow-scenario-data-'));
  const options = { databaseUrl: database.url, dataDir, jwtSecret: newJwtSecret() };
  let backend: TBackend | undefined;
  let victim: Promise<TBackend> | undefined;
  try {
    // A file with a crash also starts the backend as `npm start` does, in a process of its own that
    // can be killed; it starts in the background while the steps before the crash run in this process.
    if (hasCrash(scenario)) {
      victim = takeKillable().start(options);
      victim.catch(() => undefined);
    }
    // The people and staff are written while the backend starts: it reads them only once steps run.
    const [people, staff, started] = await Promise.allSettled([
      preparePeople({ databaseUrl: database.url, people: scenario.people, start: scenario.start }),
      prepareStaff({ databaseUrl: database.url, staff: staffOf(scenario), start: scenario.start }),
      startInProcessBackend(options),
    ]);
    if (started.status === 'fulfilled') backend = started.value;
    if (people.status === 'rejected') throw people.reason;
    if (staff.status === 'rejected') throw staff.reason;
    if (started.status === 'rejected') throw started.reason;
    const api = createApiClient(() => backend?.url ?? '');
    const reads = createWorldReads(api, people.value, database.url, staff.value);
    if (scenario.rules) await applyRules(api, scenario.rules);
    timeline.add(scenario.start, 'clock', `start: ${scenario.name}`);
    const plates: TPlate[] = [];
    const subjects = { people: Object.keys(people.value), plates };
    let clockAt = scenario.start;
    let crashArmed = false;
    const invoiceNames = new Map<string, string>();
    const passageNames = new Map<string, string>();
    const caseNames = new Map<string, TNamedCase>();
    for (const step of scenario.steps) {
      const context: TStepContext = {
        step,
        api,
        reads,
        timeline,
        verdicts,
        watchPlate: (plate) => {
          if (!plates.some((known) => known.plate === plate.plate && known.province === plate.province)) plates.push(plate);
        },
        armCrash: () => (crashArmed = true),
        invoiceNames,
        passageNames,
        caseNames,
      };
      try {
        if (step.at.getTime() > clockAt.getTime()) {
          reads.clockMoved();
          if (crashArmed) {
            crashArmed = false;
            if (!victim) throw new Error('a crash step needs the backend process started at the beginning of the file');
            const killable = await victim;
            const outcome = await crashDuringMove({
              databaseUrl: database.url,
              api: createApiClient(() => killable.url),
              survivor: api,
              to: step.at,
              kill: () => killable.kill(),
            });
            if (outcome.killed)
              timeline.add(
                new Date(outcome.killed.scheduledFor),
                'crash',
                `backend process killed (SIGKILL) during ${outcome.killed.job}; the backend in the runner carries on`,
              );
            timeline.jobRuns(step.at, outcome.runs);
            verdicts.push(recoveryVerdict(step.line, outcome.killed, outcome.runs));
            await timeline.observe(step.at, reads, subjects);
          } else {
            const { runs } = await moveClock(api, step.at);
            timeline.jobRuns(step.at, runs);
            // Only jobs and verbs change invoices, notices, payments and the outbox: a move whose runs all had nothing to do has nothing to show.
            if (runs.some(notable)) await timeline.observe(step.at, reads, subjects);
          }
          clockAt = step.at;
        }
        await runStep(step, context);
        if (CHANGING_VERBS.has(step.action.verb)) await timeline.observe(step.at, reads, subjects);
      } catch (error) {
        verdicts.push(failureOf(step, error));
        break;
      }
    }
    if (crashArmed)
      verdicts.push({
        line: scenario.steps.at(-1)?.line ?? 0,
        what: 'crash',
        pass: false,
        diffs: [{ field: 'crash', expected: 'a clock move after the crash step', actual: 'none' }],
      });
  } finally {
    await backend?.stop();
    await victim?.then(
      (killable) => killable.stop(),
      () => undefined,
    );
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const ok = verdicts.length > 0 && verdicts.every((verdict) => verdict.pass);
  return { file: scenario.file, name: scenario.name, ok, ms: performance.now() - started, events: timeline.events(), verdicts };
}
