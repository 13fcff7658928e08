import { z } from 'zod';
import { INVOICE_STAGES } from '../billing/ladder';
import { ZClockMoveResponseSchema } from './clock.contract';
import { text } from '../rules/text';
import { CASE_KINDS } from '../cases/case-numbers';
import { CASE_STATUSES } from '../cases/case-status';

/**
 * The trainer's console (simulation mode only): what comes next on the simulated clock, what
 * happened in the world, and the controls that are not plain clock moves or passages.
 */
const NEXT_EVENT_KINDS = ['MEMBER_CUT', 'DAILY_CUT', 'NEAR_DUE', 'DUE_DATE', 'FEE_STEP'] as const;

const ZNextEventSchema = z
  .object({
    kind: z.enum(NEXT_EVENT_KINDS).meta({
      description:
        "MEMBER_CUT: the members' cycle cut (00:00 Bangkok on the 1st and the 16th); DAILY_CUT: the non-members' day cut and the ladder (every 00:00); " +
        "NEAR_DUE: an open invoice turns NEAR_DUE; DUE_DATE: the last instant an open invoice is on time; FEE_STEP: the ladder takes an unpaid invoice's next step",
    }),
    at: z.string().meta({ description: 'ISO 8601 instant' }),
    invoiceNo: z.string().nullable().meta({ description: 'The invoice the event is about (NEAR_DUE, DUE_DATE, FEE_STEP)' }),
    stage: z.enum(INVOICE_STAGES).nullable().meta({ description: 'FEE_STEP: the stage the invoice moves to' }),
    billingPeriod: z.string().nullable().meta({ description: 'MEMBER_CUT: the cycle it cuts; DAILY_CUT: the day it cuts' }),
  })
  .meta({ id: 'ConsoleNextEvent' });

export const ZConsoleOverviewSchema = z.object({
  now: z.string().meta({ description: 'The simulated clock, ISO 8601' }),
  nextEvents: z.array(ZNextEventSchema).meta({ description: 'The next event of each kind, soonest first' }),
});

const TIMELINE_KINDS = ['job', 'invoice', 'notice', 'payment', 'message', 'passage', 'appointment', 'appeal'] as const;

const ZTimelineEntrySchema = z
  .object({
    id: z.string().meta({ description: "Unique in the timeline: kind and the record's key" }),
    at: z.string().meta({ description: 'ISO 8601 instant on the simulated clock when it happened' }),
    kind: z.enum(TIMELINE_KINDS),
    reference: z.string().meta({
      description: "The job, invoice, notice, payment, appointment or appeal number, the message's recipient, the passage's plate",
    }),
    detail: z.string().meta({ description: "The job's status and summary, the invoice's stage and status, the message's purpose, ..." }),
    amount: z.number().int().nullable().meta({ description: 'Satang, when the record carries an amount' }),
    customerId: z.string().nullable(),
    plate: z.string().nullable(),
    province: z.string().nullable(),
  })
  .meta({ id: 'ConsoleTimelineEntry' });

export const ZTimelineQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();

export const ZTimelineSchema = z.object({ entries: z.array(ZTimelineEntrySchema).meta({ description: 'Newest first' }) });

const ZConsoleVehicleSchema = z.object({
  plate: z.string(),
  province: z.string(),
  owner: z.string().meta({ description: "The member's display name" }),
  email: z.string().nullable(),
});

export const ZConsoleVehiclesSchema = z.object({
  vehicles: z.array(ZConsoleVehicleSchema).meta({ description: 'ACTIVE member vehicles, by owner and plate' }),
});

/**
 * A move of the clock ends every session idle for 30 simulated minutes, the trainer's own included.
 * A console action that moves the clock answers the staff caller whose session was open before it
 * with a session opened after it, so the back-office stays signed in.
 */
const ZStaffTokenSchema = text().nullable().meta({ description: 'A fresh staff token when the call carried a valid one, else null' });

export const ZConsoleMoveResponseSchema = ZClockMoveResponseSchema.extend({ staffToken: ZStaffTokenSchema });

export const ZWorldResetSchema = z.object({
  now: z.string().meta({ description: "The simulated clock after the reset: wall time, or the scenario's start" }),
  staffToken: ZStaffTokenSchema,
});

