import { z } from 'zod';
import { ZPasswordSchema } from '../rules/password';
import { STAFF_ROLES, ZStaffRoleSchema } from './staff-roles';
import { text } from '../rules/text';

const ZStaffStatusSchema = z.enum(['ACTIVE', 'DISABLED']);

export const ZStaffAccountSchema = z
  .object({
    staffId: z.string(),
    email: z.string(),
    displayName: z.string(),
    roles: z.array(ZStaffRoleSchema),
    status: ZStaffStatusSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'StaffAccount' });

export const ZStaffAccountListSchema = z.object({ items: z.array(ZStaffAccountSchema) });

const ZRolesSchema = z
  .array(ZStaffRoleSchema)
  .max(STAFF_ROLES.length)
  .refine((roles) => new Set(roles).size === roles.length, 'ERR_STAFF_0007');

const ZDisplayNameSchema = text().trim().min(1, 'ERR_COMMON_0004').max(100, 'ERR_COMMON_0002');

export const ZCreateStaffRequestSchema = z.strictObject({
  email: z.email().max(254, 'ERR_COMMON_0002'),
  displayName: ZDisplayNameSchema,
  password: ZPasswordSchema,
  roles: ZRolesSchema,
});

export const ZUpdateStaffRequestSchema = z.strictObject({
  displayName: ZDisplayNameSchema.optional(),
  roles: ZRolesSchema.optional(),
  status: ZStaffStatusSchema.optional(),
});

export const ZSetStaffPasswordRequestSchema = z.strictObject({ password: ZPasswordSchema });

export const ZStaffParamsSchema = z.object({ staffId: z.uuid() });

export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>;
export type TStaffAccountList = z.infer<typeof ZStaffAccountListSchema>;
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequestSchema>;
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequestSchema>;
