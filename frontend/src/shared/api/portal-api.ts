import { localStore } from '@mflow/ui/storage/browser-storage';
import { cryptoRandomBytes } from '@mflow/ui/api/transaction-id';
import { beginActivity } from '../loading/activity';
import { handleTokenExpired } from '../session/token-expiry';
import { observeServerTime } from '../time/server-clock';
import { createApiClient } from './api-client';
import { firstPathSegment } from './access-key-cache';
import { publishApiFailure } from './api-failures';

/**
 * The one API client of the running portal, wired to the browser. The build also imports it, with
 * no window, to draw the start-up frame from the same components; it makes no call there.
 */
export const portalApi = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  store: localStore,
  now: () => Date.now(),
  randomBytes: cryptoRandomBytes,
  segment: firstPathSegment(typeof window === 'undefined' ? '/' : window.location.pathname),
  reportFailure: publishApiFailure,
  tokenExpired: () => handleTokenExpired(localStore, (url) => window.location.assign(url)),
  trackActivity: beginActivity,
  observeServerTime,
});
