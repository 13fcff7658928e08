import { randomInt } from 'node:crypto';

/**
 * Test data drawn at random (plates, chassis and ID numbers, contacts, references) from a seeded
 * generator, so that a failing run's data can be drawn again: the jest factories (test-random.ts)
 * and the browser tests (e2e/support/random.ts) draw from here. Not for anything the product itself
 * keeps secret: it is mulberry32, small and predictable.
 */
export type TDraws = {
  /** A whole number from `min` (included) to `max` (excluded), as node:crypto's randomInt. */
  int(min: number, max: number): number;
  digits(count: number): string;
  hex(count: number): string;
  pick<T>(choices: readonly T[]): T;
};

/** A seed for a run that was given none. */
export const newRunSeed = () => String(randomInt(1, 2 ** 31));

/** FNV-1a: spreads the seed's parts over 32 bits. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

/** The same draws for the same parts: the run's seed and what tells one stream from another (a file, a test). */
export function seededDraws(...parts: string[]): TDraws {
  let state = hash(parts.join('\u0000'));
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min));
  return {
    int,
    digits: (count) => Array.from({ length: count }, () => int(0, 10)).join(''),
    hex: (count) => Array.from({ length: count }, () => int(0, 16).toString(16)).join(''),
    pick: (choices) => {
      if (choices.length === 0) throw new Error('nothing to pick from');
      return choices[int(0, choices.length)] as (typeof choices)[number];
    },
  };
}
