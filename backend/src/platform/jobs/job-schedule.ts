import { CronExpressionParser, type CronExpression } from 'cron-parser';

/**
 * Schedules read as a clock on the wall in Thailand: `0 0 1,16 * *` is 00:00 Bangkok time.
 * Thailand keeps +07:00 all year (no daylight saving since 1920), so a schedule is evaluated in UTC
 * on instants moved 7 hours ahead, and its instants moved back: the same instants as in the
 * Asia/Bangkok zone, several times faster to compute, which counts when a clock moved by a month
 * replays a month of hourly runs.
 */
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const wallOf = (instant: Date) => new Date(instant.getTime() + BANGKOK_OFFSET_MS);
const instantOf = (wall: Date) => new Date(wall.getTime() - BANGKOK_OFFSET_MS);

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
  return CronExpressionParser.parse(expression, {
    tz: 'UTC',
    hashSeed: seed,
    currentDate: options.after && wallOf(options.after),
    endDate: options.upTo && wallOf(options.upTo),
  });
}

/** Throws, naming the problem, when `schedule` is not a cron expression the runner can evaluate. */
export function checkSchedule(schedule: string, seed: string): void {
  parse(schedule, seed);
}

/** Every instant of the schedule strictly after `after` and at or before `upTo`, oldest first. */
export function scheduledInstants({ schedule, seed, after, upTo }: TInstantsOptions): Date[] {
  const expression = parse(schedule, seed, { after, upTo });
  const instants: Date[] = [];
  while (expression.hasNext()) instants.push(instantOf(expression.next().toDate()));
  return instants;
}
