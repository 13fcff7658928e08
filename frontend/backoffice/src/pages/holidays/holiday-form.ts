import { PUBLIC_HOLIDAY_KINDS, type TAddPublicHoliday } from '@mflow/contracts/master/holidays.contract';

export type THolidayDraft = { date: string; nameTh: string; nameEn: string; kind: string };

export const EMPTY_HOLIDAY: THolidayDraft = { date: '', nameTh: '', nameEn: '', kind: 'LUNAR' };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The holiday to send, or the fields still wanting a value (the server checks the rest). */
export function holidayOf(draft: THolidayDraft): { holiday: TAddPublicHoliday } | { missing: (keyof THolidayDraft)[] } {
  const holiday = { date: draft.date.trim(), nameTh: draft.nameTh.trim(), nameEn: draft.nameEn.trim() };
  const kind = PUBLIC_HOLIDAY_KINDS.find((known) => known === draft.kind);
  const missing = [
    ...(ISO_DATE.test(holiday.date) ? [] : (['date'] as const)),
    ...(holiday.nameTh ? [] : (['nameTh'] as const)),
    ...(holiday.nameEn ? [] : (['nameEn'] as const)),
    ...(kind ? [] : (['kind'] as const)),
  ];
  return kind && missing.length === 0 ? { holiday: { ...holiday, kind } } : { missing };
}

/** The page's `?year=`: a year the server takes (2000–2100), else the one given. */
export function yearOf(value: string | null, fallback: number): number {
  const year = Number(value);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : fallback;
}
