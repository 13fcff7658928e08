import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TNotifier } from '../../platform/ports';
import { holidaySetBetween } from '../master/holiday-calendar';
import type { TAppointmentSubject } from '@mflow/contracts/appointments/appointment-kinds';
import {
  BOOKING_HORIZON_DAYS,
  isOfferedSlot,
  mayChangeBooking,
  offeredDates,
  slotStartsOfDay,
} from '@mflow/contracts/appointments/appointment-rules';
import type { TCentre } from '@mflow/contracts/appointments/appointments.contract';
import { addDays, bangkokDateOf, startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { THolidaySet } from '@mflow/contracts/time/business-days';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import {
  activeCentres,
  centreOf,
  centresByCode,
  findAppointment,
  insertAppointment,
  liveRowOf,
  lockAppointment,
  releaseSeat,
  rowsOfSubjects,
  slotRowsBetween,
  takeSeat,
  updateAppointment,
  type TAppointmentRow,
  type TCentreRow,
} from './appointment-records';
import { tellHolder } from './appointment-notices';
import { appointmentOf, bangkokTimeOf, centreViewOf, type TAppointment, type TAppointmentContact } from './appointment-views';

/*
 * The appointments service (requirements/notices-and-appeals.md#appointment-fields): the functions
 * the owners of subjects (appeals) call, each with the caller's handle (a transaction when it has
 * one) and the instant of the clock. Given a notifier, a change tells the holder.
 */

export type TOfferedSlot = { slotStart: string; date: TIsoDate; time: string; seatsLeft: number };

/** The calendar from today to past the booking window: the days a booking made at `at` may fall on. */
function holidaysAhead({ db, at }: { db: TQueryable; at: Date }): Promise<THolidaySet> {
  const today = bangkokDateOf(at);
  return holidaySetBetween({ db, from: today, to: addDays(today, BOOKING_HORIZON_DAYS + 1) });
}

export async function listCentres({ db }: { db: TQueryable }): Promise<TCentre[]> {
  return (await activeCentres({ db })).map(centreViewOf);
}

/** At most 31 days from `from` to `to`, both included, not backwards (ERR_APT_0009). */
export function checkRange(from: TIsoDate, to: TIsoDate): void {
  if (to < from || to > addDays(from, 30)) throw new AppError('ERR_APT_0009');
}

/** The slots of a centre offered to a booking made at `at`, not closed, with the seats each has left (none when full). */
export async function offeredSlots({
  db,
  centreCode,
  from,
  to,
  at,
}: {
  db: TQueryable;
  centreCode: string;
  from: TIsoDate;
  to: TIsoDate;
  at: Date;
}): Promise<TOfferedSlot[]> {
  checkRange(from, to);
  const centre = await centreOf({ db, code: centreCode });
  const dates = offeredDates(from, to, at, await holidaysAhead({ db, at }));
  if (dates.length === 0) return [];
  const rows = await slotRowsBetween({
    db,
    centreCode,
    from: startOfBangkokDay(dates[0] as TIsoDate),
    to: startOfBangkokDay(addDays(dates.at(-1) as TIsoDate, 1)),
  });
  const byStart = new Map(rows.map((row) => [row.startsAt.getTime(), row]));
  return dates.flatMap((date) =>
    slotStartsOfDay(date, centre).flatMap((start) => {
      const row = byStart.get(start.getTime());
      if (row?.closedAt) return [];
      const seatsLeft = Math.max((row?.capacity ?? centre.seatsPerSlot) - (row?.taken ?? 0), 0);
      return [{ slotStart: start.toISOString(), date, time: bangkokTimeOf(start), seatsLeft }];
    }),
  );
}

async function checkOffered(db: TQueryable, centre: TCentreRow, slotStart: Date, at: Date): Promise<void> {
  if (!isOfferedSlot(slotStart, centre, at, await holidaysAhead({ db, at }))) throw new AppError('ERR_APT_0005');
}

async function withCentre(db: TQueryable, row: TAppointmentRow): Promise<TAppointment> {
  const [centre] = await centresByCode({ db, codes: [row.centreCode] });
  if (!centre) throw new AppError('ERR_APT_0002');
  return appointmentOf(row, centre);
}

export type TBookRequest = {
  db: TQueryable;
  at: Date;
  subject: TAppointmentSubject;
  plate: string;
  province: string;
  contact: TAppointmentContact;
  customerId?: string | null;
  centreCode: string;
  slotStart: Date;
  notifier?: TNotifier;
};

/**
 * Books a seat: refuses a slot not offered (ERR_APT_0005), a closed one (0004), a full one (0003)
 * and a second live appointment of the subject (0006). One transaction: the seat and the row.
 */
export function bookAppointment(request: TBookRequest): Promise<TAppointment> {
  const { db, at, subject, contact, centreCode, slotStart, notifier } = request;
  return db.transaction(async (tx) => {
    const centre = await centreOf({ db: tx, code: centreCode });
    await checkOffered(tx, centre, slotStart, at);
    if (await liveRowOf({ db: tx, subject })) throw new AppError('ERR_APT_0006');
    await takeSeat({ db: tx, centre, start: slotStart });
    const row = await insertAppointment({
      db: tx,
      row: {
        subjectKind: subject.kind,
        subjectRef: subject.ref,
        plate: normalisePlate(request.plate),
        province: request.province,
        contactEmail: contact.email ?? null,
        contactMobile: contact.mobile ?? null,
        language: contact.language,
        customerId: request.customerId ?? null,
        centreCode: centre.code,
        slotStart,
        status: 'BOOKED',
        bookedAt: at,
      },
    });
    const appointment = appointmentOf(row, centre);
    if (notifier) await tellHolder({ db: tx, notifier, appointment, event: 'BOOKED', at, sequence: 0 });
    return appointment;
  });
}

function requireBooked(row: TAppointmentRow): void {
  if (row.status !== 'BOOKED') throw new AppError('ERR_APT_0008', { status: row.status });
}

/** Moves a booking to another slot (of any centre) in one transaction, until 24 hours before its slot (ERR_APT_0007). */
export function rescheduleAppointment({
  db,
  at,
  appointmentNo,
  centreCode,
  slotStart,
  notifier,
}: {
  db: TQueryable;
  at: Date;
  appointmentNo: string;
  centreCode: string;
  slotStart: Date;
  notifier?: TNotifier;
}): Promise<TAppointment> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment({ db: tx, appointmentNo });
    requireBooked(row);
    if (!mayChangeBooking(row.slotStart, at)) throw new AppError('ERR_APT_0007');
    const centre = await centreOf({ db: tx, code: centreCode });
    if (centre.code === row.centreCode && slotStart.getTime() === row.slotStart.getTime()) return appointmentOf(row, centre);
    await checkOffered(tx, centre, slotStart, at);
    const { appointment, sequence } = await moveBooking({ db: tx, row, centre, slotStart, at, by: 'HOLDER' });
    if (notifier) await tellHolder({ db: tx, notifier, appointment, event: 'RESCHEDULED', at, sequence });
    return appointment;
  });
}

