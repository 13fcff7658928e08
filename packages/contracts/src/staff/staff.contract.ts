import { z } from 'zod';
import { ZCustomerSchema, ZCustomerStatusSchema } from '../customer/customer.contract';
import { ZStaffRoleSchema } from './staff-roles';
import { multilineText, text } from '../rules/text';

export const ZStaffSignInRequestSchema = z.strictObject({
  email: text().min(1, 'ERR_COMMON_0004').max(254, 'ERR_COMMON_0002'),
  password: z.string().min(1, 'ERR_COMMON_0004').max(100, 'ERR_COMMON_0002'),
});

export const ZStaffSchema = z
  .object({ staffId: z.string(), email: z.string(), displayName: z.string(), roles: z.array(ZStaffRoleSchema) })
  .meta({ id: 'Staff' });

export const ZStaffSignInResponseSchema = ZStaffSchema.extend({
  token: z.string().meta({ description: 'Bearer token for the staffservice calls' }),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int().meta({ description: 'Seconds of inactivity after which the session ends' }),
});

export const ZRegistrationQuerySchema = z
  .object({
    status: ZCustomerStatusSchema.default('PENDING_APPROVAL'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();

const ZRegistrationSummarySchema = z.object({
  customerId: z.string(),
  referenceCode: z.string(),
  accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
  registrantType: z.enum(['OWNER', 'AUTHORISED_PERSON']),
  displayName: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: ZCustomerStatusSchema,
  registeredAt: z.string(),
  emailConfirmedAt: z.string().nullable(),
});

export const ZRegistrationListSchema = z.object({
  items: z.array(ZRegistrationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZRegistrationDetailSchema = ZCustomerSchema.extend({
  registrantType: z.enum(['OWNER', 'AUTHORISED_PERSON']),
  idNumber: z.string().nullable(),
  laserCode: z.string().nullable(),
  companyCertificateIssuedOn: z.string().nullable(),
  authorisedPerson: z
    .object({ titleCode: z.string().nullable(), firstName: z.string(), lastName: z.string(), idNumber: z.string() })
    .nullable(),
  emailConfirmedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable().meta({ description: 'E-mail of the staff member who decided' }),
  rejectionReason: z.string().nullable(),
  registryMatches: z.boolean().meta({ description: 'Whether the person or company still matches the registry right now' }),
}).meta({ id: 'RegistrationDetail' });

export const ZRegistrationParamsSchema = z.object({ customerId: z.uuid() });

export const ZRejectRequestSchema = z.strictObject({
  reason: multilineText()
    .trim()
    .min(1, 'ERR_COMMON_0004')
    .max(500, 'ERR_COMMON_0002')
    .meta({ description: 'Told to the customer by e-mail and SMS' }),
});

export const ZDecisionResponseSchema = z.object({
  customerId: z.string(),
  status: ZCustomerStatusSchema,
  decidedAt: z.string(),
});

export type TRegistrationDetail = z.infer<typeof ZRegistrationDetailSchema>;
export type TStaff = z.infer<typeof ZStaffSchema>;
export type TStaffSignInResponse = z.infer<typeof ZStaffSignInResponseSchema>;
export type TRegistrationList = z.infer<typeof ZRegistrationListSchema>;
export type TDecisionResponse = z.infer<typeof ZDecisionResponseSchema>;
