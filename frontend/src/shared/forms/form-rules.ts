import { z } from 'zod';

/** Catalogue codes the client forms answer with besides the shared rules' own. */
export const REQUIRED = 'ERR_COMMON_0004';
export const INVALID = 'ERR_COMMON_0002';

/** People type ID numbers and phone numbers with spaces and dashes (0XX-XXX-XXXX); the rules take digits only. */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A field the user must fill: blank is "please enter", anything else must pass the rule. */
export function requiredText(rule: z.ZodType<string, string> = z.string()) {
  return z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, REQUIRED).pipe(rule));
}

/** As requiredText, for numbers people write with separators. */
export function requiredNumber(rule: z.ZodType<string, string>) {
  return z
    .string()
    .transform(stripSeparators)
    .pipe(z.string().min(1, REQUIRED).pipe(rule));
}

/** A field that may stay blank; when filled it must pass the rule. Blank comes out as undefined. */
export function optionalText(rule: z.ZodType<string, string> = z.string()) {
  return z
    .string()
    .transform((value) => value.trim())
    .pipe(z.union([z.literal('').transform(() => undefined), rule]))
    .or(z.undefined());
}

/** A choice from a list: nothing chosen is "please choose". */
export function requiredChoice() {
  return z.string().min(1, REQUIRED);
}

/** YYYY-MM-DD of today in Bangkok, for the rules that compare dates with today. */
export function bangkokToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The same day some months earlier (clamped to the month's end), as the backend counts a certificate's age. */
export function monthsBefore(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) - months;
  const targetYear = Math.floor(total / 12);
  const targetMonth = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
