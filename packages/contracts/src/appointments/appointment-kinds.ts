/** What an appointment is about: an appeal of a notice, or the fitting of an RFID tag. */
export const APPOINTMENT_SUBJECT_KINDS = ['APPEAL', 'RFID'] as const;
export type TAppointmentSubjectKind = (typeof APPOINTMENT_SUBJECT_KINDS)[number];

/** BOOKED is the one live status: a subject has at most one BOOKED appointment. */
export const APPOINTMENT_STATUSES = ['BOOKED', 'CHECKED_IN', 'NO_SHOW', 'CANCELLED'] as const;
export type TAppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The motorways the centres stand along. */
export const CENTRE_ROUTES = ['M7', 'M9', 'M81'] as const;
export type TCentreRoute = (typeof CENTRE_ROUTES)[number];

export type TAppointmentSubject = { kind: TAppointmentSubjectKind; ref: string };
