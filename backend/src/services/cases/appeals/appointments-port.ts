import type { TQueryable } from '../../../platform/db/database';

/*
 * What appeals ask of the appointments service (docs/decisions/0060-notice-appeals.md), in the
 * shared design's names and shapes. Appointments know nothing of appeals: an appointment has a
 * subject (kind and reference, the case number), the plate and province it is about, the contact
 * to tell and optionally the member. Wired in app.ts, as the refunds port is.
 */

export type TAppointmentSubject = { kind: 'APPEAL' | 'RFID'; ref: string };

export type TAppointmentContact = { email: string | null; mobile: string | null; language: 'TH' | 'EN' };

/**
 * An appointment as appeals read it: the part of the appointments service's answer they use.
 * `status` is that service's own: BOOKED (the one live status), CHECKED_IN, NO_SHOW, CANCELLED.
 */
export type TAppointment = {
  appointmentNo: string;
  subject: TAppointmentSubject;
  centre: { code: string };
  slotStart: string;
  status: string;
};

export type TAppointments = {
  bookAppointment(input: {
    db: TQueryable;
    at: Date;
    subject: TAppointmentSubject;
    plate: string;
    province: string;
    contact: TAppointmentContact;
    customerId?: string | undefined;
    centreCode: string;
    slotStart: Date;
  }): Promise<TAppointment>;
  rescheduleAppointment(input: {
    db: TQueryable;
    at: Date;
    appointmentNo: string;
    centreCode: string;
    slotStart: Date;
  }): Promise<TAppointment>;
  cancelAppointment(input: { db: TQueryable; at: Date; appointmentNo: string }): Promise<unknown>;
  liveAppointmentOf(input: { db: TQueryable; subject: TAppointmentSubject }): Promise<TAppointment | undefined>;
  /** Every appointment of the subjects, live or ended, oldest first. */
  appointmentsOfSubjects(input: { db: TQueryable; subjects: TAppointmentSubject[] }): Promise<TAppointment[]>;
};

/** The outcome of the day the appointments service reports for a subject of its kind (its listeners are given per kind). */
export type TAppointmentListener = {
  onMissed(input: { db: TQueryable; at: Date; appointment: TAppointment }): Promise<void>;
  onCheckedIn?(input: { db: TQueryable; at: Date; appointment: TAppointment }): Promise<void>;
};

/** The appeal's appointment that still counts: the one booked, or the one the customer checked in at; the latest. */
export async function currentAppointmentOf(appointments: TAppointments, db: TQueryable, caseNo: string) {
  const all = await appointments.appointmentsOfSubjects({ db, subjects: [{ kind: 'APPEAL', ref: caseNo }] });
  return all.filter((appointment) => appointment.status === 'BOOKED' || appointment.status === 'CHECKED_IN').at(-1);
}
