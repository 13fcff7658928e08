import { z } from 'zod';
import { text } from '../rules/text';

export const ZMasterNameParamsSchema = z.object({
  name: text()
    .regex(/^[a-z]{2,40}$/)
    .meta({ example: 'provinces' }),
});

export const ZMasterQuerySchema = z
  .object({
    parent: text()
      .max(20)
      .regex(/^[\w-]+$/)
      .optional()
      .meta({ description: 'Only the items under this parent code (cascading lists)' }),
  })
  .strict();

const ZMasterItemSchema = z
  .object({
    code: z.string(),
    name: z.string().meta({ description: 'In the language of the request' }),
    nameTh: z.string(),
    nameEn: z.string(),
    parentCode: z.string().optional(),
    // Each list keeps its own facts here (postal codes, tariffs, account lengths); any JSON value, which
    // OpenAPI 3.0 writes as an empty schema, not as a `nullable` without a type.
    extra: z.record(z.string(), z.unknown()).optional().meta({ description: 'Facts particular to the list', additionalProperties: {} }),
  })
  .meta({ id: 'MasterItem' });

export const ZMasterListResponseSchema = z.object({ items: z.array(ZMasterItemSchema) });

export const ZMenuStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);

export const ZPagePermissionResponseSchema = z.object({
  pages: z.array(z.object({ code: z.string().meta({ example: 'MENU00000' }), name: z.string(), status: ZMenuStatusSchema })),
});

export const ZPageConfigSchema = z.object({ statusPage: z.boolean() }).strict();

export const ZMaintenanceSchema = z.object({ enabled: z.boolean() }).strict();

export const ZRemoteConfigResponseSchema = z.object({
  settings: z.array(z.object({ key: z.literal('maintenance'), enabled: z.boolean() })),
});

export const ZAccessKeyResponseSchema = z.object({
  accessKey: z.string(),
  expiresIn: z.number().int().meta({ description: 'Seconds the key stays valid (under 300)' }),
});

export type TMasterItem = z.infer<typeof ZMasterItemSchema>;
export type TPageConfig = z.infer<typeof ZPageConfigSchema>;
export type TMaintenance = z.infer<typeof ZMaintenanceSchema>;
export type TMenuStatus = z.infer<typeof ZMenuStatusSchema>;
export type TMasterListResponse = z.infer<typeof ZMasterListResponseSchema>;
export type TPagePermissionResponse = z.infer<typeof ZPagePermissionResponseSchema>;
