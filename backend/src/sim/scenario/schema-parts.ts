import { z } from 'zod';
import { BAHT } from './money';

/** The pieces the scenario file's schemas share: amounts, province codes, names, plates and whose. */

export const baht = z
  .string({ error: 'write amounts in baht in quotes, as on an invoice, such as "30.00"' })
  .regex(BAHT, { error: 'write amounts in baht with two decimals, as on an invoice, such as "30.00"' });
/** Province codes are digits; an unquoted 10 is read as a number and meant as "10". */
export const province = z.union([z.string().min(1), z.int().min(0)]).transform(String);
export const name = z.string().regex(/^[A-Za-z][\w-]*$/, { error: 'names start with a letter and hold letters, digits, - and _' });

export const ZPlateSchema = z.object({ plate: z.string().min(1), province }).strict();
export type TPlate = z.infer<typeof ZPlateSchema>;

/** Whose invoices, notices or accruals: a person of the scenario by name, or a plate. */
export const ZSubjectSchema = z.union([name, ZPlateSchema]);
export type TSubject = z.infer<typeof ZSubjectSchema>;
