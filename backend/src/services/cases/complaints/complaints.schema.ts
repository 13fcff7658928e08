import { boolean, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { COMPLAINT_LIST_KINDS } from '@mflow/contracts/cases/complaint.contract';
import { caseRecords } from '../engine/case-engine.schema';

/**
 * A complaint's own fields (requirements/complaints.md#complaint-fields); the case row holds its
 * number, status, deadline and the contact the messages go to.
 */
export const complaints = pgTable('complaint', {
  caseId: uuid('case_id')
    .primaryKey()
    .references(() => caseRecords.id),
  topicCode: text('topic_code').notNull(),
  topicText: text('topic_text'),
  typeCode: text('type_code').notNull(),
  typeText: text('type_text'),
  detail: text('detail').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

/**
 * The topics and types a complaint chooses from, in Thai and English, kept by the back-office
 * (content editors) and seeded from the master list. A retired choice stays for the complaints
 * that name it, inactive.
 */
export const complaintListItems = pgTable(
  'complaint_list_item',
  {
    kind: text('kind', { enum: COMPLAINT_LIST_KINDS }).notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    freeText: boolean('free_text').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.kind, table.code] })],
);
