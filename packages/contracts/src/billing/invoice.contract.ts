/**
 * What the invoiceservice answers about accruals, invoices and toll notices (requirements/billing.md: invoice fields,
 * invoice search, passages), and the searches it takes. Money is
 * integer satang; instants ISO 8601; dates YYYY-MM-DD in Bangkok.
 */
import { z } from 'zod';
import { isValidReference } from './reference-number';
import { INVOICE_STAGES, INVOICE_STATUSES } from './ladder';
import { ZPassageFlagSchema } from '../toll/passage-flag.contract';
import { multilineText, text } from '../rules/text';

const satang = () => z.number().int().meta({ description: 'Satang (1 baht = 100 satang)' });
const isoDate = () => z.iso.date();
const instant = () => z.string().meta({ description: 'ISO 8601 instant' });

export const ZInvoiceStatusSchema = z.enum(INVOICE_STATUSES);
const ZInvoiceStageSchema = z.enum(INVOICE_STAGES);

export const ZUpcomingStepSchema = z
  .object({
    step: z.enum(['NEAR_DUE', ...INVOICE_STAGES]),
    at: instant().meta({ description: 'When it happens if the invoice is still unpaid' }),
    totalAmount: satang(),
    dueDate: isoDate(),
  })
  .meta({ id: 'UpcomingStep' });

export const ZTollTransactionSchema = z
  .object({
    passageId: z.string(),
    passedAt: instant(),
    plazaCode: z.string(),
    plazaName: z.string(),
    gantryCode: z.string(),
    lane: z.number().int(),
    plate: z.string(),
    province: z.string(),
    vehicleClass: z.number().int(),
    price: satang(),
    photoUrl: z.string().meta({ description: 'The gantry photo, with a key valid 5 minutes' }),
    flags: z.array(ZPassageFlagSchema).meta({
      description: 'Impossible journeys and class mismatches found when the passage was recorded (decision 0058); empty for most',
    }),
  })
  .meta({ id: 'TollTransaction' });

export const ZInvoiceSummarySchema = z
  .object({
    invoiceNo: z.string(),
    refNo: z.string(),
    kind: z.enum(['MEMBER', 'NON_MEMBER']),
    status: ZInvoiceStatusSchema,
    stage: ZInvoiceStageSchema,
    billingPeriod: z.string().meta({ description: 'Member cycle id (2026-11-1 = 1–15 Nov) or a non-member passage day' }),
    serviceFrom: isoDate(),
    serviceTo: isoDate(),
    plate: z.string().nullable(),
    province: z.string().nullable(),
    passageCount: z.number().int(),
    tollAmount: satang(),
    firstLateFee: satang(),
    secondLateFee: satang(),
    fine: satang(),
    vatAmount: satang(),
    totalAmount: satang(),
    issuedAt: instant(),
    dueDate: isoDate(),
    dueAt: instant().meta({ description: '23:59:59 Bangkok of the due date' }),
    paidAt: instant().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });

const ZInvoiceRemarkSchema = z
  .object({
    kind: z.enum(['NORMAL', 'CANCELLED', 'NEW_INVOICE', 'REFERENCE_TO_NEW', 'REFERENCE_TO_CANCELLED']),
    reason: z.string(),
    relatedInvoiceNo: z.string().nullable(),
    at: instant(),
  })
  .meta({ id: 'InvoiceRemark' });

export const ZInvoiceDetailSchema = ZInvoiceSummarySchema.extend({
  lines: z.array(ZTollTransactionSchema),
  remarks: z.array(ZInvoiceRemarkSchema),
  replacesInvoiceNo: z.string().nullable(),
  replacedByInvoiceNo: z.string().nullable(),
  noticeNo: z.string().nullable(),
  upcoming: z.array(ZUpcomingStepSchema).meta({ description: 'What happens if it stays unpaid, with dates and amounts' }),
}).meta({ id: 'InvoiceDetail' });

