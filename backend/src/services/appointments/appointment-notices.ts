import { createEvent, type EventAttributes } from 'ics';
import type { TQueryable } from '../../platform/db/database';
import type { TAttachment, TNotifier } from '../../platform/ports';
import { renderMessage } from '../notification/message-templates';
import { APPOINTMENT_EVENT_WORDINGS, type TAppointmentEvent } from '../notification/templates/appointment-templates';
import { SLOT_MINUTES } from '@mflow/contracts/appointments/appointment-rules';
import type { TAppointment } from './appointment-views';

/*
 * Every change of an appointment tells its holder by e-mail, with the event as an iCalendar file,
 * and by SMS, in the appointment's language; written through the caller's transaction, so the
 * message is recorded with the change it reports, or not at all.
 */

const DATE_FORMATS = {
  TH: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
  EN: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }),
};

const ENDED: readonly TAppointmentEvent[] = ['CANCELLED', 'CANCELLED_BY_CLOSURE'];

/**
 * The event as a calendar file. The UID is the appointment number's, so a reschedule or a
 * cancellation updates the event a calendar already holds; SEQUENCE counts the moves so far.
 */
function calendarFileOf({
  appointment,
  event,
  at,
  sequence,
}: {
  appointment: TAppointment;
  event: TAppointmentEvent;
  at: Date;
  sequence: number;
}): TAttachment {
  const { centre, subject, language } = { ...appointment, language: appointment.contact.language };
  const cancelled = ENDED.includes(event);
  const name = language === 'TH' ? centre.nameTh : centre.nameEn;
  const address = language === 'TH' ? centre.addressTh : centre.addressEn;
  const title = language === 'TH' ? `นัดหมาย M-Flow เรื่อง ${subject.ref}` : `M-Flow appointment for ${subject.ref}`;
  const description =
    language === 'TH'
      ? `เลขที่นัดหมาย ${appointment.appointmentNo} เรื่อง ${subject.ref} แผนที่ ${centre.mapUrl}`
      : `Appointment ${appointment.appointmentNo} for ${subject.ref}. Map: ${centre.mapUrl}`;
  // `timestamp` (DTSTAMP) is read by the library but missing from its types; it follows the clock.
  const attributes: EventAttributes & { timestamp: number } = {
    start: new Date(appointment.slotStart).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: SLOT_MINUTES },
    title,
    description,
    location: `${name}, ${address}`,
    url: centre.mapUrl,
    uid: `${appointment.appointmentNo}@mflow`,
    sequence,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    productId: 'M-Flow appointments',
    timestamp: at.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('no calendar event');
  return {
    filename: `${appointment.appointmentNo}.ics`,
    contentType: 'text/calendar',
    contentBase64: Buffer.from(value).toString('base64'),
  };
}

export async function tellHolder({
  db,
  notifier,
  appointment,
  event,
  at,
  sequence,
  reason = '',
}: {
  db: TQueryable;
  notifier: TNotifier;
  appointment: TAppointment;
  event: TAppointmentEvent;
  at: Date;
  sequence: number;
  reason?: string;
}): Promise<void> {
  const { language, email, mobile } = appointment.contact;
  const { centre } = appointment;
  const update = APPOINTMENT_EVENT_WORDINGS[event][language].replace('{reason}', reason);
  const common = {
    update,
    appointmentNo: appointment.appointmentNo,
    centre: language === 'TH' ? centre.nameTh : centre.nameEn,
    date: DATE_FORMATS[language].format(new Date(appointment.slotStart)),
    time: appointment.time,
  };
  const purpose = `APPOINTMENT_${event}`;
  if (email) {
    const rendered = renderMessage('APPOINTMENT_EMAIL', language, {
      ...common,
      subjectRef: appointment.subject.ref,
      address: language === 'TH' ? centre.addressTh : centre.addressEn,
      link: centre.mapUrl,
    });
    const attachments = [calendarFileOf({ appointment, event, at, sequence })];
    await notifier.send({ db, message: { channel: 'EMAIL', to: email, purpose, language, ...rendered, attachments } });
  }
  if (mobile) {
    const { text } = renderMessage('APPOINTMENT_SMS', language, common);
    await notifier.send({ db, message: { channel: 'SMS', to: mobile, purpose, language, text } });
  }
}
