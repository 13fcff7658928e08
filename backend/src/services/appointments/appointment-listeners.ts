import type { TQueryable } from '../../platform/db/database';
import type { TAppointmentSubjectKind } from '@mflow/contracts/appointments/appointment-kinds';
import type { TAppointment } from './appointment-views';

type TListenerInput = { db: TQueryable; at: Date; appointment: TAppointment };

/**
 * What the owner of a subject does with the outcome of an appointment day: an appeal lapses when
 * its appointment is missed. Passed in from the wiring (app.ts), so appointments know nothing of
 * appeals; each runs in the transaction that records the outcome.
 */
type TAppointmentListener = {
  onMissed(input: TListenerInput): Promise<void>;
  onCheckedIn?(input: TListenerInput): Promise<void>;
};

export type TAppointmentListeners = Partial<Record<TAppointmentSubjectKind, TAppointmentListener>>;
