import { eq } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import type { TPassageLine } from '../../toll/passage-lines';
import { invoices, tollNotices } from '../billing.schema';
import { linesOfInvoice } from '../invoice-reads';
import type { TInvoiceRow } from '../invoice.mapper';
import { noticeLetters } from './notice-letters.schema';
import type { TNoticeRow } from './notice-reads';

/** The subject a visitor's letter token is signed over: one notice's letter, and no file or photo (decision 0061). */
export const letterSubject = (noticeNo: string) => `notice-letter:${noticeNo}`;

export type TLetterData = { letterNo: string | null; notice: TNoticeRow; invoice: TInvoiceRow; passages: TPassageLine[] };

/**
 * What a notice's letter prints: the invoice posted with the notice (never a later replacement),
 * its passages, and the letter's number once posted. None of it changes after posting, so the
 * letter drawn again is the letter that was posted, byte for byte.
 */
export async function letterDataOf({ db, notice }: { db: TQueryable; notice: TNoticeRow }): Promise<TLetterData> {
  const [[invoice], [letter]] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.id, notice.invoiceId)),
    db.select({ letterNo: noticeLetters.letterNo }).from(noticeLetters).where(eq(noticeLetters.noticeId, notice.id)),
  ]);
  if (!invoice) throw new Error('a notice without its invoice');
  return { letterNo: letter?.letterNo ?? null, notice, invoice, passages: await linesOfInvoice({ db, invoice }) };
}

/** A notice by its number alone, for a caller that has checked a proof for it (a visitor's letter token). */
export async function noticeNumbered({ db, noticeNo }: { db: TQueryable; noticeNo: string }): Promise<TNoticeRow | undefined> {
  const [notice] = await db.select().from(tollNotices).where(eq(tollNotices.noticeNo, noticeNo.toUpperCase()));
  return notice;
}

/** The notice a posted letter was for, and the language it was posted in. */
export async function postedLetter({ db, letterNo }: { db: TQueryable; letterNo: string }) {
  const [row] = await db
    .select({ notice: tollNotices, language: noticeLetters.language })
    .from(noticeLetters)
    .innerJoin(tollNotices, eq(tollNotices.id, noticeLetters.noticeId))
    .where(eq(noticeLetters.letterNo, letterNo.toUpperCase()));
  return row;
}
