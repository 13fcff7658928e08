/**
 * The one source of "now" for business rules. Production uses the system clock; simulation mode
 * uses a clock that testers and trainers can move (platform/clock/database-clock.ts), so billing
 * scenarios replay exactly.
 */
export type Clock = {
  now(): Date;
};

/**
 * A clock of the simulated world. `update` hands `next` the current time and moves the clock to
 * what it returns; `next` may throw to refuse the move. Moving is asynchronous because the
 * simulation clock is shared by every instance through the database.
 */
export type SettableClock = Clock & {
  isSimulated: true;
  update(next: (current: Date) => Date): Promise<Date>;
};

/** A clock that only moves when told to, at once: for tests. */
export type TFixedClock = SettableClock & {
  set(instant: Date): void;
  advance(milliseconds: number): void;
};

/** Wall time: the one place where it enters the system. */
export const systemClock: Clock = {
  now: () => new Date(),
};

export function createFixedClock(start: Date): TFixedClock {
  let current = start.getTime();
  return {
    isSimulated: true,
    now: () => new Date(current),
    set(instant) {
      current = instant.getTime();
    },
    advance(milliseconds) {
      current += milliseconds;
    },
    async update(next) {
      current = next(new Date(current)).getTime();
      return new Date(current);
    },
  };
}

export function isSettableClock(clock: Clock): clock is SettableClock {
  return (clock as Partial<SettableClock>).isSimulated === true;
}
