import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { sessionTokenFor } from '../../test/factories/customers';
import { fileContent } from '../../test/factories/files';
import { rejectionCode } from '../../test/factories/http';
import { FILE_KEY_TTL_SECONDS } from '../../platform/auth/file-keys';
import { storedFiles } from './file.schema';
import { claimUploadedFiles, findOwnedFile, findOwnedFileTypes } from './file.service';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const JPEG = fileContent.jpeg();
const PNG = fileContent.png();
const PDF = fileContent.pdf();
const EXE = fileContent.exe();

async function accessKey(): Promise<string> {
  return (await request(t.app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).body.data.accessKey;
}

async function bearer(customerId: string): Promise<string> {
  return `Bearer ${await sessionTokenFor(t, { customerId })}`;
}

async function onlineUpload(content: Buffer, fileName: string, documentType?: string) {
  const call = request(t.app)
    .post('/fileservice/api/v1/online/uploadFile')
    .set(commonHeaders('EN'))
    .set('AccessKey', await accessKey());
  if (documentType) call.field('documentType', documentType);
  return call.attach('file', content, fileName);
}

async function customerUpload(customerId: string, content: Buffer, documentType = 'PROFILE') {
  const res = await request(t.app)
    .post('/fileservice/api/v1/uploadFile')
    .set(commonHeaders('EN'))
    .set('Authorization', await bearer(customerId))
    .field('documentType', documentType)
    .attach('file', content, 'photo.jpg');
  expect(res.status).toBe(200);
  return res.body.data as { fileId: string; url: string };
}

function errorOf(res: request.Response) {
  expect(res.body.status).toBe('FAIL');
  return res.body.data.errors[0] as { code: string; description: string };
}

/** supertest buffers image and PDF bodies into a Buffer. */
function bytesOf(res: request.Response): Buffer {
  return res.body as Buffer;
}

describe('uploading', () => {
  it('takes JPG and PNG by their content, whatever the file name says', async () => {
    const jpeg = await onlineUpload(JPEG, 'front.jpg', 'ID_CARD_FRONT');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.data).toEqual({
      fileId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      documentType: 'ID_CARD_FRONT',
      mimeType: 'image/jpeg',
      sizeBytes: JPEG.length,
      url: expect.stringMatching(/^\/fileservice\/api\/v1\/downloadFile\/[0-9a-f-]{36}\?key=/),
    });
    const png = await onlineUpload(PNG, 'named-like-a.jpg');
    expect(png.body.data).toMatchObject({ mimeType: 'image/png', documentType: null });
  });

  it('takes a PDF for the paper documents that allow it', async () => {
    for (const documentType of ['POWER_OF_ATTORNEY', 'COMPANY_CERTIFICATE', 'VAT_CERTIFICATE', 'AUTHORISED_PERSON_ID']) {
      const res = await onlineUpload(PDF, 'document.pdf', documentType);
      expect(res.status).toBe(200);
      expect(res.body.data.mimeType).toBe('application/pdf');
    }
  });

  it("takes a PDF for a case's evidence and a bank-book copy", async () => {
    for (const documentType of ['CASE_EVIDENCE', 'BANK_BOOK']) {
      const res = await onlineUpload(PDF, 'evidence.pdf', documentType);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ mimeType: 'application/pdf', documentType });
    }
  });

  it('refuses a PDF for a photo', async () => {
    const res = await onlineUpload(PDF, 'selfie.pdf', 'SELFIE_WITH_ID');
    expect(res.status).toBe(415);
    expect(errorOf(res)).toEqual({
      code: 'ERR_FILE_0002',
      description: 'The selected file cannot be uploaded: only JPG, PNG files are accepted',
    });
  });

  it('refuses a program renamed to .jpg', async () => {
    const res = await onlineUpload(EXE, 'photo.jpg', 'PROFILE');
    expect(res.status).toBe(415);
    expect(errorOf(res).code).toBe('ERR_FILE_0002');
  });

  it('refuses a file over the size limit with 413 in the envelope, in the request language', async () => {
    const small = createTestApp({ uploadMaxBytes: 1_048_576 });
    const tooBig = Buffer.concat([JPEG, Buffer.alloc(1_048_576)]);
    const res = await request(small.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('TH'))
      .set('AccessKey', small.accessKeys.issue().accessKey)
      .attach('file', tooBig, 'big.jpg');
    expect(res.status).toBe(413);
    expect(errorOf(res)).toEqual({ code: 'ERR_FILE_0003', description: 'ไม่สามารถอัปโหลดไฟล์ที่เลือกได้ ไฟล์ต้องมีขนาดไม่เกิน 1 MB' });
    await small.close();
  });

  it('answers a form without a file with 400', async () => {
    const res = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', await accessKey())
      .field('documentType', 'PROFILE');
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'ERR_FILE_0001', description: 'Please choose a file to upload' });
  });

  it('answers a file in another field, or two files, with 400', async () => {
    const key = await accessKey();
    const other = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', key)
      .attach('photo', JPEG, 'a.jpg');
    expect(other.status).toBe(400);
    expect(errorOf(other).code).toBe('ERR_FILE_0004');
    const two = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', key)
      .attach('file', JPEG, 'a.jpg')
      .attach('file', PNG, 'b.png');
    expect(two.status).toBe(400);
    expect(errorOf(two).code).toBe('ERR_FILE_0004');
  });

  it('answers a cut-off form with 400 and a JSON body with 415', async () => {
    const key = await accessKey();
    const cut = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', key)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8\u00ff');
    expect(cut.status).toBe(400);
    expect(errorOf(cut).code).toBe('ERR_FILE_0005');
    const json = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', key)
      .send({ file: 'x' });
    expect(json.status).toBe(415);
    expect(errorOf(json).code).toBe('ERR_FILE_0006');
  });

  it('names an unknown document type or form field', async () => {
    const unknownType = await onlineUpload(JPEG, 'a.jpg', 'DRIVING_LICENCE');
    expect(unknownType.status).toBe(400);
    expect(errorOf(unknownType)).toEqual({ code: 'ERR_COMMON_0002', description: 'The value of documentType is invalid' });
    const extra = await request(t.app)
      .post('/fileservice/api/v1/online/uploadFile')
      .set(commonHeaders('EN'))
      .set('AccessKey', await accessKey())
      .field('owner', 'someone-else')
      .attach('file', JPEG, 'a.jpg');
    expect(errorOf(extra).code).toBe('ERR_COMMON_0003');
  });

  it('needs an access key online and a signed-in customer otherwise', async () => {
    const online = await request(t.app).post('/fileservice/api/v1/online/uploadFile').set(commonHeaders()).attach('file', JPEG, 'a.jpg');
    expect(online.status).toBe(401);
    const withKeyOnly = await request(t.app)
      .post('/fileservice/api/v1/uploadFile')
      .set(commonHeaders())
      .set('AccessKey', await accessKey())
      .attach('file', JPEG, 'a.jpg');
    expect(withKeyOnly.status).toBe(401);
  });
});

