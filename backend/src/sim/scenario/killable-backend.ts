import { createInterface } from 'node:readline';
import { exitAfterFailedStart, main } from '../../main';

/**
 * The backend as `npm start` runs it (main.ts's own main()), in a process that loads every module
 * first and then waits for its environment, one JSON line on stdin: the runner starts it before
 * the scenario's database exists, so that loading is off the scenario's time. A closed stdin
 * without a line means it is not wanted.
 */
const lines = createInterface({ input: process.stdin });
let started = false;
lines.once('line', (line) => {
  started = true;
  lines.close();
  // main() reads its configuration from the environment, as under `npm start`.
  // eslint-disable-next-line n/no-process-env -- the environment npm start would have had, given late
  Object.assign(process.env, JSON.parse(line) as Record<string, string>);
  main().catch(exitAfterFailedStart);
});
lines.once('close', () => {
  if (!started) process.exit(0);
});
