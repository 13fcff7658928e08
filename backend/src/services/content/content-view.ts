import type { TLanguage } from '../../platform/errors/error-catalogue';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { CONTENT_STATUSES } from '@mflow/contracts/content/content.contract';
import type { contentItems } from './content.schema';

export type TContentRow = typeof contentItems.$inferSelect;

/** The reader's language, with Thai standing in for a text the editor left empty in English. */
function localised(language: TLanguage, th: string, en: string | null): string {
  return language === 'EN' && en ? en : th;
}

/** An item as a visitor reads it: one language, files as short-lived download URLs. */
export function toPublicItem(row: TContentRow, options: { language: TLanguage; fileKeys: TFileKeys; fileType?: string | undefined }) {
  const { language, fileKeys } = options;
  return {
    id: row.id,
    category: row.category,
    title: localised(language, row.titleTh, row.titleEn),
    body: localised(language, row.bodyTh, row.bodyEn),
    imageUrl: row.imageFileId ? fileKeys.urlFor(row.imageFileId) : null,
    fileUrl: row.fileId ? fileKeys.urlFor(row.fileId) : null,
    fileType: options.fileType ?? null,
    // Only published rows reach a visitor, so publishAt is set.
    publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
    endsAt: row.unpublishAt?.toISOString() ?? null,
    pointsPrice: row.pointsPrice,
  };
}

type TContentStatus = (typeof CONTENT_STATUSES)[number];

/** Where an item stands at `now`: a draft has no publish instant, an ended one is past its unpublish instant. */
function statusAt(row: Pick<TContentRow, 'publishAt' | 'unpublishAt'>, now: Date): TContentStatus {
  if (!row.publishAt) return 'DRAFT';
  if (row.unpublishAt && row.unpublishAt <= now) return 'ENDED';
  return row.publishAt > now ? 'SCHEDULED' : 'PUBLISHED';
}

/** An item as the editor sees it: both languages, the publish window and its status now. */
export function toStaffItem(row: TContentRow, options: { now: Date; fileKeys: TFileKeys; editorEmail: string | undefined }) {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    bodyTh: row.bodyTh,
    bodyEn: row.bodyEn,
    imageFileId: row.imageFileId,
    imageUrl: row.imageFileId ? options.fileKeys.urlFor(row.imageFileId) : null,
    fileId: row.fileId,
    sortOrder: row.sortOrder,
    pointsPrice: row.pointsPrice,
    status: statusAt(row, options.now),
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: options.editorEmail ?? null,
  };
}