describe('downloading', () => {
  it("gives the owner their file's bytes, shown inline and never sniffed", async () => {
    const customerId = randomUUID();
    const { fileId } = await customerUpload(customerId, PNG);
    const res = await request(t.app)
      .get(`/fileservice/api/v1/downloadFile/${fileId}`)
      .set(commonHeaders())
      .set('Authorization', await bearer(customerId));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${fileId}.png"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(bytesOf(res).equals(PNG)).toBe(true);
  });

  it("never shows one customer another customer's file", async () => {
    const { fileId } = await customerUpload(randomUUID(), JPEG);
    const res = await request(t.app)
      .get(`/fileservice/api/v1/downloadFile/${fileId}`)
      .set(commonHeaders('EN'))
      .set('Authorization', await bearer(randomUUID()));
    expect(res.status).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'ERR_FILE_0007', description: 'The file was not found' });
    expect(await findOwnedFile({ db: t.db, fileId, customerId: randomUUID() })).toBeUndefined();
  });

  it("tells the types of the customer's own files in one look-up, and nothing of another customer's file or an unknown id", async () => {
    const customerId = randomUUID();
    const book = (await customerUpload(customerId, PDF, 'VEHICLE_REGISTRATION_BOOK')).fileId;
    const photo = (await customerUpload(customerId, PNG, 'VEHICLE_FRONT')).fileId;
    const theirs = (await customerUpload(randomUUID(), JPEG)).fileId;
    const types = await findOwnedFileTypes({
      db: t.db,
      customerId,
      fileIds: [book.toUpperCase(), photo, theirs, randomUUID(), 'not-a-uuid'],
    });
    expect(Object.fromEntries(types)).toEqual({ [book]: 'application/pdf', [photo]: 'image/png' });
  });

  it('needs a key or a signed-in owner', async () => {
    const { fileId } = await customerUpload(randomUUID(), JPEG);
    const res = await request(t.app).get(`/fileservice/api/v1/downloadFile/${fileId}`);
    expect(res.status).toBe(401);
    expect(res.body.status).toBe('FAIL');
  });

  it('opens a file with its key and no headers at all, as <img src> does, until the key expires', async () => {
    const uploaded = await onlineUpload(PDF, 'poa.pdf', 'POWER_OF_ATTORNEY');
    const { url } = uploaded.body.data;
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(bytesOf(res).equals(PDF)).toBe(true);
    t.clock.advance((FILE_KEY_TTL_SECONDS - 1) * 1000);
    expect((await request(t.app).get(url)).status).toBe(200);
    t.clock.advance(1000);
    const expired = await request(t.app).get(url).set('language', 'EN');
    expect(expired.status).toBe(403);
    expect(errorOf(expired)).toEqual({ code: 'ERR_FILE_0009', description: 'The file download link has expired, please reload the page' });
  });

  it('refuses a key made for another file, a forged key, and a staff link to a missing file says 404', async () => {
    const a = (await onlineUpload(JPEG, 'a.jpg')).body.data;
    const b = (await onlineUpload(PNG, 'b.png')).body.data;
    const keyOfA = t.fileKeys.keyFor(a.fileId);
    const swapped = await request(t.app).get(`/fileservice/api/v1/downloadFile/${b.fileId}?key=${keyOfA}`);
    expect(swapped.status).toBe(403);
    expect(errorOf(swapped).code).toBe('ERR_FILE_0008');
    const forged = await request(t.app).get(`/fileservice/api/v1/downloadFile/${a.fileId}?key=9999999999.${'A'.repeat(43)}`);
    expect(errorOf(forged).code).toBe('ERR_FILE_0008');
    const garbage = await request(t.app).get(`/fileservice/api/v1/downloadFile/${a.fileId}?key=nonsense`);
    expect(errorOf(garbage).code).toBe('ERR_FILE_0008');
    const missing = randomUUID();
    expect((await request(t.app).get(t.fileKeys.urlFor(missing))).status).toBe(404);
  });
});

