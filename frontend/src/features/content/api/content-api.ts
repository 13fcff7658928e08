import type { z } from 'zod';
import type {
  TContactRequest,
  ZContactResponseSchema,
  ZContentListSchema,
  ZFaqGroupsSchema,
  ZNewsPageSchema,
  ZPublicContentItemSchema,
} from '@mflow/contracts/content/content.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TContentItem = z.infer<typeof ZPublicContentItemSchema>;
export type TNewsPage = z.infer<typeof ZNewsPageSchema>;
export type TFaqGroup = z.infer<typeof ZFaqGroupsSchema>['groups'][number];
export type TContactAnswer = z.infer<typeof ZContactResponseSchema>;

const BASE = '/contentservice/api/v1';

export const NEWS_PAGE_SIZE = 9;

export function getNews(query: { category: string | undefined; page: number }, signal: AbortSignal): Promise<TNewsPage> {
  const params = new URLSearchParams({ page: String(query.page), size: String(NEWS_PAGE_SIZE) });
  if (query.category) params.set('category', query.category);
  return portalApi.request<TNewsPage>(`${BASE}/news?${params.toString()}`, { auth: 'accessKey', signal });
}

/** "Not found" is shown on the page, not in the modal. */
export function getNewsItem(id: string, signal: AbortSignal): Promise<TContentItem> {
  return portalApi.request<TContentItem>(`${BASE}/news/${encodeURIComponent(id)}`, { auth: 'accessKey', onError: 'silent', signal });
}

export function getFaqs(q: string, signal: AbortSignal): Promise<TFaqGroup[]> {
  const query = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return portalApi
    .request<z.infer<typeof ZFaqGroupsSchema>>(`${BASE}/faqs${query}`, { auth: 'accessKey', signal })
    .then((answer) => answer.groups);
}

export function getPromotions(signal: AbortSignal): Promise<TContentItem[]> {
  return portalApi
    .request<z.infer<typeof ZContentListSchema>>(`${BASE}/promotions`, { auth: 'accessKey', signal })
    .then((answer) => answer.items);
}

export function getDownloads(signal: AbortSignal): Promise<TContentItem[]> {
  return portalApi
    .request<z.infer<typeof ZContentListSchema>>(`${BASE}/downloads`, { auth: 'accessKey', signal })
    .then((answer) => answer.items);
}

export function sendContact(body: TContactRequest): Promise<TContactAnswer> {
  return portalApi.request<TContactAnswer>(`${BASE}/contact`, { method: 'POST', auth: 'accessKey', body });
}
