import { firstAnswerDueOf, reopenRefusal, reopenUntilOf } from './complaint-rules';

const resolvedAt = new Date('2026-12-01T10:00:00+07:00');
const after = (ms: number) => new Date(resolvedAt.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe('complaint rules', () => {
  it('counts the first answer in business days on the calendar given', () => {
    // Friday 4 December 2026, Monday 7 December a holiday (Father's Day in lieu).
    expect(firstAnswerDueOf('2026-12-04', 3, new Set())).toBe('2026-12-09');
    expect(firstAnswerDueOf('2026-12-04', 3, new Set(['2026-12-07']))).toBe('2026-12-10');
  });

  it('reopens once, up to 14 days after the resolution to the second', () => {
    expect(reopenRefusal(resolvedAt, after(14 * DAY - 1000), 0)).toBeUndefined();
    expect(reopenRefusal(resolvedAt, after(14 * DAY), 0)).toBeUndefined();
    expect(reopenRefusal(resolvedAt, after(14 * DAY + 1000), 0)).toBe('WINDOW_PASSED');
    expect(reopenRefusal(resolvedAt, after(1000), 1)).toBe('ALREADY_REOPENED');
    expect(reopenRefusal(resolvedAt, after(1000), 2)).toBe('ALREADY_REOPENED');
  });

  it('names the last instant of the window: 14 days after the resolution', () => {
    expect(reopenUntilOf(resolvedAt).toISOString()).toBe('2026-12-15T03:00:00.000Z');
  });
});
