import { isClosedStatus, mayMove, type TCaseMover } from '@mflow/contracts/cases/case-status';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { recordStaffAction } from '../../audit/audit.service';
import { claimUploadedFiles, requireOwnedFiles } from '../../file/file.service';
import { visitorFilesOwner } from './case-files';
import { getStaff, requireStaffPermission } from '../../staff/staff.service';
import { notifyCaseCustomer } from './case-notify';
import { appendEvent, attachFiles, lockCase, moveCase, touchCase, type TCaseRow } from './case-records';

/*
 * The kind-agnostic actions on a case: staff take, assign, ask and note; the customer replies.
 * Each is one transaction: the case row (its version checked), the timeline, and for staff the
 * staff audit entry.
 */

/** Who acts for the customer side: a member (by id) or a visitor holding the case's tracking token. */
export type TCaseCustomer = { customerId: string } | { visitorCaseNo: string };

/** The case, if the customer may see it; another's answers "not found", as if it did not exist. */
export function ownedBy(row: TCaseRow | undefined, who: TCaseCustomer): TCaseRow {
  const mine =
    row && ('customerId' in who ? row.customerId === who.customerId : row.customerId === null && row.caseNo === who.visitorCaseNo);
  if (!row || !mine) throw new AppError('ERR_CASE_0001');
  return row;
}

const customerActor = (who: TCaseCustomer) =>
  'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };

/**
 * A customer's message with files (requirements/disputes.md#screens): when staff asked for
 * information, or answered a complaint, the reply hands the case back to review.
 */
export async function replyToCase(options: {
  db: TDatabase;
  clock: Clock;
  caseNo: string;
  who: TCaseCustomer;
  text: string;
  fileIds: string[];
}): Promise<void> {
  const { db, clock, caseNo, who, text, fileIds } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = ownedBy(await lockCase({ db: tx, caseNo }).catch(() => undefined), who);
    const actor = customerActor(who);
    if (mayMove(row.kind, row.status, 'IN_REVIEW', 'CUSTOMER')) {
      await moveCase({ db: tx, row, to: 'IN_REVIEW', by: 'CUSTOMER', actor, at });
    } else if (isClosedStatus(row.status)) {
      throw new AppError('ERR_CASE_0003', { status: row.status });
    }
    if ('customerId' in who) await requireOwnedFiles({ db: tx, fileIds, customerId: who.customerId });
    else await claimUploadedFiles({ db: tx, clock, fileIds, customerId: visitorFilesOwner(row.caseNo) });
    const eventId = await appendEvent({
      db: tx,
      caseId: row.id,
      at,
      actor,
      type: 'MESSAGE',
      visibleToCustomer: true,
      data: { text, fileIds },
    });
    await attachFiles({ db: tx, caseId: row.id, eventId, fileIds, addedBy: actor.kind });
  });
}

export type TConsoleActor = 'simulate' | 'staffOnSimulationHost';

type TStaffAct = {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  staffId: string;
  caseNo: string;
  version: number;
  /**
   * Who may act besides the action's own permission: from the trainer's console in simulation
   * mode, a trainer (`simulate`) elsewhere, and any active staff member on the simulation's own
   * machine, where every simulation control is open (decision 0014); audited under their name.
   */
  actingAs?: TConsoleActor;
};

async function staffAct<T>(
  { db, clock, staffId, caseNo, actingAs }: TStaffAct,
  permission: 'handleCases' | 'superviseCases',
  act: (
    tx: TQueryable,
    row: TCaseRow,
    staff: { staffId: string; email: string },
    at: Date,
  ) => Promise<{ row: TCaseRow; audit: object; result: T }>,
  action:
    | 'CASE_TAKE'
    | 'CASE_ASSIGN'
    | 'CASE_ASK'
    | 'CASE_NOTE'
    | 'CASE_DECIDE'
    | 'CASE_REPLY'
    | 'RFID_CONTACT'
    | 'RFID_SCHEDULE'
    | 'RFID_INSTALL'
    | 'RFID_CANCEL',
): Promise<T> {
  const staff =
    actingAs === 'staffOnSimulationHost'
      ? await getStaff({ db, staffId })
      : await requireStaffPermission({ db, staffId, permission: actingAs ?? permission });
  const at = clock.now();
  return db.transaction(async (tx) => {
    const before = await lockCase({ db: tx, caseNo });
    const { row, audit, result } = await act(tx, before, staff, at);
    await recordStaffAction({
      db: tx,
      by: staff,
      action: {
        action,
        subjectType: 'CASE',
        subjectId: caseNo,
        before: { status: before.status, version: before.version, assignedStaffId: before.assignedStaffId },
        after: { status: row.status, version: row.version, assignedStaffId: row.assignedStaffId, ...audit },
        at,
      },
    });
    return result;
  });
}

