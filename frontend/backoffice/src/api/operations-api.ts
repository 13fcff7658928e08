import type { TMenuStatus } from '@mflow/contracts/master/master.contract';
import type { TOperationsSettings } from '@mflow/contracts/staff/operations.contract';
import type { StaffApiClient } from './staff-api-client';

const BASE = '/staffservice/api/v1/settings';

export function getOperationsSettings(api: StaffApiClient, signal?: AbortSignal): Promise<TOperationsSettings> {
  return api.request<TOperationsSettings>(BASE, { auth: 'staff', signal });
}

/** Each change answers every setting as it now stands. */
export function setMenuCode(api: StaffApiClient, code: string, status: TMenuStatus): Promise<TOperationsSettings> {
  return api.request<TOperationsSettings>(`${BASE}/page-permission/${encodeURIComponent(code)}`, {
    method: 'PUT',
    body: { status },
    auth: 'staff',
  });
}

export function setComingSoon(api: StaffApiClient, statusPage: boolean): Promise<TOperationsSettings> {
  return api.request<TOperationsSettings>(`${BASE}/page-config`, { method: 'PUT', body: { statusPage }, auth: 'staff' });
}

export function setMaintenance(api: StaffApiClient, enabled: boolean): Promise<TOperationsSettings> {
  return api.request<TOperationsSettings>(`${BASE}/maintenance`, { method: 'PUT', body: { enabled }, auth: 'staff' });
}
