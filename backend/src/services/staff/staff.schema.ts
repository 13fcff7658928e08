import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Back-office staff who approve or reject registrations; they sign in apart from customers. */
export const staffUsers = pgTable(
  'staff_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('staff_user_email_idx').on(table.email)],
);
