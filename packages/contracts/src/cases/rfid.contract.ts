import { z } from 'zod';
import { ZEmailSchema, ZMobileSchema } from '../rules/contact';
import { ZPersonIdSchema } from '../rules/identity';
import { multilineText, text } from '../rules/text';
import { DEBIT_MODES } from '../payment/payment-method-kinds';
import { chipSerialProblem, officeNumberProblem, tagNumberProblem } from '../payment/payment-method-rules';
import { ZCaseDetailSchema, ZStaffCaseDetailSchema } from './case.contract';
import { RFID_CONTACT_CHANNELS, RFID_TAG_KINDS } from './rfid-rules';

/*
 * RFID installation requests (requirements/rfid-installation.md, docs/decisions/0074): the
 * member's and the visitor's request, the officer's steps, and the member's one step from the
 * fitted tag to a payment method.
 */

const ZTagKindSchema = z.enum(RFID_TAG_KINDS).meta({ example: 'MPASS', description: 'MPASS (M-PASS) or EASYPASS (Easy Pass)' });
const ZContactChannelSchema = z
  .enum(RFID_CONTACT_CHANNELS)
  .meta({ example: 'PHONE', description: 'How staff reach the requester: EMAIL, or PHONE (a call, and SMS for the updates)' });
const centreCode = () =>
  text().trim().toUpperCase().min(1).max(20).meta({ example: 'M7-BKT', description: 'A service centre of the appointments service' });

const requestFields = { tagKind: ZTagKindSchema, contactChannel: ZContactChannelSchema, centreCode: centreCode() };

export const ZFileRfidRequestSchema = z.strictObject({
  vehicleId: z.uuid().meta({ description: 'One of the member’s ACTIVE vehicles' }),
  ...requestFields,
});
export type TFileRfidRequest = z.infer<typeof ZFileRfidRequestSchema>;

/** A visitor's contact is checked as the channel says: an e-mail address, or a Thai mobile number. */
export const ZVisitorRfidRequestSchema = z
  .strictObject({
    name: text().trim().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002').meta({ example: 'Somchai Jaidee' }),
    contact: text().trim().min(1, 'ERR_COMMON_0004').max(254).meta({ example: '0812345678' }),
    plate: text().trim().min(1).max(20).meta({ example: 'กข1234' }),
    province: text().trim().min(1).max(10).meta({ example: '10', description: 'A code of the master list provinces' }),
    ...requestFields,
  })
  .superRefine((request, ctx) => {
    const schema = request.contactChannel === 'EMAIL' ? ZEmailSchema : ZMobileSchema;
    const checked = schema.safeParse(request.contact);
    if (!checked.success)
      ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'ERR_COMMON_0005', path: ['contact'] });
  });
export type TVisitorRfidRequest = z.infer<typeof ZVisitorRfidRequestSchema>;

const version = () => z.number().int().min(1).meta({ description: 'The version of the case the action was taken on', example: 2 });

export const ZRfidContactedRequestSchema = z.strictObject({
  version: version(),
  text: multilineText().trim().max(2000, 'ERR_COMMON_0002').optional().meta({ example: 'Called; prefers a Saturday morning.' }),
});

export const ZRfidScheduleRequestSchema = z.strictObject({
  version: version(),
  centreCode: centreCode().optional().meta({ description: 'The requester’s preferred centre when not given' }),
  slotStart: z.iso.datetime({ offset: true }).meta({ example: '2026-11-25T10:00:00+07:00' }),
});

/** The fitted tag as printed on it, checked by the payment-method rules its method will be checked by. */
export const ZRfidInstallRequestSchema = z
  .strictObject({
    version: version(),
    tagKind: ZTagKindSchema,
    tagNumber: text().trim().min(1).max(19).meta({ example: '1234567890', description: 'The printed serial' }),
    chipSerial: text().trim().min(1).max(20).meta({ example: 'CHIP123456' }),
    officeNumber: text().trim().min(1).max(5).meta({ example: '00001' }),
  })
  .superRefine((request, ctx) => {
    const problems = {
      tagNumber: tagNumberProblem(request.tagKind, request.tagNumber),
      chipSerial: chipSerialProblem(request.chipSerial),
      officeNumber: officeNumberProblem(request.officeNumber),
    };
    for (const [path, problem] of Object.entries(problems)) if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
  });
export type TRfidInstallRequest = z.infer<typeof ZRfidInstallRequestSchema>;

export const ZRfidCancelRequestSchema = z.strictObject({
  version: version(),
  text: multilineText().trim().min(1, 'ERR_COMMON_0004').max(2000, 'ERR_COMMON_0002').meta({ example: 'The customer sold the car.' }),
});

/** The requester's own cancellation: the reason is theirs to give, and goes to the timeline and the notice. */
export const ZRfidCustomerCancelRequestSchema = z.strictObject({
  text: multilineText()
    .trim()
    .min(1, 'ERR_COMMON_0004')
    .max(2000, 'ERR_COMMON_0002')
    .optional()
    .meta({ example: 'I have had a tag fitted elsewhere.' }),
});

/** The member's one step: the fitted tag becomes a payment method through the payment-method rules, proven by its CREATE code. */
export const ZRfidPaymentMethodRequestSchema = z.strictObject({
  holderId: ZPersonIdSchema.optional().meta({
    description: 'The card-holder ID the tag is registered to; the member’s own ID when not given',
  }),
  debitMode: z.enum(DEBIT_MODES).default('AUTOMATIC'),
  verificationToken: z.string().min(1).max(1024),
});

const ZRfidDetailSchema = z
  .object({
    tagKind: ZTagKindSchema,
    contactChannel: ZContactChannelSchema,
    centreCode: z.string(),
    plate: z.string(),
    province: z.string(),
    vehicleId: z.string().nullable(),
    contactDeadline: z.string().meta({ example: '2026-11-23', description: 'The last day (Bangkok) staff are to contact the requester' }),
    contactedAt: z.string().nullable(),
    appointment: z.object({ appointmentNo: z.string(), centreCode: z.string(), slotStart: z.string(), status: z.string() }).nullable(),
    installed: z
      .object({ tagKind: ZTagKindSchema, tagNumber: z.string(), chipSerial: z.string(), officeNumber: z.string(), installedAt: z.string() })
      .nullable(),
    paymentMethodId: z.string().nullable().meta({ description: 'The payment method the fitted tag became, once the member added it' }),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'RfidDetail' });

export const ZRfidCaseSchema = ZCaseDetailSchema.extend({ rfid: ZRfidDetailSchema }).meta({ id: 'RfidCase' });
export const ZStaffRfidCaseSchema = ZStaffCaseDetailSchema.extend({ rfid: ZRfidDetailSchema }).meta({ id: 'StaffRfidCase' });
export type TRfidDetail = z.infer<typeof ZRfidDetailSchema>;
