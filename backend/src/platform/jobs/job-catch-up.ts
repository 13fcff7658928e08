/**
 * How a job catches up when several of its instants are due at once (after a clock move, or an
 * instance that was down):
 * - `each`: every instant is run, in order. The default, and what the billing jobs need: each
 *   day's cut and each ladder step is its own work.
 * - `latest`: the job is a sweep, whose run at an instant does all the work due up to it (settle
 *   what expired by then, delete what is past retention by then), so of its instants due in a row
 *   only the last is run. A run of an `each` job ends the row: the sweep runs first as it would
 *   have live, so no `each` job sees its work undone.
 */
export type TCatchUp = 'each' | 'latest';

export type TDueRun = {
  /** The job's catch-up rule. */
  catchUp: TCatchUp;
  /** The job's name. */
  name: string;
  /** A run already started once (RUNNING or FAILED): it is run again as it is, never folded away. */
  started: boolean;
};

/**
 * The due runs to perform, from every due run in time order (ties in registration order): each
 * row of a `latest` job's fresh instants with no other run between them (of an `each` job, or one
 * started before) reduced to its last, placed where that last one stands. Order is otherwise unchanged.
 */
export function foldSweeps<T extends TDueRun>(due: readonly T[]): T[] {
  const kept: T[] = [];
  // The last fresh instant seen of each sweep since the last `each` run, by its index in `due`.
  const waiting = new Map<string, number>();
  const flush = () => {
    for (const index of [...waiting.values()].sort((a, b) => a - b)) kept.push(due[index] as T);
    waiting.clear();
  };
  due.forEach((run, index) => {
    if (run.catchUp === 'latest' && !run.started) {
      waiting.set(run.name, index);
      return;
    }
    // Anything else ends the row, so the sweeps waiting run before it and the order holds.
    flush();
    kept.push(run);
  });
  flush();
  return kept;
}
