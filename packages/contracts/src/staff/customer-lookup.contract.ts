import { z } from 'zod';
import { ZInvoiceSummarySchema } from '../billing/invoice.contract';
import { ZCustomerStatusSchema } from '../customer/customer.contract';
import { ZPaymentHistorySchema } from '../payment/payments.contract';
import { text } from '../rules/text';

/** The call centre finds a customer by exactly one of these. */
export const ZCustomerLookupQuerySchema = z
  .strictObject({
    email: text().trim().min(1).max(254, 'ERR_COMMON_0002').optional(),
    mobile: text().trim().min(1).max(20, 'ERR_COMMON_0002').optional(),
    plate: text()
      .trim()
      .min(1)
      .max(20, 'ERR_COMMON_0002')
      .optional()
      .meta({ description: 'Any province; a member vehicle in any status but INACTIVE' }),
    invoiceNo: text().trim().min(1).max(20, 'ERR_COMMON_0002').optional(),
  })
  .refine((query) => [query.email, query.mobile, query.plate, query.invoiceNo].filter((value) => value !== undefined).length === 1, {
    message: 'ERR_STAFF_0009',
  });

const ZCustomerMatchSchema = z.object({
  customerId: z.string(),
  referenceCode: z.string(),
  accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
  displayName: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: ZCustomerStatusSchema,
});

export const ZCustomerMatchListSchema = z.object({ items: z.array(ZCustomerMatchSchema) });

export const ZCustomerIdParamsSchema = z.object({ customerId: z.uuid() });

/** What the call centre sees of a customer: read only, and no message text (it holds one-time codes and links). */
export const ZCustomerOverviewSchema = z
  .object({
    account: ZCustomerMatchSchema.extend({ registeredAt: z.string(), decidedAt: z.string().nullable() }),
    vehicles: z.array(
      z.object({ vehicleId: z.string(), referenceCode: z.string(), plateNumber: z.string(), provinceCode: z.string(), status: z.string() }),
    ),
    invoices: z.array(ZInvoiceSummarySchema),
    payments: ZPaymentHistorySchema,
    messages: z.array(
      z.object({
        channel: z.enum(['EMAIL', 'SMS', 'POST']),
        to: z.string(),
        subject: z.string().nullable(),
        purpose: z.string(),
        status: z.string(),
        createdAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'CustomerOverview' });

export type TCustomerLookupQuery = z.infer<typeof ZCustomerLookupQuerySchema>;
export type TCustomerMatch = z.infer<typeof ZCustomerMatchSchema>;
export type TCustomerMatchList = z.infer<typeof ZCustomerMatchListSchema>;
export type TCustomerOverview = z.infer<typeof ZCustomerOverviewSchema>;
