import { CronExpressionParser } from 'cron-parser';
import { testRandom } from '../../test/test-random';
import { checkSchedule, scheduledInstants } from './job-schedule';

const instants = (schedule: string, after: string, upTo: string) =>
  scheduledInstants({ schedule, seed: 'test-job', after: new Date(after), upTo: new Date(upTo) }).map((instant) => instant.toISOString());

describe('job schedules, read in Bangkok time', () => {
  it('puts a midnight schedule at 00:00 Bangkok, which is 17:00 UTC the day before', () => {
    expect(instants('0 0 * * *', '2026-11-16T23:59:59+07:00', '2026-11-18T00:00:00+07:00')).toEqual([
      '2026-11-16T17:00:00.000Z',
      '2026-11-17T17:00:00.000Z',
    ]);
  });

  it('counts instants strictly after the start and up to the end included', () => {
    expect(instants('0 0 * * *', '2026-11-17T00:00:00+07:00', '2026-11-18T00:00:00+07:00')).toEqual(['2026-11-17T17:00:00.000Z']);
    expect(instants('0 0 * * *', '2026-11-17T00:00:00.001+07:00', '2026-11-17T23:59:59.999+07:00')).toEqual([]);
  });

  it('cuts on the 1st and the 16th across month and year ends', () => {
    expect(instants('0 0 1,16 * *', '2026-10-31T23:59:00+07:00', '2027-01-01T00:00:00+07:00')).toEqual([
      '2026-10-31T17:00:00.000Z',
      '2026-11-15T17:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-12-15T17:00:00.000Z',
      '2026-12-31T17:00:00.000Z',
    ]);
  });

  it('finds the last day of months of 31, 30, 28 and 29 days', () => {
    expect(instants('0 0 L * *', '2027-01-15T00:00:00+07:00', '2027-05-01T00:00:00+07:00')).toEqual([
      '2027-01-30T17:00:00.000Z',
      '2027-02-27T17:00:00.000Z',
      '2027-03-30T17:00:00.000Z',
      '2027-04-29T17:00:00.000Z',
    ]);
    expect(instants('0 0 L 2 *', '2028-01-01T00:00:00+07:00', '2028-12-31T00:00:00+07:00')).toEqual(['2028-02-28T17:00:00.000Z']);
  });

  it('runs an evening schedule on the Bangkok day, whatever the UTC date', () => {
    expect(instants('0 18 * * *', '2026-11-30T12:00:00+07:00', '2026-12-01T19:00:00+07:00')).toEqual([
      '2026-11-30T11:00:00.000Z',
      '2026-12-01T11:00:00.000Z',
    ]);
  });

  it('reads the day of the week in Bangkok: 01:00 on Monday there is Sunday 18:00 UTC', () => {
    expect(instants('0 1 * * 1', '2026-11-22T00:00:00+07:00', '2026-12-01T00:00:00+07:00')).toEqual([
      '2026-11-22T18:00:00.000Z',
      '2026-11-29T18:00:00.000Z',
    ]);
  });

  it('gives no instant for an empty or backward span', () => {
    expect(instants('* * * * *', '2026-11-17T00:00:00+07:00', '2026-11-17T00:00:00+07:00')).toEqual([]);
    expect(instants('* * * * *', '2026-11-17T00:00:00+07:00', '2026-11-16T00:00:00+07:00')).toEqual([]);
  });

  it('computes hashed (H) fields the same way for the same job, on every instance', () => {
    const first = instants('H H * * *', '2026-11-16T00:00:00+07:00', '2026-11-19T00:00:00+07:00');
    expect(first).toHaveLength(3);
    expect(instants('H H * * *', '2026-11-16T00:00:00+07:00', '2026-11-19T00:00:00+07:00')).toEqual(first);
  });

  it('refuses what is not a cron expression', () => {
    for (const schedule of ['', '   ', '0 0', 'every day', '61 * * * *', '0 0 31 2 *']) {
      expect(() => checkSchedule(schedule, 'test-job')).toThrow();
    }
    expect(() => checkSchedule('every day', 'test-job')).toThrow('"every day" is not a cron expression of five or six fields');
    expect(() => checkSchedule('0 0 1,16 * *', 'test-job')).not.toThrow();
    expect(instants(' 0 0 * * * ', '2026-11-16T23:59:59+07:00', '2026-11-17T00:00:00+07:00')).toEqual(['2026-11-16T17:00:00.000Z']);
    expect(() => checkSchedule('@daily', 'test-job')).not.toThrow();
  });
});

describe('job schedules walked by day', () => {
  /** cron-parser's own answer in the Asia/Bangkok zone: what the schedules mean, computed the slow way. */
  function inBangkok(schedule: string, after: Date, upTo: Date): string[] {
    const expression = CronExpressionParser.parse(schedule.trim(), {
      tz: 'Asia/Bangkok',
      hashSeed: 'test-job',
      currentDate: after,
      endDate: upTo,
    });
    const found: string[] = [];
    while (expression.hasNext()) found.push(expression.next().toDate().toISOString());
    return found;
  }

  const SCHEDULES = [
    // the jobs' own
    '15 * * * *',
    '0 * * * *',
    '10 * * * *',
    '30 */3 * * *',
    '0 0 * * *',
    '5 0 * * *',
    '10 0 * * *',
    '0 2 * * *',
    '20 2 * * *',
    '40 3 * * *',
    '0 9 * * *',
    '0 18 * * *',
    '0 21 * * *',
    '0 0 1,16 * *',
    // what a job might be given
    '*/20 8-17 * * 1-5',
    '0 0 13 * 5',
    '0 0 * * 7',
    '0 12 * * 0,6',
    '30 6 * 2 *',
    '0 0 29 2 *',
    '15 10 1 1,7 *',
    'H H * * *',
    '30 0 0 * * *',
    '@weekly',
  ];

  it('finds the instants cron-parser finds in the Bangkok zone, for any span', () => {
    const draw = testRandom();
    for (const schedule of SCHEDULES) {
      for (let span = 0; span < 5; span += 1) {
        const after = new Date(Date.UTC(2026, 0, 1) + draw.int(0, 3 * 365) * 86_400_000 + draw.int(0, 86_400_000));
        const upTo = new Date(after.getTime() + draw.int(0, 8 * 86_400_000));
        expect({ schedule, after, found: instants(schedule, after.toISOString(), upTo.toISOString()) }).toEqual({
          schedule,
          after,
          found: inBangkok(schedule, after, upTo),
        });
      }
    }
  });

  it('keeps instants strictly after the start and up to the end included, to the millisecond', () => {
    expect(instants('0 * * * *', '2026-11-17T10:00:00.000+07:00', '2026-11-17T12:00:00.000+07:00')).toEqual([
      '2026-11-17T04:00:00.000Z',
      '2026-11-17T05:00:00.000Z',
    ]);
    expect(instants('0 * * * *', '2026-11-17T09:59:59.999+07:00', '2026-11-17T10:59:59.999+07:00')).toEqual(['2026-11-17T03:00:00.000Z']);
  });
});
