import type {
  TCreateStaffRequest,
  TStaffAccount,
  TStaffAccountList,
  TUpdateStaffRequest,
} from '@mflow/contracts/staff/staff-accounts.contract';
import type { TStaffAuditList } from '@mflow/contracts/staff/staff-audit.contract';
import type { StaffApiClient } from './staff-api-client';

const ACCOUNTS = '/staffservice/api/v1/staff/accounts';

export function listStaffAccounts(api: StaffApiClient, signal?: AbortSignal): Promise<TStaffAccountList> {
  return api.request<TStaffAccountList>(ACCOUNTS, { auth: 'staff', signal });
}

export function createStaffAccount(api: StaffApiClient, request: TCreateStaffRequest): Promise<TStaffAccount> {
  return api.request<TStaffAccount>(ACCOUNTS, { method: 'POST', body: request, auth: 'staff' });
}

export function updateStaffAccount(api: StaffApiClient, staffId: string, request: TUpdateStaffRequest): Promise<TStaffAccount> {
  return api.request<TStaffAccount>(`${ACCOUNTS}/${encodeURIComponent(staffId)}`, { method: 'PATCH', body: request, auth: 'staff' });
}

export function setStaffPassword(api: StaffApiClient, staffId: string, password: string): Promise<TStaffAccount> {
  return api.request<TStaffAccount>(`${ACCOUNTS}/${encodeURIComponent(staffId)}/password`, {
    method: 'PUT',
    body: { password },
    auth: 'staff',
  });
}

/** The audit search as the page's address holds it: only the filters set, and the page. */
export function searchStaffAudit(api: StaffApiClient, params: URLSearchParams, signal?: AbortSignal): Promise<TStaffAuditList> {
  return api.request<TStaffAuditList>(`/staffservice/api/v1/audit?${params}`, { auth: 'staff', signal });
}
