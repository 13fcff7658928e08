import type { TAppointmentView, TCentre } from '@mflow/contracts/appointments/appointments.contract';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { CHANGE_CUTOFF_MS } from '@mflow/contracts/appointments/appointment-rules';
import type { TAppointmentRow, TCentreRow } from './appointment-records';

/** Who is told of an appointment, in which language. */
export type TAppointmentContact = { email?: string | null; mobile?: string | null; language: 'TH' | 'EN' };

/** An appointment as the service functions answer it: the public view, with the proof and the holder. */
export type TAppointment = TAppointmentView & {
  plate: string;
  province: string;
  customerId: string | null;
  contact: TAppointmentContact;
};

const BANGKOK_OFFSET_MS = 7 * 3_600_000;

/** HH:MM in Bangkok. */
export function bangkokTimeOf(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);
}

export function centreViewOf(row: TCentreRow): TCentre {
  const { code, nameTh, nameEn, addressTh, addressEn, mapUrl, route, opensAt, closesAt } = row;
  return { code, nameTh, nameEn, addressTh, addressEn, mapUrl, route, opensAt, closesAt };
}

export function appointmentOf(row: TAppointmentRow, centre: TCentreRow): TAppointment {
  return {
    appointmentNo: row.appointmentNo,
    subject: { kind: row.subjectKind, ref: row.subjectRef },
    status: row.status,
    centre: centreViewOf(centre),
    slotStart: row.slotStart.toISOString(),
    date: bangkokDateOf(row.slotStart),
    time: bangkokTimeOf(row.slotStart),
    changeableUntil: new Date(row.slotStart.getTime() - CHANGE_CUTOFF_MS).toISOString(),
    plate: row.plate,
    province: row.province,
    customerId: row.customerId,
    contact: { email: row.contactEmail, mobile: row.contactMobile, language: row.language },
  };
}

/** The public part only: what the look-up and the portal show. */
export function publicViewOf(appointment: TAppointment): TAppointmentView {
  const { appointmentNo, subject, status, centre, slotStart, date, time, changeableUntil } = appointment;
  return { appointmentNo, subject, status, centre, slotStart, date, time, changeableUntil };
}
