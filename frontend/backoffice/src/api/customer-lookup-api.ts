import type { TCustomerMatchList, TCustomerOverview } from '@mflow/contracts/staff/customer-lookup.contract';
import type { StaffApiClient } from './staff-api-client';

const BASE = '/staffservice/api/v1/customers';

export type CustomerLookupField = 'email' | 'mobile' | 'plate' | 'invoiceNo';

export function findCustomers(
  api: StaffApiClient,
  by: CustomerLookupField,
  value: string,
  signal?: AbortSignal,
): Promise<TCustomerMatchList> {
  return api.request<TCustomerMatchList>(`${BASE}?${new URLSearchParams({ [by]: value })}`, { auth: 'staff', signal });
}

export function customerOverview(api: StaffApiClient, customerId: string, signal?: AbortSignal): Promise<TCustomerOverview> {
  return api.request<TCustomerOverview>(`${BASE}/${encodeURIComponent(customerId)}`, { auth: 'staff', signal });
}
