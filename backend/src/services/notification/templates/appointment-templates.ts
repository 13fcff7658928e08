import type { TLanguage } from '../../../platform/errors/error-catalogue';
import { CALL_CENTRE_EN, CALL_CENTRE_TH } from './call-centre';
import type { TTemplateWordings } from './template-types';

/** What happened to an appointment, as the first line of its e-mail and SMS. */
export type TAppointmentEvent = 'BOOKED' | 'RESCHEDULED' | 'CANCELLED' | 'MOVED_BY_CLOSURE' | 'CANCELLED_BY_CLOSURE' | 'REMINDER';

export const APPOINTMENT_EVENT_WORDINGS: Record<TAppointmentEvent, Record<TLanguage, string>> = {
  BOOKED: { TH: 'ยืนยันการนัดหมาย', EN: 'Your appointment is confirmed' },
  RESCHEDULED: { TH: 'การนัดหมายของท่านถูกเลื่อนแล้ว', EN: 'Your appointment has been rescheduled' },
  CANCELLED: { TH: 'การนัดหมายของท่านถูกยกเลิกแล้ว', EN: 'Your appointment has been cancelled' },
  MOVED_BY_CLOSURE: {
    TH: 'ช่วงเวลาเดิมของท่านปิดให้บริการ ({reason}) การนัดหมายจึงถูกย้ายไปยังช่วงเวลาว่างที่ใกล้ที่สุด',
    EN: 'Your time slot was closed ({reason}), so your appointment was moved to the nearest free one',
  },
  CANCELLED_BY_CLOSURE: {
    TH: 'ช่วงเวลาของท่านปิดให้บริการ ({reason}) และไม่มีช่วงเวลาว่างภายใน 30 วัน การนัดหมายจึงถูกยกเลิก กรุณานัดหมายใหม่',
    EN: 'Your time slot was closed ({reason}) and no slot is free within 30 days, so your appointment was cancelled; please book again',
  },
  REMINDER: { TH: 'แจ้งเตือน: ท่านมีนัดหมายในวันพรุ่งนี้', EN: 'Reminder: your appointment is tomorrow' },
};

export const APPOINTMENT_TEMPLATES: TTemplateWordings<'APPOINTMENT_EMAIL' | 'APPOINTMENT_SMS'> = {
  APPOINTMENT_EMAIL: {
    TH: {
      subject: '{update} เลขที่ {appointmentNo} - M-Flow',
      paragraphs: [
        '{update}',
        'เลขที่นัดหมาย: {appointmentNo} (เรื่อง {subjectRef})',
        'สถานที่: {centre} {address}',
        'วันที่ {date} เวลา {time} น.',
        'แผนที่: {link}',
        'ท่านเลื่อนหรือยกเลิกการนัดหมายได้จนถึง 24 ชั่วโมงก่อนเวลานัด ไฟล์ปฏิทินแนบมากับอีเมลนี้',
        `หากมีข้อสงสัย กรุณาติดต่อ${CALL_CENTRE_TH}`,
      ],
    },
    EN: {
      subject: '{update}: {appointmentNo} - M-Flow',
      paragraphs: [
        '{update}.',
        'Appointment number: {appointmentNo} (for {subjectRef})',
        'Place: {centre}, {address}',
        'Date {date}, time {time}',
        'Map: {link}',
        'You can reschedule or cancel until 24 hours before. The calendar file is attached to this e-mail.',
        `Questions? Call ${CALL_CENTRE_EN}.`,
      ],
    },
  },
  APPOINTMENT_SMS: {
    TH: { paragraphs: ['M-Flow: {update} เลขที่ {appointmentNo} {centre} วันที่ {date} เวลา {time} น.'] },
    EN: { paragraphs: ['M-Flow: {update}. {appointmentNo}, {centre}, {date} at {time}.'] },
  },
};
