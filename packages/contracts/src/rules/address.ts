import { z } from 'zod';
import { INVALID } from './rule-codes';
import { text } from './text';

export const ZPostalCodeSchema = z
  .string()
  .regex(/^\d{5}$/, 'ERR_CUST_0016')
  .meta({ example: '10110' });

/** requirements/accounts.md#addresses: a dash stands for no house number; otherwise a number such as 99/12 or 7/1-3 ก. */
export const ZHouseNumberSchema = z
  .string()
  .regex(/^(-|\d[\dA-Za-z\u0E01-\u0E2E/ -]{0,19})$/, 'ERR_CUST_0018')
  .meta({ description: 'House number, or "-" when there is none', example: '99/12' });

/** Free text of an address line: optional, limited so that rows stay printable on an invoice. */
const optionalText = (max: number) => text().max(max, INVALID).optional();

/** Codes come from the master lists (provinces, districts, subdistricts); the service checks they belong together. */
export const ZAddressSchema = z
  .strictObject({
    houseNumber: ZHouseNumberSchema,
    floor: optionalText(10),
    village: optionalText(100),
    moo: optionalText(10),
    soi: optionalText(100),
    building: optionalText(100),
    alley: optionalText(100),
    road: optionalText(100),
    subDistrictCode: text().regex(/^\d{6}$/, INVALID),
    districtCode: text().regex(/^\d{4}$/, INVALID),
    provinceCode: text().regex(/^\d{2}$/, INVALID),
    postalCode: ZPostalCodeSchema,
  })
  .meta({ id: 'Address' });

export const ZInvoiceAddressSchema = ZAddressSchema.extend({ isMain: z.boolean().optional() }).meta({ id: 'InvoiceAddressInput' });

export type TAddressInput = z.infer<typeof ZAddressSchema>;
export type TInvoiceAddressInput = z.infer<typeof ZInvoiceAddressSchema>;
