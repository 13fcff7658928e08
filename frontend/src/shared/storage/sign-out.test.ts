import { createMemoryStore as fakeStore } from '@mflow/ui/storage/browser-storage';
import { clearStoredSession } from './sign-out';

const signedIn = {
  customerId: 'C1',
  email: 'somchai@example.com',
  displayName: 'Somchai Jaidee',
  point: '120',
  profileImage: 'avatar.png',
  accessToken: 'jwt',
  accountType: 'Individual',
  languageCode: 'EN',
  currentPath: '/knowledge',
  'accessKey:mflow': '{"accessKey":"k","expiresAt":1}',
};

describe('clearStoredSession', () => {
  it('keeps everything but the profile image, token, account type and customer id when a remember-me username is stored', () => {
    const store = fakeStore({ ...signedIn, rememberUsername: 'somchai@example.com' });
    clearStoredSession(store);
    expect(store.snapshot()).toEqual({
      email: 'somchai@example.com',
      displayName: 'Somchai Jaidee',
      point: '120',
      languageCode: 'EN',
      currentPath: '/',
      'accessKey:mflow': '{"accessKey":"k","expiresAt":1}',
      rememberUsername: 'somchai@example.com',
    });
  });

  it('clears all local storage when no remember-me username is stored', () => {
    const store = fakeStore(signedIn);
    clearStoredSession(store);
    expect(store.snapshot()).toEqual({ currentPath: '/' });
  });
});
