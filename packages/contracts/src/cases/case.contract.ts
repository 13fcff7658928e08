import { z } from 'zod';
import { multilineText, text } from '../rules/text';
import { ZAppealDecideRequestSchema, ZAppealDetailSchema } from './appeal.contract';
import { CASE_KINDS } from './case-numbers';
import { ZComplaintDetailSchema } from './complaint.contract';
import { CASE_STATUSES } from './case-status';
import { DISPUTE_REASONS, REFUND_CHANNEL_KINDS } from './dispute-rules';

/** Who wrote a timeline entry. */
export const CASE_ACTOR_KINDS = ['CUSTOMER', 'VISITOR', 'STAFF', 'SYSTEM'] as const;

/** What a timeline entry records (docs/decisions/0052-case-engine.md). */
export const CASE_EVENT_TYPES = [
  'FILED',
  'STATUS',
  'MESSAGE',
  'NOTE',
  'ATTACHMENT',
  'ASSIGNED',
  'DECISION',
  'DEADLINE_PASSED',
  'REFUND',
  'NOTIFIED',
  'APPOINTMENT',
] as const;
export type TCaseEventType = (typeof CASE_EVENT_TYPES)[number];

/** The reasons an officer gives with a decision, from a list, with free text beside them. */
export const DISPUTE_DECISION_REASONS = {
  ACCEPT: ['PLATE_MISREAD_CONFIRMED', 'CLONED_PLATE_CONFIRMED', 'VEHICLE_NOT_OWNED', 'DUPLICATE_CHARGE', 'CLASS_CORRECTED', 'OTHER'],
  REJECT: ['PHOTO_MATCHES_VEHICLE', 'OWNED_AT_PASSAGE', 'NO_DUPLICATE', 'CLASS_CORRECT', 'NO_EVIDENCE', 'OTHER'],
} as const;

const caseNo = () =>
  text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}\d{4}-\d{5}$/, 'ERR_COMMON_0005')
    .meta({ example: 'DP2611-00042' });

export const ZCaseNoParamsSchema = z.object({ caseNo: caseNo() });

const ZCaseKindSchema = z.enum(CASE_KINDS).meta({ example: 'DISPUTE' });
const ZCaseStatusSchema = z.enum(CASE_STATUSES).meta({ example: 'IN_REVIEW' });

const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1).meta({ example: 1 }),
  pageSize: z.coerce.number().int().min(1).max(100).default(20).meta({ example: 20 }),
};

export const ZCaseListQuerySchema = z.strictObject({ kind: ZCaseKindSchema.optional(), status: ZCaseStatusSchema.optional(), ...page });

const ZCaseSummarySchema = z
  .object({
    caseNo: z.string().meta({ example: 'DP2611-00042' }),
    kind: ZCaseKindSchema,
    status: ZCaseStatusSchema,
    summary: z.string().meta({ example: 'Invoice IV2611000123: 1 passage, plate misread' }),
    filedAt: z.string().meta({ example: '2026-11-20T03:15:00.000Z' }),
    deadlineDate: z.string().meta({ example: '2026-12-03' }),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'CaseSummary' });

