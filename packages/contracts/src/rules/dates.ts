import { z } from 'zod';

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date written YYYY-MM-DD in the Gregorian calendar (the portal converts Buddhist-era input). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const ZDateSchema = z
  .string()
  .refine(isIsoDate, 'ERR_CUST_0019')
  .meta({ description: 'YYYY-MM-DD, Gregorian calendar', example: '1990-04-21' });
