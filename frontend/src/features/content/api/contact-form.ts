import { z } from 'zod';
import { CONTACT_TOPICS } from '@mflow/contracts/content/content.contract';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';

/** The contact form's own checks, the same as the API's, so a visitor sees a message per field before sending. */
export const ZContactFormSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(100, 'contact.form.tooLong'),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email('contact.form.email')),
  phone: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^0\d{8,9}$/, 'contact.form.phone')])),
  topic: z.union([z.literal(''), z.enum(CONTACT_TOPICS)]).refine((value) => value !== '', REQUIRED),
  message: z.string().trim().min(1, REQUIRED).min(10, 'contact.form.messageShort').max(2000, 'contact.form.tooLong'),
});

export type TContactForm = z.input<typeof ZContactFormSchema>;

export const EMPTY_CONTACT_FORM: TContactForm = { name: '', email: '', phone: '', topic: '', message: '' };

/** The API's body: an empty phone is left out rather than sent blank. */
export function contactRequestOf(form: z.output<typeof ZContactFormSchema>) {
  const { phone, topic, ...rest } = form;
  return { ...rest, topic, ...(phone ? { phone } : {}) };
}