export const ZCaseListSchema = z.object({
  items: z.array(ZCaseSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const ZCaseEventSchema = z.object({
  at: z.string(),
  actorKind: z.enum(CASE_ACTOR_KINDS),
  type: z.enum(CASE_EVENT_TYPES),
  data: z
    .record(z.string(), z.unknown())
    .meta({ example: { from: 'IN_REVIEW', to: 'INFO_REQUESTED' }, description: 'What the entry records (JSON)', additionalProperties: {} }),
});

const ZRefundStatusSchema = z.object({
  status: z.enum(['REQUESTED', 'SENT', 'DONE', 'FAILED']),
  paymentId: z.string().meta({ description: 'The refunded payment, whose credit notes are read under it' }),
  amount: z.number().int(),
  failureCode: z.string().nullable(),
  creditNoteNo: z.string().nullable(),
});

const ZDisputeDetailSchema = z.object({
  invoiceNo: z.string().meta({ example: 'IV2611000123' }),
  reason: z.enum(DISPUTE_REASONS),
  reasonText: z.string().nullable(),
  passages: z.array(z.object({ passageId: z.string(), price: z.number().int() })),
  disputedToll: z.number().int().meta({ example: 3500 }),
  refundChannelKind: z.enum(REFUND_CHANNEL_KINDS).nullable(),
  replacementInvoiceNo: z.string().nullable(),
  refundAmount: z.number().int().nullable(),
  refund: ZRefundStatusSchema.nullable(),
});

export const ZCaseDetailSchema = ZCaseSummarySchema.extend({
  timeline: z.array(ZCaseEventSchema),
  attachments: z.array(z.object({ fileId: z.string(), addedBy: z.enum(CASE_ACTOR_KINDS) })),
  decision: z.object({ reasonCode: z.string(), text: z.string().nullable() }).nullable(),
  dispute: ZDisputeDetailSchema.nullable(),
  appeal: ZAppealDetailSchema.nullable().optional().meta({ description: "An appeal's notice and appointment; absent for other kinds" }),
  complaint: ZComplaintDetailSchema.nullable()
    .optional()
    .meta({ description: "A complaint's topic, type and whether it may be reopened now; absent for other kinds" }),
}).meta({ id: 'CaseDetail' });

const fileIds = () => z.array(z.uuid()).max(5).default([]);

export const ZCaseMessageRequestSchema = z.strictObject({
  text: multilineText().trim().min(1, 'ERR_COMMON_0004').max(2000, 'ERR_COMMON_0002').meta({ example: 'The bank book is attached.' }),
  fileIds: fileIds(),
});

const ZRefundChannelSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('ORIGINAL_METHOD') }),
  z.strictObject({ kind: z.literal('PREPAID_BALANCE') }),
  z.strictObject({
    kind: z.literal('BANK_ACCOUNT'),
    bankCode: text().trim().min(1).max(10).meta({ example: '004' }),
    accountNo: text()
      .trim()
      .regex(/^\d{10,15}$/, 'ERR_COMMON_0005')
      .meta({ example: '1234567890' }),
    holderName: text().trim().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002'),
    bankBookFileId: z.uuid(),
  }),
]);

export const ZFileDisputeRequestSchema = z
  .strictObject({
    invoiceNo: text().trim().toUpperCase().min(1).max(20).meta({ example: 'IV2611000123' }),
    passageIds: z
      .array(z.uuid())
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, 'ERR_COMMON_0005'),
    reason: z.enum(DISPUTE_REASONS),
    reasonText: multilineText().trim().min(1).max(1000, 'ERR_COMMON_0002').optional(),
    fileIds: fileIds(),
    refundChannel: ZRefundChannelSchema.optional().meta({ description: 'Required when the invoice is paid' }),
  })
  .refine((request) => request.reason !== 'OTHER' || request.reasonText !== undefined, {
    message: 'ERR_CASE_0107',
    path: ['reasonText'],
  });
export type TFileDisputeRequest = z.infer<typeof ZFileDisputeRequestSchema>;

export const ZFiledCaseSchema = z.object({
  caseNo: z.string().meta({ example: 'DP2611-00042' }),
  status: ZCaseStatusSchema,
  deadlineDate: z.string().meta({ example: '2026-12-03' }),
});

export const ZEligibleQuerySchema = z.strictObject({
  invoiceNo: text().trim().toUpperCase().min(1).max(20).meta({ example: 'IV2611000123' }),
});

export const ZEligiblePassagesSchema = z.object({
  invoiceNo: z.string(),
  paid: z.boolean(),
  windowEndsOn: z.string().meta({ example: '2026-12-01', description: 'The last day a passage of this invoice may be disputed' }),
  passages: z.array(
    z.object({
      passageId: z.string(),
      passedAt: z.string(),
      plazaCode: z.string(),
      plazaNameTh: z.string(),
      plazaNameEn: z.string(),
      gantryCode: z.string(),
      plate: z.string(),
      province: z.string(),
      photoUrl: z.string().meta({ description: "A signed link to the gantry's photo of the passage" }),
      price: z.number().int(),
      eligible: z.boolean(),
      refusal: z.enum(['WINDOW_PASSED', 'OPEN_DISPUTE']).nullable(),
    }),
  ),
});

/* Staff */

export const ZCaseQueueQuerySchema = z.strictObject({
  kind: ZCaseKindSchema.optional(),
  status: ZCaseStatusSchema.optional(),
  overdue: z.enum(['true', 'false']).optional().meta({ example: 'true' }),
  mine: z.enum(['true', 'false']).optional().meta({ example: 'false' }),
  ...page,
});

