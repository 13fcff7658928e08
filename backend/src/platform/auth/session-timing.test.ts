import {
  epochSeconds,
  isSessionOver,
  isTouchDue,
  SESSION_IDLE_MS,
  sessionExpiresAt,
  sessionIdleSeconds,
  tokenLifetimeSeconds,
} from './session-timing';

const at = (iso: string) => new Date(iso);

describe('session timing', () => {
  it('counts whole epoch seconds, as JWT claims do', () => {
    expect(epochSeconds(at('2026-11-16T00:00:00.000Z'))).toBe(1_794_787_200);
    expect(epochSeconds(at('2026-11-16T00:00:00.999Z'))).toBe(1_794_787_200);
    expect(epochSeconds(at('2026-11-16T00:00:01.000Z'))).toBe(1_794_787_201);
  });

  it('ends a session 8 hours after it opened, and signs its token for 28,800 seconds', () => {
    expect(sessionExpiresAt(at('2026-11-16T09:00:00+07:00'))).toEqual(at('2026-11-16T17:00:00+07:00'));
    expect(tokenLifetimeSeconds()).toBe(28_800);
  });

  it('requirements/constants.md#session-timeout: the idle timeout is 1,800,000 ms, 30 minutes, which a sign-in states as 1,800 seconds', () => {
    expect(SESSION_IDLE_MS).toBe(1_800_000);
    expect(sessionIdleSeconds()).toBe(1800);
  });

  describe('isSessionOver', () => {
    const session = { lastSeenAt: at('2026-11-16T09:00:00+07:00'), expiresAt: at('2026-11-16T17:00:00+07:00') };

    it('keeps a session idle for exactly 30 minutes, and ends it one millisecond later', () => {
      expect(isSessionOver(session, at('2026-11-16T09:29:59+07:00'))).toBe(false);
      expect(isSessionOver(session, at('2026-11-16T09:30:00+07:00'))).toBe(false);
      expect(isSessionOver(session, at('2026-11-16T09:30:00.001+07:00'))).toBe(true);
      expect(isSessionOver(session, at('2026-11-16T09:30:01+07:00'))).toBe(true);
    });

    it('ends an active session at its hard end, not a second before', () => {
      const active = { lastSeenAt: at('2026-11-16T16:50:00+07:00'), expiresAt: session.expiresAt };
      expect(isSessionOver(active, at('2026-11-16T16:59:59+07:00'))).toBe(false);
      expect(isSessionOver(active, at('2026-11-16T17:00:00+07:00'))).toBe(true);
    });
  });

  it('records activity once more than a minute has passed since the last record', () => {
    const lastSeenAt = at('2026-11-16T09:00:00+07:00');
    expect(isTouchDue(lastSeenAt, at('2026-11-16T09:00:59+07:00'))).toBe(false);
    expect(isTouchDue(lastSeenAt, at('2026-11-16T09:01:00+07:00'))).toBe(false);
    expect(isTouchDue(lastSeenAt, at('2026-11-16T09:01:00.001+07:00'))).toBe(true);
  });
});
