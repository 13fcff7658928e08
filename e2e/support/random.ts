/**
 * Random test data (plates, contacts, ID numbers, titles) drawn from a seeded generator of its own
 * for each test (backend/src/test/seeded-random.ts): the run's seed mixed with the test's title path
 * and repeat index. The run's seed is `E2E_SEED`, or one the global set-up draws and prints; workers
 * inherit it through their environment. A test that draws carries the seed as a text attachment,
 * which the list reporter prints when the test fails; `E2E_SEED=<seed>` draws the same data again.
 */
import { test, type TestInfo } from '@playwright/test';
import { newRunSeed, seededDraws, type TDraws } from '../../backend/src/test/seeded-random';

const SEED_VARIABLE = 'E2E_SEED';

export const replayHint = (seed: string) => `${SEED_VARIABLE}=${seed} draws the same test data again`;

/** The run's seed: chosen once, in the runner process, before any worker starts. */
export function runSeed(): string {
  const seed = process.env[SEED_VARIABLE] || newRunSeed();
  process.env[SEED_VARIABLE] = seed;
  return seed;
}

const drawsOfTest = new WeakMap<TestInfo, TDraws>();

function current(): TDraws {
  const info = test.info();
  let draws = drawsOfTest.get(info);
  if (!draws) {
    const seed = runSeed();
    draws = seededDraws(seed, ...info.titlePath, String(info.repeatEachIndex));
    drawsOfTest.set(info, draws);
    info.attachments.push({ name: 'test data seed', contentType: 'text/plain', body: Buffer.from(replayHint(seed)) });
  }
  return draws;
}

/** A whole number from `min` (included) to `max` (excluded). */
export const testInt = (min: number, max: number) => current().int(min, max);
export const testDigits = (count: number) => current().digits(count);
export const testHex = (count: number) => current().hex(count);
export const testPick = <T>(choices: readonly T[]): T => current().pick(choices);