/**
 * Takes the new seat, gives back the old one and records the move, in the caller's transaction,
 * which holds the row locked. The sequence (the moves so far) versions the calendar event.
 */
export async function moveBooking({
  db,
  row,
  centre,
  slotStart,
  at,
  by,
}: {
  db: TQueryable;
  row: TAppointmentRow;
  centre: TCentreRow;
  slotStart: Date;
  at: Date;
  by: 'HOLDER' | 'STAFF';
}): Promise<{ appointment: TAppointment; sequence: number }> {
  await takeSeat({ db, centre, start: slotStart });
  await releaseSeat({ db, centreCode: row.centreCode, start: row.slotStart });
  const move = {
    at: at.toISOString(),
    fromCentre: row.centreCode,
    fromStart: row.slotStart.toISOString(),
    toCentre: centre.code,
    toStart: slotStart.toISOString(),
    by,
  };
  const updated = await updateAppointment({ db, id: row.id, set: { centreCode: centre.code, slotStart, history: [...row.history, move] } });
  return { appointment: appointmentOf(updated, centre), sequence: updated.history.length };
}

/** Ends a booking and gives back its seat, in the caller's transaction, which holds the row locked. */
export async function endBooking({
  db,
  row,
  at,
  reason,
}: {
  db: TQueryable;
  row: TAppointmentRow;
  at: Date;
  reason: string;
}): Promise<TAppointment> {
  await releaseSeat({ db, centreCode: row.centreCode, start: row.slotStart });
  const updated = await updateAppointment({ db, id: row.id, set: { status: 'CANCELLED', endedAt: at, endReason: reason } });
  return withCentre(db, updated);
}

/** Cancels a booking until 24 hours before its slot (ERR_APT_0007); the seat is free again at once. */
export function cancelAppointment({
  db,
  at,
  appointmentNo,
  notifier,
}: {
  db: TQueryable;
  at: Date;
  appointmentNo: string;
  notifier?: TNotifier;
}): Promise<TAppointment> {
  return db.transaction(async (tx) => {
    const row = await lockAppointment({ db: tx, appointmentNo });
    requireBooked(row);
    if (!mayChangeBooking(row.slotStart, at)) throw new AppError('ERR_APT_0007');
    const appointment = await endBooking({ db: tx, row, at, reason: 'HOLDER' });
    if (notifier) await tellHolder({ db: tx, notifier, appointment, event: 'CANCELLED', at, sequence: row.history.length + 1 });
    return appointment;
  });
}

/** The subject's BOOKED appointment, if it has one. */
export async function liveAppointmentOf({
  db,
  subject,
}: {
  db: TQueryable;
  subject: TAppointmentSubject;
}): Promise<TAppointment | undefined> {
  const row = await liveRowOf({ db, subject });
  return row ? withCentre(db, row) : undefined;
}

/** Every appointment of these subjects, live or ended, oldest first: for the case pages. */
export async function appointmentsOfSubjects({
  db,
  subjects,
}: {
  db: TQueryable;
  subjects: TAppointmentSubject[];
}): Promise<TAppointment[]> {
  const rows = await rowsOfSubjects({ db, subjects });
  const centres = new Map(
    (await centresByCode({ db, codes: [...new Set(rows.map((row) => row.centreCode))] })).map((centre) => [centre.code, centre]),
  );
  return rows.flatMap((row) => {
    const centre = centres.get(row.centreCode);
    return centre ? [appointmentOf(row, centre)] : [];
  });
}

/**
 * The public look-up: the number with the plate and province it was booked for. An unknown number
 * and a wrong plate answer the same ERR_APT_0001, so a number alone reveals nothing.
 */
export async function appointmentByNumber({
  db,
  appointmentNo,
  plate,
  province,
}: {
  db: TQueryable;
  appointmentNo: string;
  plate: string;
  province: string;
}): Promise<TAppointment> {
  const row = await findAppointment({ db, appointmentNo });
  if (!row || row.plate !== normalisePlate(plate) || row.province !== province.trim()) throw new AppError('ERR_APT_0001');
  return withCentre(db, row);
}
