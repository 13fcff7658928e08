import { z } from 'zod';
import { text } from '../rules/text';

export const JOB_RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;

const ZJobRunStatusSchema = z.enum(JOB_RUN_STATUSES);

/** Job names are kebab-case words (`billing-cut`), short enough to read in a list. */
export const ZJobNameSchema = text()
  .max(64)
  .regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/)
  .meta({ example: 'billing-cut' });

/** What a job reports about one run: a few counts or flags, not its data. */
const ZJobSummarySchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).meta({ example: { invoices: 1250 } });

export const ZJobRunSchema = z
  .object({
    job: ZJobNameSchema,
    scheduledFor: z.string().meta({ description: 'ISO 8601 instant the run was scheduled for; the job works as of this instant' }),
    status: ZJobRunStatusSchema.meta({
      description: 'RUNNING while under way (or when its instance stopped mid-run), then DONE or FAILED',
    }),
    startedAt: z.string().meta({ description: 'ISO 8601 instant, on the injected clock, when the latest attempt started' }),
    finishedAt: z.string().nullable(),
    attempts: z.number().int().meta({ description: 'How many times the run was started: a crashed or failed run is started again' }),
    instance: z.string().meta({ description: 'The backend instance of the latest attempt (host/process/runner)' }),
    summary: ZJobSummarySchema.nullable().meta({ description: 'What the job reported, once DONE' }),
    error: z.string().nullable().meta({ description: 'Why the latest attempt failed, while FAILED' }),
  })
  .meta({ id: 'JobRun' });

export const ZJobRunListQuerySchema = z
  .object({
    job: ZJobNameSchema.optional(),
    status: ZJobRunStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

export const ZJobRunListSchema = z.object({
  items: z.array(ZJobRunSchema).meta({ description: 'Newest scheduled instant first' }),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export type TJobRunStatus = z.infer<typeof ZJobRunStatusSchema>;
export type TJobSummary = z.infer<typeof ZJobSummarySchema>;
export type TJobRun = z.infer<typeof ZJobRunSchema>;
export type TJobRunList = z.infer<typeof ZJobRunListSchema>;
