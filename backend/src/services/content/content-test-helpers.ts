import request from 'supertest';
import { bearerHeaders } from '../../test/factories/http';
import type { TTestApp } from '../../test/test-app';

export const STAFF_BASE = '/staffservice/api/v1/content';
export const PUBLIC_BASE = '/contentservice/api/v1';

export const newsInput = (overrides: Record<string, unknown> = {}) => ({
  category: 'ANNOUNCEMENT',
  titleTh: 'ข่าวทดสอบ',
  titleEn: 'Test news',
  bodyTh: 'เนื้อหาข่าวภาษาไทย',
  bodyEn: 'The news in English',
  ...overrides,
});

/** Creates an item through the editor's API and answers it, failing loudly when the API refuses. */
export async function createThroughApi(t: TTestApp, token: string, kind: string, body: object) {
  const res = await request(t.app).post(`${STAFF_BASE}/${kind}`).set(bearerHeaders(token)).send(body);
  if (res.status !== 201) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; status: string };
}

export async function publishThroughApi(t: TTestApp, token: string, kind: string, id: string, body: object = {}) {
  const res = await request(t.app).post(`${STAFF_BASE}/${kind}/${id}/publish`).set(bearerHeaders(token)).send(body);
  if (res.status !== 200) throw new Error(`publish failed: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; status: string };
}
