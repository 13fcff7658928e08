import request from 'supertest';
import jsQR from 'jsqr';
import { eq } from 'drizzle-orm';
import { parsePromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { TOLL_BILLER } from '@mflow/contracts/payment/bill-payment';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../../test/factories/http';
import { newThaiId } from '../../../test/factories/identities';
import { recordPassage } from '../../../test/factories/passages';
import { createSignedInStaff } from '../../../test/factories/staff';
import { payQrAtBank, postPublicPayment } from '../../../test/factories/payments';
import { extractedText, pdfImages } from '../../../test/factories/pdf-text';
import { createRegistryVehicle, newPlate, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../billing-jobs';
import { invoices, tollNotices } from '../billing.schema';

// The clock moves to the notices' day once, so the file has a database of its own.
let t: TTestApp;
const base = '/invoiceservice/api/v1';
const bangkok = (local: string) => new Date(`${local}+07:00`);
const OWNER = { name: 'นายสำราญ น้ำใจดี', address: '88/8 ซอยลำลูกกา 7 ถนนลำลูกกา ตำบลคูคต อำเภอลำลูกกา ปทุมธานี 12130' };

let visitorPlate: string;
let memberA: { customerId: string; token: string };
let memberB: { customerId: string; token: string };
let visitorNoticeNo: string;
let memberNoticeNo: string;

const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** 21000 satang → "210.00", as the letter prints amounts. */
const baht = (satang: number) => (satang / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });

const lookup = (body: object) => request(t.app).post(`${base}/public/notices/lookup`).set(accessKeyHeaders(t)).send(body);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2027-02-09T07:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const registered = await createRegistryVehicle(t, { type: 'PERSON', id: newThaiId(), name: OWNER.name }, { ownerAddress: OWNER.address });
  visitorPlate = registered.plateNumber;
  const [a, b] = [await createMember(t), await createMember(t)];
  memberA = { customerId: a.customerId, token: await sessionTokenFor(t, { customerId: a.customerId }) };
  memberB = { customerId: b.customerId, token: await sessionTokenFor(t, { customerId: b.customerId }) };
  const memberPlate = (await seedVehicle(t, a.customerId, { status: 'ACTIVE' })).plateNumber;
  t.clock.set(bangkok('2027-02-09T09:00:00'));
  await recordPassage(t, { plate: visitorPlate, passedAt: bangkok('2027-02-09T08:00:00') });
  await recordPassage(t, { plate: memberPlate, passedAt: bangkok('2027-02-09T08:30:00') });
  // Non-member: notice on 4 Mar; member (cycle 1–15 Feb): notice on 10 Mar.
  const moved = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2027-03-10T09:00:00').toISOString() });
  expect(moved.status).toBe(200);
  const notices = await t.db.select().from(tollNotices);
  visitorNoticeNo = notices.find((notice) => notice.plate === visitorPlate)?.noticeNo ?? '';
  memberNoticeNo = notices.find((notice) => notice.customerId === a.customerId)?.noticeNo ?? '';
  // A fresh session: the tokens above were opened before the clock moved a month.
  memberA.token = await sessionTokenFor(t, { customerId: a.customerId });
  memberB.token = await sessionTokenFor(t, { customerId: b.customerId });
});
afterAll(() => t.close());

async function currentInvoice(noticeNo: string) {
  const [notice] = await t.db.select().from(tollNotices).where(eq(tollNotices.noticeNo, noticeNo));
  const rows = await t.db
    .select()
    .from(invoices)
    .where(eq(invoices.caseId, notice?.caseId ?? ''));
  const current = rows.find((row) => row.replacedByInvoiceId === null);
  if (!notice || !current) throw new Error('no notice or invoice');
  return { notice, current };
}

describe("a visitor's look-up by notice number", () => {
  it('answers the vehicle, passages with photos, amounts, the next step, the invoice to pay now, and that it may be appealed', async () => {
    const res = await lookup({ noticeNo: visitorNoticeNo.toLowerCase(), plate: visitorPlate, province: '10' });
    expect(res.status).toBe(200);
    const { current } = await currentInvoice(visitorNoticeNo);
    expect(res.body.data).toMatchObject({
      noticeNo: visitorNoticeNo,
      status: 'OPEN',
      vehicle: { plate: visitorPlate, province: '10' },
      tollAmount: current.tollAmount,
      feesAmount: current.firstLateFee + current.secondLateFee,
      fineAmount: 0,
      totalAmount: current.totalAmount,
      nextStep: { step: 'FINED' },
      payNow: { invoiceNo: current.invoiceNo, refNo: current.refNo, amount: current.totalAmount },
      appealable: true,
      letterPath: `${base}/public/notices/${visitorNoticeNo}/letter`,
    });
    expect(res.body.data.passages).toHaveLength(1);
    expect(res.body.data.passages[0].photoUrl).toMatch(/\/photo\?key=/);
    expect(res.body.data.nextStep.totalAmount).toBeGreaterThan(current.totalAmount);
    expect(res.body.data.letterToken).toEqual(expect.any(String));
  });

  it('refuses another plate and an unknown number alike', async () => {
    const wrongPlate = await lookup({ noticeNo: visitorNoticeNo, plate: newPlate(), province: '10' });
    const wrongProvince = await lookup({ noticeNo: visitorNoticeNo, plate: visitorPlate, province: '11' });
    const unknown = await lookup({ noticeNo: 'TN9999999999', plate: visitorPlate, province: '10' });
    for (const res of [wrongPlate, wrongProvince, unknown]) expect(errorCodes(res)).toEqual(['ERR_BILL_0101']);
    const told = (res: request.Response) => [res.status, (res.body.data.errors as { message: string }[]).map((error) => error.message)];
    expect(told(wrongPlate)).toEqual(told(unknown));
  });
});

