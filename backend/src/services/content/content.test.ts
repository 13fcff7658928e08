import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { auditTrailOf } from '../audit/audit.service';
import { contentItems } from './content.schema';
import { createThroughApi, newsInput, PUBLIC_BASE, publishThroughApi } from './content-test-helpers';

let t: TTestApp;
let editor: { staffId: string; token: string };

beforeAll(async () => {
  t = await createIsolatedTestApp();
  // The seeded items were published relative to the day the run started; these tests count their own.
  await t.db.delete(contentItems);
  editor = await createSignedInStaff(t, { roles: ['CONTENT_EDITOR'] });
});
afterAll(() => t.close());

const readNews = (id: string, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).get(`${PUBLIC_BASE}/news/${id}`).set(accessKeyHeaders(t, language));

describe('the publish window', () => {
  it('shows an item from its publish instant to just before its unpublish instant, by the injected clock', async () => {
    const start = t.clock.now().getTime();
    const item = await createThroughApi(t, editor.token, 'news', newsInput());
    const publishAt = new Date(start + 60_000);
    const unpublishAt = new Date(start + 3_600_000);
    const published = await publishThroughApi(t, editor.token, 'news', item.id, {
      publishAt: publishAt.toISOString(),
      unpublishAt: unpublishAt.toISOString(),
    });
    expect(published.status).toBe('SCHEDULED');

    t.clock.set(new Date(publishAt.getTime() - 1000));
    expect(errorCodes(await readNews(item.id))).toEqual(['ERR_CONTENT_0001']);
    t.clock.set(publishAt);
    expect((await readNews(item.id)).body.data.title).toBe('Test news');
    t.clock.set(new Date(unpublishAt.getTime() - 1000));
    expect((await readNews(item.id)).status).toBe(200);
    t.clock.set(unpublishAt);
    expect((await readNews(item.id)).status).toBe(404);
    t.clock.set(new Date(start));
  });

  it('keeps a draft from visitors until it is published', async () => {
    const item = await createThroughApi(t, editor.token, 'news', newsInput());
    expect(item.status).toBe('DRAFT');
    expect((await readNews(item.id)).status).toBe(404);
    await publishThroughApi(t, editor.token, 'news', item.id);
    expect((await readNews(item.id)).status).toBe(200);
  });
});

describe('languages', () => {
  it('shows Thai where the English text was left empty, and each language where both exist', async () => {
    const item = await createThroughApi(t, editor.token, 'news', newsInput({ titleEn: '', bodyEn: undefined }));
    await publishThroughApi(t, editor.token, 'news', item.id);
    const english = (await readNews(item.id, 'EN')).body.data;
    expect(english).toMatchObject({ title: 'ข่าวทดสอบ', body: 'เนื้อหาข่าวภาษาไทย' });
    const both = await createThroughApi(t, editor.token, 'news', newsInput());
    await publishThroughApi(t, editor.token, 'news', both.id);
    expect((await readNews(both.id, 'TH')).body.data.title).toBe('ข่าวทดสอบ');
    expect((await readNews(both.id, 'EN')).body.data.title).toBe('Test news');
  });
});

describe('news paging', () => {
  it('pages published news newest first, with the total, and filters by category', async () => {
    await t.db.delete(contentItems);
    const base = t.clock.now().getTime();
    for (let i = 0; i < 5; i += 1) {
      const item = await createThroughApi(
        t,
        editor.token,
        'news',
        newsInput({ titleEn: `News ${i}`, category: i % 2 ? 'PRESS' : 'SERVICE' }),
      );
      await publishThroughApi(t, editor.token, 'news', item.id, { publishAt: new Date(base - (5 - i) * 60_000).toISOString() });
    }
    const page = (query: object) => request(t.app).get(`${PUBLIC_BASE}/news`).query(query).set(accessKeyHeaders(t));
    const first = (await page({ page: 1, size: 2 })).body.data;
    expect(first).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(first.items.map((item: { title: string }) => item.title)).toEqual(['News 4', 'News 3']);
    const last = (await page({ page: 3, size: 2 })).body.data;
    expect(last.items.map((item: { title: string }) => item.title)).toEqual(['News 0']);
    const press = (await page({ category: 'PRESS' })).body.data;
    expect(press.items.map((item: { title: string }) => item.title)).toEqual(['News 3', 'News 1']);
  });

  it('answers bad paging with a localised 400, never a 500', async () => {
    const res = await request(t.app).get(`${PUBLIC_BASE}/news`).query({ page: 0, size: 'many' }).set(accessKeyHeaders(t, 'TH'));
    expect(res.status).toBe(400);
    expect(res.body.data.errors[0].description).toMatch(/[\u0E00-\u0E7F]/);
    expect((await request(t.app).get(`${PUBLIC_BASE}/news/not-a-uuid`).set(accessKeyHeaders(t))).status).toBe(400);
  });
});

