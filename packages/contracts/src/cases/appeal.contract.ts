import { z } from 'zod';
import { multilineText, text } from '../rules/text';
import {
  APPEAL_DECISION_REASONS,
  APPEAL_OUTCOMES,
  APPEAL_REASONS,
  appealReasonNeedsPoliceReport,
  appealReasonNeedsText,
  NOTICE_STATUSES,
} from './appeal-rules';
import { contactChannel, otpProof, visitorContact, visitorName } from './visitor-proofs';

/*
 * Appeals of toll notices (requirements/notices-and-appeals.md#appeals, docs/decisions/0060): the
 * filing, the appointment booked for it, and the officer's decision.
 */

const noticeNo = () => text().trim().toUpperCase().min(1).max(20).meta({ example: 'TN2612000001' });

const appealFields = {
  noticeNo: noticeNo(),
  reason: z.enum(APPEAL_REASONS).meta({ example: 'VEHICLE_SOLD' }),
  reasonText: multilineText().trim().min(1).max(1000, 'ERR_COMMON_0002').optional(),
  fileIds: z.array(z.uuid()).max(5).default([]),
  policeReportFileId: z.uuid().optional().meta({ description: 'The police report, required for STOLEN_VEHICLE' }),
};

type TAppealFields = { reason: (typeof APPEAL_REASONS)[number]; reasonText?: string | undefined; policeReportFileId?: string | undefined };
const textGiven = (request: TAppealFields) => !appealReasonNeedsText(request.reason) || request.reasonText !== undefined;
const reportGiven = (request: TAppealFields) => !appealReasonNeedsPoliceReport(request.reason) || request.policeReportFileId !== undefined;

export const ZFileAppealRequestSchema = z
  .strictObject(appealFields)
  .refine(textGiven, { message: 'ERR_CASE_0207', path: ['reasonText'] })
  .refine(reportGiven, { message: 'ERR_CASE_0208', path: ['policeReportFileId'] });
export type TFileAppealRequest = z.infer<typeof ZFileAppealRequestSchema>;

/*
 * A visitor's appeal (docs/decisions/0060-notice-appeals.md): the notice proven by its
 * number with the plate and province it was issued for, the contact by a one-time code.
 */
const noticeProof = {
  noticeNo: noticeNo(),
  plate: text().trim().min(1).max(20).meta({ example: 'กข1234' }),
  province: text().trim().min(1).max(10).meta({ example: '10', description: 'A code of the master list provinces' }),
};

export const ZVisitorAppealCodeRequestSchema = z.strictObject({ ...noticeProof, channel: contactChannel(), contact: visitorContact() });
export type TVisitorAppealCodeRequest = z.infer<typeof ZVisitorAppealCodeRequestSchema>;

export const ZVisitorAppealVerifyRequestSchema = z.strictObject({ ...noticeProof, contact: visitorContact(), ...otpProof });
export type TVisitorAppealVerifyRequest = z.infer<typeof ZVisitorAppealVerifyRequestSchema>;

const ZAppealNoticeSummarySchema = z
  .object({
    noticeNo: z.string().meta({ example: 'TN2612000001' }),
    plate: z.string().meta({ example: 'กข1234' }),
    province: z.string().meta({ example: '10' }),
    issuedAt: z.string().meta({ example: '2026-12-08T02:00:00.000Z' }),
    dueDate: z.string().meta({ example: '2026-12-22', description: 'The last day (Bangkok) the notice may be appealed' }),
    invoiceNo: z.string().nullable().meta({ example: 'IV2612000044' }),
    tollAmount: z.number().int().meta({ description: 'In satang', example: 3000 }),
    lateFees: z.number().int().meta({ description: 'Both late fees, in satang', example: 30000 }),
    fine: z.number().int().meta({ example: 0 }),
    totalAmount: z.number().int().meta({ example: 33000 }),
  })
  .meta({ id: 'AppealNoticeSummary' });

const ZAppealReasonOptionSchema = z.object({
  reason: z.enum(APPEAL_REASONS).meta({ example: 'STOLEN_VEHICLE' }),
  needsText: z.boolean().meta({ example: false }),
  needsPoliceReport: z.boolean().meta({ example: true }),
});

/** The reasons a notice may be appealed for, with what each asks of the form. */
export const APPEAL_REASON_OPTIONS = APPEAL_REASONS.map((reason) => ({
  reason,
  needsText: appealReasonNeedsText(reason),
  needsPoliceReport: appealReasonNeedsPoliceReport(reason),
}));