/** The undecided cases, for a trainer to decide one during a session (simulation mode only). */
const ZConsoleCaseSchema = z
  .object({
    caseNo: z.string().meta({ example: 'DP2611-00042' }),
    kind: z.enum(CASE_KINDS),
    status: z.enum(CASE_STATUSES),
    summary: z.string(),
    deadlineDate: z.string().meta({ example: '2026-12-03' }),
    overdue: z.boolean(),
    version: z.number().int().meta({ description: 'The version a decision is taken on' }),
  })
  .meta({ id: 'ConsoleCase' });

export const ZConsoleCasesSchema = z.object({
  cases: z.array(ZConsoleCaseSchema).meta({ description: 'Undecided cases, soonest deadline first' }),
  total: z.number().int().meta({ description: 'How many cases are undecided, when there are more than the list shows' }),
});

export const ZConsoleDecidedSchema = z.object({
  caseNo: z.string().meta({ example: 'DP2611-00042' }),
  status: z.enum(CASE_STATUSES).meta({ example: 'ACCEPTED' }),
  decidedAt: z.string().nullable().meta({ example: '2026-11-26T03:00:00.000Z' }),
});

export type TNextEvent = z.infer<typeof ZNextEventSchema>;
export type TConsoleOverview = z.infer<typeof ZConsoleOverviewSchema>;
export type TTimelineEntry = z.infer<typeof ZTimelineEntrySchema>;
export type TTimeline = z.infer<typeof ZTimelineSchema>;
export type TConsoleVehicle = z.infer<typeof ZConsoleVehicleSchema>;
export type TWorldReset = z.infer<typeof ZWorldResetSchema>;
export type TConsoleMoveResponse = z.infer<typeof ZConsoleMoveResponseSchema>;

/** A shipped scenario (seed/scenarios/), run step by step on the live world. */
const ZConsoleScenarioSchema = z.object({
  file: z.string().meta({ example: 'worked-example.yaml' }),
  name: z.string(),
  description: z.string(),
  start: z.string().meta({ description: 'ISO 8601 instant the scenario starts at' }),
  steps: z.number().int(),
  unavailable: z.string().nullable().meta({ description: 'Why it cannot run on the live world (a crash, new members), or null' }),
});

const ZScenarioStepSchema = z.object({
  line: z.number().int(),
  at: z.string(),
  verb: z.string().meta({ example: 'pass' }),
});

const ZScenarioVerdictSchema = z.object({
  line: z.number().int(),
  what: z.string(),
  pass: z.boolean(),
  diffs: z.array(z.object({ field: z.string(), expected: z.string(), actual: z.string() })),
});

const ZScenarioEventSchema = z.object({ at: z.string(), kind: z.string(), text: z.string() });

const ZLiveScenarioSchema = z
  .object({
    file: z.string(),
    name: z.string(),
    steps: z.array(ZScenarioStepSchema),
    next: z.number().int().meta({ description: 'The index of the step to run next; steps.length once all have run' }),
    finished: z.boolean().meta({ description: 'Every step has run, or a step failed and the run stopped' }),
    verdicts: z.array(ZScenarioVerdictSchema).meta({ description: 'One per expectation checked so far, in order' }),
    events: z.array(ZScenarioEventSchema).meta({ description: 'What the scenario runner would print, in time order' }),
  })
  .meta({ id: 'ConsoleLiveScenario' });

export const ZScenarioAnswerSchema = z.object({ run: ZLiveScenarioSchema.nullable(), staffToken: ZStaffTokenSchema });

export const ZConsoleScenariosSchema = z.object({
  scenarios: z.array(ZConsoleScenarioSchema),
  current: ZLiveScenarioSchema.nullable(),
});

export const ZLoadScenarioRequestSchema = z
  .object({
    file: text().regex(/^[\w-]{1,80}\.yaml$/),
    reset: z.boolean().meta({ description: "Reset the world to the seeded state with the clock at the scenario's start first" }),
  })
  .strict();

export const ZScenarioStepRequestSchema = z
  .object({ until: z.enum(['STEP', 'EXPECTATION']).meta({ description: 'One step, or up to and including the next expectation' }) })
  .strict();

export type TConsoleScenario = z.infer<typeof ZConsoleScenarioSchema>;
export type TLiveScenario = z.infer<typeof ZLiveScenarioSchema>;
export type TConsoleScenarios = z.infer<typeof ZConsoleScenariosSchema>;
export type TScenarioAnswer = z.infer<typeof ZScenarioAnswerSchema>;
export type TConsoleCase = z.infer<typeof ZConsoleCaseSchema>;
export type TConsoleCases = z.infer<typeof ZConsoleCasesSchema>;
export type TConsoleDecided = z.infer<typeof ZConsoleDecidedSchema>;