describe('FAQ', () => {
  it('groups published questions in the fixed group order and searches both languages', async () => {
    const fees = await createThroughApi(t, editor.token, 'faq', {
      ...newsInput(),
      category: 'TOLLS_FEES',
      titleEn: 'How much is the 100% fee?',
      bodyEn: 'Two times',
    });
    const signUp = await createThroughApi(t, editor.token, 'faq', {
      ...newsInput(),
      category: 'REGISTRATION',
      titleTh: 'สมัครสมาชิกอย่างไร',
      titleEn: 'How to register',
    });
    await publishThroughApi(t, editor.token, 'faq', fees.id);
    await publishThroughApi(t, editor.token, 'faq', signUp.id);
    const faqs = (query: object, language: 'TH' | 'EN' = 'EN') =>
      request(t.app).get(`${PUBLIC_BASE}/faqs`).query(query).set(accessKeyHeaders(t, language));
    const all = (await faqs({})).body.data.groups;
    expect(all.map((group: { group: string }) => group.group)).toEqual(['REGISTRATION', 'TOLLS_FEES']);
    const thai = (await faqs({ q: 'สมัคร' }, 'EN')).body.data.groups;
    expect(thai).toEqual([
      expect.objectContaining({ group: 'REGISTRATION', items: [expect.objectContaining({ title: 'How to register' })] }),
    ]);
    // A % typed by a visitor is a character to find, not a wildcard.
    const percent = (await faqs({ q: '100%' })).body.data.groups;
    expect(percent.map((group: { group: string }) => group.group)).toEqual(['TOLLS_FEES']);
    expect((await faqs({ q: 'nothing like this' })).body.data.groups).toEqual([]);
  });
});

describe('the editor role', () => {
  it('refuses every write to staff without CONTENT_EDITOR, in the request language', async () => {
    const reviewer = await createSignedInStaff(t, { roles: ['APPROVER'] });
    const item = await createThroughApi(t, editor.token, 'news', newsInput());
    const headers = { ...accessKeyHeaders(t, 'TH'), Authorization: `Bearer ${reviewer.token}` };
    const calls = [
      request(t.app).get('/staffservice/api/v1/content/news').set(headers),
      request(t.app).post('/staffservice/api/v1/content/news').set(headers).send(newsInput()),
      request(t.app).put(`/staffservice/api/v1/content/news/${item.id}`).set(headers).send(newsInput()),
      request(t.app).post(`/staffservice/api/v1/content/news/${item.id}/publish`).set(headers).send({}),
      request(t.app).delete(`/staffservice/api/v1/content/news/${item.id}`).set(headers),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.data.errors).toEqual([{ code: 'ERR_CONTENT_0002', description: describeError('ERR_CONTENT_0002', 'TH') }]);
    }
  });

  it('records who did what and when for every write, and keeps the record after a delete', async () => {
    const item = await createThroughApi(t, editor.token, 'news', newsInput());
    const headers = { ...accessKeyHeaders(t), Authorization: `Bearer ${editor.token}` };
    await request(t.app)
      .put(`/staffservice/api/v1/content/news/${item.id}`)
      .set(headers)
      .send(newsInput({ titleEn: 'Edited' }))
      .expect(200);
    await publishThroughApi(t, editor.token, 'news', item.id);
    t.clock.advance(1000);
    await request(t.app).post(`/staffservice/api/v1/content/news/${item.id}/unpublish`).set(headers).expect(200);
    await request(t.app).delete(`/staffservice/api/v1/content/news/${item.id}`).set(headers).expect(200);
    const audit = await auditTrailOf({ db: t.db, subjectId: item.id });
    expect(audit.map((entry) => entry.action)).toEqual([
      'CONTENT_CREATE',
      'CONTENT_UPDATE',
      'CONTENT_PUBLISH',
      'CONTENT_UNPUBLISH',
      'CONTENT_DELETE',
    ]);
    expect(audit.every((entry) => entry.staffId === editor.staffId)).toBe(true);
    expect(audit[1]?.after).toMatchObject({ titleEn: 'Edited' });
    expect(audit[4]?.at).toEqual(t.clock.now());
  });

  it('refuses a category of another kind, a download without its PDF and an unpublish before the publish', async () => {
    const headers = { ...accessKeyHeaders(t), Authorization: `Bearer ${editor.token}` };
    const wrongCategory = await request(t.app)
      .post('/staffservice/api/v1/content/news')
      .set(headers)
      .send(newsInput({ category: 'REGISTRATION' }));
    expect(errorCodes(wrongCategory)).toEqual(['ERR_CONTENT_0003']);
    const noFile = await request(t.app)
      .post('/staffservice/api/v1/content/download')
      .set(headers)
      .send(newsInput({ category: 'FORM' }));
    expect(errorCodes(noFile)).toEqual(['ERR_CONTENT_0006']);
    const item = await createThroughApi(t, editor.token, 'news', newsInput());
    const now = t.clock.now().getTime();
    const backwards = await request(t.app)
      .post(`/staffservice/api/v1/content/news/${item.id}/publish`)
      .set(headers)
      .send({ publishAt: new Date(now).toISOString(), unpublishAt: new Date(now - 1000).toISOString() });
    expect(errorCodes(backwards)).toEqual(['ERR_CONTENT_0005']);
    const unknownField = await request(t.app)
      .post('/staffservice/api/v1/content/news')
      .set(headers)
      .send({ ...newsInput(), html: '<b>' });
    expect(unknownField.status).toBe(400);
  });
});
