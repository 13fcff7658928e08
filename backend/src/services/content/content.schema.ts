import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS } from '@mflow/contracts/content/content.contract';

/**
 * News, FAQs, promotions and downloads share one table: they differ only in their kind and
 * category, and one publish rule serves them all. An item is shown while publish_at <= now and
 * before unpublish_at; a null publish_at is a draft.
 */
export const contentItems = pgTable(
  'content_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    category: text('category').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en'),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en'),
    /** Files kept by the file service: a news or promotion image, a download's document. */
    imageFileId: uuid('image_file_id'),
    fileId: uuid('file_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** A promotion members redeem with points (the points module's offers); null: not redeemable. */
    pointsPrice: integer('points_price'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: uuid('updated_by'),
  },
  (table) => [
    index('content_item_kind_publish_idx').on(table.kind, table.publishAt),
    check('content_item_points_price', sql`${table.pointsPrice} is null or (${table.kind} = 'PROMOTION' and ${table.pointsPrice} > 0)`),
    check(
      'content_item_window',
      sql`${table.unpublishAt} is null or ${table.publishAt} is null or ${table.unpublishAt} > ${table.publishAt}`,
    ),
  ],
);
