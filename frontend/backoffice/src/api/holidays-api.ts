import type { TAddPublicHoliday, THolidayStatus, TPublicHoliday } from '@mflow/contracts/master/holidays.contract';
import type { StaffApiClient } from './staff-api-client';

/** The holiday calendar business-day deadlines count on (OPERATIONS). */
const HOLIDAYS = '/staffservice/api/v1/holidays';

export async function listHolidays(api: StaffApiClient, year: number, signal?: AbortSignal): Promise<TPublicHoliday[]> {
  return (await api.request<{ items: TPublicHoliday[] }>(`${HOLIDAYS}?year=${year}`, { auth: 'staff', signal })).items;
}

/** Each year a deadline can reach, flagged while its lunar holidays are not all entered. */
export function getHolidayStatus(api: StaffApiClient, signal?: AbortSignal): Promise<THolidayStatus> {
  return api.request<THolidayStatus>(`${HOLIDAYS}/status`, { auth: 'staff', signal });
}

export function addHoliday(api: StaffApiClient, holiday: TAddPublicHoliday): Promise<TPublicHoliday> {
  return api.request<TPublicHoliday>(HOLIDAYS, { method: 'POST', auth: 'staff', body: holiday });
}

export function removeHoliday(api: StaffApiClient, date: string): Promise<{ items: TPublicHoliday[] }> {
  return api.request<{ items: TPublicHoliday[] }>(`${HOLIDAYS}/${encodeURIComponent(date)}`, { method: 'DELETE', auth: 'staff' });
}
