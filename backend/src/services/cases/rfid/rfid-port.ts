import type { TQueryable } from '../../../platform/db/database';
import type { TAppointments } from '../appeals/appointments-port';

/*
 * What RFID requests ask of the appointments service: the appeals' port (the same slot engine,
 * decision 0060), and whether a centre a requester prefers is one that takes bookings. Joined in
 * appointment-subjects.ts, as the appeals' is. Recording the fitted tag is the counter's check-in
 * as well, so the install step checks the holder in.
 */
export type TRfidAppointments = TAppointments & {
  isActiveCentre(input: { db: TQueryable; code: string }): Promise<boolean>;
  /** Checks the holder in at the counter, on the appointment's own day, as the desk would. */
  checkIn(input: { db: TQueryable; at: Date; appointmentNo: string; staffId: string }): Promise<unknown>;
};

export const rfidSubjectOf = (caseNo: string) => ({ kind: 'RFID' as const, ref: caseNo });
