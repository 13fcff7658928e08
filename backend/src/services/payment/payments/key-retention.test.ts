import { keyRetentionCutoff } from './key-retention';

const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('the retention of an answered idempotency key', () => {
  it('keeps a key 24 hours: at 10:00:00 the next day, keys made before 10:00:00 today have expired', () => {
    expect(keyRetentionCutoff(bangkok('2026-11-17T10:00:00'))).toEqual(bangkok('2026-11-16T10:00:00'));
    expect(keyRetentionCutoff(bangkok('2026-11-17T10:00:01'))).toEqual(bangkok('2026-11-16T10:00:01'));
  });
});
