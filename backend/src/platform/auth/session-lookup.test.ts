import { createTestApp, type TTestApp } from '../../test/test-app';
import { createSessionLookup } from './session-lookup';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('session lookup', () => {
  it('answers lookups made together each with its own row, and nothing for unknown or malformed ids', async () => {
    const first = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-10' });
    const second = await t.sessions.open({ db: t.db, subjectType: 'STAFF', subjectId: 'S-10' });
    const lookUp = createSessionLookup(t.db);
    const found = await Promise.all([
      lookUp(first.sessionId),
      lookUp(second.sessionId.toUpperCase()),
      lookUp('00000000-0000-4000-8000-000000000000'),
      lookUp('not-a-session-id'),
      lookUp(first.sessionId),
    ]);
    expect(found.map((session) => session?.subjectId)).toEqual(['C-10', 'S-10', undefined, undefined, 'C-10']);
  });

  it('answers a lookup made after an earlier batch with what is stored by then', async () => {
    const { sessionId } = await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: 'C-11' });
    const lookUp = createSessionLookup(t.db);
    expect((await lookUp(sessionId))?.revokedAt).toBeNull();
    await t.sessions.revoke({ db: t.db, sessionId, reason: 'LOGOUT' });
    expect((await lookUp(sessionId))?.revokedAt).toEqual(t.clock.now());
  });
});
