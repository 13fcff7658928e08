import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { APPOINTMENT_STATUSES, APPOINTMENT_SUBJECT_KINDS, CENTRE_ROUTES } from '@mflow/contracts/appointments/appointment-kinds';

/** A service centre where customers come by appointment (requirements/notices-and-appeals.md#appointment-fields). */
export const serviceCentres = pgTable('service_centre', {
  code: text('code').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  addressTh: text('address_th').notNull(),
  addressEn: text('address_en').notNull(),
  mapUrl: text('map_url').notNull(),
  route: text('route', { enum: CENTRE_ROUTES }).notNull(),
  /** HH:MM in Bangkok. */
  opensAt: text('opens_at').notNull(),
  closesAt: text('closes_at').notNull(),
  /** The capacity a slot gets when its row is made. */
  seatsPerSlot: integer('seats_per_slot').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * A slot that has been booked or changed by staff: the row appears at the first booking or
 * closure (docs/decisions/0059-appointment-slots.md); a slot without a row is open with the
 * centre's seats. `taken` is raised only by a conditional update, so the last seat goes once.
 */
export const appointmentSlots = pgTable(
  'appointment_slot',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    centreCode: text('centre_code')
      .notNull()
      .references(() => serviceCentres.code),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    taken: integer('taken').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedReason: text('closed_reason'),
  },
  (table) => [uniqueIndex('appointment_slot_centre_start_idx').on(table.centreCode, table.startsAt)],
);

/** A move of an appointment: from which slot to which, when and by whom (the holder, or staff closing a slot). */
export type TAppointmentMove = {
  at: string;
  fromCentre: string;
  fromStart: string;
  toCentre: string;
  toStart: string;
  by: 'HOLDER' | 'STAFF';
};

/** One booking of one seat. The number is random (decision 0059); one BOOKED appointment per subject. */
export const appointments = pgTable(
  'appointment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentNo: text('appointment_no').notNull(),
    subjectKind: text('subject_kind', { enum: APPOINTMENT_SUBJECT_KINDS }).notNull(),
    subjectRef: text('subject_ref').notNull(),
    /** Canonical spelling: the look-up's proof with the number. */
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    contactEmail: text('contact_email'),
    contactMobile: text('contact_mobile'),
    language: text('language', { enum: ['TH', 'EN'] }).notNull(),
    customerId: uuid('customer_id'),
    centreCode: text('centre_code')
      .notNull()
      .references(() => serviceCentres.code),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    history: jsonb('history').$type<TAppointmentMove[]>().notNull().default([]),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** Set once, by the reminder job: a rerun finds it set and sends nothing. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: uuid('checked_in_by'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
  },
  (table) => [
    uniqueIndex('appointment_no_idx').on(table.appointmentNo),
    uniqueIndex('appointment_live_subject_idx')
      .on(table.subjectKind, table.subjectRef)
      .where(sql`status = 'BOOKED'`),
    index('appointment_slot_idx').on(table.centreCode, table.slotStart),
    index('appointment_customer_idx').on(table.customerId),
  ],
);
