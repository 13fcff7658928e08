import { eq } from 'drizzle-orm';
import type { TRfidInstallRequest } from '@mflow/contracts/cases/rfid.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer } from '../../customer/customer-records';
import { ownedBy, staffAct, staffActor, type TCaseCustomer } from '../engine/case-actions';
import { appendEvent, lockCase, moveCase, type TCaseRow } from '../engine/case-records';
import type { TAppointment, TAppointmentListener } from '../appeals/appointments-port';
import { notifyRfidRequester } from './rfid-notify';
import { rfidSubjectOf, type TRfidAppointments } from './rfid-port';
import { rfidRequests } from './rfid.schema';

/*
 * What moves an RFID request along (requirements/rfid-installation.md#statuses): the officer marks
 * the requester contacted, books the fitting at a centre through the appointments' slot engine and
 * records the tag fitted; the customer or the officer cancels before that. Each step is one
 * transaction with its timeline entry, the staff audit row and the requester's message.
 */

type TRfidRow = typeof rfidRequests.$inferSelect;

export async function rfidOf(db: TQueryable, caseId: string): Promise<TRfidRow> {
  const [row] = await db.select().from(rfidRequests).where(eq(rfidRequests.caseId, caseId));
  if (!row) throw new AppError('ERR_CASE_0001');
  return row;
}

/** The case as an RFID request; a case of another kind is not found under these routes. */
export function requireRfid(row: TCaseRow): TCaseRow {
  if (row.kind !== 'RFID') throw new AppError('ERR_CASE_0001');
  return row;
}

/** The request's appointment that still counts: booked, or checked in at the counter; the latest. */
export async function currentFittingOf(appointments: TRfidAppointments, db: TQueryable, caseNo: string) {
  const all = await appointments.appointmentsOfSubjects({ db, subjects: [rfidSubjectOf(caseNo)] });
  return { all, current: all.filter((one) => one.status === 'BOOKED' || one.status === 'CHECKED_IN').at(-1) };
}

type TStaffStep = { db: TDatabase; clock: Clock; notifier: TNotifier; staffId: string; caseNo: string; version: number };

/** The officer has reached the requester: the 5-day deadline is met. */
export function markContacted(options: TStaffStep & { text?: string | undefined }): Promise<void> {
  return staffAct(
    options,
    'handleCases',
    async (tx, before, staff, at) => {
      const actor = staffActor(staff.staffId);
      const row = await moveCase({
        db: tx,
        row: requireRfid(before),
        to: 'CONTACTED',
        by: 'STAFF',
        actor,
        at,
        seenVersion: options.version,
      });
      const [rfid] = await tx.update(rfidRequests).set({ contactedAt: at }).where(eq(rfidRequests.caseId, row.id)).returning();
      if (!rfid) throw new AppError('ERR_CASE_0001');
      if (options.text) {
        await appendEvent({ db: tx, caseId: row.id, at, actor, type: 'NOTE', visibleToCustomer: false, data: { text: options.text } });
      }
      await notifyRfidRequester({ db: tx, notifier: options.notifier, row, rfid, update: { kind: 'CONTACTED' } });
      return { row, audit: { note: options.text ?? null }, result: undefined };
    },
    'RFID_CONTACT',
  );
}

async function contactOf(db: TQueryable, row: TCaseRow) {
  const customer = row.customerId ? await findCustomer({ db, customerId: row.customerId }) : undefined;
  return { email: customer?.email ?? row.visitorEmail, mobile: customer?.mobile ?? row.visitorMobile, language: row.language };
}

/** The officer books the fitting at a slot of the centre (the requester's preferred one unless another is given). */
export function scheduleFitting(
  options: TStaffStep & { appointments: TRfidAppointments; centreCode?: string | undefined; slotStart: string },
): Promise<TAppointment> {
  const { appointments } = options;
  return staffAct(
    options,
    'handleCases',
    async (tx, before, staff, at) => {
      const actor = staffActor(staff.staffId);
      const row = await moveCase({
        db: tx,
        row: requireRfid(before),
        to: 'SCHEDULED',
        by: 'STAFF',
        actor,
        at,
        seenVersion: options.version,
      });
      const rfid = await rfidOf(tx, row.id);
      const appointment = await appointments.bookAppointment({
        db: tx,
        at,
        subject: rfidSubjectOf(row.caseNo),
        plate: rfid.plate,
        province: rfid.province,
        contact: await contactOf(tx, row),
        customerId: row.customerId ?? undefined,
        centreCode: options.centreCode ?? rfid.centreCode,
        slotStart: new Date(options.slotStart),
      });
      await appendEvent({
        db: tx,
        caseId: row.id,
        at,
        actor,
        type: 'APPOINTMENT',
        visibleToCustomer: true,
        data: {
          appointment: 'BOOKED',
          appointmentNo: appointment.appointmentNo,
          centreCode: appointment.centre.code,
          slotStart: appointment.slotStart,
        },
      });
      const update = { kind: 'SCHEDULED' as const, centreCode: appointment.centre.code, slotStart: appointment.slotStart };
      await notifyRfidRequester({ db: tx, notifier: options.notifier, row, rfid, update });
      return { row, audit: { appointmentNo: appointment.appointmentNo }, result: appointment };
    },
    'RFID_SCHEDULE',
  );
}

