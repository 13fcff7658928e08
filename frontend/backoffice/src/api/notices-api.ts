import type { TNotice } from '@mflow/contracts/billing/notice.contract';
import type { StaffApiClient } from './staff-api-client';

/**
 * A toll notice read as the letter's holder reads it, by its number with the plate: the staff API
 * has no notice read of its own, and an appeal records the plate it was filed with.
 */
const NOTICE_LOOKUP = '/invoiceservice/api/v1/public/notices/lookup';

export function lookupNotice(
  api: StaffApiClient,
  request: { noticeNo: string; plate: string; province: string },
  signal?: AbortSignal,
): Promise<TNotice> {
  return api.request<TNotice>(NOTICE_LOOKUP, { method: 'POST', auth: 'accessKey', body: request, signal });
}
