import { cryptoRandomBytes } from '@mflow/ui/api/transaction-id';
import { localStore } from '@mflow/ui/storage/browser-storage';
import { createStaffApiClient } from '../api/staff-api-client';
import { readLanguage } from '../preferences/language';
import { createSessionStore } from '../session/session-store';

/** The staff session of this browser. */
export const staffSessions = createSessionStore(localStore);

/** The one API client of the running back-office, wired to the browser. */
export const staffApi = createStaffApiClient({
  fetch: (input, init) => window.fetch(input, init),
  now: () => Date.now(),
  randomBytes: cryptoRandomBytes,
  language: () => readLanguage(localStore),
  token: () => staffSessions.current()?.token,
  sessionEnded: () => staffSessions.end('expired'),
});
