import { z } from 'zod';
import { INVOICE_STAGES, INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import { APPOINTMENT_STATUSES } from '@mflow/contracts/appointments/appointment-kinds';
import { NOTICE_STATUSES } from '@mflow/contracts/cases/appeal-rules';
import { CASE_STATUSES } from '@mflow/contracts/cases/case-status';
import { DISPUTE_REASONS } from '@mflow/contracts/cases/dispute-rules';
import { PREPAID_MOVEMENT_KINDS } from '@mflow/contracts/payment/prepaid.contract';
import { REFUND_STATUSES } from '@mflow/contracts/payment/refunds.contract';
import { PASSAGE_FLAG_KINDS } from '@mflow/contracts/toll/passage-flag.contract';
import { baht, name, ZSubjectSchema } from './schema-parts';

/** What an `expect` step may check: invoices, payments, auto-debits, cases, notices, messages, accruals, flags and the prepaid account. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'write dates as YYYY-MM-DD' });

const ZInvoiceFieldsSchema = z
  .object({
    status: z.enum(INVOICE_STATUSES),
    stage: z.enum(INVOICE_STAGES),
    total: baht,
    toll: baht,
    firstLateFee: baht,
    secondLateFee: baht,
    fine: baht,
    due: isoDate,
    passages: z.int().min(0),
  })
  .partial()
  .strict();
export type TInvoiceFields = z.infer<typeof ZInvoiceFieldsSchema>;

const ZNoticeFieldsSchema = z
  .object({ status: z.enum(NOTICE_STATUSES), due: isoDate, total: baht, collection: z.boolean() })
  .partial()
  .strict();
export type TNoticeFields = z.infer<typeof ZNoticeFieldsSchema>;

const ZPaymentFieldsSchema = z
  .object({
    status: z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'EXPIRED']),
    amount: baht,
    channel: z.enum(['SAVED', 'CARD', 'QR', 'COUNTER']),
    method: z.string().min(1),
    failure: z.string().regex(/^ERR_[A-Z]+_\d{4}$/, { error: 'write an error code of the catalogue, such as ERR_PAY_0110' }),
    taxInvoice: z.boolean(),
    refunds: z.int().min(0),
    refunded: baht,
    refundStatus: z.enum(REFUND_STATUSES),
    creditNotes: z.int().min(0),
    credited: baht,
  })
  .partial()
  .strict();
export type TPaymentFields = z.infer<typeof ZPaymentFieldsSchema>;

const ZAutoDebitFieldsSchema = z
  .object({
    status: z.enum(['PENDING', 'PAID', 'FAILED']),
    mode: z.enum(['DAILY', 'AUTOMATIC']),
    day: isoDate,
    posting: isoDate,
    amount: baht,
  })
  .partial()
  .strict();
export type TAutoDebitFields = z.infer<typeof ZAutoDebitFieldsSchema>;

/** A flag on a member's accrued passages (decision 0058): its kind and, for an impossible journey, how far and how soon. */
const ZFlagFieldsSchema = z
  .object({
    kind: z.enum(PASSAGE_FLAG_KINDS),
    from: z.string().min(1),
    to: z.string().min(1),
    km: z.number().min(0),
    minutes: z.number().min(0),
  })
  .partial()
  .strict();
export type TFlagFields = z.infer<typeof ZFlagFieldsSchema>;
const ZCaseFieldsSchema = z
  .object({
    status: z.enum(CASE_STATUSES),
    deadline: isoDate,
    reason: z.enum(DISPUTE_REASONS),
    passages: z.int().min(0),
    disputed: baht,
    decision: z.string().min(1),
    replacement: z.boolean(),
    refund: baht,
    refundStatus: z.enum(REFUND_STATUSES),
    creditNote: z.boolean(),
    /** An appeal's notice as it stands, and its appointment's status. */
    notice: z.enum(NOTICE_STATUSES),
    appointment: z.enum(APPOINTMENT_STATUSES),
  })
  .partial()
  .strict();
export type TCaseFields = z.infer<typeof ZCaseFieldsSchema>;

/** A journal row's amount is signed as the statement shows it: money in positive, money out with a minus. */
const signedBaht = z
  .string({ error: 'write a movement\'s amount in baht in quotes, such as "100.00" or "-30.00"' })
  .regex(/^-?\d+\.\d{2}$/, { error: 'write a movement\'s amount in baht with two decimals, money out with a minus, such as "-30.00"' });

const ZMovementFieldsSchema = z
  .object({ kind: z.enum(PREPAID_MOVEMENT_KINDS), amount: signedBaht, balanceAfter: baht })
  .partial()
  .strict();
export type TMovementFields = z.infer<typeof ZMovementFieldsSchema>;

/** The member's open prepaid account: its balance, and its journal newest first as the statement lists it. */
const ZPrepaidExpectationSchema = z
  .object({
    of: name,
    balance: baht.optional(),
    movements: z
      .object({
        count: z.int().min(0).optional(),
        /** How many movements of each kind named; a kind left out is not counted. */
        kinds: z.partialRecord(z.enum(PREPAID_MOVEMENT_KINDS), z.int().min(0)).optional(),
        latest: ZMovementFieldsSchema.optional(),
        list: z.array(ZMovementFieldsSchema).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TPrepaidExpectation = z.infer<typeof ZPrepaidExpectationSchema>;

export const ZExpectSchema = z
  .object({
    invoices: z
      .object({
        of: ZSubjectSchema,
        count: z.int().min(0).optional(),
        latest: ZInvoiceFieldsSchema.optional(),
        list: z.array(ZInvoiceFieldsSchema).optional(),
        name: name.optional(),
      })
      .strict()
      .optional(),
    payments: z
      .object({
        of: name,
        count: z.int().min(0).optional(),
        latest: ZPaymentFieldsSchema.optional(),
        list: z.array(ZPaymentFieldsSchema).optional(),
      })
      .strict()
      .optional(),
    autoDebits: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZAutoDebitFieldsSchema.optional() })
      .strict()
      .optional(),
    cases: z
      .object({
        of: name,
        count: z.int().min(0).optional(),
        latest: ZCaseFieldsSchema.optional(),
        list: z.array(ZCaseFieldsSchema).optional(),
      })
      .strict()
      .optional(),
    case: ZCaseFieldsSchema.extend({ name }).strict().optional(),
    notices: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZNoticeFieldsSchema.optional() })
      .strict()
      .optional(),
    messages: z
      .object({
        to: z.string().min(1),
        channel: z.enum(['EMAIL', 'SMS']).optional(),
        include: z.array(z.string().min(1)).optional(),
        exclude: z.array(z.string().min(1)).optional(),
        count: z.int().min(0).optional(),
      })
      .strict()
      .optional(),
    accruals: z
      .object({ of: name, passages: z.int().min(0).optional(), total: baht.optional() })
      .strict()
      .optional(),
    flags: z
      .object({ of: name, count: z.int().min(0).optional(), latest: ZFlagFieldsSchema.optional() })
      .strict()
      .optional(),
    prepaid: ZPrepaidExpectationSchema.optional(),
  })
  .strict()
  .refine((expect) => Object.values(expect).some((part) => part !== undefined), {
    error: 'expect at least one of invoices, notices, messages, accruals, payments, autoDebits, flags, cases, case, prepaid',
  });
export type TExpectSpec = z.infer<typeof ZExpectSchema>;
