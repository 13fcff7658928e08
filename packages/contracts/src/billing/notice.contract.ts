/**
 * A toll notice as the person holding the letter looks it up (requirements/notices-and-appeals.md):
 * by its number with the plate, so a number alone reveals nothing. Money is integer satang;
 * instants ISO 8601; dates YYYY-MM-DD in Bangkok.
 */
import { z } from 'zod';
import { text } from '../rules/text';
import { ZTollTransactionSchema, ZUpcomingStepSchema } from './invoice.contract';

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });

const NOTICE_STATUSES = ['OPEN', 'APPEALED', 'PAID', 'FINED', 'CANCELLED'] as const;

const noticeNo = () =>
  text()
    .trim()
    .min(1)
    .max(20)
    .transform((value) => value.toUpperCase())
    .meta({ example: 'TN270300000001' });

export const ZNoticeNoParamsSchema = z.object({ noticeNo: noticeNo() });

/** A visitor's look-up: the number printed on the letter and the plate it is about. */
export const ZNoticeLookupSchema = z
  .object({
    noticeNo: noticeNo(),
    plate: text().trim().min(1).max(20).meta({ example: '1กข1234' }),
    province: text().trim().min(1).max(10).meta({ example: '10' }),
  })
  .meta({ id: 'NoticeLookup' });

export const ZNoticeLetterQuerySchema = z.object({
  lang: z.enum(['th', 'en']).default('th').meta({ example: 'en' }),
  token: z.string().max(200).optional().meta({
    example: '1804112800.q0l6GfE0aX9k3oZQm8oE3V6m1J7bS2kQnT4xYc5dP0w',
    description: "A visitor's letter token from the look-up (decision 0061); members need none",
  }),
});

export const ZNoticeSchema = z
  .object({
    noticeNo: z.string().meta({ example: 'TN270300000001' }),
    status: z.enum(NOTICE_STATUSES).meta({ example: 'OPEN' }),
    issuedAt: z.string().meta({ description: 'ISO 8601 instant' }),
    dueDate: z.iso.date(),
    vehicle: z.object({ plate: z.string(), province: z.string() }),
    passages: z.array(ZTollTransactionSchema),
    tollAmount: satang(),
    feesAmount: satang().meta({ description: 'The late fees so far' }),
    fineAmount: satang(),
    totalAmount: satang(),
    nextStep: ZUpcomingStepSchema.nullable().meta({ description: 'What happens next if nothing is done: on which date, for how much' }),
    payNow: z.object({ invoiceNo: z.string(), refNo: z.string(), amount: satang() }).nullable().meta({
      description: 'The invoice to pay now, whatever replacement the ladder has reached; null once paid, fined to collection or cancelled',
    }),
    appealable: z.boolean().meta({ description: 'OPEN and today (Bangkok) on or before the due date' }),
    letterPath: z.string().meta({ description: 'Where the letter PDF is downloaded (a visitor adds the token)' }),
    letterToken: z.string().nullable().meta({
      description: "A visitor's proof for the letter, valid 15 minutes and for this notice only (decision 0061); null for a member",
    }),
  })
  .meta({ id: 'Notice' });

export type TNotice = z.infer<typeof ZNoticeSchema>;
