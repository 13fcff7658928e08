import type { TPrepaidAdjustmentRequest, TStaffPrepaidView } from '@mflow/contracts/payment/prepaid.contract';
import type { StaffApiClient } from '../../api/staff-api-client';

const pathOf = (customerId: string) => `/staffservice/api/v1/customers/${encodeURIComponent(customerId)}/prepaid`;

/** A member's prepaid account and a page of its journal (APPROVER, CALL_CENTRE). */
export function staffPrepaid(api: StaffApiClient, customerId: string, page: number, signal?: AbortSignal): Promise<TStaffPrepaidView> {
  return api.request<TStaffPrepaidView>(`${pathOf(customerId)}?${new URLSearchParams({ page: String(page) })}`, { auth: 'staff', signal });
}

/** A credit or debit with its reason (APPROVER); answers the account as it now is. */
export function adjustPrepaid(api: StaffApiClient, customerId: string, body: TPrepaidAdjustmentRequest): Promise<TStaffPrepaidView> {
  return api.request<TStaffPrepaidView>(`${pathOf(customerId)}/adjustments`, { method: 'POST', auth: 'staff', body });
}
