import { mayGiveKeptAnswer } from './kept-answer';

describe('a kept answer', () => {
  const kept = { version: '7301', builtAt: 1_000_000 };
  const at = (now: number, version = '7301') => mayGiveKeptAnswer(kept, { version, now, maxAgeMs: 60_000 });

  it('is given again under its version from the instant it was built until 60 seconds less a millisecond later', () => {
    expect(at(1_000_000)).toBe(true);
    expect(at(1_059_999)).toBe(true);
    expect(at(1_060_000)).toBe(false);
  });

  it('is not given under another version, nor once the clock stands before it was built', () => {
    expect(at(1_000_001, '7302')).toBe(false);
    expect(at(999_999)).toBe(false);
  });
});
