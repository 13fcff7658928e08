import { eq } from 'drizzle-orm';
import { appealDeadlineOf, appealRefusalOf, type TAppealRefusal } from '@mflow/contracts/cases/appeal-rules';
import type { TFileAppealRequest } from '@mflow/contracts/cases/appeal.contract';
import { addDays, bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TErrorCode } from '../../../platform/errors/error-catalogue';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { linesOfInvoice } from '../../billing/invoice-reads';
import { holdLadder } from '../../billing/ladder-holds';
import { markNoticeAppealed, noticeForAppeal, type TNoticeRow } from '../../billing/notice-outcomes';
import { findCustomer } from '../../customer/customer-records';
import { claimUploadedFiles, requireOwnedFiles } from '../../file/file.service';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { caseRecords } from '../engine/case-engine.schema';
import { visitorFilesOwner } from '../engine/case-files';
import { notifyCaseCustomer } from '../engine/case-notify';
import { attachFiles, openCase } from '../engine/case-records';
import { appeals } from './appeals.schema';

type TFiledAppeal = { caseNo: string; status: string; deadlineDate: string; noticeNo: string };

/** The error each refusal of the appeal rules answers. */
export const APPEAL_REFUSALS: Record<TAppealRefusal, TErrorCode> = {
  WINDOW_PASSED: 'ERR_CASE_0202',
  OPEN_APPEAL: 'ERR_CASE_0203',
  NOTICE_PAID: 'ERR_CASE_0204',
  NOTICE_FINED: 'ERR_CASE_0205',
  NOTICE_CANCELLED: 'ERR_CASE_0206',
};

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === constraint;
}

/**
 * Who files: a member, whose notice it must be and whose uploads are their own, or a visitor who
 * proved the notice by its number, plate and province and the contact by a one-time code, whose
 * uploads the case claims (docs/decisions/0053).
 */
export type TAppealFiler =
  | { kind: 'MEMBER'; customerId: string }
  | {
      kind: 'VISITOR';
      contact: { channel: 'EMAIL' | 'SMS'; to: string };
      name: string | null;
      language: 'TH' | 'EN';
      /** The notice is the one the visitor proved: a non-member notice of the plate and province given. */
      owns: (notice: TNoticeRow) => boolean;
      /** Spends the proof of the contact in the filing's transaction, so a refused filing leaves it unspent. */
      prove: (tx: TQueryable) => Promise<void>;
    };

async function caseIdentityOf(db: TQueryable, filer: TAppealFiler) {
  if (filer.kind === 'MEMBER') {
    const customer = await findCustomer({ db, customerId: filer.customerId });
    return { customerId: filer.customerId, language: customer?.notificationLanguage ?? ('TH' as const) };
  }
  const { channel, to } = filer.contact;
  return {
    customerId: null,
    language: filer.language,
    visitor: { name: filer.name ?? '', email: channel === 'EMAIL' ? to : null, mobile: channel === 'SMS' ? to : null },
  };
}

/** The vehicle the appointment is about: a non-member notice's plate, or the plate of a member's first billed passage. */
async function vehicleOf(db: TQueryable, notice: TNoticeRow, current: Parameters<typeof linesOfInvoice>[0]['invoice'] | undefined) {
  if (notice.plate && notice.province) return { plate: notice.plate, province: notice.province };
  const [first] = current ? await linesOfInvoice({ db, invoice: current }) : [];
  return { plate: first?.passage.plate ?? null, province: first?.passage.province ?? null };
}

async function deadlineOf(db: TQueryable, filedOn: TIsoDate): Promise<TIsoDate> {
  return appealDeadlineOf(filedOn, await holidaySetBetween({ db, from: filedOn, to: addDays(filedOn, 90) }));
}

async function filedWithKey(db: TQueryable, key: string): Promise<TFiledAppeal | undefined> {
  const [earlier] = await db
    .select({ caseId: appeals.caseId, noticeNo: appeals.noticeNo })
    .from(appeals)
    .where(eq(appeals.idempotencyKey, key));
  if (!earlier) return undefined;
  const [row] = await db.select().from(caseRecords).where(eq(caseRecords.id, earlier.caseId));
  return row ? { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate, noticeNo: earlier.noticeNo } : undefined;
}

