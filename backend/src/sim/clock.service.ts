import type { SettableClock } from '../platform/clock';
import { AppError } from '../platform/errors/app-error';

export type TMoveClockOptions = { clock: SettableClock; to: Date };

/**
 * Moves the simulated clock to an instant. Jobs and records assume time only moves forward; going
 * back would replay or undo billing, so an earlier instant is refused (ERR_SIM_0001). The check
 * runs against the time all instances agree on, under the clock's lock, so a stale instance
 * cannot move back a clock that another one has just moved on.
 */
export function moveClockForward({ clock, to }: TMoveClockOptions): Promise<Date> {
  return clock.update((current) => {
    if (to.getTime() < current.getTime()) throw new AppError('ERR_SIM_0001');
    return to;
  });
}
