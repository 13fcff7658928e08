import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TAttachment } from '../../platform/ports';

/**
 * Every e-mail and SMS the system sends, whatever the transport: the audit trail of what a customer
 * was told, and in simulation mode the mailbox that testers and trainers read.
 */
export const outboxMessages = pgTable(
  'outbox_message',
  {
    id: uuid('id').primaryKey(),
    // Messages written in one instant (a test clock stands still) still need a newest-first order.
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** POST is a letter handed to the post (a toll notice), recorded here so the outbox shows all a customer was sent. */
    channel: text('channel', { enum: ['EMAIL', 'SMS', 'POST'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with an e-mail (a calendar event, say), kept whole: they are small, and the simulated outbox serves them. */
    attachments: jsonb('attachments').$type<TAttachment[]>(),
    purpose: text('purpose').notNull(),
    language: text('language', { enum: ['TH', 'EN'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED', 'SIMULATED'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('outbox_message_recipient_idx').on(table.recipient, table.createdAt)],
);
