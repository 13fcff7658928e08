import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import request from 'supertest';
import { memberBilledAtCut } from '../../../test/factories/billing-world';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { uploadDocument, uploadOwnFile } from '../../../test/factories/files';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { createSignedInStaff } from '../../../test/factories/staff';
import { newPlate } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { type TTestApp } from '../../../test/test-app';
import { storedFiles } from '../../file/file.schema';
import { completeCardPage, paymentRow, payQrAtBank, postPublicPayment } from '../../../test/factories/payments';

// The clock moves over the cut and past a code's lifetime: a database of its own.
let t: TTestApp;
const PUBLIC = '/caseservice/api/v1/public';
const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1/cases';
const plates = [newPlate(), newPlate(), newPlate(), newPlate(), newPlate()];
type TInvoice = { invoiceNo: string; refNo: string; plate: string };
let visitorInvoices: TInvoice[];
let member: { token: string; invoiceNo: string; passageId: string; customerId: string };

const post = (path: string, body: object, headers: Record<string, string> = {}) =>
  request(t.app)
    .post(`${PUBLIC}${path}`)
    .set({ ...accessKeyHeaders(t), ...headers })
    .send(body);

async function codeFor(contact: string, purpose: string): Promise<string> {
  const [latest] = await outboxFor(t, contact, 1);
  expect(latest?.purpose).toBe(`OTP_${purpose}`);
  const match = /\b(\d{6})\b/.exec(latest?.text ?? '');
  if (!match?.[1]) throw new Error('no code in the outbox');
  return match[1];
}

/** Asks for a code for the invoice and verifies it: the passages and the filing's token. */
async function verified(proof: object, contact: string) {
  const sent = await post('/disputes/code', { ...proof, channel: contact.includes('@') ? 'EMAIL' : 'SMS', contact });
  expect(sent.status).toBe(200);
  const res = await post('/disputes/verify', {
    ...proof,
    contact,
    otpReference: sent.body.data.otpReference,
    otp: await codeFor(contact, 'VISITOR_DISPUTE'),
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    verificationToken: string;
    invoice: { paid: boolean; passages: { passageId: string; eligible: boolean; photoUrl: string; gantryCode: string }[] };
  };
}

const fileAsVisitor = (body: object, key = randomUUID()) => post('/disputes', body, { 'Idempotency-Key': key });

/** Opens a tracking session of a case with a code sent to its e-mail. */
async function trackingToken(caseNo: string, contact: string): Promise<string> {
  const sent = await post(`/cases/${caseNo}/code`, { channel: 'EMAIL' });
  expect(sent.status).toBe(200);
  const res = await post(`/cases/${caseNo}/session`, {
    channel: 'EMAIL',
    otpReference: sent.body.data.otpReference,
    otp: await codeFor(contact, 'TRACK_CASE'),
  });
  expect(res.status).toBe(200);
  return res.body.data.trackingToken;
}

const tracked = (path: string, token: string) =>
  request(t.app)
    .get(`${PUBLIC}${path}`)
    .set({ ...accessKeyHeaders(t), 'x-case-tracking': token });

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, authRateLimitPerMinute: 10_000 });
  const billed = await memberBilledAtCut(t, { otherPlates: plates });
  const [own] = (await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(billed.token))).body.data.invoices;
  const detail = await request(t.app).get(`/invoiceservice/api/v1/invoices/${own.invoiceNo}`).set(bearerHeaders(billed.token));
  member = { token: billed.token, customerId: billed.customerId, invoiceNo: own.invoiceNo, passageId: detail.body.data.lines[0].passageId };
  visitorInvoices = [];
  for (const plate of plates) {
    const found = await request(t.app)
      .get('/invoiceservice/api/v1/public/invoices')
      .query({ plate, province: '10' })
      .set(accessKeyHeaders(t));
    const [invoice] = found.body.data.invoices;
    visitorInvoices.push({ invoiceNo: invoice.invoiceNo, refNo: invoice.refNo, plate });
  }
});
afterAll(() => t.close());

const proofOf = (invoice: TInvoice) => ({ invoiceNo: invoice.invoiceNo, plate: invoice.plate, province: '10' });