export const ZVisitorAppealVerifyResponseSchema = z.object({
  verificationToken: z.string().meta({
    description: 'Proof of the contact for filing the appeal: single use, 30 minutes',
    example: 'q3v9mU0b6d1Yl2oK8rX4tW7sZ5cN0eH1jG6fA2pB3iQ',
  }),
  expiresIn: z.number().int().meta({ example: 1800 }),
  notice: ZAppealNoticeSummarySchema,
  reasons: z.array(ZAppealReasonOptionSchema),
});

export const ZVisitorAppealRequestSchema = z
  .strictObject({
    ...appealFields,
    ...noticeProof,
    contact: visitorContact(),
    verificationToken: text()
      .min(1)
      .max(100)
      .meta({ description: 'From POST …/public/appeals/verify', example: 'q3v9mU0b6d1Yl2oK8rX4tW7sZ5cN0eH1jG6fA2pB3iQ' }),
    name: visitorName(),
  })
  .refine(textGiven, { message: 'ERR_CASE_0207', path: ['reasonText'] })
  .refine(reportGiven, { message: 'ERR_CASE_0208', path: ['policeReportFileId'] });
export type TVisitorAppealRequest = z.infer<typeof ZVisitorAppealRequestSchema>;

export const ZFiledAppealSchema = z.object({
  caseNo: z.string().meta({ example: 'AP2612-00007' }),
  status: z.string().meta({ example: 'SUBMITTED' }),
  deadlineDate: z.string().meta({ example: '2027-01-19' }),
  noticeNo: z.string().meta({ example: 'TN2612000001' }),
});

/** A slot at a service centre, as the appointments service offers it. */
export const ZAppealBookingRequestSchema = z.strictObject({
  centreCode: text().trim().toUpperCase().min(1).max(20).meta({ example: 'M7-BKT' }),
  slotStart: z.iso.datetime({ offset: true }).meta({ example: '2026-12-15T10:00:00+07:00' }),
});
export type TAppealBookingRequest = z.infer<typeof ZAppealBookingRequestSchema>;

export const ZAppealAppointmentSchema = z
  .object({
    appointmentNo: z.string().meta({ example: 'AM2612-000031' }),
    centreCode: z.string().meta({ example: 'M7-BKT' }),
    slotStart: z.string().meta({ example: '2026-12-15T03:00:00.000Z' }),
    status: z.string().meta({ example: 'BOOKED' }),
  })
  .meta({ id: 'AppealAppointment' });

export const ZAppealDetailSchema = z
  .object({
    noticeNo: z.string().meta({ example: 'TN2612000001' }),
    noticeStatus: z.enum(NOTICE_STATUSES).meta({ example: 'APPEALED' }),
    noticeDueDate: z.string().meta({ example: '2026-12-22' }),
    plate: z.string().nullable().meta({ example: 'กข1234' }),
    province: z.string().nullable().meta({ example: '10' }),
    reason: z.enum(APPEAL_REASONS),
    reasonText: z.string().nullable(),
    appointment: ZAppealAppointmentSchema.nullable(),
    cancelledAmount: z.number().int().nullable().meta({ description: 'What the outcome took off the notice, in satang', example: 30000 }),
    replacementInvoiceNo: z.string().nullable(),
    refundAmount: z.number().int().nullable(),
  })
  .meta({ id: 'AppealDetail' });

export const ZAppealDecideRequestSchema = z
  .strictObject({
    version: z.number().int().min(1).meta({ description: 'The version of the case the action was taken on', example: 3 }),
    outcome: z.enum(APPEAL_OUTCOMES),
    reasonCode: text().trim().min(1).max(40).meta({ example: 'VEHICLE_NOT_OWNED' }),
    text: multilineText().trim().max(2000, 'ERR_COMMON_0002').optional(),
    cancelToll: z.boolean().optional().meta({
      description: "Upheld only: whether the toll is cancelled too; by default when the reason says the vehicle was not the customer's",
    }),
  })
  .refine((request) => (APPEAL_DECISION_REASONS[request.outcome] as readonly string[]).includes(request.reasonCode), {
    message: 'ERR_CASE_0109',
    path: ['reasonCode'],
  });
export type TAppealDecideRequest = z.infer<typeof ZAppealDecideRequestSchema>;
