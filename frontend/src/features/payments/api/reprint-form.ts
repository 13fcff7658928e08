import { z } from 'zod';
import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';

/** The reprint form: the invoice number and the plate with its province, all three needed. */
export const ZReprintFormSchema = z.object({
  invoiceNo: z.string().trim().min(1, REQUIRED).max(20, INVALID),
  plate: z.string().trim().min(1, REQUIRED).max(20, INVALID),
  province: z.string().min(1, REQUIRED),
});
export type TReprintForm = z.input<typeof ZReprintFormSchema>;
