import path from 'node:path';
import { newRunSeed, seededDraws, type TDraws } from './seeded-random';

/** The variable that carries the run's seed to the test workers (set by global-setup.ts unless given). */
export const TEST_SEED_VARIABLE = 'TEST_SEED';

export const replayHint = (seed: string) => `${TEST_SEED_VARIABLE}=${seed} draws the same test data again`;

const ROOT = path.resolve(__dirname, '..', '..', '..');

let draws: TDraws | undefined;

/**
 * The test file's own draws, seeded from the run's seed and the file's path in the repository:
 * files that share the run's database draw different values, and the same seed draws the same
 * values again in any clone. Jest loads the factories once a test file, so each file starts afresh.
 */
export function testRandom(): TDraws {
  draws ??= seededDraws(runSeed(), path.relative(ROOT, expect.getState().testPath ?? ''));
  return draws;
}

/** The seed global-setup.ts chose (or was given); a worker started without it draws one of its own. */
function runSeed(): string {
  // The seed reaches the workers through their environment, as the database URL does.
  // eslint-disable-next-line n/no-process-env -- see above
  const env = process.env;
  const seed = env[TEST_SEED_VARIABLE] || newRunSeed();
  env[TEST_SEED_VARIABLE] = seed;
  return seed;
}
