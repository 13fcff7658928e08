import { createFixedClock, isSettableClock, systemClock } from './clock';

describe('the movable clock of tests and simulation mode', () => {
  it('stands still until told, then is set, advanced by milliseconds, or moved by a function', async () => {
    const clock = createFixedClock(new Date('2026-11-16T09:00:00+07:00'));
    expect(clock.now()).toEqual(new Date('2026-11-16T09:00:00+07:00'));
    clock.advance(1_000);
    expect(clock.now()).toEqual(new Date('2026-11-16T09:00:01+07:00'));
    clock.set(new Date('2026-11-30T23:59:59+07:00'));
    expect(clock.now()).toEqual(new Date('2026-11-30T23:59:59+07:00'));
    const seen: Date[] = [];
    const moved = await clock.update((current) => {
      seen.push(current);
      return new Date(current.getTime() + 1_000);
    });
    expect(seen).toEqual([new Date('2026-11-30T23:59:59+07:00')]);
    expect(moved).toEqual(new Date('2026-12-01T00:00:00+07:00'));
    expect(clock.now()).toEqual(new Date('2026-12-01T00:00:00+07:00'));
  });

  it('hands out copies, so a caller changing a date cannot move the clock', () => {
    const clock = createFixedClock(new Date('2026-11-16T09:00:00+07:00'));
    clock.now().setTime(0);
    expect(clock.now()).toEqual(new Date('2026-11-16T09:00:00+07:00'));
  });

  it('tells a movable clock from the system clock', () => {
    expect(isSettableClock(createFixedClock(new Date('2026-11-16T09:00:00+07:00')))).toBe(true);
    expect(isSettableClock(systemClock)).toBe(false);
    expect(isSettableClock({ now: () => new Date(0) })).toBe(false);
  });

  it('the system clock reads wall time', () => {
    const before = Date.now();
    const read = systemClock.now().getTime();
    expect(read).toBeGreaterThanOrEqual(before);
    expect(read).toBeLessThanOrEqual(Date.now());
  });
});
