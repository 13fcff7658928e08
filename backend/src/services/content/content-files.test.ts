import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor, rejectionCode } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { claimUploadedFiles } from '../file/file.service';
import { bannerPng, simplePdf } from '../../../../seed/content/generated-files';
import { createThroughApi, newsInput, PUBLIC_BASE, publishThroughApi } from './content-test-helpers';

const THAI = /[\u0E00-\u0E7F]/;

let t: TTestApp;
let editor: { token: string };

beforeAll(async () => {
  t = createTestApp({ contactRateLimitPerMinute: 3, contactMailbox: 'operator@example.com' });
  editor = await createSignedInStaff(t, { roles: ['CONTENT_EDITOR'] });
});
afterAll(() => t.close());

const upload = (content: Buffer, name: string) =>
  request(t.app).post('/staffservice/api/v1/contentfiles').set(bearerHeaders(editor.token)).attach('file', content, name);

describe('images and documents', () => {
  it('shows a news image and a download through short-lived URLs anyone may open', async () => {
    const image = (await upload(bannerPng([0, 0, 0], [255, 255, 255], 8, 8), 'banner.png')).body.data;
    const news = await createThroughApi(t, editor.token, 'news', newsInput({ imageFileId: image.fileId }));
    await publishThroughApi(t, editor.token, 'news', news.id);
    const read = (await request(t.app).get(`${PUBLIC_BASE}/news/${news.id}`).set(accessKeyHeaders(t))).body.data;
    const picture = await request(t.app).get(read.imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const pdf = (await upload(simplePdf('Form', 'A test form'), 'form.pdf')).body.data;
    const form = await createThroughApi(
      t,
      editor.token,
      'download',
      newsInput({ category: 'FORM', fileId: pdf.fileId, titleEn: 'A unique test form' }),
    );
    await publishThroughApi(t, editor.token, 'download', form.id);
    const downloads = (await request(t.app).get(`${PUBLIC_BASE}/downloads`).set(accessKeyHeaders(t))).body.data.items;
    const listed = downloads.find((item: { id: string }) => item.id === form.id);
    expect(listed).toMatchObject({ title: 'A unique test form', fileType: 'application/pdf' });
    expect((await request(t.app).get(listed.fileUrl)).headers['content-type']).toBe('application/pdf');
  });

  it('refuses an image that is a PDF and a file of another type', async () => {
    const pdf = (await upload(simplePdf('Form', 'x'), 'form.pdf')).body.data;
    const res = await request(t.app)
      .post('/staffservice/api/v1/content/news')
      .set(bearerHeaders(editor.token))
      .send(newsInput({ imageFileId: pdf.fileId }));
    expect(errorCodes(res)).toEqual(['ERR_CONTENT_0004']);
    expect(errorCodes(await upload(Buffer.from('plain text'), 'notes.txt'))).toEqual(['ERR_CONTENT_0007']);
  });

  it('keeps content files out of reach of a registration that names them', async () => {
    const image = (await upload(bannerPng([0, 0, 0], [9, 9, 9], 4, 4), 'banner.png')).body.data;
    expect(await rejectionCode(claimUploadedFiles({ db: t.db, clock: t.clock, fileIds: [image.fileId], customerId: 'someone' }))).toBe(
      'ERR_FILE_0011',
    );
  });
});

describe('the contact form', () => {
  const message = {
    name: 'สมหญิง ใจดี',
    email: 'somying@example.com',
    phone: '0812345678',
    topic: 'BILLING',
    message: 'ขอสอบถามเรื่องใบแจ้งหนี้ค่ะ',
  };

  it("puts the message in the outbox, to the operator's mailbox, and answers a reference", async () => {
    const res = await request(t.app).post(`${PUBLIC_BASE}/contact`).set(accessKeyHeaders(t, 'TH')).send(message);
    expect(res.status).toBe(200);
    const { reference } = res.body.data;
    expect(reference).toMatch(/^CT[0-9A-F]{10}$/);
    const [mail] = await outboxFor(t, 'operator@example.com', 1);
    expect(mail).toMatchObject({ channel: 'EMAIL', purpose: 'CONTACT_FORM', html: null });
    expect(mail?.subject).toContain(reference);
    expect(mail?.text).toContain('somying@example.com');
    expect(mail?.text).toContain(message.message);
  });

  it('answers bad input with a localised 400 per field, and no message is sent', async () => {
    const before = await outboxFor(t, 'operator@example.com');
    const res = await request(t.app)
      .post(`${PUBLIC_BASE}/contact`)
      .set(accessKeyHeaders(t, 'TH'))
      .send({ ...message, email: 'not-an-address', message: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toHaveLength(2);
    for (const error of res.body.data.errors) expect(error.description).toMatch(THAI);
    expect(await outboxFor(t, 'operator@example.com')).toHaveLength(before.length);
  });

  it('is rate-limited like the other public forms', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await request(t.app)
            .post(`${PUBLIC_BASE}/contact`)
            .set(accessKeyHeaders(t))
            .send({ ...message, name: '' })
        ).status,
      );
    expect(statuses).toContain(429);
  });
});