describe('a visitor proves the invoice and the contact before a dispute', () => {
  it("sends no code for a wrong plate, an unknown number or a member's invoice, all answered alike", async () => {
    const [first, second] = visitorInvoices as [TInvoice, TInvoice];
    const contact = 'wrong-proof@example.com';
    const attempts = [
      { ...proofOf(first), plate: second.plate },
      { ...proofOf(first), province: '11' },
      { invoiceNo: 'IV999900000000', plate: first.plate, province: '10' },
      { invoiceNo: member.invoiceNo, plate: first.plate, province: '10' },
    ];
    for (const proof of attempts) {
      const res = await post('/disputes/code', { ...proof, channel: 'EMAIL', contact });
      expect(res.status).toBe(404);
      expect(errorCodes(res)).toEqual(['ERR_CASE_0150']);
    }
    expect(await outboxFor(t, contact)).toEqual([]);
  });

  it('refuses a wrong code, and one past its lifetime', async () => {
    const contact = 'late-code@example.com';
    const proof = proofOf(visitorInvoices[0] as TInvoice);
    const sent = await post('/disputes/code', { ...proof, channel: 'EMAIL', contact });
    const code = await codeFor(contact, 'VISITOR_DISPUTE');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const base = { ...proof, contact, otpReference: sent.body.data.otpReference };
    expect(errorCodes(await post('/disputes/verify', { ...base, otp: wrong }))).toEqual(['ERR_OTP_0006']);
    t.clock.set(new Date(t.clock.now().getTime() + (t.config.otpTtlSeconds + 1) * 1000));
    expect(errorCodes(await post('/disputes/verify', { ...base, otp: code }))).toEqual(['ERR_OTP_0007']);
  });
});

