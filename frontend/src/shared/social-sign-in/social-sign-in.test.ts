import { createMemoryStore } from '@mflow/ui/storage/browser-storage';
import { keepSocialPrefill, socialPrefill, takePendingSocialSignIn } from './social-sign-in';

describe('the social sign-in kept in the tab', () => {
  it('is taken once', () => {
    const store = createMemoryStore({ socialSignIn: JSON.stringify({ provider: 'google', purpose: 'SIGN_IN', browserKey: 'k' }) });
    expect(takePendingSocialSignIn(store)).toEqual({ provider: 'google', purpose: 'SIGN_IN', browserKey: 'k' });
    expect(takePendingSocialSignIn(store)).toBeUndefined();
  });

  it('is ignored when it is not what the portal wrote', () => {
    expect(
      takePendingSocialSignIn(createMemoryStore({ socialSignIn: '{"provider":"myspace","purpose":"SIGN_IN","browserKey":"k"}' })),
    ).toBeUndefined();
    expect(takePendingSocialSignIn(createMemoryStore({ socialSignIn: 'not json' }))).toBeUndefined();
  });

  it('prefills registration with the non-empty name and e-mail only', () => {
    const store = createMemoryStore();
    expect(socialPrefill(store)).toEqual({});
    keepSocialPrefill(store, { firstName: 'มาลี', lastName: '', email: 'malee@example.com' });
    expect(socialPrefill(store)).toEqual({ firstName: 'มาลี', email: 'malee@example.com' });
  });
});
