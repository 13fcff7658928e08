import type { TOwnerFlag, TVehicleSource } from './vehicle-kinds';

/**
 * The vehicle documents (requirements/vehicles.md#vehicle-fields): front, back and side photos, the registration-book copy (at least
 * two pages, requirements/vehicles.md#field-rules: the latest registration page and the latest owner page), the tax-plate photo,
 * and for someone else's vehicle the keeper's consent letter, the owner's ID document and the
 * power of attorney. Each slot takes files uploaded with POST /fileservice/api/v1/uploadFile
 * under the slot's upload type (or none); photos are JPG or PNG, paper documents may be PDF too.
 */
export const VEHICLE_DOCUMENT_SLOTS = [
  'frontPhoto',
  'backPhoto',
  'sidePhoto',
  'registrationBook',
  'taxPlate',
  'consentLetter',
  'ownerIdDocument',
  'powerOfAttorney',
] as const;
export type TVehicleDocumentSlot = (typeof VEHICLE_DOCUMENT_SLOTS)[number];

/** The `documentType` to upload each slot's files under. The power of attorney is the registration's own type. */
export const UPLOAD_TYPE_OF_SLOT = {
  frontPhoto: 'VEHICLE_FRONT',
  backPhoto: 'VEHICLE_BACK',
  sidePhoto: 'VEHICLE_SIDE',
  registrationBook: 'VEHICLE_REGISTRATION_BOOK',
  taxPlate: 'VEHICLE_TAX_PLATE',
  consentLetter: 'VEHICLE_CONSENT_LETTER',
  ownerIdDocument: 'VEHICLE_OWNER_ID',
  powerOfAttorney: 'POWER_OF_ATTORNEY',
} as const satisfies Record<TVehicleDocumentSlot, string>;

/** The upload types that exist for vehicles only (the file service accepts them beside the registration's). */
export const VEHICLE_UPLOAD_TYPES = [
  'VEHICLE_FRONT',
  'VEHICLE_BACK',
  'VEHICLE_SIDE',
  'VEHICLE_REGISTRATION_BOOK',
  'VEHICLE_TAX_PLATE',
  'VEHICLE_CONSENT_LETTER',
  'VEHICLE_OWNER_ID',
] as const;
export type TVehicleUploadType = (typeof VEHICLE_UPLOAD_TYPES)[number];

/** Paper documents, which may be scanned to PDF; the photos may not. */
export const VEHICLE_PDF_UPLOAD_TYPES: readonly TVehicleUploadType[] = [
  'VEHICLE_REGISTRATION_BOOK',
  'VEHICLE_CONSENT_LETTER',
  'VEHICLE_OWNER_ID',
];

/** requirements/vehicles.md#field-rules: the registration-book copy needs at least 2 pages (the latest registration page and the latest owner page). */
export const MIN_REGISTRATION_BOOK_PAGES = 2;
export const MAX_REGISTRATION_BOOK_PAGES = 10;

/** The documents of someone else's vehicle (requirements/vehicles.md#owner-flag). */
export const OWNERSHIP_SLOTS = ['consentLetter', 'ownerIdDocument', 'powerOfAttorney'] as const satisfies readonly TVehicleDocumentSlot[];

const FORM_SLOTS: readonly TVehicleDocumentSlot[] = ['frontPhoto', 'backPhoto', 'sidePhoto', 'registrationBook', 'taxPlate'];

/**
 * The documents a vehicle needs before staff can approve it. A vehicle added with the form needs
 * them all; one added from a company's fleet file was matched to the company in the registry row
 * by row, so it needs only the ownership documents, when it is someone else's.
 */
export function requiredVehicleDocuments(options: { ownerFlag: TOwnerFlag; source: TVehicleSource }): TVehicleDocumentSlot[] {
  const ownership = options.ownerFlag === 'OTHER' ? [...OWNERSHIP_SLOTS] : [];
  return options.source === 'PORTAL' ? [...FORM_SLOTS, ...ownership] : ownership;
}
