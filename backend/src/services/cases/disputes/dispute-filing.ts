import { paidPaymentOfInvoice } from '../../payment/payments/payments-reads';
import type { TRefunds } from './refunds-port';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TFileDisputeRequest } from '@mflow/contracts/cases/case.contract';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import {
  isWithinDisputeWindow,
  refundChannelRefusal,
  verificationDeadlineOf,
  disputeWindowEndsOn,
} from '@mflow/contracts/cases/dispute-rules';
import { addDays, bangkokDateOf, bangkokToday, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { linesOfInvoice } from '../../billing/invoice-reads';
import type { TPhotoUrl } from '../../toll/passage-photo';
import { currentInvoiceOfCase, holdLadder, invoiceForDispute } from '../../billing/ladder-holds';
import { findCustomer } from '../../customer/customer-records';
import { requireOwnedFiles } from '../../file/file.service';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { chargedOnInvoiceAt, passagesByIds } from '../../toll/passage-voids';
import { caseRecords } from '../engine/case-engine.schema';
import { notifyCaseCustomer } from '../engine/case-notify';
import { attachFiles, openCase } from '../engine/case-records';
import { disputePassages, disputes, type TStoredRefundChannel } from './disputes.schema';

type TFiledCase = { caseNo: string; status: TCaseStatus; deadlineDate: string };

/** A unique violation of PostgreSQL, by constraint. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === constraint;
}

/** The member's invoice by number with what a dispute needs; another's or none is ERR_CASE_0108. */
async function membersInvoice(db: TQueryable, customerId: string, invoiceNo: string) {
  const found = await invoiceForDispute({ db, invoiceNo });
  if (!found || found.invoice.kind !== 'MEMBER' || found.invoice.customerId !== customerId) throw new AppError('ERR_CASE_0108');
  const current = await currentInvoiceOfCase({ db, invoiceCaseId: found.invoice.caseId });
  if (!current || current.status === 'CANCELLED') throw new AppError('ERR_CASE_0110');
  return { ...found, current };
}

/** Passage ids of the invoice case under an open dispute. */
async function openlyDisputed(db: TQueryable, passageIds: string[]): Promise<Set<string>> {
  if (passageIds.length === 0) return new Set();
  const rows = await db
    .select({ passageId: disputePassages.passageId })
    .from(disputePassages)
    .where(and(inArray(disputePassages.passageId, passageIds), isNull(disputePassages.closedAt)));
  return new Set(rows.map((row) => row.passageId));
}

/** The lines of the case's current invoice, as toll holds them. */
async function linesOf(
  db: TQueryable,
  current: { customerId: string | null; billingPeriod: string; issuedAt: Date },
  passageIds: string[],
) {
  const rows = await passagesByIds({ db, passageIds });
  return rows.filter(
    (passage) =>
      passage.isMember &&
      passage.customerId === current.customerId &&
      passage.billingPeriod === current.billingPeriod &&
      chargedOnInvoiceAt(passage, current.issuedAt),
  );
}

/** The passages of one of the member's invoices and whether each may be disputed today (requirements/disputes.md#dispute-period). */
export async function eligiblePassages({
  db,
  clock,
  customerId,
  invoiceNo,
  photoUrl,
}: {
  db: TDatabase;
  clock: Clock;
  customerId: string;
  invoiceNo: string;
  photoUrl: TPhotoUrl;
}) {
  const { current, firstIssuedOn } = await membersInvoice(db, customerId, invoiceNo);
  const invoiceLines = await linesOfInvoice({ db, invoice: current });
  const open = await openlyDisputed(
    db,
    invoiceLines.map((line) => line.passage.id),
  );
  const inWindow = isWithinDisputeWindow(firstIssuedOn, bangkokToday(clock));
  return {
    invoiceNo: current.invoiceNo,
    paid: current.status === 'PAID',
    windowEndsOn: disputeWindowEndsOn(firstIssuedOn),
    passages: invoiceLines.map(({ passage: line, plazaNameTh, plazaNameEn }) => {
      const refusal = !inWindow ? ('WINDOW_PASSED' as const) : open.has(line.id) ? ('OPEN_DISPUTE' as const) : null;
      return {
        passageId: line.id,
        passedAt: line.passedAt.toISOString(),
        plazaCode: line.plazaCode,
        plazaNameTh,
        plazaNameEn,
        gantryCode: line.gantryCode,
        plate: line.plate,
        province: line.province,
        photoUrl: photoUrl(line.id),
        price: line.price,
        eligible: refusal === null,
        refusal,
      };
    }),
  };
}

/** The verification deadline of a dispute filed on `filedOn`, on the calendar operations keep. */
async function deadlineOf(db: TQueryable, filedOn: TIsoDate): Promise<TIsoDate> {
  return verificationDeadlineOf(filedOn, await holidaySetBetween({ db, from: filedOn, to: addDays(filedOn, 60) }));
}

/**
 * A member files a dispute (requirements/disputes.md): passages of one of their invoices within
 * the window and under no open dispute, a reason, files, and for a paid invoice the refund
 * channel. In one transaction: the numbered case, the dispute and its passages (the partial
 * unique index refuses a passage already under an open dispute, whatever races), the files
 * claimed and attached, and the ladder held. The same Idempotency-Key answers the same case.
 */
export async function fileMemberDispute(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  customerId: string;
  request: TFileDisputeRequest;
  idempotencyKey: string;
}): Promise<TFiledCase> {
  const { db, clock, notifier, refunds, customerId, request, idempotencyKey } = options;
  const key = `${customerId}:${idempotencyKey}`;
  const earlier = await filedWithKey(db, key);
  if (earlier) return earlier;
  const at = clock.now();
  try {
    return await db.transaction(async (tx) => {
      const { invoice, current, firstIssuedOn } = await membersInvoice(tx, customerId, request.invoiceNo);
      if (!isWithinDisputeWindow(firstIssuedOn, bangkokDateOf(at))) throw new AppError('ERR_CASE_0101');
      const lines = await linesOf(tx, current, request.passageIds);
      if (lines.length !== request.passageIds.length) throw new AppError('ERR_CASE_0103');
      const paid = current.status === 'PAID';
      const channel = paid ? refundChannelOf(request) : null;
      if (channel) {
        const paymentId = await paidPaymentOfInvoice({ db: tx, invoiceId: current.id });
        if (!paymentId) throw new AppError('ERR_CASE_0106');
        await refunds.checkChannel({ db: tx, paymentId, channel });
      }
      const customer = await findCustomer({ db: tx, customerId });
      const filedOn = bangkokDateOf(at);
      const disputedToll = lines.reduce((sum, line) => sum + line.price, 0);
      const { row, eventId } = await openCase({
        db: tx,
        kase: {
          kind: 'DISPUTE',
          customerId,
          language: customer?.notificationLanguage ?? 'TH',
          summary: `${invoice.invoiceNo}: ${lines.length} ${lines.length === 1 ? 'passage' : 'passages'}, ${request.reason}`,
          deadlineDate: await deadlineOf(tx, filedOn),
          at,
        },
        actor: { kind: 'CUSTOMER', id: customerId },
      });
      const bankBook = channel?.kind === 'BANK_ACCOUNT' ? [channel.bankBookFileId] : [];
      const fileIds = [...new Set([...request.fileIds, ...bankBook])];
      await requireOwnedFiles({ db: tx, fileIds, customerId });
      await attachFiles({ db: tx, caseId: row.id, eventId, fileIds, addedBy: 'CUSTOMER' });
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

async function filedWithKey(db: TQueryable, key: string): Promise<TFiledCase | undefined> {
  const [earlier] = await db.select({ caseId: disputes.caseId }).from(disputes).where(eq(disputes.idempotencyKey, key));
  if (!earlier) return undefined;
  const [row] = await db.select().from(caseRecords).where(eq(caseRecords.id, earlier.caseId));
  return row ? { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate } : undefined;
}

/** The refund channel of a paid invoice's dispute, refused when missing or not available. */
function refundChannelOf(request: TFileDisputeRequest): TStoredRefundChannel {
  const channel = request.refundChannel;
  if (!channel) throw new AppError('ERR_CASE_0104');
  if (refundChannelRefusal(channel.kind, 'MEMBER') !== undefined || channel.kind === 'PREPAID_BALANCE') throw new AppError('ERR_CASE_0105');
  return channel;
}
