import type { TNotifier } from './platform/ports';
import type { TAppointmentListeners } from './services/appointments/appointment-listeners';
import {
  appointmentsOfSubjects,
  bookAppointment,
  cancelAppointment,
  liveAppointmentOf,
  rescheduleAppointment,
} from './services/appointments/appointments.service';
import { appealAppointmentListeners } from './services/cases/appeals/appeal-decision';
import type { TAppointments } from './services/cases/appeals/appointments-port';
import { checkIn } from './services/appointments/appointment-outcomes';
import { activeCentres } from './services/appointments/appointment-records';
import { rfidAppointmentListeners } from './services/cases/rfid/rfid-handling';
import type { TRfidAppointments } from './services/cases/rfid/rfid-port';

/*
 * Appointments know nothing of what they are booked for, and appeals reach them only through their
 * port (decisions 0059 and 0060): the two are joined here, once, for the app's routes and for the
 * jobs of scheduled-work.ts, each with the notifier of the backend they run in.
 */

/**
 * What each subject kind does with the outcome of its appointments: a missed appeal appointment
 * lapses the appeal; a missed fitting hands the RFID request back to staff to book again.
 */
export function appointmentListenersOf({ notifier }: { notifier: TNotifier }): TAppointmentListeners {
  return { APPEAL: appealAppointmentListeners({ notifier }), RFID: rfidAppointmentListeners({ notifier }) };
}

/** The appointments service as appeals call it, its confirmations sent with the backend's notifier. */
export function appointmentsForAppeals({ notifier }: { notifier: TNotifier }): TAppointments {
  return {
    bookAppointment: (input) => bookAppointment({ ...input, notifier }),
    rescheduleAppointment: (input) => rescheduleAppointment({ ...input, notifier }),
    cancelAppointment: (input) => cancelAppointment({ ...input, notifier }),
    liveAppointmentOf,
    appointmentsOfSubjects,
  };
}

/**
 * The appointments service as RFID requests call it (decision 0074): the appeals' functions, which
 * centres take bookings, and the counter's check-in when the officer records the fitted tag. The
 * check-in tells no listener: recording the tag is what the fitting's check-in means.
 */
export function appointmentsForRfid({ notifier }: { notifier: TNotifier }): TRfidAppointments {
  return {
    ...appointmentsForAppeals({ notifier }),
    isActiveCentre: async ({ db, code }) => (await activeCentres({ db })).some((centre) => centre.code === code),
    checkIn: (input) => checkIn({ ...input, listeners: {} }),
  };
}
