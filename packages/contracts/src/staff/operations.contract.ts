import { z } from 'zod';
import { ZMaintenanceSchema, ZMenuStatusSchema, ZPageConfigSchema } from '../master/master.contract';
import { text } from '../rules/text';

/** What operations staff switch: every menu code with both names, coming-soon and maintenance. */
export const ZOperationsSettingsSchema = z.object({
  menus: z.array(z.object({ code: z.string(), nameTh: z.string(), nameEn: z.string(), status: ZMenuStatusSchema })),
  pageConfig: ZPageConfigSchema,
  maintenance: ZMaintenanceSchema,
});

export const ZMenuCodeParamsSchema = z.object({
  code: text()
    .regex(/^MENU\d{5}$/)
    .meta({ example: 'MENU00005' }),
});

export const ZMenuStatusRequestSchema = z.strictObject({ status: ZMenuStatusSchema });

export type TOperationsSettings = z.infer<typeof ZOperationsSettingsSchema>;
