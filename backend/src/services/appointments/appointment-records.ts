import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { APPOINTMENT_NO_RANDOM_BYTES, appointmentNoOf } from '@mflow/contracts/appointments/appointment-rules';
import type { TAppointmentSubject } from '@mflow/contracts/appointments/appointment-kinds';
import { appointments, appointmentSlots, serviceCentres } from './appointments.schema';

/** The storage of appointments: centres, the seats of slots, and the appointment rows. */

export type TCentreRow = typeof serviceCentres.$inferSelect;
export type TSlotRow = typeof appointmentSlots.$inferSelect;
export type TAppointmentRow = typeof appointments.$inferSelect;
export type TNewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'appointmentNo'>;

export function activeCentres({ db }: { db: TQueryable }): Promise<TCentreRow[]> {
  return db
    .select()
    .from(serviceCentres)
    .where(eq(serviceCentres.active, true))
    .orderBy(asc(serviceCentres.route), asc(serviceCentres.code));
}

export async function centreOf({ db, code }: { db: TQueryable; code: string }): Promise<TCentreRow> {
  const [row] = await db
    .select()
    .from(serviceCentres)
    .where(and(eq(serviceCentres.code, code), eq(serviceCentres.active, true)));
  if (!row) throw new AppError('ERR_APT_0002');
  return row;
}

export function centresByCode({ db, codes }: { db: TQueryable; codes: string[] }): Promise<TCentreRow[]> {
  return codes.length === 0 ? Promise.resolve([]) : db.select().from(serviceCentres).where(inArray(serviceCentres.code, codes));
}

/** The seed's centres: written every start, so the rows stay equal to the data; `active` stays what operations set. */
export async function upsertCentres({ db, centres }: { db: TQueryable; centres: Omit<TCentreRow, 'active'>[] }): Promise<void> {
  for (const centre of centres) {
    const { code: _code, ...fields } = centre;
    await db.insert(serviceCentres).values(centre).onConflictDoUpdate({ target: serviceCentres.code, set: fields });
  }
}

export function slotRowsBetween({
  db,
  centreCode,
  from,
  to,
}: {
  db: TQueryable;
  centreCode: string;
  from: Date;
  to: Date;
}): Promise<TSlotRow[]> {
  return db
    .select()
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.centreCode, centreCode), gte(appointmentSlots.startsAt, from), lt(appointmentSlots.startsAt, to)))
    .orderBy(asc(appointmentSlots.startsAt));
}

/** The slot's row, made with the centre's seats when it has none yet (decision 0059). */
export async function ensureSlot({ db, centre, start }: { db: TQueryable; centre: TCentreRow; start: Date }): Promise<void> {
  await db
    .insert(appointmentSlots)
    .values({ centreCode: centre.code, startsAt: start, capacity: centre.seatsPerSlot })
    .onConflictDoNothing();
}

/**
 * Takes a seat: one conditional update, so concurrent bookings queue on the row and each sees the
 * seats the ones before it left; the last seat goes to exactly one (decision 0059). A full slot is
 * ERR_APT_0003, a closed one ERR_APT_0004.
 */
export async function takeSeat({ db, centre, start }: { db: TQueryable; centre: TCentreRow; start: Date }): Promise<void> {
  await ensureSlot({ db, centre, start });
  const taken = await db
    .update(appointmentSlots)
    .set({ taken: sql`${appointmentSlots.taken} + 1` })
    .where(
      and(
        eq(appointmentSlots.centreCode, centre.code),
        eq(appointmentSlots.startsAt, start),
        lt(appointmentSlots.taken, appointmentSlots.capacity),
        sql`${appointmentSlots.closedAt} is null`,
      ),
    )
    .returning({ id: appointmentSlots.id });
  if (taken.length > 0) return;
  const [slot] = await db
    .select({ closedAt: appointmentSlots.closedAt })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.centreCode, centre.code), eq(appointmentSlots.startsAt, start)));
  throw new AppError(slot?.closedAt ? 'ERR_APT_0004' : 'ERR_APT_0003');
}

export async function releaseSeat({ db, centreCode, start }: { db: TQueryable; centreCode: string; start: Date }): Promise<void> {
  await db
    .update(appointmentSlots)
    .set({ taken: sql`greatest(${appointmentSlots.taken} - 1, 0)` })
    .where(and(eq(appointmentSlots.centreCode, centreCode), eq(appointmentSlots.startsAt, start)));
}

/**
 * Inserts the appointment under a fresh random number. `on conflict do nothing` covers both unique
 * indexes: a live appointment of the subject (ERR_APT_0006, also when another booking of it
 * commits first) and, once in a trillion, a number already given (a new one is drawn).
 */
export async function insertAppointment({ db, row }: { db: TQueryable; row: TNewAppointment }): Promise<TAppointmentRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const appointmentNo = appointmentNoOf(randomBytes(APPOINTMENT_NO_RANDOM_BYTES));
    const [inserted] = await db
      .insert(appointments)
      .values({ ...row, appointmentNo })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    if (await liveRowOf({ db, subject: { kind: row.subjectKind, ref: row.subjectRef } })) throw new AppError('ERR_APT_0006');
  }
  throw new Error('no free appointment number after 5 draws');
}

export async function liveRowOf({ db, subject }: { db: TQueryable; subject: TAppointmentSubject }): Promise<TAppointmentRow | undefined> {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.subjectKind, subject.kind), eq(appointments.subjectRef, subject.ref), eq(appointments.status, 'BOOKED')));
  return row;
}

export function rowsOfSubjects({ db, subjects }: { db: TQueryable; subjects: TAppointmentSubject[] }): Promise<TAppointmentRow[]> {
  if (subjects.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(appointments)
    .where(or(...subjects.map((subject) => and(eq(appointments.subjectKind, subject.kind), eq(appointments.subjectRef, subject.ref)))))
    .orderBy(asc(appointments.bookedAt));
}

/** The appointment, locked for a change; ERR_APT_0001 when there is none. */
export async function lockAppointment({ db, appointmentNo }: { db: TQueryable; appointmentNo: string }): Promise<TAppointmentRow> {
  const [row] = await db.select().from(appointments).where(eq(appointments.appointmentNo, appointmentNo)).for('update');
  if (!row) throw new AppError('ERR_APT_0001');
  return row;
}

export async function findAppointment({
  db,
  appointmentNo,
}: {
  db: TQueryable;
  appointmentNo: string;
}): Promise<TAppointmentRow | undefined> {
  const [row] = await db.select().from(appointments).where(eq(appointments.appointmentNo, appointmentNo));
  return row;
}

export async function updateAppointment({
  db,
  id,
  set,
}: {
  db: TQueryable;
  id: string;
  set: Partial<typeof appointments.$inferInsert>;
}): Promise<TAppointmentRow> {
  const [row] = await db.update(appointments).set(set).where(eq(appointments.id, id)).returning();
  if (!row) throw new AppError('ERR_APT_0001');
  return row;
}

export function bookedBetween({
  db,
  centreCode,
  from,
  to,
}: {
  db: TQueryable;
  centreCode: string;
  from: Date;
  to: Date;
}): Promise<TAppointmentRow[]> {
  return db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.centreCode, centreCode),
        gte(appointments.slotStart, from),
        lt(appointments.slotStart, to),
        inArray(appointments.status, ['BOOKED', 'CHECKED_IN', 'NO_SHOW']),
      ),
    )
    .orderBy(asc(appointments.slotStart), asc(appointments.bookedAt));
}
