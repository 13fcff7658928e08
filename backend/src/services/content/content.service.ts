import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { CONTENT_CATEGORIES, type TContentKind } from '@mflow/contracts/content/content.contract';
import { and, eq } from 'drizzle-orm';
import { contentItems } from './content.schema';
import { findItem, listItems, pageOfItems, textContains, visibleAt } from './content-records';
import { toPublicItem } from './content-view';

/** What every visitor read needs: the clock decides what is published, the language what is shown. */
type TReader = { db: TQueryable; clock: Clock; fileKeys: TFileKeys; language: TLanguage };

type NewsPageOptions = TReader & { category?: string | undefined; page: number; size: number };

/** Published news, newest first, one page at a time. */
export async function listNews({ db, clock, fileKeys, language, category, page, size }: NewsPageOptions) {
  const where = and(visibleAt(clock.now()), category ? eq(contentItems.category, category) : undefined);
  const { rows, total } = await pageOfItems({ db, kind: 'NEWS', where, page, size, newestFirst: true });
  return { items: rows.map((row) => toPublicItem(row, { language, fileKeys })), total, page, size };
}

/** One published news item; a draft, a scheduled or a withdrawn one is as good as absent. */
export async function getNewsItem({ db, clock, fileKeys, language, id }: TReader & { id: string }) {
  const row = await findItem({ db, kind: 'NEWS', id, where: visibleAt(clock.now()) });
  if (!row) throw new AppError('ERR_CONTENT_0001');
  return toPublicItem(row, { language, fileKeys });
}

/** Published FAQs in their groups, in the groups' fixed order; with words, only the questions that contain them. */
export async function listFaqs({ db, clock, fileKeys, language, q }: TReader & { q?: string | undefined }) {
  const rows = await listItems({ db, kind: 'FAQ', where: and(visibleAt(clock.now()), q ? textContains(q) : undefined) });
  const groups = CONTENT_CATEGORIES.FAQ.map((group) => ({
    group,
    items: rows.filter((row) => row.category === group).map((row) => toPublicItem(row, { language, fileKeys })),
  }));
  return { groups: groups.filter((group) => group.items.length > 0) };
}

/** Published promotions or downloads, in the editor's order. */
export async function listPublished({
  db,
  clock,
  fileKeys,
  language,
  kind,
}: TReader & { kind: Extract<TContentKind, 'PROMOTION' | 'DOWNLOAD'> }) {
  const rows = await listItems({ db, kind, where: visibleAt(clock.now()) });
  // An item's document is always a PDF: the editor's write refuses any other type.
  return { items: rows.map((row) => toPublicItem(row, { language, fileKeys, fileType: row.fileId ? 'application/pdf' : undefined })) };
}

export type TRedeemableOffer = { id: string; titleTh: string; titleEn: string | null; pointsPrice: number };

/** A published promotion with a points price at `at`, for the points module to redeem; anything else is absent. */
export async function findRedeemableOffer({ db, id, at }: { db: TQueryable; id: string; at: Date }): Promise<TRedeemableOffer | undefined> {
  const row = await findItem({ db, kind: 'PROMOTION', id, where: visibleAt(at) });
  if (!row?.pointsPrice) return undefined;
  return { id: row.id, titleTh: row.titleTh, titleEn: row.titleEn, pointsPrice: row.pointsPrice };
}
