import type { ApiClient } from '../shared/api/api-client';
import { defaultPermissions, type MenuPermission } from '../shared/menu/menu-codes';
import { NON_LINE_PAYMENT_SEGMENT } from './route-table';

/** The three ways to start (requirements/portal-shell.md#start-up). */
export type StartupPath = 'nonLinePayment' | 'accessKeyOff' | 'accessKeyOn';

export type StartupResult = { statusPage: boolean; permissions: MenuPermission[] };

export const PAGE_CONFIG_PATH = '/masterservice/api/v1/page/config';
export const PAGE_PERMISSION_PATH = '/masterservice/api/v1/pagepermission';

function lastPathSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean).at(-1) ?? '';
}

export function startupPathFor(pathname: string, accessKeyFlag: string | undefined): StartupPath {
  if (lastPathSegment(pathname) === NON_LINE_PAYMENT_SEGMENT) return 'nonLinePayment';
  return accessKeyFlag === 'true' ? 'accessKeyOn' : 'accessKeyOff';
}

/** Paths 1 and 2 start at once: coming-soon off and the 24 default codes, all ACTIVE. */
export function immediateStartup(): StartupResult {
  return { statusPage: false, permissions: defaultPermissions() };
}

/** Path 3: an access key first, then page config and page permissions in parallel with it. */
export async function startWithAccessKey(api: Pick<ApiClient, 'request' | 'accessKeys'>, signal?: AbortSignal): Promise<StartupResult> {
  await api.accessKeys.get();
  const [config, permission] = await Promise.all([
    api.request<{ statusPage?: unknown }>(PAGE_CONFIG_PATH, { auth: 'accessKey', onError: 'silent', signal }),
    api.request<{ pages?: unknown }>(PAGE_PERMISSION_PATH, { auth: 'accessKey', onError: 'silent', signal }),
  ]);
  const pages = Array.isArray(permission.pages) ? (permission.pages as MenuPermission[]) : [];
  // requirements/wire-contract.md#calls: an empty permission list is a failure, not "everything switched off".
  if (pages.length === 0) throw new Error('page permission list is empty');
  return { statusPage: config.statusPage === true, permissions: pages };
}

/**
 * requirements/portal-shell.md#start-up has failures only logged and loading end only on success, which on its own would leave a
 * visitor on the loading view for good after one dropped request; trying again, ever more slowly,
 * keeps both rules and recovers when the service comes back.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}
