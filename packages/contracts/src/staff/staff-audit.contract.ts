import { z } from 'zod';
import { text } from '../rules/text';

/** Every kind of staff action the audit log records. */
export const STAFF_AUDIT_ACTIONS = [
  'REGISTRATION_APPROVE',
  'REGISTRATION_REJECT',
  'VEHICLE_APPROVE',
  'VEHICLE_REJECT',
  'INVOICE_WAIVE',
  'TAX_INVOICE_CANCEL',
  'UNMATCHED_MONEY_APPLY',
  'CASE_TAKE',
  'CASE_ASSIGN',
  'CASE_ASK',
  'CASE_NOTE',
  'CASE_DECIDE',
  'HOLIDAY_PUT',
  'HOLIDAY_REMOVE',
  'APPOINTMENT_CHECK_IN',
  'APPOINTMENT_NO_SHOW',
  'APPOINTMENT_SLOT_CAPACITY',
  'APPOINTMENT_SLOT_CLOSE',
  'CONTENT_CREATE',
  'CONTENT_UPDATE',
  'CONTENT_PUBLISH',
  'CONTENT_UNPUBLISH',
  'CONTENT_DELETE',
  'MENU_CODE_SET',
  'PAGE_CONFIG_SET',
  'MAINTENANCE_SET',
  'STAFF_CREATE',
  'STAFF_UPDATE',
  'STAFF_PASSWORD_SET',
  'CASE_REPLY',
  'COMPLAINT_LIST_SET',
  'RFID_CONTACT',
  'RFID_SCHEDULE',
  'RFID_INSTALL',
  'RFID_CANCEL',
  'PREPAID_ADJUST',
] as const;

export type TStaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

export const STAFF_AUDIT_SUBJECTS = [
  'CUSTOMER',
  'VEHICLE',
  'INVOICE',
  'TAX_INVOICE',
  'CONTENT',
  'MENU_CODE',
  'SETTING',
  'STAFF',
  'CASE',
  'HOLIDAY',
  'APPOINTMENT',
  'APPOINTMENT_SLOT',
] as const;

export type TStaffAuditSubject = (typeof STAFF_AUDIT_SUBJECTS)[number];

const ZStaffAuditActionSchema = z.enum(STAFF_AUDIT_ACTIONS);

const ZIsoDateSchema = z.iso.date();

export const ZStaffAuditQuerySchema = z
  .object({
    staffEmail: text().trim().max(254, 'ERR_COMMON_0002').optional().meta({ description: 'Who acted (exact e-mail, any case)' }),
    action: ZStaffAuditActionSchema.optional(),
    subjectId: text()
      .trim()
      .max(100, 'ERR_COMMON_0002')
      .optional()
      .meta({ description: 'What was acted on: a customer or vehicle id, an invoice number, a menu code, a setting key, a staff id' }),
    from: ZIsoDateSchema.optional().meta({ description: 'First Bangkok day (YYYY-MM-DD)' }),
    to: ZIsoDateSchema.optional().meta({ description: 'Last Bangkok day (YYYY-MM-DD)' }),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

/** A subject's recorded state: a JSON object whose fields depend on the kind of subject. */
const ZAuditedStateSchema = z.record(z.string(), z.unknown()).nullable();

const ZStaffAuditEntrySchema = z
  .object({
    seq: z.number().int(),
    at: z.string(),
    staffId: z.string(),
    staffEmail: z.string().meta({ description: 'The e-mail the account had when it acted' }),
    action: ZStaffAuditActionSchema,
    subjectType: z.enum(STAFF_AUDIT_SUBJECTS),
    subjectId: z.string(),
    before: ZAuditedStateSchema.meta({
      description: 'What the subject was before (JSON), null when it did not exist',
      additionalProperties: {},
    }),
    after: ZAuditedStateSchema.meta({ description: 'What the subject became (JSON), null when it was deleted', additionalProperties: {} }),
  })
  .meta({ id: 'StaffAuditEntry' });

export const ZStaffAuditListSchema = z.object({
  items: z.array(ZStaffAuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export type TStaffAuditQuery = z.infer<typeof ZStaffAuditQuerySchema>;
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntrySchema>;
export type TStaffAuditList = z.infer<typeof ZStaffAuditListSchema>;
