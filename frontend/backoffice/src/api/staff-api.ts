import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import type { TMasterListResponse } from '@mflow/contracts/master/master.contract';
import type {
  TDecisionResponse,
  TRegistrationDetail,
  TRegistrationList,
  TStaffSignInResponse,
} from '@mflow/contracts/staff/staff.contract';
import type {
  TVehicleDecisionResponse,
  TVehicleQueue,
  TVehicleRejectRequest,
  TVehicleReview,
} from '@mflow/contracts/vehicle/vehicle-review.contract';
import type { StaffApiClient } from './staff-api-client';

const BASE = '/staffservice/api/v1';

export const QUEUE_PAGE_SIZE = 20;

export function signInStaff(api: StaffApiClient, credentials: { email: string; password: string }): Promise<TStaffSignInResponse> {
  return api.request<TStaffSignInResponse>(`${BASE}/auth`, { method: 'POST', body: credentials, auth: 'accessKey' });
}

export function signOutStaff(api: StaffApiClient): Promise<unknown> {
  return api.request(`${BASE}/logout`, { auth: 'staff', quiet: true });
}

export function listRegistrations(
  api: StaffApiClient,
  query: { status: TCustomerStatus; page: number },
  signal?: AbortSignal,
): Promise<TRegistrationList> {
  const search = new URLSearchParams({ status: query.status, page: String(query.page), size: String(QUEUE_PAGE_SIZE) });
  return api.request<TRegistrationList>(`${BASE}/registrations?${search}`, { auth: 'staff', signal });
}

export function getRegistration(api: StaffApiClient, customerId: string, signal?: AbortSignal): Promise<TRegistrationDetail> {
  return api.request<TRegistrationDetail>(`${BASE}/registrations/${encodeURIComponent(customerId)}`, { auth: 'staff', signal });
}

export function approveRegistration(api: StaffApiClient, customerId: string): Promise<TDecisionResponse> {
  return api.request<TDecisionResponse>(`${BASE}/registrations/${encodeURIComponent(customerId)}/approve`, {
    method: 'POST',
    auth: 'staff',
  });
}

export function rejectRegistration(api: StaffApiClient, customerId: string, reason: string): Promise<TDecisionResponse> {
  return api.request<TDecisionResponse>(`${BASE}/registrations/${encodeURIComponent(customerId)}/reject`, {
    method: 'POST',
    body: { reason },
    auth: 'staff',
  });
}

/** A master list (names of codes); it needs an access key, as staff tokens are not customer tokens. */
export function masterList(api: StaffApiClient, name: string, parent: string | undefined, accessKey: string): Promise<TMasterListResponse> {
  const search = parent ? `?${new URLSearchParams({ parent })}` : '';
  return api.request<TMasterListResponse>(`/customerservice/api/v1/master/${name}${search}`, { auth: { accessKey } });
}

/** The vehicle approval queue: new, resubmitted and changed vehicles, oldest first. */
export function listVehicleQueue(api: StaffApiClient, query: { page: number }, signal?: AbortSignal): Promise<TVehicleQueue> {
  const search = new URLSearchParams({ page: String(query.page), size: String(QUEUE_PAGE_SIZE) });
  return api.request<TVehicleQueue>(`${BASE}/vehicles?${search}`, { auth: 'staff', signal });
}

export function getVehicleReview(api: StaffApiClient, vehicleId: string, signal?: AbortSignal): Promise<TVehicleReview> {
  return api.request<TVehicleReview>(`${BASE}/vehicles/${encodeURIComponent(vehicleId)}`, { auth: 'staff', signal });
}

export function approveVehicle(api: StaffApiClient, vehicleId: string): Promise<TVehicleDecisionResponse> {
  return api.request<TVehicleDecisionResponse>(`${BASE}/vehicles/${encodeURIComponent(vehicleId)}/approve`, {
    method: 'POST',
    auth: 'staff',
  });
}

export function rejectVehicle(api: StaffApiClient, vehicleId: string, body: TVehicleRejectRequest): Promise<TVehicleDecisionResponse> {
  return api.request<TVehicleDecisionResponse>(`${BASE}/vehicles/${encodeURIComponent(vehicleId)}/reject`, {
    method: 'POST',
    body,
    auth: 'staff',
  });
}
