import { z } from 'zod';
import { ZJobRunSchema } from '../jobs/job-run.contract';

export const ZClockSchema = z.object({ now: z.string().meta({ description: 'ISO 8601 instant' }) });

export const ZClockMoveRequestSchema = z.object({ now: z.iso.datetime({ offset: true }) }).strict();

export const ZClockMoveResponseSchema = ZClockSchema.extend({
  runs: z.array(ZJobRunSchema).meta({
    description:
      'The job runs that fell due up to the new time, in the order they ran (scheduled instant, then job order), each DONE or FAILED; ' +
      'runs another instance performed meanwhile are listed too',
  }),
});

export type TClockMoveResponse = z.infer<typeof ZClockMoveResponseSchema>;