describe('the letter', () => {
  const visitorLetter = async (lang = 'th') => {
    const found = await lookup({ noticeNo: visitorNoticeNo, plate: visitorPlate, province: '10' });
    return binary(
      request(t.app).get(found.body.data.letterPath).query({ token: found.body.data.letterToken, lang }).set(accessKeyHeaders(t)),
    );
  };

  it("reads back with the owner's name and address from the registry, the notice number and the amounts, in Thai", async () => {
    const res = await visitorLetter();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = extractedText(res.body as Buffer).replace(/\s+/g, ' ');
    const { notice } = await currentInvoice(visitorNoticeNo);
    const [posted] = await t.db.select().from(invoices).where(eq(invoices.id, notice.invoiceId));
    for (const words of ['หนังสือแจ้งค่าผ่านทางค้างชำระ', OWNER.name, OWNER.address, visitorNoticeNo, visitorPlate, 'การยื่นอุทธรณ์'])
      expect(text).toContain(words);
    expect(text).toContain(`ยอดที่ต้องชำระ: ${baht(posted?.totalAmount ?? 0)} บาท`);
    expect(text).toContain(baht(posted?.tollAmount ?? 0));
    expect(text).not.toMatch(/ำา/);
  });

  it('carries a PromptPay tag-30 QR for the exact amount, with the biller and the invoice references', async () => {
    const res = await visitorLetter();
    const { notice } = await currentInvoice(visitorNoticeNo);
    const [posted] = await t.db.select().from(invoices).where(eq(invoices.id, notice.invoiceId));
    const payloads = pdfImages(res.body as Buffer).flatMap(({ rgba, width, height }) => jsQR(rgba, width, height)?.data ?? []);
    expect(payloads).toHaveLength(1);
    expect(parsePromptPayPayload(payloads[0] ?? '')).toMatchObject({
      target: {
        kind: 'BILL_PAYMENT',
        billerId: `${TOLL_BILLER.taxId}${TOLL_BILLER.suffix}`,
        ref1: posted?.refNo,
        ref2: posted?.invoiceNo.replace(/\D/g, ''),
      },
      amountSatang: posted?.totalAmount,
      dynamic: true,
    });
  });

  it('is in English on request', async () => {
    const text = extractedText((await visitorLetter('en')).body as Buffer);
    expect(text).toContain('Toll notice');
    expect(text).toContain(OWNER.name);
  });

  it("needs the look-up's token, for this notice", async () => {
    const found = await lookup({ noticeNo: visitorNoticeNo, plate: visitorPlate, province: '10' });
    const letter = (noticeNo: string, token?: string) =>
      request(t.app)
        .get(`${base}/public/notices/${noticeNo}/letter`)
        .query(token ? { token } : {})
        .set(accessKeyHeaders(t));
    expect(errorCodes(await letter(visitorNoticeNo))).toEqual(['ERR_BILL_0102']);
    expect(errorCodes(await letter(memberNoticeNo, found.body.data.letterToken))).toEqual(['ERR_BILL_0102']);
  });

  it('was posted: numbered, kept, listed in the outbox as a posted letter that opens, the same bytes as the reprint', async () => {
    const outbox = await request(t.app).get('/simservice/api/v1/outbox').query({ channel: 'POST', limit: 200 }).set(commonHeaders());
    expect(outbox.status).toBe(200);
    const message = (outbox.body.data.messages as { subject: string; text: string; to: string; purpose: string }[]).find((m) =>
      m.subject.includes(visitorNoticeNo),
    );
    expect(message).toMatchObject({ purpose: 'TOLL_NOTICE_LETTER' });
    expect(message?.to).toContain(OWNER.name);
    expect(message?.to).toContain(OWNER.address);
    const path = /\/simservice\/api\/v1\/letters\/NL\d{10}\/pdf/.exec(message?.text ?? '')?.[0] ?? '';
    const opened = await binary(request(t.app).get(path).set(commonHeaders()));
    expect(opened.status).toBe(200);
    const reprint = await visitorLetter();
    expect(Buffer.compare(opened.body as Buffer, reprint.body as Buffer)).toBe(0);
    expect(extractedText(opened.body as Buffer)).toContain(/NL\d{10}/.exec(path)?.[0] ?? '-');
  });
});