export const ZInvoicePageSchema = z.object({
  invoices: z.array(ZInvoiceSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

const optionalText = (max: number) => text().trim().min(1).max(max).optional();

/** The invoice search filter (requirements/billing.md#invoice-search), plus the status. */
export const ZInvoiceSearchQuerySchema = z.object({
  invoiceNo: optionalText(20),
  plate: optionalText(20),
  province: optionalText(10),
  categoryGroup: z.enum(['1', '2', '3']).optional(),
  issuedFrom: isoDate().optional(),
  issuedTo: isoDate().optional(),
  dueFrom: isoDate().optional(),
  dueTo: isoDate().optional(),
  status: ZInvoiceStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TInvoiceSearchQuery = z.infer<typeof ZInvoiceSearchQuerySchema>;

export const ZInvoiceNoParamsSchema = z.object({ invoiceNo: text().trim().min(1).max(20) });

/** One vehicle's share of an invoice or of the accruals: counted and summed by the database, never from the lines. */
export const ZVehicleTotalSchema = z
  .object({
    plate: z.string(),
    province: z.string(),
    passageCount: z.number().int(),
    totalAmount: satang(),
  })
  .meta({ id: 'VehicleTotal' });

/**
 * Which vehicles' totals a fleet page shows: those whose plate contains `plate` (any spelling the
 * plate rules accept), a page at a time, by plate and province.
 */
export const ZVehicleTotalsQuerySchema = z.object({
  plate: optionalText(20),
  vehiclePage: z.coerce.number().int().min(1).max(10_000).default(1),
  vehiclePageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type TVehicleTotalsQuery = z.infer<typeof ZVehicleTotalsQuerySchema>;

const vehicleTotalsPage = {
  vehicles: z.array(ZVehicleTotalSchema),
  vehicleCount: z.number().int().meta({ description: 'Vehicles that match the filter, on every page' }),
  vehiclePage: z.number().int(),
  vehiclePageSize: z.number().int(),
};

const cursor = () => text().max(200).meta({ description: 'Where the previous page ended, as its nextCursor said; opaque' });

/**
 * One page of lines: of one vehicle when plate and province are given, of every vehicle otherwise,
 * in the order of the list, from where `cursor` points.
 */
export const ZLinePageQuerySchema = z
  .object({
    plate: optionalText(20),
    province: optionalText(10),
    cursor: cursor().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .refine((query) => query.province === undefined || query.plate !== undefined, { message: 'ERR_BILL_0004' });
export type TLinePageQuery = z.infer<typeof ZLinePageQuerySchema>;

/** Which lines an export holds: one vehicle's when plate (and province) are given, every vehicle's otherwise. */
export const ZLineExportQuerySchema = z
  .object({ plate: optionalText(20), province: optionalText(10) })
  .refine((query) => query.province === undefined || query.plate !== undefined, { message: 'ERR_BILL_0004' });

const nextCursor = () => z.string().nullable().meta({ description: 'The cursor of the next page; null on the last one' });

export const ZLinePageSchema = z
  .object({ lines: z.array(ZTollTransactionSchema), nextCursor: nextCursor() })
  .meta({ id: 'LinePage', description: 'One page of toll transactions' });

export const ZAccrualsSchema = z
  .object({
    cycle: z.object({ id: z.string(), start: isoDate(), end: isoDate() }),
    cutAt: instant().meta({ description: 'When this cycle is cut into an invoice' }),
    dueDate: isoDate().meta({ description: 'The due date the invoice will carry' }),
    passageCount: z.number().int(),
    totalAmount: satang(),
    ...vehicleTotalsPage,
  })
  .meta({
    id: 'Accruals',
    description:
      'Member passages not yet invoiced: the running total, and one page of totals per vehicle (the lines come from /accruals/lines)',
  });

/**
 * A member's own invoice: its totals per vehicle (one page of them) and the first page of its
 * lines; further lines, or one vehicle's, come from /invoices/{invoiceNo}/lines.
 */
export const ZMemberInvoiceDetailSchema = ZInvoiceDetailSchema.extend({
  ...vehicleTotalsPage,
  nextCursor: nextCursor(),
}).meta({ id: 'MemberInvoiceDetail' });

const ZTollNoticeSchema = z
  .object({
    noticeNo: z.string().meta({ example: 'TN270300000001' }),
    status: z.enum(['OPEN', 'APPEALED', 'PAID', 'FINED', 'CANCELLED']),
    issuedAt: instant(),
    dueDate: isoDate(),
    invoiceNo: z.string().meta({ description: 'The invoice to pay now for this case' }),
    totalAmount: satang(),
    plate: z.string().nullable(),
    province: z.string().nullable(),
    addresseeName: z.string().nullable().meta({
      description:
        "The plate's registered owner, to whom the letter is posted; null until the registry has named them, or when it does not know the plate",
    }),
    collectionAt: instant().nullable(),
  })
  .meta({ id: 'TollNotice' });

export const ZTollNoticeListSchema = z.object({ notices: z.array(ZTollNoticeSchema) });

/**
 * A visitor's search (no account): by invoice number, by plate and province (non-member invoices
 * only: a member's invoice covers all their vehicles and is found by its number or reference), or
 * by a payment reference.
 */
export const ZPublicInvoiceQuerySchema = z
  .object({
    invoiceNo: optionalText(20),
    plate: optionalText(20),
    province: optionalText(10),
    refCode: z
      .string()
      .trim()
      .optional()
      .refine((value) => value === undefined || isValidReference(value), { message: 'ERR_BILL_0003' }),
  })
  // One way to find the invoice: a number, a reference, or a plate; a plate with a number or a reference is the proof that shows its passages.
  .refine((query) => [query.invoiceNo, query.refCode].filter((value) => value !== undefined).length <= 1, { message: 'ERR_BILL_0004' })
  .refine((query) => query.invoiceNo !== undefined || query.refCode !== undefined || query.plate !== undefined, {
    message: 'ERR_BILL_0004',
  })
  .refine((query) => (query.plate === undefined) === (query.province === undefined), { message: 'ERR_BILL_0004' });

export const ZPublicInvoiceListSchema = z.object({
  invoices: z.array(ZInvoiceDetailSchema),
  passagesShown: z.boolean().meta({
    description:
      'False for an invoice found by number or reference alone: its plate is masked and its lines (passages and photos) left out until the plate and province are given with it',
  }),
});

export const ZPassageHistoryQuerySchema = z.object({
  from: isoDate(),
  to: isoDate(),
  plate: optionalText(20),
  cursor: cursor().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** The toll history of a date range for an export: every line, so no cursor. */
export const ZPassageExportQuerySchema = ZPassageHistoryQuerySchema.pick({ from: true, to: true, plate: true });

export const ZPassageHistorySchema = z.object({ passages: z.array(ZTollTransactionSchema), nextCursor: nextCursor() });

/** A staff member's waiver of one invoice's late fees and fine. */
export const ZWaiverRequestSchema = z.object({ reason: multilineText().trim().min(5).max(500) });

/** Staff look-up of invoices by customer, or by plate and province. */
export const ZStaffInvoiceQuerySchema = z
  .object({
    customerId: z.uuid().optional(),
    plate: optionalText(20),
    province: optionalText(10),
  })
  .refine((query) => (query.customerId === undefined) !== (query.plate === undefined && query.province === undefined), {
    message: 'ERR_BILL_0004',
  })
  .refine((query) => (query.plate === undefined) === (query.province === undefined), { message: 'ERR_BILL_0004' });

export const ZInvoiceListSchema = z.object({ invoices: z.array(ZInvoiceSummarySchema) });

export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;
export type TTollNotice = z.infer<typeof ZTollNoticeSchema>;
export type TAccruals = z.infer<typeof ZAccrualsSchema>;
