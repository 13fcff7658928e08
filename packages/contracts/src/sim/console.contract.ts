import { z } from 'zod';
import { INVOICE_STAGES } from '../billing/ladder';

/**
 * The trainer's console (simulation mode only): what comes next on the simulated clock, what
 * happened in the world, and the controls that are not plain clock moves or passages.
 */
export const NEXT_EVENT_KINDS = ['MEMBER_CUT', 'DAILY_CUT', 'NEAR_DUE', 'DUE_DATE', 'FEE_STEP'] as const;
export type TNextEventKind = (typeof NEXT_EVENT_KINDS)[number];

export const ZNextEventSchema = z
  .object({
    kind: z.enum(NEXT_EVENT_KINDS).meta({
      description:
        'MEMBER_CUT: the members\' cycle cut (00:00 Bangkok on the 1st and the 16th); DAILY_CUT: the non-members\' day cut and the ladder (every 00:00); ' +
        'NEAR_DUE: an open invoice turns NEAR_DUE; DUE_DATE: the last instant an open invoice is on time; FEE_STEP: the ladder takes an unpaid invoice\'s next step',
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

export const TIMELINE_KINDS = ['job', 'invoice', 'notice', 'payment', 'message', 'passage'] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

export const ZTimelineEntrySchema = z
  .object({
    id: z.string().meta({ description: 'Unique in the timeline: kind and the record\'s key' }),
    at: z.string().meta({ description: 'ISO 8601 instant on the simulated clock when it happened' }),
    kind: z.enum(TIMELINE_KINDS),
    reference: z.string().meta({ description: 'The job, invoice, notice or payment number, the message\'s recipient, the passage\'s plate' }),
    detail: z.string().meta({ description: 'The job\'s status and summary, the invoice\'s stage and status, the message\'s purpose, ...' }),
    amount: z.number().int().nullable().meta({ description: 'Satang, when the record carries an amount' }),
    customerId: z.string().nullable(),
    plate: z.string().nullable(),
    province: z.string().nullable(),
  })
  .meta({ id: 'ConsoleTimelineEntry' });

export const ZTimelineQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }).strict();

export const ZTimelineSchema = z.object({ entries: z.array(ZTimelineEntrySchema).meta({ description: 'Newest first' }) });

export const ZConsoleVehicleSchema = z.object({
  plate: z.string(),
  province: z.string(),
  owner: z.string().meta({ description: 'The member\'s display name' }),
  email: z.string().nullable(),
});

export const ZConsoleVehiclesSchema = z.object({ vehicles: z.array(ZConsoleVehicleSchema).meta({ description: 'ACTIVE member vehicles, by owner and plate' }) });

export const ZWorldResetSchema = z.object({ now: z.string().meta({ description: 'The simulated clock after the reset: wall time' }) });

export type TNextEvent = z.infer<typeof ZNextEventSchema>;
export type TConsoleOverview = z.infer<typeof ZConsoleOverviewSchema>;
export type TTimelineEntry = z.infer<typeof ZTimelineEntrySchema>;
export type TTimeline = z.infer<typeof ZTimelineSchema>;
export type TConsoleVehicle = z.infer<typeof ZConsoleVehicleSchema>;
export type TWorldReset = z.infer<typeof ZWorldResetSchema>;
