import { paidPaymentOfInvoice } from '../../payment/payments/payments-reads';
import type { TRefunds } from './refunds-port';
import { eq } from 'drizzle-orm';
import type { TFileDisputeRequest } from '@mflow/contracts/cases/case.contract';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { isWithinDisputeWindow, refundChannelRefusal, verificationDeadlineOf } from '@mflow/contracts/cases/dispute-rules';
import { addDays, bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { holdLadder } from '../../billing/ladder-holds';
import { findCustomer } from '../../customer/customer-records';
import { claimUploadedFiles, requireOwnedFiles } from '../../file/file.service';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { chargedOnInvoiceAt, passagesByIds } from '../../toll/passage-voids';
import { caseRecords } from '../engine/case-engine.schema';
import { notifyCaseCustomer } from '../engine/case-notify';
import { attachFiles, openCase } from '../engine/case-records';
import { visitorFilesOwner } from '../engine/case-files';
import { membersInvoice, type TFoundInvoice } from './dispute-eligibility';
import { disputePassages, disputes, type TStoredRefundChannel } from './disputes.schema';

type TFiledCase = { caseNo: string; status: TCaseStatus; deadlineDate: string };

/** A unique violation of PostgreSQL, by constraint. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === constraint;
}

/** The passages among these that the case's current invoice bills, as toll holds them: a member's, or a plate's as a non-member. */
async function linesOf(
  db: TQueryable,
  current: {
    kind: string;
    customerId: string | null;
    plate: string | null;
    province: string | null;
    billingPeriod: string;
    issuedAt: Date;
  },
  passageIds: string[],
) {
  const rows = await passagesByIds({ db, passageIds });
  const onAccount = (passage: (typeof rows)[number]) =>
    current.kind === 'MEMBER'
      ? passage.isMember && passage.customerId === current.customerId
      : !passage.isMember && passage.plate === current.plate && passage.province === current.province;
  return rows.filter(
    (passage) => onAccount(passage) && passage.billingPeriod === current.billingPeriod && chargedOnInvoiceAt(passage, current.issuedAt),
  );
}

/** The verification deadline of a dispute filed on `filedOn`, on the calendar operations keep. */
async function deadlineOf(db: TQueryable, filedOn: TIsoDate): Promise<TIsoDate> {
  return verificationDeadlineOf(filedOn, await holidaySetBetween({ db, from: filedOn, to: addDays(filedOn, 60) }));
}

/**
 * Who files: a member, whose uploads are their own from the start, or a visitor known by the
 * contact the one-time code went to, whose uploads the case claims (docs/decisions/0053).
 */
export type TDisputeFiler =
  | { kind: 'MEMBER'; customerId: string }
  | {
      kind: 'VISITOR';
      contact: { channel: 'EMAIL' | 'SMS'; to: string };
      name: string | null;
      language: 'TH' | 'EN';
      /** Spends the proof of the contact in the filing's transaction, so a refused filing leaves it unspent. */
      prove: (tx: TQueryable) => Promise<void>;
    };

/**
 * Files a dispute, for a member or a visitor alike (requirements/disputes.md): passages of one
 * invoice within the window and under no open dispute, a reason, files, and for a paid invoice the
 * refund channel. In one transaction: the numbered case, the dispute and its passages (the partial
 * unique index refuses a passage already under an open dispute, whatever races), the files named
 * or claimed and attached, and the ladder held. The same idempotency key answers the same case;
 * `idempotencyKey` comes scoped to its filer.
 */
async function fileDispute(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  filer: TDisputeFiler;
  findInvoice: (tx: TQueryable) => Promise<TFoundInvoice>;
  request: TFileDisputeRequest;
  idempotencyKey: string;
}): Promise<TFiledCase> {
  const { db, clock, notifier, refunds, filer, request, idempotencyKey: key } = options;
  const earlier = await filedWithKey(db, key);
  if (earlier) return earlier;
  const at = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const { invoice, current, firstIssuedOn } = await options.findInvoice(tx);
      if (filer.kind === 'VISITOR') await filer.prove(tx);
      if (!isWithinDisputeWindow(firstIssuedOn, bangkokDateOf(at))) throw new AppError('ERR_CASE_0101');
      const lines = await linesOf(tx, current, request.passageIds);
      if (lines.length !== request.passageIds.length) throw new AppError('ERR_CASE_0103');
      const paid = current.status === 'PAID';
      const channel = paid ? refundChannelOf(request, filer.kind) : null;
      if (channel) {
        const paymentId = await paidPaymentOfInvoice({ db: tx, invoiceId: current.id });
        if (!paymentId) throw new AppError('ERR_CASE_0106');
        await refunds.checkChannel({ db: tx, paymentId, channel });
      }
      const filedOn = bangkokDateOf(at);
      const disputedToll = lines.reduce((sum, line) => sum + line.price, 0);
      const { row, eventId } = await openCase({
        db: tx,
        kase: {
          kind: 'DISPUTE',
          ...(await caseIdentityOf(tx, filer)),
          summary: `${invoice.invoiceNo}: ${lines.length} ${lines.length === 1 ? 'passage' : 'passages'}, ${request.reason}`,
          deadlineDate: await deadlineOf(tx, filedOn),
          at,
        },
        actor: filer.kind === 'MEMBER' ? { kind: 'CUSTOMER', id: filer.customerId } : { kind: 'VISITOR', id: null },
      });
      const bankBook = channel?.kind === 'BANK_ACCOUNT' ? [channel.bankBookFileId] : [];
      const fileIds = [...new Set([...request.fileIds, ...bankBook])];
      if (filer.kind === 'MEMBER') await requireOwnedFiles({ db: tx, fileIds, customerId: filer.customerId });
      else await claimUploadedFiles({ db: tx, clock, fileIds, customerId: visitorFilesOwner(row.caseNo) });
      await attachFiles({ db: tx, caseId: row.id, eventId, fileIds, addedBy: filer.kind === 'MEMBER' ? 'CUSTOMER' : 'VISITOR' });
      await tx.insert(disputes).values({
        caseId: row.id,
        invoiceId: current.id,
        invoiceNo: current.invoiceNo,
        invoiceCaseId: current.caseId,
        reason: request.reason,
        reasonText: request.reasonText ?? null,
        refundChannelKind: channel?.kind ?? null,
        refundChannel: channel,
        disputedToll,
        idempotencyKey: key,
        createdAt: at,
      });
      await tx.insert(disputePassages).values(lines.map((line) => ({ caseId: row.id, passageId: line.id, price: line.price })));
      if (!paid) await holdLadder({ db: tx, invoiceCaseId: current.caseId, holder: row.caseNo, at });
      await notifyCaseCustomer({ db: tx, notifier, row, update: { kind: 'FILED' } });
      return { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'dispute_passage_open_idx')) throw new AppError('ERR_CASE_0102');
    if (isUniqueViolation(error, 'dispute_idempotency_idx')) {
      const answer = await filedWithKey(db, key);
      if (answer) return answer;
    }
    throw error;
  }
}