const staffActor = (staffId: string) => ({ kind: 'STAFF' as const, id: staffId });
const STAFF: TCaseMover = 'STAFF';

/** An officer takes a case: it is theirs, and a submitted one is in review. */
export function takeCase(options: TStaffAct): Promise<void> {
  return staffAct(
    options,
    'handleCases',
    async (tx, row, staff, at) => {
      const assigned = await touchCase({ db: tx, row, seenVersion: options.version, set: { assignedStaffId: staff.staffId } });
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'ASSIGNED',
        visibleToCustomer: false,
        data: { staffId: staff.staffId },
      });
      if (assigned.status !== 'SUBMITTED') return { row: assigned, audit: {}, result: undefined };
      const moved = await moveCase({ db: tx, row: assigned, to: 'IN_REVIEW', by: STAFF, actor: staffActor(staff.staffId), at });
      await notifyCaseCustomer({ db: tx, notifier: options.notifier, row: moved, update: { kind: 'STATUS', to: 'IN_REVIEW' } });
      return { row: moved, audit: {}, result: undefined };
    },
    'CASE_TAKE',
  );
}

/** A supervisor gives a case to an officer (who must hold a case role). */
export function assignCase(options: TStaffAct & { toStaffId: string }): Promise<void> {
  return staffAct(
    options,
    'superviseCases',
    async (tx, row, staff, at) => {
      const officer = await getStaff({ db: tx, staffId: options.toStaffId }).catch(() => undefined);
      if (!officer || !officer.roles.some((role) => role === 'CASE_OFFICER' || role === 'CASE_SUPERVISOR')) {
        throw new AppError('ERR_STAFF_0004');
      }
      const assigned = await touchCase({ db: tx, row, seenVersion: options.version, set: { assignedStaffId: officer.staffId } });
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'ASSIGNED',
        visibleToCustomer: false,
        data: { staffId: officer.staffId },
      });
      return { row: assigned, audit: {}, result: undefined };
    },
    'CASE_ASSIGN',
  );
}

/** "Ask for more information": a message to the customer, and the case waits for their reply. */
export function askForInformation(options: TStaffAct & { text: string }): Promise<void> {
  return staffAct(
    options,
    'handleCases',
    async (tx, row, staff, at) => {
      const moved = await moveCase({
        db: tx,
        row,
        to: 'INFO_REQUESTED',
        by: STAFF,
        actor: staffActor(staff.staffId),
        at,
        seenVersion: options.version,
      });
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'MESSAGE',
        visibleToCustomer: true,
        data: { text: options.text },
      });
      await notifyCaseCustomer({ db: tx, notifier: options.notifier, row: moved, update: { kind: 'MESSAGE', text: options.text } });
      return { row: moved, audit: { text: options.text }, result: undefined };
    },
    'CASE_ASK',
  );
}

/** An internal note: staff only, any status. */
export function addInternalNote(options: Omit<TStaffAct, 'version'> & { text: string }): Promise<void> {
  return staffAct(
    { ...options, version: 0 },
    'handleCases',
    async (tx, row, staff, at) => {
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor: staffActor(staff.staffId),
        type: 'NOTE',
        visibleToCustomer: false,
        data: { text: options.text },
      });
      return { row, audit: { note: options.text }, result: undefined };
    },
    'CASE_NOTE',
  );
}

export { staffAct, staffActor };