/**
 * The officer records the tag fitted at the appointment: the requester is checked in if the desk
 * has not done it (on the appointment's own day), and the tag's kind, serial, chip and office are
 * kept for the member's one step to a payment method.
 */
export function recordInstallation(options: TStaffStep & { appointments: TRfidAppointments; request: TRfidInstallRequest }): Promise<void> {
  const { appointments, request } = options;
  return staffAct(
    options,
    'handleCases',
    async (tx, before, staff, at) => {
      const actor = staffActor(staff.staffId);
      const { current } = await currentFittingOf(appointments, tx, before.caseNo);
      if (!current) throw new AppError('ERR_CASE_0404');
      const row = await moveCase({
        db: tx,
        row: requireRfid(before),
        to: 'INSTALLED',
        by: 'STAFF',
        actor,
        at,
        seenVersion: options.version,
        set: { decidedAt: at },
        data: { tagKind: request.tagKind, tagNumber: request.tagNumber },
      });
      if (current.status === 'BOOKED')
        await appointments.checkIn({ db: tx, at, appointmentNo: current.appointmentNo, staffId: staff.staffId });
      const [rfid] = await tx
        .update(rfidRequests)
        .set({
          installedTagKind: request.tagKind,
          tagNumber: request.tagNumber,
          chipSerial: request.chipSerial,
          officeNumber: request.officeNumber,
          installedAt: at,
          closedAt: at,
        })
        .where(eq(rfidRequests.caseId, row.id))
        .returning();
      if (!rfid) throw new AppError('ERR_CASE_0001');
      await notifyRfidRequester({
        db: tx,
        notifier: options.notifier,
        row,
        rfid,
        update: { kind: 'INSTALLED', tagNumber: request.tagNumber },
      });
      return { row, audit: { tagKind: request.tagKind, tagNumber: request.tagNumber }, result: undefined };
    },
    'RFID_INSTALL',
  );
}

/** Cancels the request and its booked fitting, if any; `reason` is the officer's, shown to the requester. */
async function cancelWithin(options: {
  tx: TQueryable;
  notifier: TNotifier;
  appointments: TRfidAppointments;
  before: TCaseRow;
  by: 'CUSTOMER' | 'STAFF';
  actor: { kind: 'CUSTOMER' | 'VISITOR' | 'STAFF'; id: string | null };
  at: Date;
  seenVersion?: number | undefined;
  reason: string | null;
}): Promise<TCaseRow> {
  const { tx, notifier, appointments, before, by, actor, at, seenVersion, reason } = options;
  const set = { decidedAt: at, decisionText: reason };
  const row = await moveCase({ db: tx, row: requireRfid(before), to: 'CANCELLED', by, actor, at, seenVersion, set });
  const live = await appointments.liveAppointmentOf({ db: tx, subject: rfidSubjectOf(row.caseNo) });
  if (live) await appointments.cancelAppointment({ db: tx, at, appointmentNo: live.appointmentNo });
  const [rfid] = await tx
    .update(rfidRequests)
    .set({ cancelReason: reason, closedAt: at })
    .where(eq(rfidRequests.caseId, row.id))
    .returning();
  if (!rfid) throw new AppError('ERR_CASE_0001');
  await notifyRfidRequester({ db: tx, notifier, row, rfid, update: { kind: 'CANCELLED', text: reason } });
  return row;
}

/** The officer cancels with a reason the requester is told. */
export function cancelByStaff(options: TStaffStep & { appointments: TRfidAppointments; text: string }): Promise<void> {
  return staffAct(
    options,
    'handleCases',
    async (tx, before, staff, at) => {
      const actor = staffActor(staff.staffId);
      const { notifier, appointments, version: seenVersion, text: reason } = options;
      const row = await cancelWithin({ tx, notifier, appointments, before, by: 'STAFF', actor, at, seenVersion, reason });
      return { row, audit: { reason }, result: undefined };
    },
    'RFID_CANCEL',
  );
}

/** The member or the visitor cancels their request before the tag is fitted. */
export async function cancelByCustomer(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  appointments: TRfidAppointments;
  caseNo: string;
  who: TCaseCustomer;
  reason?: string | undefined;
}): Promise<void> {
  const { db, clock, notifier, appointments, caseNo, who, reason } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const before = ownedBy(await lockCase({ db: tx, caseNo }).catch(() => undefined), who);
    const actor = 'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };
    await cancelWithin({ tx, notifier, appointments, before, by: 'CUSTOMER', actor, at, reason: reason ?? null });
  });
}

/**
 * The appointments service's report of a fitting missed (nobody checked in by the end of its day):
 * the request goes back to contacted, for the officer to book another, and the requester is told.
 */
export function rfidAppointmentListeners({ notifier }: { notifier: TNotifier }): TAppointmentListener {
  return {
    async onMissed({ db, at, appointment }) {
      const row = await lockCase({ db, caseNo: appointment.subject.ref });
      if (row.kind !== 'RFID' || row.status !== 'SCHEDULED') return;
      const moved = await moveCase({ db, row, to: 'CONTACTED', by: 'SYSTEM', actor: { kind: 'SYSTEM', id: null }, at });
      await notifyRfidRequester({ db, notifier, row: moved, rfid: await rfidOf(db, row.id), update: { kind: 'MISSED' } });
    },
  };
}
