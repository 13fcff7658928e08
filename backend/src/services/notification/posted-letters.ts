import { randomUUID } from 'node:crypto';
import type { TQueryable } from '../../platform/db/database';
import { outboxMessages } from './notification.schema';

export type TPostedLetter = { recipient: string; subject: string; text: string; purpose: string; language: 'TH' | 'EN' };

/**
 * Letters handed to the post, recorded in the outbox beside the e-mails and SMS: the audit trail of
 * what a customer was sent. The simulation has no post, so each is SIMULATED; its text names the
 * path where the letter's PDF opens.
 */
export async function recordPostedLetters({ db, letters, at }: { db: TQueryable; letters: TPostedLetter[]; at: Date }): Promise<void> {
  if (letters.length === 0) return;
  await db.insert(outboxMessages).values(
    letters.map((letter) => ({
      id: randomUUID(),
      channel: 'POST' as const,
      recipient: letter.recipient,
      subject: letter.subject,
      textBody: letter.text,
      htmlBody: null,
      purpose: letter.purpose,
      language: letter.language,
      status: 'SIMULATED' as const,
      createdAt: at,
      sentAt: at,
    })),
  );
}
