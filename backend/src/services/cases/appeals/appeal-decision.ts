import { and, eq, isNull } from 'drizzle-orm';
import {
  appealCancelledAmountOf,
  appealCancels,
  dueDateAfterAppeal,
  mayDecideAppealAt,
  type TAppealOutcome,
} from '@mflow/contracts/cases/appeal-rules';
import type { TAppealDecideRequest } from '@mflow/contracts/cases/appeal.contract';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { releaseLadder, resumeLadder } from '../../billing/ladder-holds';
import { noticeById, reopenNotice, upholdNotice, waiveNoticeFees, type TNoticeOutcome } from '../../billing/notice-outcomes';
import { paidPaymentOfInvoice } from '../../payment/payments/payments-reads';
import { ownedBy, staffAct, staffActor, type TCaseCustomer, type TConsoleActor } from '../engine/case-actions';
import { notifyCaseCustomer } from '../engine/case-notify';
import { appendEvent, lockCase, moveCase, type TCaseRow } from '../engine/case-records';
import type { TRefunds } from '../disputes/refunds-port';
import { appeals } from './appeals.schema';
import { currentAppointmentOf, type TAppointment, type TAppointmentListener, type TAppointments } from './appointments-port';

const refundSourceKeyOf = (caseNo: string) => `appeal:${caseNo}`;
const subjectOf = (caseNo: string) => ({ kind: 'APPEAL' as const, ref: caseNo });

export async function appealOf(db: TQueryable, caseId: string) {
  const [appeal] = await db.select().from(appeals).where(eq(appeals.caseId, caseId));
  if (!appeal) throw new AppError('ERR_CASE_0001');
  return appeal;
}

async function closeAppeal(db: TQueryable, caseId: string, at: Date, set: Partial<typeof appeals.$inferInsert> = {}) {
  await db
    .update(appeals)
    .set({ ...set, closedAt: at })
    .where(and(eq(appeals.caseId, caseId), isNull(appeals.closedAt)));
}

/**
 * The ladder goes on after an appeal that changed nothing (rejected, lapsed): the hold is let go,
 * the open invoice due no earlier than 7 days after `on`, and the notice open again with the due
 * date its invoice now has, so the fine comes the day after that and not before.
 */
async function resumeAfter(db: TQueryable, appeal: typeof appeals.$inferSelect, holder: string, on: TIsoDate, at: Date) {
  const { notice, current } = await noticeById({ db, noticeId: appeal.noticeId });
  const dueNoEarlierThan = dueDateAfterAppeal(current?.dueDate ?? notice.dueDate, on);
  const resumed = await resumeLadder({ db, invoiceCaseId: appeal.invoiceCaseId, holder, dueNoEarlierThan, at });
  await reopenNotice({ db, noticeId: appeal.noticeId, dueDate: resumed?.dueDate ?? dueNoEarlierThan });
  return resumed?.dueDate;
}

/** A paid invoice's part the outcome cancels goes back through the refunds port, to the method that paid. */
async function refundPaidPart(options: {
  tx: TQueryable;
  clock: Clock;
  refunds: TRefunds;
  row: TCaseRow;
  outcome: TNoticeOutcome;
  amount: number;
  tollAmount: number;
  at: Date;
}) {
  const { tx, clock, refunds, row, outcome, amount, tollAmount, at } = options;
  if (!outcome.paid || !outcome.invoice || amount === 0) return;
  const paymentId = await paidPaymentOfInvoice({ db: tx, invoiceId: outcome.invoice.id });
  if (!paymentId) throw new AppError('ERR_CASE_0214');
  const sourceKey = refundSourceKeyOf(row.caseNo);
  const refund = await refunds
    .requestRefund({
      db: tx,
      clock,
      paymentId,
      amount,
      tollAmount,
      sourceKey,
      channel: { kind: 'ORIGINAL_METHOD' },
      reason: `Appeal ${row.caseNo}`,
    })
    .catch((error: unknown) => {
      // A payment that cannot take money back (a QR or counter payment) needs a bank account, which appeals do not collect yet.
      if (error instanceof AppError) throw new AppError('ERR_CASE_0214');
      throw error;
    });
  await tx.update(appeals).set({ refundSourceKey: sourceKey, refundAmount: amount }).where(eq(appeals.caseId, row.id));
  await appendEvent({
    db: tx,
    caseId: row.id,
    at,
    actor: { kind: 'SYSTEM', id: null },
    type: 'REFUND',
    visibleToCustomer: true,
    data: { amount, status: refund.status },
  });
}

