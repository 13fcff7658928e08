import type { z } from 'zod';
import type {
  TCentre,
  ZSlotCloseResultSchema,
  ZStaffDaySchema,
  ZStaffSlotCalendarSchema,
  ZStaffSlotSchema,
} from '@mflow/contracts/appointments/appointments.contract';
import type { StaffApiClient } from './staff-api-client';

/** The counter and the calendar of the service centres (CASE_OFFICER, CASE_SUPERVISOR read and check in; OPERATIONS read and run the calendar). */
const APPOINTMENTS = '/staffservice/api/v1/appointments';
/** The centres themselves are public: the portal's access key reads them. */
const CENTRES = '/appointmentservice/api/v1/centres';

type TStaffDay = z.infer<typeof ZStaffDaySchema>;
export type TStaffDayItem = TStaffDay['items'][number];
export type TStaffSlot = z.infer<typeof ZStaffSlotSchema>;
type TStaffSlotCalendar = z.infer<typeof ZStaffSlotCalendarSchema>;
export type TSlotCloseResult = z.infer<typeof ZSlotCloseResultSchema>;

export async function listCentres(api: StaffApiClient, signal?: AbortSignal): Promise<TCentre[]> {
  return (await api.request<{ items: TCentre[] }>(CENTRES, { auth: 'accessKey', signal })).items;
}

const centrePath = (code: string) => `${APPOINTMENTS}/centres/${encodeURIComponent(code)}`;

export function getCentreDay(api: StaffApiClient, code: string, date: string, signal?: AbortSignal): Promise<TStaffDay> {
  return api.request<TStaffDay>(`${centrePath(code)}/day?${new URLSearchParams({ date })}`, { auth: 'staff', signal });
}

export function getSlotCalendar(
  api: StaffApiClient,
  code: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<TStaffSlotCalendar> {
  return api.request<TStaffSlotCalendar>(`${centrePath(code)}/slots?${new URLSearchParams(range)}`, { auth: 'staff', signal });
}

/** The counter's two outcomes of a booking: the holder came, or did not. */
export type TAppointmentOutcome = 'check-in' | 'no-show';

export function recordAppointmentOutcome(api: StaffApiClient, appointmentNo: string, outcome: TAppointmentOutcome): Promise<unknown> {
  return api.request(`${APPOINTMENTS}/${encodeURIComponent(appointmentNo)}/${outcome}`, { method: 'POST', auth: 'staff' });
}

export function setSlotCapacity(api: StaffApiClient, code: string, slotStart: string, capacity: number): Promise<TStaffSlot> {
  return api.request<TStaffSlot>(`${centrePath(code)}/slots/capacity`, { method: 'POST', auth: 'staff', body: { slotStart, capacity } });
}

/** Closes one slot, or the whole day when no slot is named. */
export function closeSlots(
  api: StaffApiClient,
  code: string,
  request: { date: string; slotStart?: string; reason: string },
): Promise<TSlotCloseResult> {
  return api.request<TSlotCloseResult>(`${centrePath(code)}/slots/close`, { method: 'POST', auth: 'staff', body: request });
}
