import type { TNotice } from '@mflow/contracts/billing/notice.contract';
import type { StaffApiClient } from './staff-api-client';

/** The case officers' read of a toll notice by its number, a member's or a visitor's (CASE_OFFICER, CASE_SUPERVISOR). */
const NOTICES = '/staffservice/api/v1/notices';

export function readNotice(api: StaffApiClient, noticeNo: string, signal?: AbortSignal): Promise<TNotice> {
  return api.request<TNotice>(`${NOTICES}/${encodeURIComponent(noticeNo)}`, { auth: 'staff', signal });
}
