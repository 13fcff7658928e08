import type { z } from 'zod';
import type {
  TContentInput,
  TStaffContentItem,
  ZContentFileSchema,
  ZStaffContentPageSchema,
} from '@mflow/contracts/content/content.contract';
import type { StaffApiClient } from './staff-api-client';

export const EDITABLE_KINDS = ['news', 'faq', 'promotion', 'download'] as const;
export type TEditableKind = (typeof EDITABLE_KINDS)[number];
export type TStaffContentPage = z.infer<typeof ZStaffContentPageSchema>;

const BASE = '/staffservice/api/v1/content';

export const CONTENT_PAGE_SIZE = 20;

/** Uploads an item's image or document; the answer names the file the item then refers to. */
export function uploadContentFile(api: StaffApiClient, file: File): Promise<z.infer<typeof ZContentFileSchema>> {
  const form = new FormData();
  form.append('file', file);
  return api.request(`/staffservice/api/v1/contentfiles`, { method: 'POST', body: form, auth: 'staff' });
}

export function listContent(api: StaffApiClient, kind: TEditableKind, page: number, signal?: AbortSignal): Promise<TStaffContentPage> {
  const search = new URLSearchParams({ page: String(page), size: String(CONTENT_PAGE_SIZE) });
  return api.request<TStaffContentPage>(`${BASE}/${kind}?${search}`, { auth: 'staff', signal });
}

/** Adds an item (no id) or replaces one; both answer the item as it now stands. */
export function saveContent(
  api: StaffApiClient,
  kind: TEditableKind,
  id: string | undefined,
  body: TContentInput,
): Promise<TStaffContentItem> {
  return id
    ? api.request<TStaffContentItem>(`${BASE}/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body, auth: 'staff' })
    : api.request<TStaffContentItem>(`${BASE}/${kind}`, { method: 'POST', body, auth: 'staff' });
}

export function publishContent(
  api: StaffApiClient,
  kind: TEditableKind,
  id: string,
  window: { publishAt?: string; unpublishAt?: string },
): Promise<TStaffContentItem> {
  return api.request<TStaffContentItem>(`${BASE}/${kind}/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    body: window,
    auth: 'staff',
  });
}

export function unpublishContent(api: StaffApiClient, kind: TEditableKind, id: string): Promise<TStaffContentItem> {
  return api.request<TStaffContentItem>(`${BASE}/${kind}/${encodeURIComponent(id)}/unpublish`, { method: 'POST', auth: 'staff' });
}

export function deleteContent(api: StaffApiClient, kind: TEditableKind, id: string): Promise<unknown> {
  return api.request(`${BASE}/${kind}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'staff' });
}