/** Whose case it is and the language it speaks: the member's notification language, or the visitor's contact and the language they filed in. */
async function caseIdentityOf(db: TQueryable, filer: TDisputeFiler) {
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

/** A member files a dispute of one of their invoices' passages. */
export function fileMemberDispute(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  customerId: string;
  request: TFileDisputeRequest;
  idempotencyKey: string;
}): Promise<TFiledCase> {
  const { customerId, request, idempotencyKey } = options;
  return fileDispute({
    ...options,
    filer: { kind: 'MEMBER', customerId },
    findInvoice: (tx) => membersInvoice(tx, customerId, request.invoiceNo),
    idempotencyKey: `${customerId}:${idempotencyKey}`,
  });
}

/** A visitor files a dispute of a non-member invoice's passages, the invoice and the contact proven by the caller. */
export function fileVisitorDispute(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  filer: Extract<TDisputeFiler, { kind: 'VISITOR' }>;
  findInvoice: (tx: TQueryable) => Promise<TFoundInvoice>;
  request: TFileDisputeRequest;
  idempotencyKey: string;
}): Promise<TFiledCase> {
  return fileDispute({ ...options, idempotencyKey: `visitor:${options.filer.contact.to}:${options.idempotencyKey}` });
}

async function filedWithKey(db: TQueryable, key: string): Promise<TFiledCase | undefined> {
  const [earlier] = await db.select({ caseId: disputes.caseId }).from(disputes).where(eq(disputes.idempotencyKey, key));
  if (!earlier) return undefined;
  const [row] = await db.select().from(caseRecords).where(eq(caseRecords.id, earlier.caseId));
  return row ? { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate } : undefined;
}

/** The refund channel of a paid invoice's dispute, refused when missing or not available. */
function refundChannelOf(request: TFileDisputeRequest, filer: TDisputeFiler['kind']): TStoredRefundChannel {
  const channel = request.refundChannel;
  if (!channel) throw new AppError('ERR_CASE_0104');
  if (refundChannelRefusal(channel.kind, filer) !== undefined || channel.kind === 'PREPAID_BALANCE') throw new AppError('ERR_CASE_0105');
  return channel;
}
