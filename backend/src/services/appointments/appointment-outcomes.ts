import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TNotifier } from '../../platform/ports';
import { addDays, bangkokDateOf, startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { centresByCode, lockAppointment, updateAppointment, type TAppointmentRow } from './appointment-records';
import type { TAppointmentListeners } from './appointment-listeners';
import { tellHolder } from './appointment-notices';
import { appointmentOf, type TAppointment } from './appointment-views';
import { appointments } from './appointments.schema';

/*
 * The outcome of an appointment day: checked in at the counter, or missed (by hand, or by the job
 * after the day). The subject kind's listener runs in the same transaction, so an appeal lapses
 * exactly when its appointment is recorded as missed.
 */

async function viewOf(db: TQueryable, row: TAppointmentRow): Promise<TAppointment> {
  const [centre] = await centresByCode({ db, codes: [row.centreCode] });
  if (!centre) throw new AppError('ERR_APT_0002');
  return appointmentOf(row, centre);
}

function requireBooked(row: TAppointmentRow): void {
  if (row.status !== 'BOOKED') throw new AppError('ERR_APT_0008', { status: row.status });
}

/** Checks a holder in at the counter, on the appointment's own Bangkok day (ERR_APT_0011). */
export async function checkIn({
  db,
  at,
  appointmentNo,
  staffId,
  listeners,
}: {
  db: TQueryable;
  at: Date;
  appointmentNo: string;
  staffId: string;
  listeners: TAppointmentListeners;
}): Promise<{ before: TAppointment; after: TAppointment }> {
  const row = await lockAppointment({ db, appointmentNo });
  requireBooked(row);
  if (bangkokDateOf(row.slotStart) !== bangkokDateOf(at)) throw new AppError('ERR_APT_0011');
  const before = await viewOf(db, row);
  const updated = await updateAppointment({ db, id: row.id, set: { status: 'CHECKED_IN', checkedInAt: at, checkedInBy: staffId } });
  const after = await viewOf(db, updated);
  await listeners[row.subjectKind]?.onCheckedIn?.({ db, at, appointment: after });
  return { before, after };
}

async function recordMissed(db: TQueryable, row: TAppointmentRow, at: Date, listeners: TAppointmentListeners): Promise<TAppointment> {
  const updated = await updateAppointment({ db, id: row.id, set: { status: 'NO_SHOW', endedAt: at, endReason: 'MISSED' } });
  const appointment = await viewOf(db, updated);
  await listeners[row.subjectKind]?.onMissed({ db, at, appointment });
  return appointment;
}

/** Marks a booking missed by hand, once its slot has begun (ERR_APT_0012). */
export async function markNoShow({
  db,
  at,
  appointmentNo,
  listeners,
}: {
  db: TQueryable;
  at: Date;
  appointmentNo: string;
  listeners: TAppointmentListeners;
}): Promise<{ before: TAppointment; after: TAppointment }> {
  const row = await lockAppointment({ db, appointmentNo });
  requireBooked(row);
  if (row.slotStart.getTime() > at.getTime()) throw new AppError('ERR_APT_0012');
  const before = await viewOf(db, row);
  return { before, after: await recordMissed(db, row, at, listeners) };
}

/** Every booking of a Bangkok day before `at`'s that nobody checked in becomes NO_SHOW: what the job runs after each day. */
export async function markMissedDays({
  db,
  at,
  listeners,
}: {
  db: TQueryable;
  at: Date;
  listeners: TAppointmentListeners;
}): Promise<number> {
  const rows = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.status, 'BOOKED'), lt(appointments.slotStart, startOfBangkokDay(bangkokDateOf(at)))))
    .orderBy(asc(appointments.slotStart))
    .for('update', { skipLocked: true });
  for (const row of rows) await recordMissed(db, row, at, listeners);
  return rows.length;
}

/**
 * Reminds every holder of a booking on the Bangkok day after `at`'s, once: `reminded_at` is set
 * by a conditional update in the same transaction as the message, so a rerun finds nothing left.
 */
export async function remindTomorrow({ db, at, notifier }: { db: TQueryable; at: Date; notifier: TNotifier }): Promise<number> {
  const tomorrow = addDays(bangkokDateOf(at), 1);
  const rows = await db
    .update(appointments)
    .set({ remindedAt: at })
    .where(
      and(
        eq(appointments.status, 'BOOKED'),
        isNull(appointments.remindedAt),
        gte(appointments.slotStart, startOfBangkokDay(tomorrow)),
        lt(appointments.slotStart, startOfBangkokDay(addDays(tomorrow, 1))),
      ),
    )
    .returning();
  for (const row of rows)
    await tellHolder({ db, notifier, appointment: await viewOf(db, row), event: 'REMINDER', at, sequence: row.history.length });
  return rows.length;
}
