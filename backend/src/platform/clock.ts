/**
 * The one source of "now" for business rules. Production uses the system clock; simulation mode
 * uses a clock that testers and trainers can set and move, so billing scenarios replay exactly.
 */
export type Clock = {
  now(): Date;
};

export type SettableClock = Clock & {
  set(instant: Date): void;
  advance(milliseconds: number): void;
  isSimulated: true;
};

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that runs with real time from an offset, so a moved clock still ticks. */
export function createSimulatedClock(base: Clock = systemClock): SettableClock {
  let offsetMs = 0;
  return {
    isSimulated: true,
    now: () => new Date(base.now().getTime() + offsetMs),
    set(instant) {
      offsetMs = instant.getTime() - base.now().getTime();
    },
    advance(milliseconds) {
      offsetMs += milliseconds;
    },
  };
}

/** A clock that only moves when told to: for tests. */
export function createFixedClock(start: Date): SettableClock {
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
  };
}

export function isSettableClock(clock: Clock): clock is SettableClock {
  return (clock as Partial<SettableClock>).isSimulated === true;
}
