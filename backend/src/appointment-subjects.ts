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

/*
 * Appointments know nothing of what they are booked for, and appeals reach them only through their
 * port (decisions 0059 and 0060): the two are joined here, once, for the app's routes and for the
 * jobs of scheduled-work.ts, each with the notifier of the backend they run in.
 */

/** What each subject kind does with the outcome of its appointments: a missed appeal appointment lapses the appeal. */
export function appointmentListenersOf({ notifier }: { notifier: TNotifier }): TAppointmentListeners {
  return { APPEAL: appealAppointmentListeners({ notifier }) };
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
