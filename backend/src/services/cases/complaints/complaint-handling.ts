import { mayMove } from '@mflow/contracts/cases/case-status';
import { firstAnswerDueOf, reopenRefusal } from '@mflow/contracts/cases/complaint-rules';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { ownedBy, staffAct, staffActor, type TCaseCustomer } from '../engine/case-actions';
import { notifyCaseCustomer } from '../engine/case-notify';
import { appendEvent, lockCase, moveCase, touchCase, type TCaseRow } from '../engine/case-records';

/*
 * A complaint's handling (requirements/complaints.md#handling): the officer answers by message,
 * on the timeline and sent to the customer, and closes it with a resolution; the customer replies
 * through the engine's reply and may reopen a resolved complaint once, within 14 days.
 */

type TStaffComplaintAct = {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  staffId: string;
  caseNo: string;
  version: number;
  text: string;
};

function complaintOnly(row: TCaseRow): TCaseRow {
  if (row.kind !== 'COMPLAINT') throw new AppError('ERR_CASE_0003', { status: row.status });
  return row;
}

const result = (row: TCaseRow) => ({ caseNo: row.caseNo, status: row.status, version: row.version });

/** The officer's answer: the first one moves the complaint to ANSWERED, later ones add to the conversation. */
export function replyToComplaint(options: TStaffComplaintAct) {
  return staffAct(
    options,
    'handleCases',
    async (tx, locked, staff, at) => {
      const row = complaintOnly(locked);
      const actor = staffActor(staff.staffId);
      const answered = mayMove(row.kind, row.status, 'ANSWERED', 'STAFF')
        ? await moveCase({ db: tx, row, to: 'ANSWERED', by: 'STAFF', actor, at, seenVersion: options.version })
        : row.status === 'ANSWERED'
          ? await touchCase({ db: tx, row, seenVersion: options.version, set: {} })
          : undefined;
      if (!answered) throw new AppError('ERR_CASE_0003', { status: row.status });
      await appendEvent({ db: tx, caseId: row.id, at, actor, type: 'MESSAGE', visibleToCustomer: true, data: { text: options.text } });
      await notifyCaseCustomer({ db: tx, notifier: options.notifier, row: answered, update: { kind: 'REPLY', text: options.text } });
      return { row: answered, audit: { text: options.text }, result: result(answered) };
    },
    'CASE_REPLY',
  );
}

/** The officer closes the complaint with its resolution, which goes to the customer. */
export function resolveComplaint(options: TStaffComplaintAct) {
  return staffAct(
    options,
    'handleCases',
    async (tx, locked, staff, at) => {
      const row = complaintOnly(locked);
      const resolved = await moveCase({
        db: tx,
        row,
        to: 'RESOLVED',
        by: 'STAFF',
        actor: staffActor(staff.staffId),
        at,
        seenVersion: options.version,
        set: { decidedAt: at, decisionReasonCode: 'RESOLVED', decisionText: options.text },
        data: { resolution: options.text },
      });
      await notifyCaseCustomer({
        db: tx,
        notifier: options.notifier,
        row: resolved,
        update: { kind: 'DECIDED', to: 'RESOLVED', text: options.text },
      });
      return { row: resolved, audit: { resolution: options.text }, result: result(resolved) };
    },
    'CASE_DECIDE',
  );
}

/**
 * The customer reopens a resolved complaint: once (ERR_CASE_0302), up to 14 days after its
 * resolution on the injected clock (ERR_CASE_0301). Their reason, if given, goes on the timeline.
 * The reopened complaint awaits a first answer again: due `firstAnswerBusinessDays` business days
 * from the reopening on the holiday calendar, as at filing, and no longer marked overdue, so the
 * overdue job flags it on the same terms.
 */
export async function reopenComplaint(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  firstAnswerBusinessDays: number;
  caseNo: string;
  who: TCaseCustomer;
  text: string | undefined;
}) {
  const { db, clock, notifier, firstAnswerBusinessDays, caseNo, who, text } = options;
  const at = clock.now();
  const reopenedOn = bangkokDateOf(at);
  return db.transaction(async (tx) => {
    const row = complaintOnly(ownedBy(await lockCase({ db: tx, caseNo }).catch(() => undefined), who));
    if (row.status !== 'RESOLVED' || !row.decidedAt) throw new AppError('ERR_CASE_0003', { status: row.status });
    const refusal = reopenRefusal(row.decidedAt, at, row.reopenCount);
    if (refusal === 'ALREADY_REOPENED') throw new AppError('ERR_CASE_0302');
    if (refusal === 'WINDOW_PASSED') throw new AppError('ERR_CASE_0301');
    const actor = 'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };
    const holidays = await holidaySetBetween({ db: tx, from: reopenedOn, to: addDays(reopenedOn, 60) });
    const deadlineDate = firstAnswerDueOf(reopenedOn, firstAnswerBusinessDays, holidays);
    const reopened = await moveCase({
      db: tx,
      row,
      to: 'REOPENED',
      by: 'CUSTOMER',
      actor,
      at,
      set: {
        decidedAt: null,
        decisionReasonCode: null,
        decisionText: null,
        reopenCount: row.reopenCount + 1,
        deadlineDate,
        overdueAt: null,
      },
      data: { deadlineDate },
    });
    if (text)
      await appendEvent({ db: tx, caseId: row.id, at, actor, type: 'MESSAGE', visibleToCustomer: true, data: { text, fileIds: [] } });
    await notifyCaseCustomer({ db: tx, notifier, row: reopened, update: { kind: 'STATUS', to: 'REOPENED' } });
    return reopened;
  });
}
