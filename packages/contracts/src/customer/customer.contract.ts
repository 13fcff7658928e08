import { z } from 'zod';
import { ZAddressSchema } from '../rules/address';
import { ZCompanyPhoneSchema, ZEmailSchema, ZMobileSchema } from '../rules/contact';
import { ZPinSchema } from '../rules/password';
import { ADDRESS_KINDS, CUSTOMER_STATUSES } from './customer-kinds';
import { multilineText, text } from '../rules/text';

export const ZCustomerStatusSchema = z.enum(CUSTOMER_STATUSES).meta({
  description:
    'WAIT_EMAIL_CONFIRM (link e-mailed, confirm within 7 days), PENDING_APPROVAL (staff checking), ACTIVE, REJECTED (with a reason), CLOSED',
});

export const ZPinStatusSchema = z.enum(['SET', 'SKIPPED', 'NOT_SET']).meta({
  description: 'NOT_SET: offer the passcode step after sign-in; SKIPPED: the customer confirmed skipping it, do not ask again',
});

const ZAttachmentSchema = z.object({
  type: z.string().meta({ description: 'PROFILE (the profile picture) or a registration document type' }),
  file: z.string().meta({ description: 'Download URL with a key valid 5 minutes' }),
});

export const ZAddressViewSchema = ZAddressSchema.extend({
  addressId: z.string(),
  kind: z.enum(ADDRESS_KINDS),
  isMain: z.boolean(),
  floor: z.string().nullable(),
  village: z.string().nullable(),
  moo: z.string().nullable(),
  soi: z.string().nullable(),
  building: z.string().nullable(),
  alley: z.string().nullable(),
  road: z.string().nullable(),
}).meta({ id: 'CustomerAddress' });

export const ZCustomerSchema = z
  .object({
    customerId: z.string(),
    referenceCode: z.string().meta({ description: 'Registration reference for the call centre' }),
    customerType: z.string().meta({ description: '"Individual", or the juristic type code of a company (e.g. COMPANY_LIMITED)' }),
    accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
    status: ZCustomerStatusSchema,
    titleCode: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    companyName: z.string().nullable(),
    displayName: z.string().meta({ description: 'Individual: first and last name; company: company name' }),
    email: z.string(),
    mobile: z.string(),
    point: z.number().int(),
    notificationLanguage: z.enum(['TH', 'EN']),
    pinStatus: ZPinStatusSchema,
    nationality: z.string().nullable(),
    idNumberMasked: z.string().nullable().meta({ description: 'Only the last 4 characters shown' }),
    birthDate: z.string().nullable(),
    gender: z.string().nullable(),
    juristicId: z.string().nullable(),
    branchName: z.string().nullable(),
    branchCode: z.string().nullable(),
    juristicPhone: z.string().nullable(),
    juristicType: z.string().nullable(),
    juristicTypeOther: z.string().nullable(),
    authorisedDirector: z.string().nullable(),
    registeredAt: z.string(),
    attachments: z.array(ZAttachmentSchema),
    addresses: z.array(ZAddressViewSchema),
  })
  .meta({ id: 'Customer' });

/** Any text is taken, so that every id other than one's own gets the same "not found". */
export const ZCustomerIdParamsSchema = z.object({ customerId: text().min(1).max(64) });
export const ZAddressIdParamsSchema = z.object({ addressId: z.uuid() });

export const ZRegistrationResponseSchema = z.object({
  customerId: z.string(),
  referenceCode: z.string(),
  status: ZCustomerStatusSchema,
  email: z.string(),
  activationLinkExpiresAt: z.string().meta({ description: 'ISO 8601; the e-mailed link works until then (7 days)' }),
});

export const ZActivateRequestSchema = z.strictObject({
  token: text().min(1, 'ERR_COMMON_0004').max(200, 'ERR_COMMON_0002').meta({ description: 'The token query parameter of /mflow/activate' }),
});
export const ZActivateResponseSchema = z.object({ status: ZCustomerStatusSchema });

export const ZResendActivationRequestSchema = z.strictObject({ email: ZEmailSchema });

export const ZForgotPasswordRequestSchema = z.strictObject({
  identifier: text().min(1, 'ERR_COMMON_0004').max(254, 'ERR_COMMON_0002').meta({
    description: 'E-mail address (the link goes by e-mail) or mobile number (the link goes by SMS)',
  }),
});

/** Answered whether or not an account matched, so the endpoint tells nobody who is registered. */
export const ZAcceptedResponseSchema = z.object({ accepted: z.literal(true) });

export const ZVerifyPasswordRequestSchema = z.strictObject({ password: z.string().min(1, 'ERR_COMMON_0004').max(100, 'ERR_COMMON_0002') });
export const ZVerifiedResponseSchema = z.object({ verified: z.literal(true) });

export const ZUpdateProfileRequestSchema = z
  .strictObject({
    email: ZEmailSchema.optional(),
    emailVerificationToken: text()
      .min(1)
      .max(1024)
      .optional()
      .meta({ description: 'OTP verification of the new e-mail (purpose CHANGE_EMAIL)' }),
    mobile: ZMobileSchema.optional(),
    mobileVerificationToken: text()
      .min(1)
      .max(1024)
      .optional()
      .meta({ description: 'OTP verification of the new mobile (purpose CHANGE_MOBILE)' }),
    juristicPhone: ZCompanyPhoneSchema.optional(),
    notificationLanguage: z.enum(['TH', 'EN']).optional(),
    addresses: z.strictObject({ residence: ZAddressSchema.optional(), delivery: ZAddressSchema.optional() }).optional(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.email !== undefined && value.emailVerificationToken === undefined) {
        ctx.addIssue({ code: 'custom', message: 'ERR_COMMON_0004', path: ['emailVerificationToken'] });
      }
      if (value.mobile !== undefined && value.mobileVerificationToken === undefined) {
        ctx.addIssue({ code: 'custom', message: 'ERR_COMMON_0004', path: ['mobileVerificationToken'] });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

export const ZProfilePictureRequestSchema = z.strictObject({
  fileId: z
    .uuid('ERR_COMMON_0002')
    .meta({ description: 'A JPG or PNG uploaded with POST /fileservice/api/v1/uploadFile (documentType PROFILE)' }),
});

export const ZCloseAccountRequestSchema = z.strictObject({
  password: z.string().min(1, 'ERR_COMMON_0004').max(100, 'ERR_COMMON_0002'),
  reason: multilineText().max(500, 'ERR_COMMON_0002').optional(),
});
export const ZClosedResponseSchema = z.object({ status: z.literal('CLOSED') });

export const ZPinStatusResponseSchema = z.object({ pinStatus: ZPinStatusSchema });
export const ZVerifyPinRequestSchema = z.strictObject({ pin: ZPinSchema });

export const ZInvoiceAddressListSchema = z.object({ addresses: z.array(ZAddressViewSchema) });
export const ZDeletedResponseSchema = z.object({ deleted: z.literal(true) });

export type TCustomerView = z.infer<typeof ZCustomerSchema>;
export type TAddressView = z.infer<typeof ZAddressViewSchema>;
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponseSchema>;
export type TActivateResponse = z.infer<typeof ZActivateResponseSchema>;
export type TPinStatusResponse = z.infer<typeof ZPinStatusResponseSchema>;
export type TInvoiceAddressList = z.infer<typeof ZInvoiceAddressListSchema>;
export type TAttachment = z.infer<typeof ZAttachmentSchema>;
