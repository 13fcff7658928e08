import type { TDocumentType } from '@mflow/contracts/customer/documents';

export type TFileMimeType = 'image/jpeg' | 'image/png' | 'application/pdf';

const SIGNATURES: { mimeType: TFileMimeType; magic: Buffer }[] = [
  { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mimeType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
];

/** SPEC 5 allows PDF besides JPG and PNG for these paper documents only. */
const PDF_DOCUMENTS: ReadonlySet<TDocumentType> = new Set(['AUTHORISED_PERSON_ID', 'POWER_OF_ATTORNEY', 'COMPANY_CERTIFICATE', 'VAT_CERTIFICATE']);

/** The type by the file's first bytes: names and the client's declared type are not to be trusted. */
export function detectFileType(bytes: Buffer): TFileMimeType | undefined {
  return SIGNATURES.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic))?.mimeType;
}

export function allowedFileTypes(documentType: TDocumentType | undefined): TFileMimeType[] {
  return documentType && PDF_DOCUMENTS.has(documentType) ? ['image/jpeg', 'image/png', 'application/pdf'] : ['image/jpeg', 'image/png'];
}

export const EXTENSION_OF: Record<TFileMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
