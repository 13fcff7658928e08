import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { normaliseContact } from './contact';
import { outboxMessages } from './notification.schema';
import type { TOutboxMessage } from '@mflow/contracts/notification/outbox.contract';

function toOutboxMessage(row: typeof outboxMessages.$inferSelect): TOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    purpose: row.purpose,
    language: row.language,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    // Only e-mails with files carry the list, so every other message reads as it always has.
    ...(row.attachments?.length
      ? {
          attachments: row.attachments.map((file, index) => ({
            index,
            filename: file.filename,
            contentType: file.contentType,
            size: Buffer.byteLength(file.contentBase64, 'base64'),
          })),
        }
      : {}),
  };
}

type ListOutboxOptions = { db: TQueryable; to?: string; channel?: 'EMAIL' | 'SMS' | 'POST'; limit: number };

/** Newest first, so a test reads the code it just caused as the first message. */
export async function listOutbox({ db, to, channel, limit }: ListOutboxOptions): Promise<TOutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(
      and(to ? eq(outboxMessages.recipient, normaliseContact(to)) : undefined, channel ? eq(outboxMessages.channel, channel) : undefined),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.seq))
    .limit(limit);
  return rows.map(toOutboxMessage);
}

/** When the newest message of one of the purposes went to a contact, to space out what a stranger can have sent to it. */
export async function lastMessageAt({ db, to, purposes }: { db: TQueryable; to: string; purposes: string[] }): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(outboxMessages.createdAt) })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, normaliseContact(to)), inArray(outboxMessages.purpose, purposes)));
  return row?.at ?? null;
}

export async function getOutboxMessage({ db, id }: { db: TQueryable; id: string }): Promise<TOutboxMessage> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new AppError('ERR_NOTI_0002');
  return toOutboxMessage(row);
}

/** A file sent with a message, as the simulated mailbox downloads it. */
export async function outboxAttachment({ db, id, index }: { db: TQueryable; id: string; index: number }) {
  const [row] = await db.select({ attachments: outboxMessages.attachments }).from(outboxMessages).where(eq(outboxMessages.id, id));
  const file = row?.attachments?.[index];
  if (!file) throw new AppError('ERR_NOTI_0002');
  return { bytes: Buffer.from(file.contentBase64, 'base64'), mimeType: file.contentType, fileName: file.filename };
}
