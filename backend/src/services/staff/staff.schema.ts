import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '@mflow/contracts/staff/staff-roles';

const knownRoles = sql.raw(`ARRAY[${STAFF_ROLES.map((role) => `'${role}'`).join(', ')}]::text[]`);

/**
 * Back-office staff; they sign in apart from customers. Their roles say what they may do
 * (approve registrations, drive the simulation controls from another machine); the check keeps
 * a misspelt role out of the table, where it would silently grant nothing.
 */
export const staffUsers = pgTable(
  'staff_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['ACTIVE', 'DISABLED'] }).notNull(),
    roles: text('roles', { enum: STAFF_ROLES }).array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('staff_user_email_idx').on(table.email), check('staff_user_roles_known', sql`${table.roles} <@ ${knownRoles}`)],
);