describe("a member's notices", () => {
  it('are theirs to see and reprint; another member gets not found for the notice and its letter', async () => {
    const own = await request(t.app).get(`${base}/notices/${memberNoticeNo}`).set(bearerHeaders(memberA.token));
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      noticeNo: memberNoticeNo,
      letterToken: null,
      letterPath: `${base}/notices/${memberNoticeNo}/letter`,
    });
    const letter = await binary(request(t.app).get(own.body.data.letterPath).set(bearerHeaders(memberA.token)));
    expect(letter.status).toBe(200);
    expect(extractedText(letter.body as Buffer)).toContain(memberNoticeNo);
    expect(errorCodes(await request(t.app).get(`${base}/notices/${memberNoticeNo}`).set(bearerHeaders(memberB.token)))).toEqual([
      'ERR_BILL_0101',
    ]);
    expect(errorCodes(await request(t.app).get(`${base}/notices/${memberNoticeNo}/letter`).set(bearerHeaders(memberB.token)))).toEqual([
      'ERR_BILL_0101',
    ]);
    expect(errorCodes(await request(t.app).get(`${base}/notices/${visitorNoticeNo}`).set(bearerHeaders(memberA.token)))).toEqual([
      'ERR_BILL_0101',
    ]);
  });
});

describe("the back-office's read of a notice", () => {
  const staffRead = (token: string, noticeNo: string) =>
    request(t.app)
      .get(`/staffservice/api/v1/notices/${encodeURIComponent(noticeNo)}`)
      .set(bearerHeaders(token));

  it("shows a case officer a member's notice as the member reads it: amounts and passages with photos that open without a customer", async () => {
    const officer = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
    const res = await staffRead(officer.token, memberNoticeNo.toLowerCase());
    expect(res.status).toBe(200);
    const { current } = await currentInvoice(memberNoticeNo);
    expect(res.body.data).toMatchObject({
      noticeNo: memberNoticeNo,
      tollAmount: current.tollAmount,
      feesAmount: current.firstLateFee + current.secondLateFee,
      fineAmount: current.fine,
      totalAmount: current.totalAmount,
      payNow: { invoiceNo: current.invoiceNo, amount: current.totalAmount },
      letterToken: null,
    });
    expect(res.body.data.passages).toHaveLength(1);
    const own = await request(t.app).get(`${base}/notices/${memberNoticeNo}`).set(bearerHeaders(memberA.token));
    expect(res.body.data).toEqual(own.body.data);
    const photo = await binary(request(t.app).get(res.body.data.passages[0].photoUrl));
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it("reads a visitor's notice too, for a case supervisor", async () => {
    const supervisor = await createSignedInStaff(t, { roles: ['CASE_SUPERVISOR'] });
    const res = await staffRead(supervisor.token, visitorNoticeNo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ noticeNo: visitorNoticeNo, vehicle: { plate: visitorPlate, province: '10' }, letterToken: null });
  });

  it('refuses a role without case access', async () => {
    const agent = await createSignedInStaff(t, { roles: ['CALL_CENTRE'] });
    const res = await staffRead(agent.token, memberNoticeNo);
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(['ERR_STAFF_0004']);
  });

  it('answers an unknown number not found in the envelope, and a NUL byte in the number is a 400', async () => {
    const officer = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] });
    const unknown = await staffRead(officer.token, 'TN9999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 'FAIL', data: { errors: [{ code: 'ERR_BILL_0101' }] } });
    const nul = await staffRead(officer.token, 'TN\u00009999');
    expect(nul.status).toBe(400);
    expect(errorCodes(nul)).toEqual(['ERR_COMMON_0002']);
  });
});

describe('paying by notice', () => {
  it("pays the look-up's invoice to pay now through the visitor's payment, and the notice is PAID with nothing ahead", async () => {
    const found = await lookup({ noticeNo: visitorNoticeNo, plate: visitorPlate, province: '10' });
    const paying = await postPublicPayment(t, { invoiceNos: [found.body.data.payNow.invoiceNo], channel: 'QR' });
    expect(paying.status).toBe(200);
    expect(paying.body.data.amount).toBe(found.body.data.payNow.amount);
    await payQrAtBank(t, paying.body.data.qr.payload);
    const after = await lookup({ noticeNo: visitorNoticeNo, plate: visitorPlate, province: '10' });
    expect(after.body.data).toMatchObject({ status: 'PAID', payNow: null, nextStep: null, appealable: false });
  });
});