const OUTCOME_STATUS: Record<TAppealOutcome, TCaseStatus & ('UPHELD' | 'FEES_WAIVED' | 'REJECTED')> = {
  UPHOLD: 'UPHELD',
  WAIVE_FEES: 'FEES_WAIVED',
  REJECT: 'REJECTED',
};

/**
 * What the outcome does to the notice (requirements/notices-and-appeals.md#appeals): upheld, the
 * notice and its fees and fine cancelled, the toll too by the reason or the officer's flag; fees
 * waived, the toll alone due 7 days after the decision; rejected, the ladder resumes with the
 * notice due 7 days after the decision. Answers the due date of what is left to pay, if any.
 */
async function applyOutcome(options: {
  tx: TQueryable;
  clock: Clock;
  refunds: TRefunds;
  row: TCaseRow;
  request: TAppealDecideRequest;
  at: Date;
}): Promise<TIsoDate | undefined> {
  const { tx, clock, refunds, row, request, at } = options;
  const appeal = await appealOf(tx, row.id);
  const decidedOn = bangkokDateOf(at);
  if (request.outcome === 'REJECT') {
    const dueDate = await resumeAfter(tx, appeal, row.caseNo, decidedOn, at);
    await closeAppeal(tx, row.id, at, { tollCancelled: false, cancelledAmount: 0 });
    return dueDate;
  }
  const cancels = appealCancels(request.outcome, appeal.reason, request.cancelToll);
  const { notice, current } = await noticeById({ db: tx, noticeId: appeal.noticeId });
  const dueDate = dueDateAfterAppeal(current?.dueDate ?? notice.dueDate, decidedOn);
  const reason = request.outcome === 'UPHOLD' ? 'APPEAL_UPHELD' : 'APPEAL_FEES_WAIVED';
  const outcome =
    request.outcome === 'UPHOLD'
      ? await upholdNotice({ db: tx, noticeId: appeal.noticeId, cancelToll: cancels.toll, dueDate, reason, at })
      : await waiveNoticeFees({ db: tx, noticeId: appeal.noticeId, dueDate, reason, at });
  await releaseLadder({ db: tx, invoiceCaseId: appeal.invoiceCaseId, holder: row.caseNo, at });
  const cancelledAmount = outcome.invoice ? appealCancelledAmountOf(outcome.invoice, cancels) : 0;
  await refundPaidPart({
    tx,
    clock,
    refunds,
    row,
    outcome,
    amount: cancelledAmount,
    tollAmount: cancels.toll ? (outcome.invoice?.tollAmount ?? 0) : 0,
    at,
  });
  await closeAppeal(tx, row.id, at, {
    tollCancelled: cancels.toll,
    cancelledAmount,
    replacementInvoiceNo: outcome.replacement?.invoiceNo ?? null,
  });
  return outcome.replacement?.dueDate;
}

/**
 * An officer decides an appeal in review, at or after its appointment's start or once the customer
 * has checked in (ERR_CASE_0210; no appointment, ERR_CASE_0211): one transaction locks the case
 * and checks the version the officer saw, so of many decisions sent at once one is taken.
 */
