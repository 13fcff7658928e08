import type { Language } from '../api/api-types';

/** Thai shows Buddhist-era years (requirements/portal-shell.md#language-and-font-size); English uses day-month-year Gregorian dates. */
export function intlLocale(language: Language): string {
  return language === 'TH' ? 'th-TH-u-ca-buddhist' : 'en-GB';
}

export const PORTAL_TIME_ZONE = 'Asia/Bangkok';

/** Money travels as integer satang; it becomes baht only here, at the edge of the screen. */
export function formatBaht(satang: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' }).format(satang / 100);
}

export function formatLongDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: PORTAL_TIME_ZONE }).format(date);
}

/** requirements/accounts.md#identifier-formats: a mobile number is shown as 0XX-XXX-XXXX. */
export function formatMobile(digits: string): string {
  const clean = digits.replace(/\D/g, '');
  return clean.length === 10 ? `${clean.slice(0, 3)}-${clean.slice(3, 6)}-${clean.slice(6)}` : digits;
}
