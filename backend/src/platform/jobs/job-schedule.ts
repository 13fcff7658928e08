import { CronExpressionParser, type CronExpression } from 'cron-parser';

/** Schedules read as a clock on the wall in Thailand: `0 0 1,16 * *` is 00:00 Bangkok time. */
export const JOB_TIME_ZONE = 'Asia/Bangkok';

/** Five fields (minute to day of week), six with seconds first, or a predefined `@daily`-style name. */
const CRON_SHAPE = /^(@\w+|\S+(\s+\S+){4,5})$/;

export type TInstantsOptions = {
  schedule: string;
  /** Seeds the `H` (hashed) fields, so that every instance computes the same instants for the job. */
  seed: string;
  after: Date;
  upTo: Date;
};

function parse(schedule: string, seed: string, options: { after?: Date; upTo?: Date } = {}): CronExpression {
  const expression = schedule.trim();
  if (!CRON_SHAPE.test(expression)) throw new Error(`"${schedule}" is not a cron expression of five or six fields`);
  return CronExpressionParser.parse(expression, { tz: JOB_TIME_ZONE, hashSeed: seed, currentDate: options.after, endDate: options.upTo });
}

/** Throws, naming the problem, when `schedule` is not a cron expression the runner can evaluate. */
export function checkSchedule(schedule: string, seed: string): void {
  parse(schedule, seed);
}

/** Every instant of the schedule strictly after `after` and at or before `upTo`, oldest first. */
export function scheduledInstants({ schedule, seed, after, upTo }: TInstantsOptions): Date[] {
  if (upTo.getTime() <= after.getTime()) return [];
  const expression = parse(schedule, seed, { after, upTo });
  const instants: Date[] = [];
  while (expression.hasNext()) instants.push(expression.next().toDate());
  return instants;
}
