import { MAX_DURATION_MS, parseDuration, parseInstant } from './time-text';

const ms = (text: string) => {
  const parsed = parseDuration(text);
  return parsed.ok ? parsed.value : parsed.message;
};

describe('parseDuration', () => {
  it('reads each unit and combinations in the order days, hours, minutes, seconds', () => {
    expect(ms('1d')).toBe(86_400_000);
    expect(ms('2h')).toBe(7_200_000);
    expect(ms('30m')).toBe(1_800_000);
    expect(ms('45s')).toBe(45_000);
    expect(ms('1d12h30m15s')).toBe(86_400_000 + 43_200_000 + 1_800_000 + 15_000);
  });

  it('takes 0 as the same instant, and 366 days as the longest step', () => {
    expect(ms('0s')).toBe(0);
    expect(ms('366d')).toBe(MAX_DURATION_MS);
    expect(ms('365d24h')).toBe(MAX_DURATION_MS);
  });

  it.each(['', '1', 'd', '-1d', '1.5d', '1w', '1h1d', '1d1d', ' 1d', '367d', '366d1s'])('refuses %p with a message', (text) => {
    expect(typeof ms(text)).toBe('string');
  });
});

describe('parseInstant', () => {
  it('reads a Bangkok local time by its offset', () => {
    const parsed = parseInstant('2026-11-03T08:00:00+07:00');
    expect(parsed.ok && parsed.value.toISOString()).toBe('2026-11-03T01:00:00.000Z');
  });

  it.each(['2026-11-03T08:00:00', '2026-11-03', '2026-13-03T08:00:00+07:00', 'tomorrow'])(
    'refuses %p: an instant needs a valid date and its offset',
    (text) => {
      expect(parseInstant(text).ok).toBe(false);
    },
  );
});
