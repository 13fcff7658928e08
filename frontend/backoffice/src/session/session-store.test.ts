import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { createSessionStore, STAFF_SESSION_KEY } from './session-store';

const SESSION = { token: 'jwt', staffId: 'S1', email: 'staff@mflow.local', displayName: 'Reviewer', roles: ['APPROVER' as const] };

describe('staff session store', () => {
  it('keeps the session under its own key, apart from the customer portal token', () => {
    const store = createMemoryStore({ accessToken: 'customer-jwt' });
    const sessions = createSessionStore(store);
    expect(sessions.current()).toBeUndefined();
    sessions.start(SESSION);
    expect(JSON.parse(store.getItem(STAFF_SESSION_KEY) ?? '')).toEqual(SESSION);
    expect(store.getItem('accessToken')).toBe('customer-jwt');
    expect(createSessionStore(store).current()).toEqual(SESSION);
  });

  it('remembers why the session ended, once, and tells its listeners', () => {
    const sessions = createSessionStore(createMemoryStore());
    const listener = jest.fn();
    sessions.subscribe(listener);
    sessions.start(SESSION);
    sessions.end('expired');
    sessions.end('signedOut');
    expect(sessions.current()).toBeUndefined();
    expect(sessions.lastEnd()).toBe('expired');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a stored value it did not write', () => {
    expect(createSessionStore(createMemoryStore({ [STAFF_SESSION_KEY]: 'not json' })).current()).toBeUndefined();
    expect(createSessionStore(createMemoryStore({ [STAFF_SESSION_KEY]: '{"token":1}' })).current()).toBeUndefined();
    const { roles: _roles, ...withoutRoles } = SESSION;
    expect(createSessionStore(createMemoryStore({ [STAFF_SESSION_KEY]: JSON.stringify(withoutRoles) })).current()).toBeUndefined();
    expect(
      createSessionStore(createMemoryStore({ [STAFF_SESSION_KEY]: JSON.stringify({ ...SESSION, roles: ['OWNER'] }) })).current(),
    ).toBeUndefined();
  });

  it('follows a sign-out made in another tab', () => {
    const store = createMemoryStore();
    const sessions = createSessionStore(store);
    sessions.start(SESSION);
    store.removeItem(STAFF_SESSION_KEY);
    sessions.reload();
    expect(sessions.current()).toBeUndefined();
    expect(sessions.lastEnd()).toBe('signedOut');
  });
});
