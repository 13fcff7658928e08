import type { TUploadMimeType } from '@mflow/contracts/rules/upload-formats';

export type TFileMimeType = TUploadMimeType;

const SIGNATURES: { mimeType: TFileMimeType; magic: Buffer }[] = [
  { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { mimeType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
];

/** The type by the file's first bytes: names and the client's declared type are not to be trusted. */
export function detectFileType(bytes: Buffer): TFileMimeType | undefined {
  return SIGNATURES.find(({ magic }) => bytes.subarray(0, magic.length).equals(magic))?.mimeType;
}

export const EXTENSION_OF: Record<TFileMimeType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