export function decideAppeal(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  refunds: TRefunds;
  appointments: TAppointments;
  staffId: string;
  caseNo: string;
  request: TAppealDecideRequest;
  actingAs?: TConsoleActor;
}): Promise<void> {
  const { clock, refunds, appointments, request } = options;
  return staffAct(
    { ...options, version: request.version },
    'handleCases',
    async (tx, row, staff, at) => {
      if (row.kind !== 'APPEAL') throw new AppError('ERR_CASE_0003', { status: row.status });
      if (request.version !== row.version) throw new AppError('ERR_CASE_0002');
      const appointment = await currentAppointmentOf(appointments, tx, row.caseNo);
      if (!appointment) throw new AppError('ERR_CASE_0211');
      const slotStart = new Date(appointment.slotStart);
      if (!mayDecideAppealAt({ slotStart, checkedIn: appointment.status === 'CHECKED_IN' }, at)) {
        throw new AppError('ERR_CASE_0210', { slotStart: slotStart.toISOString() });
      }
      const to = OUTCOME_STATUS[request.outcome];
      const moved = await moveCase({
        db: tx,
        row,
        to,
        by: 'STAFF',
        actor: staffActor(staff.staffId),
        at,
        seenVersion: request.version,
        set: { decidedAt: at, decisionReasonCode: request.reasonCode, decisionText: request.text ?? null },
      });
      const dueDate = await applyOutcome({ tx, clock, refunds, row, request, at });
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'DECISION',
        visibleToCustomer: true,
        data: { outcome: request.outcome, reasonCode: request.reasonCode, text: request.text ?? null, dueDate: dueDate ?? null },
      });
      await notifyCaseCustomer({
        db: tx,
        notifier: options.notifier,
        row: moved,
        update: { kind: 'DECIDED', to, text: request.text ?? null, dueDate },
      });
      return {
        row: moved,
        audit: { outcome: request.outcome, reasonCode: request.reasonCode, cancelToll: request.cancelToll ?? null },
        result: undefined,
      };
    },
    'CASE_DECIDE',
  );
}

/** The customer withdraws an undecided appeal: its appointment is cancelled, the hold let go and the notice open again as it was. */
export async function withdrawAppeal(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  appointments: TAppointments;
  caseNo: string;
  who: TCaseCustomer;
}) {
  const { db, clock, notifier, appointments, caseNo, who } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = ownedBy(await lockCase({ db: tx, caseNo }).catch(() => undefined), who);
    const actor = 'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };
    const moved = await moveCase({ db: tx, row, to: 'WITHDRAWN', by: 'CUSTOMER', actor, at });
    const appeal = await appealOf(tx, row.id);
    const live = await appointments.liveAppointmentOf({ db: tx, subject: subjectOf(row.caseNo) });
    if (live) await appointments.cancelAppointment({ db: tx, at, appointmentNo: live.appointmentNo });
    const { notice } = await noticeById({ db: tx, noticeId: appeal.noticeId });
    await releaseLadder({ db: tx, invoiceCaseId: appeal.invoiceCaseId, holder: row.caseNo, at });
    await reopenNotice({ db: tx, noticeId: appeal.noticeId, dueDate: notice.dueDate });
    await closeAppeal(tx, row.id, at);
    await notifyCaseCustomer({ db: tx, notifier, row: moved, update: { kind: 'STATUS', to: 'WITHDRAWN' } });
  });
}

/**
 * The appointments service's report of an appeal's appointment, in its transaction: missed (no
 * check-in by the end of the day), the appeal lapses and the ladder resumes with the notice due 7
 * days after the missed day; checked in, a submitted appeal is in review.
 */
export function appealAppointmentListeners({ notifier }: { notifier: TNotifier }): Required<TAppointmentListener> {
  const openAppealOf = async (db: TQueryable, appointment: TAppointment) => {
    const row = await lockCase({ db, caseNo: appointment.subject.ref });
    return row.kind === 'APPEAL' ? row : undefined;
  };
  const system = { kind: 'SYSTEM' as const, id: null };
  return {
    async onMissed({ db, at, appointment }) {
      const row = await openAppealOf(db, appointment);
      if (!row || !['SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED'].includes(row.status)) return;
      const moved = await moveCase({ db, row, to: 'LAPSED', by: 'SYSTEM', actor: system, at, set: { decidedAt: at } });
      const appeal = await appealOf(db, row.id);
      const dueDate = await resumeAfter(db, appeal, row.caseNo, bangkokDateOf(new Date(appointment.slotStart)), at);
      await closeAppeal(db, row.id, at);
      await notifyCaseCustomer({ db, notifier, row: moved, update: { kind: 'DECIDED', to: 'LAPSED', text: null, dueDate } });
    },
    async onCheckedIn({ db, at, appointment }) {
      const row = await openAppealOf(db, appointment);
      if (!row || row.status !== 'SUBMITTED') return;
      const moved = await moveCase({ db, row, to: 'IN_REVIEW', by: 'SYSTEM', actor: system, at });
      await notifyCaseCustomer({ db, notifier, row: moved, update: { kind: 'STATUS', to: 'IN_REVIEW' } });
    },
  };
}
