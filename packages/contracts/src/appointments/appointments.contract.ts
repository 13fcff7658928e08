import { z } from 'zod';
import { text } from '../rules/text';
import { APPOINTMENT_STATUSES, APPOINTMENT_SUBJECT_KINDS, CENTRE_ROUTES } from './appointment-kinds';
import { APPOINTMENT_NO_PATTERN } from './appointment-rules';

/** The wire shapes of appointments (requirements/notices-and-appeals.md#appointment-fields). */

const isoDate = () => z.iso.date('ERR_COMMON_0005').meta({ example: '2026-11-24' });
const instant = () => z.string().meta({ example: '2026-11-24T02:00:00.000Z', description: 'An instant, ISO 8601 in UTC' });

const ZCentreSchema = z
  .object({
    code: z.string().meta({ example: 'M7-LKB' }),
    nameTh: z.string().meta({ example: 'ศูนย์บริการ M-Flow ลาดกระบัง' }),
    nameEn: z.string().meta({ example: 'M-Flow Service Centre Lat Krabang' }),
    addressTh: z.string().meta({ example: 'ด่านลาดกระบัง ทางหลวงพิเศษหมายเลข 7 แขวงทับยาว เขตลาดกระบัง กรุงเทพมหานคร 10520' }),
    addressEn: z.string().meta({ example: 'Lat Krabang toll plaza, Motorway 7, Thap Yao, Lat Krabang, Bangkok 10520' }),
    mapUrl: z.string().meta({ example: 'https://maps.google.com/?q=13.7240,100.7480' }),
    route: z.enum(CENTRE_ROUTES).meta({ example: 'M7' }),
    opensAt: z.string().meta({ example: '08:30' }),
    closesAt: z.string().meta({ example: '16:30' }),
  })
  .meta({ id: 'ServiceCentre' });
export type TCentre = z.infer<typeof ZCentreSchema>;

export const ZCentreListSchema = z.object({ items: z.array(ZCentreSchema) });

export const ZCentreParamsSchema = z.object({ code: text().trim().toUpperCase().min(1).max(20).meta({ example: 'M7-LKB' }) });

/** At most 31 days, so one answer stays small (ERR_APT_0009 otherwise). */
export const ZSlotRangeQuerySchema = z.strictObject({ from: isoDate(), to: isoDate().meta({ example: '2026-11-30' }) });

const ZOfferedSlotSchema = z.object({
  slotStart: instant(),
  date: z.string().meta({ example: '2026-11-24' }),
  time: z.string().meta({ example: '09:00', description: 'Bangkok time' }),
  seatsLeft: z.number().int().meta({ example: 2 }),
});
export const ZOfferedSlotListSchema = z.object({ centreCode: z.string().meta({ example: 'M7-LKB' }), items: z.array(ZOfferedSlotSchema) });

const ZAppointmentNoSchema = text().trim().toUpperCase().regex(APPOINTMENT_NO_PATTERN, 'ERR_COMMON_0005').meta({ example: 'AM7K3QX9PD' });

export const ZAppointmentLookupRequestSchema = z.strictObject({
  appointmentNo: ZAppointmentNoSchema,
  plate: text().trim().min(1).max(20).meta({ example: 'กข1234' }),
  province: text().trim().min(1).max(10).meta({ example: '10', description: 'A code of the master list provinces' }),
});
export type TAppointmentLookupRequest = z.infer<typeof ZAppointmentLookupRequestSchema>;

export const ZAppointmentSchema = z
  .object({
    appointmentNo: z.string().meta({ example: 'AM7K3QX9PD' }),
    subject: z.object({
      kind: z.enum(APPOINTMENT_SUBJECT_KINDS).meta({ example: 'APPEAL' }),
      ref: z.string().meta({ example: 'AP2611-00007', description: 'The case number the appointment is for' }),
    }),
    status: z.enum(APPOINTMENT_STATUSES).meta({ example: 'BOOKED' }),
    centre: ZCentreSchema,
    slotStart: instant(),
    date: z.string().meta({ example: '2026-11-24', description: 'Bangkok date' }),
    time: z.string().meta({ example: '09:00', description: 'Bangkok time' }),
    /** Until then the holder may reschedule or cancel. */
    changeableUntil: instant(),
  })
  .meta({ id: 'Appointment' });
export type TAppointmentView = z.infer<typeof ZAppointmentSchema>;

/** A centre's day for the counter staff: each appointment with its holder's plate and contact. */
export const ZStaffDayQuerySchema = z.strictObject({ date: isoDate() });
export const ZStaffDaySchema = z.object({
  centreCode: z.string().meta({ example: 'M7-LKB' }),
  date: z.string().meta({ example: '2026-11-24' }),
  items: z.array(
    ZAppointmentSchema.extend({
      plate: z.string().meta({ example: 'กข1234' }),
      province: z.string().meta({ example: '10' }),
      contactEmail: z.string().nullable().meta({ example: 'somchai@example.com' }),
      contactMobile: z.string().nullable().meta({ example: '0812345678' }),
      checkedInAt: z.string().nullable().meta({ example: null }),
    }),
  ),
});

export const ZStaffAppointmentParamsSchema = z.object({ appointmentNo: ZAppointmentNoSchema });

export const ZStaffSlotSchema = z.object({
  slotStart: instant(),
  date: z.string().meta({ example: '2026-11-24' }),
  time: z.string().meta({ example: '09:00' }),
  capacity: z.number().int().meta({ example: 3 }),
  taken: z.number().int().meta({ example: 1 }),
  closedAt: z.string().nullable().meta({ example: null }),
  closedReason: z.string().nullable().meta({ example: null }),
});
export const ZStaffSlotCalendarSchema = z.object({
  centreCode: z.string().meta({ example: 'M7-LKB' }),
  items: z.array(ZStaffSlotSchema),
});

export const ZSlotCapacityRequestSchema = z.strictObject({
  slotStart: z.iso.datetime({ offset: true, message: 'ERR_COMMON_0005' }).meta({ example: '2026-11-24T02:00:00.000Z' }),
  capacity: z.number().int().min(0).max(50).meta({ example: 4 }),
});

/** A slot (with `slotStart`) or the whole day of `date` when `slotStart` is left out. */
export const ZSlotCloseRequestSchema = z.strictObject({
  date: isoDate(),
  slotStart: z.iso.datetime({ offset: true, message: 'ERR_COMMON_0005' }).optional().meta({ example: '2026-11-24T02:00:00.000Z' }),
  reason: text().trim().min(1).max(300).meta({ example: 'Power cut at the centre' }),
});

export const ZSlotCloseResultSchema = z.object({
  closed: z.number().int().meta({ example: 16, description: 'Slots closed' }),
  moved: z
    .array(z.object({ appointmentNo: z.string(), slotStart: instant() }))
    .meta({ example: [{ appointmentNo: 'AM7K3QX9PD', slotStart: '2026-11-25T02:00:00.000Z' }] }),
  cancelled: z.array(z.string()).meta({ example: ['AM4D2M8QZC'] }),
});
