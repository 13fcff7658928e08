import type { z } from 'zod';
import type { TNotice } from '@mflow/contracts/billing/notice.contract';
import type { ZTollNoticeListSchema } from '@mflow/contracts/billing/invoice.contract';
import { portalApi } from '../../../shared/api/portal-api';

/*
 * Toll notices by the number printed on the letter (requirements/notices-and-appeals.md): a
 * visitor's look-up with the plate, a member's own notices, and the letter as PDF.
 */

export type { TNotice };
export type TNoticeSummary = z.infer<typeof ZTollNoticeListSchema>['notices'][number];
export type TNoticeProof = { noticeNo: string; plate: string; province: string };
export type TLetterLanguage = 'th' | 'en';

const BASE = '/invoiceservice/api/v1';
const number = (noticeNo: string) => encodeURIComponent(noticeNo.trim().toUpperCase());

/** The member's toll notices, newest first. */
export function getNotices(signal: AbortSignal): Promise<TNoticeSummary[]> {
  return portalApi
    .request<z.infer<typeof ZTollNoticeListSchema>>(`${BASE}/notices`, { auth: 'bearer', signal })
    .then((answer) => answer.notices);
}

/** A visitor's look-up; an unknown number and another plate get the same refusal, shown on the page. */
export function lookUpNotice(proof: TNoticeProof): Promise<TNotice> {
  return portalApi.request<TNotice>(`${BASE}/public/notices/lookup`, { method: 'POST', auth: 'accessKey', onError: 'silent', body: proof });
}

/** One of the member's notices; another member's is not found. */
export function getMemberNotice(noticeNo: string): Promise<TNotice> {
  return portalApi.request<TNotice>(`${BASE}/notices/${number(noticeNo)}`, { auth: 'bearer', onError: 'silent' });
}

/** The letter as PDF: a member's own, or a visitor's with the token their look-up gave. */
export function downloadLetter(notice: Pick<TNotice, 'noticeNo' | 'letterToken'>, language: TLetterLanguage): Promise<Blob> {
  if (notice.letterToken === null) {
    return portalApi.download(`${BASE}/notices/${number(notice.noticeNo)}/letter?lang=${language}`, { auth: 'bearer' });
  }
  const query = new URLSearchParams({ lang: language, token: notice.letterToken }).toString();
  return portalApi.download(`${BASE}/public/notices/${number(notice.noticeNo)}/letter?${query}`, { auth: 'accessKey' });
}
