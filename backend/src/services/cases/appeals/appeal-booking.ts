import { isClosedStatus } from '@mflow/contracts/cases/case-status';
import type { TAppealBookingRequest } from '@mflow/contracts/cases/appeal.contract';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer } from '../../customer/customer-records';
import { ownedBy, type TCaseCustomer } from '../engine/case-actions';
import { appendEvent, lockCase, type TCaseRow } from '../engine/case-records';
import { appealOf } from './appeal-decision';
import type { TAppointment, TAppointments } from './appointments-port';

/*
 * An appeal's appointment (requirements/notices-and-appeals.md#appointment-fields): booked,
 * moved and cancelled through the appointments service, by the appeal's member or by the visitor
 * holding its tracking session, one live appointment per appeal. The appointment carries the
 * appeal's plate and province and the contact the case speaks to.
 */

const subjectOf = (caseNo: string) => ({ kind: 'APPEAL' as const, ref: caseNo });
const actorOf = (who: TCaseCustomer) =>
  'customerId' in who ? { kind: 'CUSTOMER' as const, id: who.customerId } : { kind: 'VISITOR' as const, id: null };

/** The customer's undecided appeal, locked; another's is not found, and a decided one refuses (ERR_CASE_0213). */
async function openAppealOf(db: TQueryable, caseNo: string, who: TCaseCustomer): Promise<TCaseRow> {
  const row = ownedBy(await lockCase({ db, caseNo }).catch(() => undefined), who);
  if (row.kind !== 'APPEAL') throw new AppError('ERR_CASE_0001');
  if (isClosedStatus(row.status)) throw new AppError('ERR_CASE_0213', { status: row.status });
  return row;
}

async function contactOf(db: TQueryable, row: TCaseRow) {
  const customer = row.customerId ? await findCustomer({ db, customerId: row.customerId }) : undefined;
  return {
    email: customer?.email ?? row.visitorEmail,
    mobile: customer?.mobile ?? row.visitorMobile,
    language: row.language,
  };
}

async function recordAppointment(db: TQueryable, row: TCaseRow, who: TCaseCustomer, at: Date, what: string, appointment?: TAppointment) {
  await appendEvent({
    db,
    caseId: row.id,
    at,
    actor: actorOf(who),
    type: 'APPOINTMENT',
    visibleToCustomer: true,
    data: {
      appointment: what,
      ...(appointment
        ? { appointmentNo: appointment.appointmentNo, centreCode: appointment.centre.code, slotStart: appointment.slotStart }
        : {}),
    },
  });
}

type TBookingOptions = { db: TDatabase; clock: Clock; appointments: TAppointments; caseNo: string; who: TCaseCustomer };

/** Books the appeal's appointment; a second live one is ERR_CASE_0212. */
export async function bookAppealAppointment(options: TBookingOptions & { request: TAppealBookingRequest }): Promise<TAppointment> {
  const { db, clock, appointments, caseNo, who, request } = options;
  const at = clock.now();
  return db.transaction(async (tx) => {
    const row = await openAppealOf(tx, caseNo, who);
    if (await appointments.liveAppointmentOf({ db: tx, subject: subjectOf(row.caseNo) })) throw new AppError('ERR_CASE_0212');
    const appeal = await appealOf(tx, row.id);
    if (!appeal.plate || !appeal.province) throw new AppError('ERR_CASE_0215');
    const appointment = await appointments.bookAppointment({
      db: tx,
      at,
      subject: subjectOf(row.caseNo),
      plate: appeal.plate,
      province: appeal.province,
      contact: await contactOf(tx, row),
      customerId: row.customerId ?? undefined,
      centreCode: request.centreCode,
      slotStart: new Date(request.slotStart),
    });
    await recordAppointment(tx, row, who, at, 'BOOKED', appointment);
    return appointment;
  });
}

/** The live appointment of the appeal, or ERR_CASE_0211 when none is booked. */
async function liveOf(tx: TQueryable, appointments: TAppointments, row: TCaseRow): Promise<TAppointment> {
  const live = await appointments.liveAppointmentOf({ db: tx, subject: subjectOf(row.caseNo) });
  if (!live) throw new AppError('ERR_CASE_0211');
  return live;
}

/** Moves the appeal's appointment to another slot (the appointments service refuses within 24 hours of it). */
export async function rescheduleAppealAppointment(options: TBookingOptions & { request: TAppealBookingRequest }): Promise<TAppointment> {
  const { db, clock, appointments, caseNo, who, request } = options;
  const at = clock.now();
  return db.transaction(async (tx) => {
    const row = await openAppealOf(tx, caseNo, who);
    const live = await liveOf(tx, appointments, row);
    const moved = await appointments.rescheduleAppointment({
      db: tx,
      at,
      appointmentNo: live.appointmentNo,
      centreCode: request.centreCode,
      slotStart: new Date(request.slotStart),
    });
    await recordAppointment(tx, row, who, at, 'RESCHEDULED', moved);
    return moved;
  });
}

/** Cancels the appeal's appointment; the appeal stays open, to be booked again. */
export async function cancelAppealAppointment(options: TBookingOptions): Promise<void> {
  const { db, clock, appointments, caseNo, who } = options;
  const at = clock.now();
  await db.transaction(async (tx) => {
    const row = await openAppealOf(tx, caseNo, who);
    const live = await liveOf(tx, appointments, row);
    await appointments.cancelAppointment({ db: tx, at, appointmentNo: live.appointmentNo });
    await recordAppointment(tx, row, who, at, 'CANCELLED');
  });
}
