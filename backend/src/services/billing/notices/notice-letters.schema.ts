import { pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tollNotices } from '../billing.schema';

export const noticeLetterNumbers = pgSequence('notice_letter_no_seq');

/**
 * The letter the ladder posts for a toll notice, one per notice: its number, the language it was
 * printed in and when it was handed to the post. The PDF is not stored: it is drawn again from the
 * notice and the invoice posted with it, which never change, to the same bytes (decision 0061).
 */
export const noticeLetters = pgTable(
  'notice_letter',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    letterNo: text('letter_no').notNull(),
    noticeId: uuid('notice_id')
      .notNull()
      .references(() => tollNotices.id),
    language: text('language', { enum: ['th', 'en'] }).notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('notice_letter_no_idx').on(table.letterNo), uniqueIndex('notice_letter_notice_idx').on(table.noticeId)],
);