describe('a visitor files a dispute and tracks it', () => {
  const contact = 'visitor-a@example.com';
  let caseNo: string;
  let photo: string;

  it('shows the passages with their photos, files once per key, and claims the photo for the case', async () => {
    const invoice = visitorInvoices[0] as TInvoice;
    const { verificationToken, invoice: shown } = await verified(proofOf(invoice), contact);
    expect(shown.paid).toBe(false);
    expect(shown.passages).toHaveLength(1);
    const [passage] = shown.passages;
    expect(passage).toMatchObject({ eligible: true, gantryCode: expect.any(String) });
    expect(passage?.photoUrl).toContain('key=');
    photo = await uploadDocument(t, 'PROFILE');
    const body = {
      ...proofOf(invoice),
      contact,
      verificationToken,
      passageIds: [passage?.passageId],
      reason: 'CLONED_PLATE',
      fileIds: [photo],
    };
    const key = randomUUID();
    const first = await fileAsVisitor(body, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ caseNo: expect.stringMatching(/^DP2611-\d{5}$/), status: 'SUBMITTED' });
    expect((await fileAsVisitor(body, key)).body.data).toEqual(first.body.data);
    caseNo = first.body.data.caseNo;
    const [stored] = await t.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [photo]));
    expect(stored?.claimedAt).not.toBeNull();
    expect(stored?.ownerCustomerId).toBe(`case:${caseNo}`);
    const told = await outboxFor(t, contact);
    expect(told.map((message) => message.purpose)).toContain('CASE_UPDATED');
    // The token was spent by the filing: another key cannot use it again.
    expect(errorCodes(await fileAsVisitor(body))).toEqual(['ERR_OTP_0014']);
    // And the passage is under an open dispute now.
    const again = await verified(proofOf(invoice), contact);
    expect(again.invoice.passages[0]).toMatchObject({ eligible: false, refusal: 'OPEN_DISPUTE' });
  });

  it('files by payment reference, and a refused filing leaves the token unspent', async () => {
    const invoice = visitorInvoices[1] as TInvoice;
    const proof = { refCode: invoice.refNo, plate: invoice.plate, province: '10' };
    const { verificationToken, invoice: shown } = await verified(proof, '0812345678');
    const body = {
      ...proof,
      contact: '081-234-5678',
      verificationToken,
      passageIds: [shown.passages[0]?.passageId],
      reason: 'PLATE_MISREAD',
    };
    expect(errorCodes(await fileAsVisitor({ ...body, plate: plates[2] }))).toEqual(['ERR_CASE_0150']);
    expect(errorCodes(await fileAsVisitor({ ...body, passageIds: [member.passageId] }))).toEqual(['ERR_CASE_0103']);
    const filed = await fileAsVisitor(body);
    expect(filed.status).toBe(201);
  });

  it('sends the tracking code only to the contact the case holds', async () => {
    expect((await post(`/cases/${caseNo}/code`, { channel: 'EMAIL', contact: 'thief@example.com' })).status).toBe(400);
    expect(errorCodes(await post(`/cases/${caseNo}/code`, { channel: 'SMS' }))).toEqual(['ERR_CASE_0151']);
    expect(await outboxFor(t, 'thief@example.com')).toEqual([]);
    const sent = await post(`/cases/${caseNo}/code`, { channel: 'EMAIL' });
    expect(sent.body.data.sentTo).toBe('vi*******@example.com');
    // A code sent to another contact, for the same step, opens nothing.
    const other = await request(t.app)
      .post('/otpservice/api/v1/otp')
      .set(accessKeyHeaders(t))
      .send({ channel: 'EMAIL', contact: 'thief@example.com', purpose: 'TRACK_CASE' });
    const forged = await post(`/cases/${caseNo}/session`, {
      channel: 'EMAIL',
      otpReference: other.body.data.otpReference,
      otp: await codeFor('thief@example.com', 'TRACK_CASE'),
    });
    expect(errorCodes(forged)).toEqual(['ERR_OTP_0009']);
  });

  it('opens the case with its tracking session, and case A’s session on case B answers not found', async () => {
    const token = await trackingToken(caseNo, contact);
    const res = await tracked(`/cases/${caseNo}`, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ caseNo, status: 'SUBMITTED', attachments: [{ fileId: photo, addedBy: 'VISITOR' }] });
    const other = await fileOtherVisitorCase();
    expect(errorCodes(await tracked(`/cases/${other}`, token))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await tracked(`/cases/${other}/files/${photo}`, token))).toEqual(['ERR_CASE_0001']);
    expect(errorCodes(await tracked(`/cases/${caseNo}`, 'x'.repeat(43)))).toEqual(['ERR_CASE_0152']);
    const file = await tracked(`/cases/${caseNo}/files/${photo}`, token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('image/png');
  });

  it('replies with files when staff ask, then withdraws', async () => {
    const { token: officer } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
    const take = await request(t.app).post(`${STAFF}/${caseNo}/take`).set(bearerHeaders(officer)).send({ version: 1 });
    expect(take.status).toBe(200);
    const ask = await request(t.app)
      .post(`${STAFF}/${caseNo}/ask`)
      .set(bearerHeaders(officer))
      .send({ version: take.body.data.version, text: 'Please send the registration book.' });
    expect(ask.body.data.status).toBe('INFO_REQUESTED');
    const token = await trackingToken(caseNo, contact);
    const book = await uploadDocument(t, 'PROFILE');
    const reply = await request(t.app)
      .post(`${PUBLIC}/cases/${caseNo}/messages`)
      .set({ ...accessKeyHeaders(t), 'x-case-tracking': token })
      .send({ text: 'Attached.', fileIds: [book] });
    expect(reply.status).toBe(200);
    expect(reply.body.data.status).toBe('IN_REVIEW');
    const [stored] = await t.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [book]));
    expect(stored?.ownerCustomerId).toBe(`case:${caseNo}`);
    const staffFile = await request(t.app).get(`${STAFF}/${caseNo}/files/${book}`).set(bearerHeaders(officer));
    expect(staffFile.status).toBe(200);
    const withdrawn = await request(t.app)
      .post(`${PUBLIC}/cases/${caseNo}/withdraw`)
      .set({ ...accessKeyHeaders(t), 'x-case-tracking': token });
    expect(withdrawn.body.data.status).toBe('WITHDRAWN');
  });
});

