import { and, eq, isNull } from 'drizzle-orm';
import type { TNotice } from '@mflow/contracts/billing/notice.contract';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import type { TPhotoUrl } from '../../toll/passage-photo';
import { invoices, tollNotices } from '../billing.schema';
import { linesOfInvoice } from '../invoice-reads';
import { isOpen } from '../invoice-payable';
import { upcomingOf, type TInvoiceRow } from '../invoice.mapper';
import { toTransactions, type TLanguageName } from '../transactions';

export type TNoticeRow = typeof tollNotices.$inferSelect;

/** A notice with the invoice its case is at now: the one no other replaced. */
export type TNoticeCase = { notice: TNoticeRow; current: TInvoiceRow };

const NOTICE_BASE = '/invoiceservice/api/v1';

async function noticeCase(db: TQueryable, condition: ReturnType<typeof eq>): Promise<TNoticeCase | undefined> {
  const [row] = await db
    .select({ notice: tollNotices, current: invoices })
    .from(tollNotices)
    .innerJoin(invoices, and(eq(invoices.caseId, tollNotices.caseId), isNull(invoices.replacedByInvoiceId)))
    .where(condition);
  return row;
}

/** Any notice by number, a member's or a visitor's: what the back-office reads behind its staff guard. */
export async function anyNotice({ db, noticeNo }: { db: TQueryable; noticeNo: string }): Promise<TNoticeCase> {
  const found = await noticeCase(db, eq(tollNotices.noticeNo, noticeNo.toUpperCase()));
  if (!found) throw new AppError('ERR_BILL_0101', { noticeNo });
  return found;
}

/**
 * The notice a visitor's letter names, with the plate it is about: an unknown number and a known
 * number with another plate get the same refusal, so a number alone reveals nothing.
 */
export async function visitorNotice({
  db,
  noticeNo,
  plate,
  province,
}: {
  db: TQueryable;
  noticeNo: string;
  plate: string;
  province: string;
}): Promise<TNoticeCase> {
  const found = await anyNotice({ db, noticeNo });
  if (found.notice.plate !== normalisePlate(plate) || found.notice.province !== province.trim())
    throw new AppError('ERR_BILL_0101', { noticeNo });
  return found;
}

/** The member's own notice by number; another member's answers "not found" as an unknown one does. */
export async function memberNotice({
  db,
  customerId,
  noticeNo,
}: {
  db: TQueryable;
  customerId: string;
  noticeNo: string;
}): Promise<TNoticeCase> {
  const found = await anyNotice({ db, noticeNo });
  if (found.notice.customerId !== customerId) throw new AppError('ERR_BILL_0101', { noticeNo });
  return found;
}

/** Still open to appeal: not yet appealed, paid, fined or cancelled, and today (Bangkok) no later than its due date. */
function isAppealable(notice: Pick<TNoticeRow, 'status' | 'dueDate'>, at: Date): boolean {
  return notice.status === 'OPEN' && bangkokDateOf(at) <= notice.dueDate;
}

/** What the current invoice of a notice's case asks now, and what comes next if nothing is done. */
function noticeAmounts({ notice, current }: TNoticeCase) {
  const [nextStep] = notice.status === 'OPEN' && isOpen(current) ? upcomingOf(current) : [];
  return {
    tollAmount: current.tollAmount,
    feesAmount: current.firstLateFee + current.secondLateFee,
    fineAmount: current.fine,
    totalAmount: current.totalAmount,
    nextStep: nextStep ?? null,
    payNow: isOpen(current) ? { invoiceNo: current.invoiceNo, refNo: current.refNo, amount: current.totalAmount } : null,
  };
}

/** The look-up's answer: the notice, its vehicle and passages with photos, the amounts, the next step, how to pay and whether to appeal. */
export async function noticeView({
  db,
  found,
  at,
  photoUrl,
  language,
  letterToken,
}: {
  db: TQueryable;
  found: TNoticeCase;
  at: Date;
  photoUrl: TPhotoUrl;
  language: TLanguageName;
  letterToken: string | null;
}): Promise<TNotice> {
  const { notice, current } = found;
  const lines = await linesOfInvoice({ db, invoice: current });
  return {
    noticeNo: notice.noticeNo,
    status: notice.status,
    issuedAt: notice.issuedAt.toISOString(),
    dueDate: notice.dueDate,
    vehicle: { plate: notice.plate ?? current.plate ?? '', province: notice.province ?? current.province ?? '' },
    passages: toTransactions(lines, { photoUrl, language }),
    ...noticeAmounts(found),
    appealable: isAppealable(notice, at),
    letterPath: letterToken
      ? `${NOTICE_BASE}/public/notices/${notice.noticeNo}/letter`
      : `${NOTICE_BASE}/notices/${notice.noticeNo}/letter`,
    letterToken,
  };
}
