import { randomBytes } from 'node:crypto';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import type { TStepContext } from './step-context';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A picture of a document (a bank book, a police report), uploaded as the member: the file service knows a PNG by its first bytes. */
export async function uploadPng(context: TStepContext, headers: Record<string, string>, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG_SIGNATURE, randomBytes(64)], { type: 'image/png' }), fileName);
  return (await context.api.upload<TUploadResponse>('/fileservice/api/v1/uploadFile', form, headers)).fileId;
}
