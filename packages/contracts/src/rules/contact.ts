import { z } from 'zod';

export const ZMobileSchema = z
  .string()
  .regex(/^0[689]\d{8}$/, 'ERR_CUST_0015')
  .meta({
    description: 'Thai mobile: 10 digits starting 06, 08 or 09, sent without dashes (shown as 0XX-XXX-XXXX)',
    example: '0812345678',
  });

export const ZCompanyPhoneSchema = z
  .string()
  .regex(/^0\d{9}$/, 'ERR_CUST_0014')
  .meta({ description: '10 digits starting with 0', example: '0226543210' });

export const ZEmailSchema = z.email('ERR_CUST_0017').max(254, 'ERR_CUST_0017').meta({ example: 'somchai@example.com' });
