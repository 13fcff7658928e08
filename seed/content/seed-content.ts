import type { Logger } from 'pino';
import type { Clock } from '../../backend/src/platform/clock';
import type { TQueryable } from '../../backend/src/platform/db/database';
import { insertItem } from '../../backend/src/services/content/content-records';
import { storePublicFile } from '../../backend/src/services/file/file.service';
import { findSeedRun, recordSeedRun } from '../../backend/src/services/master/master.service';
import type { TContentKind } from '@mflow/contracts/content/content.contract';
import { SEED_FAQS } from './faqs';
import { bannerPng, simplePdf } from './generated-files';
import { SEED_NEWS } from './news';
import { SEED_DOWNLOADS, SEED_PROMOTIONS } from './offers';
import type { TSeedContent } from './types';

const CONTENT_SEED = 'content';
const DAY_MS = 86_400_000;

type TRgb = readonly [number, number, number];

/** The portal's blues and greens, so the seeded banners sit with its theme. */
const BANNER_COLOURS: Record<string, readonly [TRgb, TRgb]> = {
  ANNOUNCEMENT: [
    [0, 61, 130],
    [0, 150, 199],
  ],
  PRESS: [
    [38, 70, 83],
    [42, 157, 143],
  ],
  SERVICE: [
    [2, 62, 138],
    [72, 202, 228],
  ],
  FUEL: [
    [157, 2, 8],
    [244, 140, 6],
  ],
  FOOD: [
    [111, 29, 27],
    [187, 148, 87],
  ],
  CAR_CARE: [
    [3, 4, 94],
    [0, 180, 216],
  ],
  TRAVEL: [
    [0, 109, 119],
    [131, 197, 190],
  ],
};

/** Each category's banner, drawn once a process: every item of a category shows the same one. */
const banners = new Map<string, Buffer>();

function bannerOf(category: string): Buffer | undefined {
  const colours = BANNER_COLOURS[category];
  if (!colours) return undefined;
  const banner = banners.get(category) ?? bannerPng(...colours);
  banners.set(category, banner);
  return banner;
}

async function storeOrFail(db: TQueryable, clock: Clock, content: Buffer): Promise<string> {
  const stored = await storePublicFile({ db, clock, content, allowed: ['image/png', 'application/pdf'] });
  if (!stored) throw new Error('a generated seed file was refused');
  return stored.id;
}

async function seedKind(db: TQueryable, clock: Clock, kind: TContentKind, items: readonly TSeedContent[]) {
  const now = clock.now();
  for (const [index, item] of items.entries()) {
    const banner = bannerOf(item.category);
    const imageFileId = banner ? await storeOrFail(db, clock, banner) : null;
    const fileId = kind === 'DOWNLOAD' ? await storeOrFail(db, clock, simplePdf(item.titleEn, `M-Flow - ${item.bodyEn}`)) : null;
    await insertItem({
      db,
      values: {
        kind,
        category: item.category,
        titleTh: item.titleTh,
        titleEn: item.titleEn,
        bodyTh: item.bodyTh,
        bodyEn: item.bodyEn,
        imageFileId,
        fileId,
        sortOrder: index,
        pointsPrice: item.pointsPrice ?? null,
        publishAt: new Date(now.getTime() - item.ageDays * DAY_MS),
        unpublishAt: item.endsInDays === undefined ? null : new Date(now.getTime() + item.endsInDays * DAY_MS),
        createdAt: now,
        updatedAt: now,
        updatedBy: null,
      },
    });
  }
}

/**
 * News, FAQs, promotions and downloads for the first start, so the portal has something to show.
 * Loaded once: afterwards the content belongs to the editors, and an item they deleted stays deleted.
 */
export async function seedContent({ db, clock, logger }: { db: TQueryable; clock: Clock; logger: Logger }): Promise<void> {
  if (await findSeedRun({ db, name: CONTENT_SEED })) return;
  await seedKind(db, clock, 'NEWS', SEED_NEWS);
  await seedKind(db, clock, 'FAQ', SEED_FAQS);
  await seedKind(db, clock, 'PROMOTION', SEED_PROMOTIONS);
  await seedKind(db, clock, 'DOWNLOAD', SEED_DOWNLOADS);
  await recordSeedRun({ db, clock, name: CONTENT_SEED, checksum: 'once' });
  logger.info(
    { news: SEED_NEWS.length, faqs: SEED_FAQS.length, promotions: SEED_PROMOTIONS.length, downloads: SEED_DOWNLOADS.length },
    'content loaded',
  );
}
