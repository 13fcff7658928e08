import type { StaffApiClient } from './staff-api-client';
import type { CustomerStatus, Decision, MasterItem, RegistrationDetail, RegistrationList, StaffSignIn } from './staff-types';

const BASE = '/staffservice/api/v1';

export const QUEUE_PAGE_SIZE = 20;

export function signInStaff(api: StaffApiClient, credentials: { email: string; password: string }): Promise<StaffSignIn> {
  return api.request<StaffSignIn>(`${BASE}/auth`, { method: 'POST', body: credentials, auth: 'accessKey' });
}

export function signOutStaff(api: StaffApiClient): Promise<unknown> {
  return api.request(`${BASE}/logout`, { auth: 'staff', quiet: true });
}

export function listRegistrations(api: StaffApiClient, query: { status: CustomerStatus; page: number }, signal?: AbortSignal): Promise<RegistrationList> {
  const search = new URLSearchParams({ status: query.status, page: String(query.page), size: String(QUEUE_PAGE_SIZE) });
  return api.request<RegistrationList>(`${BASE}/registrations?${search}`, { auth: 'staff', signal });
}

export function getRegistration(api: StaffApiClient, customerId: string, signal?: AbortSignal): Promise<RegistrationDetail> {
  return api.request<RegistrationDetail>(`${BASE}/registrations/${encodeURIComponent(customerId)}`, { auth: 'staff', signal });
}

export function approveRegistration(api: StaffApiClient, customerId: string): Promise<Decision> {
  return api.request<Decision>(`${BASE}/registrations/${encodeURIComponent(customerId)}/approve`, { method: 'POST', auth: 'staff' });
}

export function rejectRegistration(api: StaffApiClient, customerId: string, reason: string): Promise<Decision> {
  return api.request<Decision>(`${BASE}/registrations/${encodeURIComponent(customerId)}/reject`, { method: 'POST', body: { reason }, auth: 'staff' });
}

/** A master list (names of codes); it needs an access key, as staff tokens are not customer tokens. */
export function masterList(api: StaffApiClient, name: string, parent: string | undefined, accessKey: string): Promise<{ items: MasterItem[] }> {
  const search = parent ? `?${new URLSearchParams({ parent })}` : '';
  return api.request<{ items: MasterItem[] }>(`/customerservice/api/v1/master/${name}${search}`, { auth: { accessKey } });
}
