import { z } from 'zod';
import { multilineText, text } from '../rules/text';
import { APPEAL_DECISION_REASONS, APPEAL_OUTCOMES, APPEAL_REASONS, NOTICE_STATUSES } from './appeal-rules';

/*
 * Appeals of toll notices (requirements/notices-and-appeals.md#appeals, docs/decisions/0060): the
 * filing, the appointment booked for it, and the officer's decision.
 */

export const ZNoticeNoParamsSchema = z.object({
  noticeNo: text().trim().toUpperCase().min(1).max(20).meta({ example: 'TN2612000001' }),
});

export const ZFileAppealRequestSchema = z
  .strictObject({
    noticeNo: text().trim().toUpperCase().min(1).max(20).meta({ example: 'TN2612000001' }),
    reason: z.enum(APPEAL_REASONS).meta({ example: 'VEHICLE_SOLD' }),
    reasonText: multilineText().trim().min(1).max(1000, 'ERR_COMMON_0002').optional(),
    fileIds: z.array(z.uuid()).max(5).default([]),
    policeReportFileId: z.uuid().optional().meta({ description: 'The police report, required for STOLEN_VEHICLE' }),
  })
  .refine((request) => request.reason !== 'OTHER' || request.reasonText !== undefined, {
    message: 'ERR_CASE_0207',
    path: ['reasonText'],
  })
  .refine((request) => request.reason !== 'STOLEN_VEHICLE' || request.policeReportFileId !== undefined, {
    message: 'ERR_CASE_0208',
    path: ['policeReportFileId'],
  });
export type TFileAppealRequest = z.infer<typeof ZFileAppealRequestSchema>;

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
