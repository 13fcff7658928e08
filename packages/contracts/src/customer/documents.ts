import { z } from 'zod';
import { THAI_NATIONALITY } from '../rules/identity';
import type { TCustomerKind, TRegistrantType } from './customer-kinds';

/** The documents of SPEC 3 that a registration carries. */
export const REGISTRATION_DOCUMENT_TYPES = [
  'SELFIE_WITH_ID',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'PASSPORT',
  'AUTHORISED_PERSON_ID',
  'POWER_OF_ATTORNEY',
  'COMPANY_CERTIFICATE',
  'VAT_CERTIFICATE',
] as const;
export type TRegistrationDocumentType = (typeof REGISTRATION_DOCUMENT_TYPES)[number];

/** Everything the portal uploads: the registration documents and the profile picture. */
export const UPLOAD_DOCUMENT_TYPES = ['PROFILE', ...REGISTRATION_DOCUMENT_TYPES] as const;
export const ZDocumentTypeSchema = z.enum(UPLOAD_DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentTypeSchema>;

/** The documents a registration must carry (SPEC 3 "Documents required"); no other type is accepted with it. */
export function requiredDocuments(options: {
  customerType: TCustomerKind;
  nationality?: string;
  registrantType: TRegistrantType;
}): TRegistrationDocumentType[] {
  const own: TRegistrationDocumentType[] =
    options.customerType === 'JURISTIC'
      ? ['COMPANY_CERTIFICATE', 'VAT_CERTIFICATE']
      : options.nationality === THAI_NATIONALITY
        ? ['SELFIE_WITH_ID', 'ID_CARD_FRONT', 'ID_CARD_BACK']
        : ['SELFIE_WITH_ID', 'PASSPORT'];
  return options.registrantType === 'AUTHORISED_PERSON' ? [...own, 'AUTHORISED_PERSON_ID', 'POWER_OF_ATTORNEY'] : own;
}
