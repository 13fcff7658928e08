import { isNewer, offsetFor, offsetOfPayload, payloadOf, timeAt } from './clock-offset';

const wallMs = Date.parse('2026-11-16T09:00:00+07:00');

describe('the simulation clock offset', () => {
  it('reads wall time plus the offset, backwards too', () => {
    expect(timeAt(wallMs, { offsetMs: 0 })).toEqual(new Date('2026-11-16T09:00:00+07:00'));
    expect(timeAt(wallMs, { offsetMs: 86_400_000 })).toEqual(new Date('2026-11-17T09:00:00+07:00'));
    expect(timeAt(wallMs, { offsetMs: -1_000 })).toEqual(new Date('2026-11-16T08:59:59+07:00'));
  });

  it('moves to a target by the difference from wall time, one version on', () => {
    expect(offsetFor(new Date('2026-11-16T09:00:01+07:00'), wallMs, { offsetMs: 0, version: 4 })).toEqual({ offsetMs: 1_000, version: 5 });
    expect(offsetFor(new Date('2026-11-15T09:00:00+07:00'), wallMs, undefined)).toEqual({ offsetMs: -86_400_000, version: 1 });
  });

  it('takes only a newer version, so a late notice never undoes a later move', () => {
    expect(isNewer({ offsetMs: 0, version: 3 }, { offsetMs: 5, version: 2 })).toBe(true);
    expect(isNewer({ offsetMs: 0, version: 2 }, { offsetMs: 5, version: 2 })).toBe(false);
    expect(isNewer({ offsetMs: 0, version: 1 }, { offsetMs: 5, version: 2 })).toBe(false);
  });

  it('carries a move in a notification as <version>:<offsetMs>, and ignores anything else', () => {
    expect(payloadOf({ version: 7, offsetMs: -1_000 })).toBe('7:-1000');
    expect(offsetOfPayload('7:-1000')).toEqual({ version: 7, offsetMs: -1_000 });
    expect(offsetOfPayload('12:86400000')).toEqual({ version: 12, offsetMs: 86_400_000 });
    expect(offsetOfPayload('7:')).toBeUndefined();
    expect(offsetOfPayload('x7:100')).toBeUndefined();
    expect(offsetOfPayload('7:100x')).toBeUndefined();
    expect(offsetOfPayload('-7:100')).toBeUndefined();
    expect(offsetOfPayload('7:1.5')).toBeUndefined();
    expect(offsetOfPayload(' 7:100')).toBeUndefined();
  });
});
