import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TNotifier } from '../../platform/ports';
import { holidaySetBetween } from '../master/holiday-calendar';
import { slotStartsOfDay } from '@mflow/contracts/appointments/appointment-rules';
import { addDays, bangkokDateOf, startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { isBusinessDay } from '@mflow/contracts/time/business-days';
import { bookedBetween, centreOf, ensureSlot, slotRowsBetween, type TCentreRow, type TSlotRow } from './appointment-records';
import { tellHolder } from './appointment-notices';
import { appointmentOf, bangkokTimeOf } from './appointment-views';
import { appointments, appointmentSlots } from './appointments.schema';
import { checkRange, endBooking, moveBooking, offeredSlots } from './appointments.service';

/*
 * The back-office side of appointments: a centre's day at the counter, the calendar of its slots,
 * and what operations change in it (a slot's capacity, closing a slot or a day).
 */

const dayBounds = (date: TIsoDate) => ({ from: startOfBangkokDay(date), to: startOfBangkokDay(addDays(date, 1)) });

export async function dayList({ db, centreCode, date }: { db: TQueryable; centreCode: string; date: TIsoDate }) {
  const centre = await centreOf({ db, code: centreCode });
  const rows = await bookedBetween({ db, centreCode, ...dayBounds(date) });
  return rows.map((row) => ({
    ...appointmentOf(row, centre),
    contactEmail: row.contactEmail,
    contactMobile: row.contactMobile,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
  }));
}

/** Every slot of the centre's business days from `from` to `to` (at most 31 days), with its capacity and seats taken. */
export async function slotCalendar({ db, centreCode, from, to }: { db: TQueryable; centreCode: string; from: TIsoDate; to: TIsoDate }) {
  checkRange(from, to);
  const centre = await centreOf({ db, code: centreCode });
  const holidays = await holidaySetBetween({ db, from, to });
  const rows = await slotRowsBetween({
    db,
    centreCode,
    from: startOfBangkokDay(from),
    to: startOfBangkokDay(addDays(from === to ? to : to, 1)),
  });
  const byStart = new Map(rows.map((row) => [row.startsAt.getTime(), row]));
  const items = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isBusinessDay(date, holidays)) continue;
    for (const start of slotStartsOfDay(date, centre)) {
      const row = byStart.get(start.getTime());
      items.push({
        slotStart: start.toISOString(),
        date,
        time: bangkokTimeOf(start),
        capacity: row?.capacity ?? centre.seatsPerSlot,
        taken: row?.taken ?? 0,
        closedAt: row?.closedAt?.toISOString() ?? null,
        closedReason: row?.closedReason ?? null,
      });
    }
  }
  return items;
}

/** A start on the grid of the centre's hours for its own day; ERR_APT_0005 otherwise. */
function requireOnGrid(centre: TCentreRow, start: Date): void {
  if (!slotStartsOfDay(bangkokDateOf(start), centre).some((slot) => slot.getTime() === start.getTime())) throw new AppError('ERR_APT_0005');
}

async function lockSlot(db: TQueryable, centre: TCentreRow, start: Date): Promise<TSlotRow> {
  await ensureSlot({ db, centre, start });
  const [row] = await db
    .select()
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.centreCode, centre.code), eq(appointmentSlots.startsAt, start)))
    .for('update');
  if (!row) throw new AppError('ERR_APT_0005');
  return row;
}

/** Sets a slot's capacity; never below the seats already taken (ERR_APT_0010). */
export async function setCapacity({
  db,
  centreCode,
  slotStart,
  capacity,
}: {
  db: TQueryable;
  centreCode: string;
  slotStart: Date;
  capacity: number;
}) {
  const centre = await centreOf({ db, code: centreCode });
  requireOnGrid(centre, slotStart);
  const before = await lockSlot(db, centre, slotStart);
  if (capacity < before.taken) throw new AppError('ERR_APT_0010', { taken: String(before.taken) });
  const [after] = await db.update(appointmentSlots).set({ capacity }).where(eq(appointmentSlots.id, before.id)).returning();
  return { before, after: after ?? before };
}

/**
 * Closes a slot, or every slot of a day, with a reason. Each booking in them moves to the free
 * slot of the same centre nearest in time to its own, or is cancelled when none is free within the
 * booking window; each holder is told. The caller's transaction makes it all or nothing.
 */
export async function closeSlots({
  db,
  at,
  notifier,
  centreCode,
  date,
  slotStart,
  reason,
}: {
  db: TQueryable;
  at: Date;
  notifier: TNotifier;
  centreCode: string;
  date: TIsoDate;
  slotStart?: Date;
  reason: string;
}) {
  const centre = await centreOf({ db, code: centreCode });
  if (slotStart && bangkokDateOf(slotStart) !== date) throw new AppError('ERR_APT_0005');
  if (slotStart) requireOnGrid(centre, slotStart);
  const starts = slotStart ? [slotStart] : slotStartsOfDay(date, centre);
  for (const start of starts) await ensureSlot({ db, centre, start });
  const closed = await db
    .update(appointmentSlots)
    .set({ closedAt: at, closedReason: reason })
    .where(and(eq(appointmentSlots.centreCode, centre.code), inArray(appointmentSlots.startsAt, starts), isNull(appointmentSlots.closedAt)))
    .returning({ id: appointmentSlots.id });
  const booked = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.centreCode, centre.code), inArray(appointments.slotStart, starts), eq(appointments.status, 'BOOKED')))
    .for('update');
  const today = bangkokDateOf(at);
  const moved: { appointmentNo: string; slotStart: string }[] = [];
  const cancelled: string[] = [];
  for (const row of booked) {
    const free = (await offeredSlots({ db, centreCode: centre.code, from: today, to: addDays(today, 30), at }))
      .filter((slot) => slot.seatsLeft > 0)
      .sort(
        (a, b) => Math.abs(Date.parse(a.slotStart) - row.slotStart.getTime()) - Math.abs(Date.parse(b.slotStart) - row.slotStart.getTime()),
      );
    const nearest = free[0];
    if (nearest) {
      const { appointment, sequence } = await moveBooking({ db, row, centre, slotStart: new Date(nearest.slotStart), at, by: 'STAFF' });
      await tellHolder({ db, notifier, appointment, event: 'MOVED_BY_CLOSURE', at, sequence, reason });
      moved.push({ appointmentNo: row.appointmentNo, slotStart: appointment.slotStart });
    } else {
      const appointment = await endBooking({ db, row, at, reason: 'CLOSURE' });
      await tellHolder({ db, notifier, appointment, event: 'CANCELLED_BY_CLOSURE', at, sequence: row.history.length + 1, reason });
      cancelled.push(row.appointmentNo);
    }
  }
  return { closed: closed.length, moved, cancelled };
}
