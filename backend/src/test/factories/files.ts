import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { TTestApp } from '../test-app';
import { accessKeyHeaders, bearerHeaders } from './http';

/** Content that the upload check recognises by its first bytes, different every time. */
export const fileContent = {
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]),
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  exe: () => Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(200)]),
};

/** An online upload (no owner yet), as the registration form makes it. */
export async function uploadDocument(t: TTestApp, documentType: string, format: 'PNG' | 'PDF' = 'PNG'): Promise<string> {
  const res = await request(t.app)
    .post('/fileservice/api/v1/online/uploadFile')
    .set(accessKeyHeaders(t))
    .field('documentType', documentType)
    .attach('file', format === 'PNG' ? fileContent.png() : fileContent.pdf(), format === 'PNG' ? 'photo.png' : 'paper.pdf');
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}

/** A signed-in customer's own upload. */
export async function uploadOwnFile(t: TTestApp, token: string, documentType = 'PROFILE'): Promise<string> {
  const res = await request(t.app)
    .post('/fileservice/api/v1/uploadFile')
    .set(bearerHeaders(token))
    .field('documentType', documentType)
    .attach('file', fileContent.png(), 'me.png');
  if (res.status !== 200) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.fileId;
}
