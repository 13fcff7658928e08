import jwt from 'jsonwebtoken';
import { AppError } from '../errors/app-error';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createSessionManager, SESSION_IDLE_MS } from './sessions';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.items[0]?.code : String(error);
  }
}

describe('sessions', () => {
  it('accepts a token while the customer keeps calling and ends it after 30 idle minutes', async () => {
    const { token } = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-1' });
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(SESSION_IDLE_MS - 60_000);
      const principal = await t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' });
      expect(principal.subjectId).toBe('C-1');
    }
    t.clock.advance(SESSION_IDLE_MS + 1);
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0015');
  });

  it('ends a revoked session at once', async () => {
    const { token, sessionId } = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-2' });
    await t.sessions.revoke({ db: t.db, sessionId, reason: 'LOGOUT' });
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0015');
  });

  it('ends a session revoked after its token was last accepted, on the very next call', async () => {
    const { token, sessionId } = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-7' });
    expect((await t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' })).sessionId).toBe(sessionId);
    await t.sessions.revoke({ db: t.db, sessionId, reason: 'LOGOUT' });
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0015');
  });

  it('answers calls that arrive together each with its own session', async () => {
    const open = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-8' });
    const revoked = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-9' });
    const staff = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId: 'S-3' });
    await t.sessions.revoke({ db: t.db, sessionId: revoked.sessionId, reason: 'LOGOUT' });
    const asCustomer = (token: string) => t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' });
    const answers = await Promise.all([
      asCustomer(open.token).then((principal) => principal.subjectId),
      codeOf(asCustomer(revoked.token)),
      asCustomer(open.token).then((principal) => principal.sessionId),
      t.sessions.authenticate({ db: t.db, token: staff.token, subjectType: 'STAFF' }).then((principal) => principal.subjectId),
    ]);
    expect(answers).toEqual(['C-8', 'ERR_AUTH_0015', open.sessionId, 'S-3']);
  });

  it('does not take a staff token already accepted as staff for a customer one', async () => {
    const { token } = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId: 'S-2' });
    expect((await t.sessions.authenticate({ db: t.db, token, subjectType: 'STAFF' })).subjectId).toBe('S-2');
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0005');
  });

  it('does not take a staff token for a customer one, nor a forged or missing token', async () => {
    const { token } = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId: 'S-1' });
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0005');
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token: `${token}x`, subjectType: 'STAFF' }))).toBe('ERR_AUTH_0005');
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token: undefined, subjectType: 'STAFF' }))).toBe('ERR_AUTH_0004');
  });

  it('revokes every session of a subject, as closing an account needs', async () => {
    const first = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-3' });
    const second = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-3' });
    await t.sessions.revokeAllFor({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-3', reason: 'CLOSED' });
    for (const { token } of [first, second]) {
      expect(await codeOf(t.sessions.authenticate({ db: t.db, token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0015');
    }
  });

  it("can spare the caller's own session, as a password change does", async () => {
    const current = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-4' });
    const other = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-4' });
    await t.sessions.revokeAllFor({
      db: t.db,
      subjectType: 'CUSTOMER',
      subjectId: 'C-4',
      reason: 'PASSWORD_CHANGED',
      exceptSessionId: current.sessionId,
    });
    expect((await t.sessions.authenticate({ db: t.db, token: current.token, subjectType: 'CUSTOMER' })).sessionId).toBe(current.sessionId);
    expect(await codeOf(t.sessions.authenticate({ db: t.db, token: other.token, subjectType: 'CUSTOMER' }))).toBe('ERR_AUTH_0015');
  });

  it('refuses a token whose claims were changed after signing, and one past its signed lifetime', async () => {
    const secret = 'a-test-secret-that-is-long-enough-for-hs256';
    const sessions = createSessionManager({ secret, clock: t.clock });
    const { token, sessionId } = await sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-5' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    const someoneElse = Buffer.from(JSON.stringify({ ...claims, sub: 'C-6' })).toString('base64url');
    expect(await codeOf(sessions.authenticate({ db: t.db, token: `${header}.${someoneElse}.${signature}`, subjectType: 'CUSTOMER' }))).toBe(
      'ERR_AUTH_0005',
    );
    const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
    const signed = (lifetime: { iat: number; exp: number }) =>
      jwt.sign({ sid: sessionId, ...lifetime }, secret, { algorithm: 'HS256', audience: 'mflow-customer', subject: 'C-5' });
    expect(
      await codeOf(
        sessions.authenticate({ db: t.db, token: signed({ iat: nowSeconds - 3600, exp: nowSeconds - 1 }), subjectType: 'CUSTOMER' }),
      ),
    ).toBe('ERR_AUTH_0015');
    // Signed with the secret as a plain string, as tokens were before a restart: still good.
    const earlier = signed({ iat: nowSeconds, exp: nowSeconds + 3600 });
    expect((await sessions.authenticate({ db: t.db, token: earlier, subjectType: 'CUSTOMER' })).sessionId).toBe(sessionId);
  });
});