const ZQueueItemSchema = ZCaseSummarySchema.extend({
  assignedStaffId: z.string().nullable(),
  overdue: z.boolean(),
  version: z.number().int(),
});

export const ZCaseQueueSchema = z.object({
  items: z.array(ZQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

const ZEvidenceSchema = z.object({
  passages: z.array(
    z.object({
      passageId: z.string(),
      passedAt: z.string(),
      gantryCode: z.string(),
      plate: z.string(),
      province: z.string(),
      vehicleClass: z.number().int(),
      price: z.number().int(),
      photoUrl: z.string(),
      flags: z.array(z.object({ kind: z.enum(['IMPOSSIBLE_JOURNEY', 'CLASS_MISMATCH']), detail: z.string() })),
    }),
  ),
  registeredVehicle: z
    .object({
      plate: z.string(),
      province: z.string(),
      brand: z.string().nullable().meta({ description: 'The brand code of the master list, or the brand typed for OTHER' }),
      colour: z
        .string()
        .nullable()
        .meta({ description: 'Colour codes of the master list, comma-separated, or the colour typed for OTHER' }),
      vehicleClass: z.number().nullable(),
    })
    .nullable(),
  samePlateSameDay: z.array(z.object({ passageId: z.string(), passedAt: z.string(), gantryCode: z.string(), price: z.number().int() })),
});

export const ZStaffCaseDetailSchema = ZCaseDetailSchema.extend({
  attachments: z.array(
    z.object({
      fileId: z.string(),
      addedBy: z.enum(CASE_ACTOR_KINDS),
      url: z.string().meta({ description: 'The download path with a key valid 5 minutes' }),
    }),
  ),
  customerId: z.string().nullable(),
  assignedStaffId: z.string().nullable(),
  overdue: z.boolean(),
  version: z.number().int(),
  evidence: ZEvidenceSchema.nullable(),
}).meta({ id: 'StaffCaseDetail' });

const version = () => z.number().int().min(1).meta({ description: 'The version of the case the action was taken on', example: 3 });

export const ZCaseTakeRequestSchema = z.strictObject({ version: version() });
export const ZCaseAssignRequestSchema = z.strictObject({ version: version(), staffId: z.uuid() });
export const ZCaseAskRequestSchema = z.strictObject({
  version: version(),
  text: multilineText()
    .trim()
    .min(1, 'ERR_COMMON_0004')
    .max(2000, 'ERR_COMMON_0002')
    .meta({ example: 'Please send a copy of the sale contract.' }),
});
export const ZCaseNoteRequestSchema = z.strictObject({
  text: multilineText()
    .trim()
    .min(1, 'ERR_COMMON_0004')
    .max(2000, 'ERR_COMMON_0002')
    .meta({ example: 'Called the customer: the car was sold on 3 November, contract on file.' }),
});
export const ZCaseDecideRequestSchema = z
  .strictObject({
    version: version(),
    outcome: z.enum(['ACCEPT', 'REJECT']),
    reasonCode: text().trim().min(1).max(40).meta({ example: 'PLATE_MISREAD_CONFIRMED' }),
    text: multilineText().trim().max(2000, 'ERR_COMMON_0002').optional(),
  })
  .refine((request) => (DISPUTE_DECISION_REASONS[request.outcome] as readonly string[]).includes(request.reasonCode), {
    message: 'ERR_CASE_0109',
    path: ['reasonCode'],
  });
export type TCaseDecideRequest = z.infer<typeof ZCaseDecideRequestSchema>;

/**
 * The staff's decide: a dispute's outcome (ACCEPT, REJECT) or an appeal's (UPHOLD, WAIVE_FEES,
 * REJECT, and cancelToll). The case's kind says which applies, so the route checks the body
 * against that kind's schema once it has the case.
 */
export const ZAnyCaseDecideRequestSchema = z.strictObject({
  ...ZCaseDecideRequestSchema.shape,
  ...ZAppealDecideRequestSchema.shape,
  outcome: z.enum(['ACCEPT', 'UPHOLD', 'WAIVE_FEES', 'REJECT']).meta({ example: 'ACCEPT' }),
  reasonCode: text().trim().min(1).max(40).meta({ example: 'PLATE_MISREAD_CONFIRMED' }),
});

export type TCaseDetail = z.input<typeof ZCaseDetailSchema>;
export type TStaffCaseDetail = z.input<typeof ZStaffCaseDetailSchema>;
export type TCaseQueue = z.infer<typeof ZCaseQueueSchema>;
