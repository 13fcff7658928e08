import type { TClockMoveResponse } from '@mflow/contracts/sim/clock.contract';
import type { SettableClock } from '../platform/clock';
import { AppError } from '../platform/errors/app-error';
import type { TJobRunner } from '../platform/jobs/job-runner';

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

export type TAdvanceClockOptions = TMoveClockOptions & { jobs: TJobRunner };

/**
 * Moves the clock forward and runs every job run that fell due on the way, in order, before
 * answering, so that a tester sees the moved world complete: the cut invoices, the fees applied.
 */
export async function advanceClock({ clock, to, jobs }: TAdvanceClockOptions): Promise<TClockMoveResponse> {
  const now = await moveClockForward({ clock, to });
  const runs = await jobs.runDueJobs(now);
  return { now: now.toISOString(), runs };
}
