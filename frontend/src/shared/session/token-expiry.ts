import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { clearStoredSession } from '../storage/sign-out';
import { LOCAL_KEYS } from '../storage/storage-keys';

export const PORTAL_ROOT = '/mflow/';

/**
 * requirements/error-messages.md#session-expired, ERR_AUTH_0015: several calls in flight can all fail with an expired token; only the first
 * signs out, sets the marker and goes to the root, so the user is sent there (and told) once.
 */
export function handleTokenExpired(store: KeyValueStore, go: (url: string) => void): void {
  if (store.getItem(LOCAL_KEYS.tokenExpired)) return;
  clearStoredSession(store);
  store.setItem(LOCAL_KEYS.tokenExpired, 'true');
  go(PORTAL_ROOT);
}