describe('claiming online uploads', () => {
  it('gives unowned uploads to the registering customer, who can then download them', async () => {
    const customerId = randomUUID();
    const front = (await onlineUpload(JPEG, 'front.jpg', 'ID_CARD_FRONT')).body.data.fileId;
    const back = (await onlineUpload(PNG, 'back.png', 'ID_CARD_BACK')).body.data.fileId;
    await t.db.transaction((tx) => claimUploadedFiles({ db: tx, clock: t.clock, fileIds: [front, back], customerId }));
    expect(await findOwnedFile({ db: t.db, fileId: back, customerId })).toMatchObject({
      id: back,
      ownerCustomerId: customerId,
      documentType: 'ID_CARD_BACK',
      mimeType: 'image/png',
      sizeBytes: PNG.length,
      claimedAt: t.clock.now(),
    });
    const res = await request(t.app)
      .get(`/fileservice/api/v1/downloadFile/${front}`)
      .set(commonHeaders())
      .set('Authorization', await bearer(customerId));
    expect(res.status).toBe(200);
  });

  it('refuses a file that is already owned, and claims nothing of a list that has one', async () => {
    const owned = (await customerUpload(randomUUID(), JPEG)).fileId;
    const fresh = (await onlineUpload(JPEG, 'a.jpg')).body.data.fileId;
    const claim = claimUploadedFiles({ db: t.db, clock: t.clock, fileIds: [fresh, owned], customerId: randomUUID() });
    expect(await rejectionCode(claim)).toBe('ERR_FILE_0011');
    const [row] = await t.db.select({ owner: storedFiles.ownerCustomerId }).from(storedFiles).where(eq(storedFiles.id, fresh));
    expect(row?.owner).toBeNull();
  });

  it('refuses an unknown or malformed file id', async () => {
    const options = { db: t.db, clock: t.clock, customerId: randomUUID() };
    expect(await rejectionCode(claimUploadedFiles({ ...options, fileIds: [randomUUID()] }))).toBe('ERR_FILE_0010');
    expect(await rejectionCode(claimUploadedFiles({ ...options, fileIds: ['not-a-uuid'] }))).toBe('ERR_FILE_0010');
  });

  it('refuses an upload older than 24 hours', async () => {
    const fileId = (await onlineUpload(JPEG, 'a.jpg')).body.data.fileId;
    t.clock.advance(24 * 3_600_000);
    expect(await rejectionCode(claimUploadedFiles({ db: t.db, clock: t.clock, fileIds: [fileId], customerId: randomUUID() }))).toBe(
      'ERR_FILE_0012',
    );
  });
});

describe('file routes in the API document', () => {
  it('documents uploads as multipart/form-data and the download as the file itself, headers optional', async () => {
    const doc = (await request(t.app).get('/api-docs/openapi.json')).body;
    const upload = doc.paths['/fileservice/api/v1/online/uploadFile'].post;
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(form.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.documentType.enum).toContain('POWER_OF_ATTORNEY');
    const download = doc.paths['/fileservice/api/v1/downloadFile/{id}'].get;
    expect(Object.keys(download.responses['200'].content)).toEqual(['image/jpeg', 'image/png', 'application/pdf']);
    expect(download.responses['200'].content['image/png'].schema).toEqual({ type: 'string', format: 'binary' });
    const headers = download.parameters.filter((p: { in: string }) => p.in === 'header');
    expect(headers.every((p: { required?: boolean }) => !p.required)).toBe(true);
  });
});
