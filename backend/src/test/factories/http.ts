import request from 'supertest';
import { AppError } from '../../platform/errors/app-error';
import { commonHeaders, type TTestApp } from '../test-app';

type TLanguage = 'TH' | 'EN';

export function accessKeyHeaders(t: TTestApp, language: TLanguage = 'EN'): Record<string, string> {
  return { ...commonHeaders(language), AccessKey: t.accessKeys.issue().accessKey };
}

export function bearerHeaders(token: string, language: TLanguage = 'EN'): Record<string, string> {
  return { ...commonHeaders(language), Authorization: `Bearer ${token}` };
}

export type TOutboxMessage = {
  channel: string;
  purpose: string;
  text: string;
  subject: string | null;
  html: string | null;
  attachments?: { filename: string; contentType: string }[];
};

/** The simulated outbox for one address, newest first, read the way a tester reads it. */
export async function outboxFor(t: TTestApp, to: string, limit?: number): Promise<TOutboxMessage[]> {
  const res = await request(t.app)
    .get('/simservice/api/v1/outbox')
    .query(limit === undefined ? { to } : { to, limit })
    .set(commonHeaders());
  return res.body.data.messages;
}

/** The codes of a FAIL envelope, in order. */
export function errorCodes(res: request.Response): string[] {
  return (res.body.data?.errors ?? []).map((error: { code: string }) => error.code);
}

/** Step 1 of a registration through the API, as the portal sends it. */
export function postRegistration(t: TTestApp, body: object, language: TLanguage = 'EN'): request.Test {
  return request(t.app).post('/customerservice/api/v1/customer').set(accessKeyHeaders(t, language)).send(body);
}

/** The catalogue code a service call was refused with. */
export async function rejectionCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.items[0]?.code ?? '';
    throw error;
  }
  throw new Error('expected a rejection');
}
