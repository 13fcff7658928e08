import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { PUBLIC_HOLIDAY_KINDS } from '@mflow/contracts/master/holidays.contract';

/** Every master list in one table: lists differ only in name, and cascade through parent_code. */
export const masterItems = pgTable(
  'master_item',
  {
    listName: text('list_name').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    parentCode: text('parent_code'),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.listName, table.code] }), index('master_item_parent_idx').on(table.listName, table.parentCode)],
);

/** The portal's menu codes (requirements/portal-shell.md#menu-codes); operators switch them, the portal renders only ACTIVE ones. */
export const pagePermissions = pgTable('page_permission', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  status: text('status', { enum: ['ACTIVE', 'INACTIVE'] }).notNull(),
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Operator settings the portal reads at start-up: page config, maintenance. */
export const appSettings = pgTable('app_setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Which seed data has been loaded, by content checksum, so a start loads each version once. */
export const seedRuns = pgTable('seed_run', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
});

/**
 * The holiday calendar business-day deadlines count with (requirements/disputes.md#verification-time): seeded from the
 * date-holidays library, then kept by operations in the back-office, since the library knows no
 * lunar holidays after 2026 and never the days the cabinet adds (docs/decisions/0052-case-engine.md).
 */
export const publicHolidays = pgTable('public_holiday', {
  date: date('date', { mode: 'string' }).primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  kind: text('kind', { enum: PUBLIC_HOLIDAY_KINDS }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