describe("a visitor's dispute of a paid invoice", () => {
  beforeAll(async () => {
    const [byCard, byQr] = visitorInvoices.slice(3) as [TInvoice, TInvoice];
    const card = await postPublicPayment(t, { invoiceNos: [byCard.invoiceNo], channel: 'CARD' });
    const back = await completeCardPage(t, (await paymentRow(t, card.body.data.paymentId))?.gatewayReference ?? '');
    await request(t.app).get(`${back.pathname}${back.search}`);
    const qr = await postPublicPayment(t, { invoiceNos: [byQr.invoiceNo], channel: 'QR' });
    await payQrAtBank(t, qr.body.data.qr.payload);
  });

  it('takes the card that paid as the refund channel', async () => {
    const invoice = visitorInvoices[3] as TInvoice;
    const { verificationToken, invoice: shown } = await verified(proofOf(invoice), 'card-payer@example.com');
    expect(shown).toMatchObject({ paid: true, paidByCard: true });
    const body = { ...proofOf(invoice), contact: 'card-payer@example.com', verificationToken, passageIds: [shown.passages[0]?.passageId] };
    expect(errorCodes(await fileAsVisitor({ ...body, reason: 'WRONG_CLASS' }))).toEqual(['ERR_CASE_0104']);
    const filed = await fileAsVisitor({ ...body, reason: 'WRONG_CLASS', refundChannel: { kind: 'ORIGINAL_METHOD' } });
    expect(filed.status).toBe(201);
  });

  it("refuses a QR payment's own method with the way out, and takes a bank account with a bank book the case claims", async () => {
    const invoice = visitorInvoices[4] as TInvoice;
    const { verificationToken, invoice: shown } = await verified(proofOf(invoice), 'qr-payer@example.com');
    expect(shown).toMatchObject({ paid: true, paidByCard: false });
    const body = {
      ...proofOf(invoice),
      contact: 'qr-payer@example.com',
      verificationToken,
      passageIds: [shown.passages[0]?.passageId],
      reason: 'CHARGED_TWICE',
    };
    expect(errorCodes(await fileAsVisitor({ ...body, refundChannel: { kind: 'ORIGINAL_METHOD' } }))).toEqual(['ERR_RFD_0001']);
    const bankBookFileId = await uploadDocument(t, 'PROFILE');
    const bank = { kind: 'BANK_ACCOUNT', bankCode: '014', accountNo: '1234567890', holderName: 'Somchai Jaidee', bankBookFileId };
    const filed = await fileAsVisitor({ ...body, refundChannel: bank });
    expect(filed.status).toBe(201);
    const [stored] = await t.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [bankBookFileId]));
    expect(stored?.ownerCustomerId).toBe(`case:${filed.body.data.caseNo}`);
  });
});

/** A second visitor's case, on the third plate's invoice. */
async function fileOtherVisitorCase(): Promise<string> {
  const invoice = visitorInvoices[2] as TInvoice;
  const contact = 'visitor-b@example.com';
  const { verificationToken, invoice: shown } = await verified(proofOf(invoice), contact);
  const res = await fileAsVisitor({
    ...proofOf(invoice),
    contact,
    verificationToken,
    passageIds: [shown.passages[0]?.passageId],
    reason: 'VEHICLE_SOLD',
  });
  expect(res.status).toBe(201);
  return res.body.data.caseNo;
}

describe("a member's case files", () => {
  it('open to the member and to case staff, and to member B the case does not exist', async () => {
    const evidence = await uploadOwnFile(t, member.token);
    const filed = await request(t.app)
      .post(`${CASES}/disputes`)
      .set({ ...bearerHeaders(member.token), 'Idempotency-Key': randomUUID() })
      .send({ invoiceNo: member.invoiceNo, passageIds: [member.passageId], reason: 'PLATE_MISREAD', fileIds: [evidence] });
    expect(filed.status).toBe(201);
    const { caseNo } = filed.body.data;
    const mine = await request(t.app).get(`${CASES}/cases/${caseNo}/files/${evidence}`).set(bearerHeaders(member.token));
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toContain('image/png');
    const bob = await createMember(t);
    const bobToken = await sessionTokenFor(t, bob);
    expect(errorCodes(await request(t.app).get(`${CASES}/cases/${caseNo}/files/${evidence}`).set(bearerHeaders(bobToken)))).toEqual([
      'ERR_CASE_0001',
    ]);
    const stranger = await uploadOwnFile(t, member.token);
    const notHeld = await request(t.app).get(`${CASES}/cases/${caseNo}/files/${stranger}`).set(bearerHeaders(member.token));
    expect(notHeld.status).toBe(404);
    const { token: officer } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
    expect((await request(t.app).get(`${STAFF}/${caseNo}/files/${evidence}`).set(bearerHeaders(officer))).status).toBe(200);
    const { token: approver } = await createSignedInStaff(t, { roles: ['APPROVER'] });
    expect((await request(t.app).get(`${STAFF}/${caseNo}/files/${evidence}`).set(bearerHeaders(approver))).status).toBe(403);
  });
});