/**
 * Files an appeal of one toll notice (requirements/notices-and-appeals.md#appeals), for a member or
 * a visitor alike: the notice open and today (Bangkok) on or before its due date. In one
 * transaction: the numbered case, the appeal (the partial unique index refuses a second open one
 * on the notice, whatever races), the files named or claimed and attached, the ladder held by the
 * case number and the notice APPEALED. The same idempotency key answers the same case.
 */
async function fileAppeal(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  filer: TAppealFiler;
  request: TFileAppealRequest;
  idempotencyKey: string;
}): Promise<TFiledAppeal> {
  const { db, clock, notifier, filer, request, idempotencyKey: key } = options;
  const earlier = await filedWithKey(db, key);
  if (earlier) return earlier;
  const at = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const found = await noticeForAppeal({ db: tx, noticeNo: request.noticeNo });
      const mine = found && (filer.kind === 'MEMBER' ? found.notice.customerId === filer.customerId : filer.owns(found.notice));
      if (!found || !mine) throw new AppError(filer.kind === 'MEMBER' ? 'ERR_CASE_0201' : 'ERR_CASE_0220');
      const { notice, current } = found;
      if (filer.kind === 'VISITOR') await filer.prove(tx);
      const filedOn = bangkokDateOf(at);
      const refusal = appealRefusalOf(notice, filedOn);
      if (refusal) throw new AppError(APPEAL_REFUSALS[refusal], { dueDate: notice.dueDate });
      const { row, eventId } = await openCase({
        db: tx,
        kase: {
          kind: 'APPEAL',
          ...(await caseIdentityOf(tx, filer)),
          summary: `${notice.noticeNo}: ${request.reason}`,
          deadlineDate: await deadlineOf(tx, filedOn),
          at,
        },
        actor: filer.kind === 'MEMBER' ? { kind: 'CUSTOMER', id: filer.customerId } : { kind: 'VISITOR', id: null },
      });
      const fileIds = [...new Set([...request.fileIds, ...(request.policeReportFileId ? [request.policeReportFileId] : [])])];
      if (filer.kind === 'MEMBER') await requireOwnedFiles({ db: tx, fileIds, customerId: filer.customerId });
      else await claimUploadedFiles({ db: tx, clock, fileIds, customerId: visitorFilesOwner(row.caseNo) });
      await attachFiles({ db: tx, caseId: row.id, eventId, fileIds, addedBy: filer.kind === 'MEMBER' ? 'CUSTOMER' : 'VISITOR' });
      await tx.insert(appeals).values({
        caseId: row.id,
        noticeId: notice.id,
        noticeNo: notice.noticeNo,
        invoiceCaseId: notice.caseId,
        ...(await vehicleOf(tx, notice, current)),
        reason: request.reason,
        reasonText: request.reasonText ?? null,
        idempotencyKey: key,
        createdAt: at,
      });
      await holdLadder({ db: tx, invoiceCaseId: notice.caseId, holder: row.caseNo, at });
      if (!(await markNoticeAppealed({ db: tx, noticeId: notice.id }))) throw new AppError('ERR_CASE_0203');
      await notifyCaseCustomer({ db: tx, notifier, row, update: { kind: 'FILED' } });
      return { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate, noticeNo: notice.noticeNo };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'appeal_notice_open_idx')) throw new AppError('ERR_CASE_0203');
    if (isUniqueViolation(error, 'appeal_idempotency_idx')) {
      const answer = await filedWithKey(db, key);
      if (answer) return answer;
    }
    throw error;
  }
}

/** A member appeals one of their notices. */
export function fileMemberAppeal(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  customerId: string;
  request: TFileAppealRequest;
  idempotencyKey: string;
}): Promise<TFiledAppeal> {
  const { customerId, idempotencyKey } = options;
  return fileAppeal({ ...options, filer: { kind: 'MEMBER', customerId }, idempotencyKey: `${customerId}:${idempotencyKey}` });
}

/** A visitor appeals a non-member notice, the notice and the contact proven by the caller. */
export function fileVisitorAppeal(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  filer: Extract<TAppealFiler, { kind: 'VISITOR' }>;
  request: TFileAppealRequest;
  idempotencyKey: string;
}): Promise<TFiledAppeal> {
  return fileAppeal({ ...options, idempotencyKey: `visitor:${options.filer.contact.to}:${options.idempotencyKey}` });
}
