import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../../platform/db/database';
import { recordPostedLetters } from '../../notification/posted-letters';
import { tollNotices } from '../billing.schema';
import { noticeLetters } from './notice-letters.schema';

/** Letters posted per statement, so a day with many notices posts them in bounded batches. */
const POSTING_BATCH = 500;

const LETTER_PURPOSE = 'TOLL_NOTICE_LETTER';

/** Where the simulation opens a posted letter's PDF (simservice, for testers and trainers). */
const postedLetterPath = (letterNo: string) => `/simservice/api/v1/letters/${letterNo}/pdf`;

/**
 * Posts the letter of every addressed notice that has none: numbers it (`NL` and ten digits), keeps
 * it, and records it in the outbox as a posted letter. It runs after the ladder has committed and
 * after the addressing step, as addressing does, so the ladder never waits on it; the letter's
 * PDF is drawn when it is opened, from data that no longer changes (decision 0061). Letters go in
 * Thai, the language of the registry's address.
 */
export async function postNoticeLetters({ db, at }: { db: TQueryable; at: Date }): Promise<number> {
  let posted = 0;
  for (;;) {
    const letters = await db.execute<{
      letter_no: string;
      notice_no: string;
      addressee_name: string | null;
      addressee_address: string | null;
      plate: string | null;
      province: string | null;
    }>(sql`
      with waiting as (
        select n.id from ${tollNotices} n
        where n.addressed_at is not null
          and not exists (select 1 from ${noticeLetters} l where l.notice_id = n.id)
        order by n.issued_at, n.id
        limit ${POSTING_BATCH}
      ), posted as (
        insert into ${noticeLetters} (letter_no, notice_id, language, posted_at)
        select 'NL' || lpad(nextval('notice_letter_no_seq')::text, 10, '0'), w.id, 'th', ${at} from waiting w
        on conflict (notice_id) do nothing
        returning letter_no, notice_id
      )
      select p.letter_no, n.notice_no, n.addressee_name, n.addressee_address, n.plate, n.province
      from posted p join ${tollNotices} n on n.id = p.notice_id
      order by p.letter_no`);
    const rows = letters.rows;
    await recordPostedLetters({
      db,
      at,
      letters: rows.map((row) => ({
        recipient: [row.addressee_name ?? `เจ้าของรถทะเบียน ${row.plate ?? ''} ${row.province ?? ''}`.trim(), row.addressee_address]
          .filter(Boolean)
          .join(', '),
        subject: `หนังสือแจ้งค่าผ่านทางค้างชำระ ${row.notice_no} / Toll notice ${row.notice_no} (${row.letter_no})`,
        text: `หนังสือแจ้งเลขที่ ${row.notice_no} ส่งทางไปรษณีย์ / Toll notice ${row.notice_no} posted as letter ${row.letter_no}: ${postedLetterPath(row.letter_no)}`,
        purpose: LETTER_PURPOSE,
        language: 'TH',
      })),
    });
    posted += rows.length;
    if (rows.length < POSTING_BATCH) return posted;
  }
}
