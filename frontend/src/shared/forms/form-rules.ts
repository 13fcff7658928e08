import { z } from 'zod';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { bangkokToday } from '@mflow/contracts/time/bangkok';
import { serverClock } from '../time/server-clock';

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
  return z.string().transform(stripSeparators).pipe(z.string().min(1, REQUIRED).pipe(rule));
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

/** This year in Bangkok by the server's clock, for the year lists of date fields. */
export function bangkokYear(): number {
  return Number(bangkokToday(serverClock).slice(0, 4));
}
