import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { LOCAL_KEYS, SIGN_OUT_KEYS_WHEN_REMEMBERED } from './storage-keys';

/**
 * requirements/portal-shell.md#sign-out: with a remember-me username only the profile image, token, account type and customer id go,
 * so the login form can still offer the username; otherwise everything stored locally goes.
 * The stored path is reset either way.
 */
export function clearStoredSession(store: KeyValueStore): void {
  if (store.getItem(LOCAL_KEYS.rememberUsername)) {
    for (const key of SIGN_OUT_KEYS_WHEN_REMEMBERED) store.removeItem(key);
  } else {
    store.clear();
  }
  store.setItem(LOCAL_KEYS.currentPath, '/');
}
