import { z } from 'zod';
import { isIsoDate } from '../rules/dates';
import { THAI_NATIONALITY } from '../rules/identity';
import type { TUploadMimeType } from '../rules/upload-formats';
import { monthsBefore } from '../time/bangkok';
import type { TCustomerKind, TRegistrantType } from './customer-kinds';
import { VEHICLE_PDF_UPLOAD_TYPES, VEHICLE_UPLOAD_TYPES } from '../vehicle/vehicle-documents';

/** The documents of requirements/accounts.md#documents-required that a registration carries. */
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

/** A case's files: the customer's evidence, and the bank-book copy of a refund to a bank account (requirements/disputes.md#dispute-fields). */
const CASE_UPLOAD_TYPES = ['CASE_EVIDENCE', 'BANK_BOOK'] as const;

/** Everything the portal uploads: the registration documents, the profile picture, the vehicle documents and a case's files. */
const UPLOAD_DOCUMENT_TYPES = ['PROFILE', ...REGISTRATION_DOCUMENT_TYPES, ...VEHICLE_UPLOAD_TYPES, ...CASE_UPLOAD_TYPES] as const;
export const ZDocumentTypeSchema = z.enum(UPLOAD_DOCUMENT_TYPES);
export type TDocumentType = z.infer<typeof ZDocumentTypeSchema>;

/** The documents a registration must carry (requirements/accounts.md#documents-required); no other type is accepted with it. */
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

/** requirements/accounts.md#uploads allows PDF besides JPG and PNG for these paper documents only; a case's files may be PDF too (requirements/disputes.md#dispute-fields). */
const PDF_DOCUMENT_TYPES: ReadonlySet<TDocumentType> = new Set([
  'AUTHORISED_PERSON_ID',
  'POWER_OF_ATTORNEY',
  'COMPANY_CERTIFICATE',
  'VAT_CERTIFICATE',
  ...VEHICLE_PDF_UPLOAD_TYPES,
  ...CASE_UPLOAD_TYPES,
]);

export function allowedUploadTypes(documentType: TDocumentType | undefined): TUploadMimeType[] {
  return documentType && PDF_DOCUMENT_TYPES.has(documentType)
    ? ['image/jpeg', 'image/png', 'application/pdf']
    : ['image/jpeg', 'image/png'];
}

/** requirements/constants.md#company-certificate-age: the company certificate may be at most 6 months old, and is not issued in the future. */
const CERTIFICATE_MAX_AGE_MONTHS = 6;

/** What is wrong with a certificate's issue date on `today` (both YYYY-MM-DD, Bangkok), if anything. */
export function certificateDateProblem(issuedOn: string, today: string): 'ERR_CUST_0044' | 'ERR_CUST_0020' | undefined {
  if (!isIsoDate(issuedOn)) return undefined;
  if (issuedOn > today) return 'ERR_CUST_0044';
  return issuedOn < monthsBefore(today, CERTIFICATE_MAX_AGE_MONTHS) ? 'ERR_CUST_0020' : undefined;
}
