import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { addDays, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { memberBilledAtCut } from '../../../test/factories/billing-world';
import { sessionTokenFor } from '../../../test/factories/customers';
import { uploadDocument } from '../../../test/factories/files';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { payQrAtBank, postPublicPayment } from '../../../test/factories/payments';
import { newPlate } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { tollNotices } from '../../billing/billing.schema';
import { storedFiles } from '../../file/file.schema';
import { bookAppealAppointment } from './appeal-booking';
import type { TAppointment, TAppointments } from './appointments-port';

// Non-member notices of 8 December 2026 appealed by visitors as the clock moves past the due date: a database of its own.
let t: TTestApp;
const PUBLIC = '/caseservice/api/v1/public';
const bangkok = (local: string) => new Date(`${local}+07:00`);
const plates = Array.from({ length: 7 }, () => newPlate());
type TNotice = { noticeNo: string; plate: string; province: string; dueDate: string };
let notices: TNotice[];
let member: { token: string; customerId: string; noticeNo: string; plate: string };

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

const proofOf = (notice: TNotice) => ({ noticeNo: notice.noticeNo, plate: notice.plate, province: notice.province });
const channelOf = (contact: string) => (contact.includes('@') ? 'EMAIL' : 'SMS');

/** Asks for a code for the notice and verifies it: the notice's summary, the reasons and the filing's token. */
async function verified(notice: TNotice, contact: string) {
  const sent = await post('/appeals/code', { ...proofOf(notice), channel: channelOf(contact), contact });
  expect(sent.status).toBe(200);
  const res = await post('/appeals/verify', {
    ...proofOf(notice),
    contact,
    otpReference: sent.body.data.otpReference,
    otp: await codeFor(contact, 'VISITOR_APPEAL'),
  });
  expect(res.status).toBe(200);
  return res.body.data as {
    verificationToken: string;
    notice: { noticeNo: string; dueDate: string; totalAmount: number; invoiceNo: string };
    reasons: { reason: string; needsText: boolean; needsPoliceReport: boolean }[];
  };
}

const fileAsVisitor = (body: object, key = randomUUID()) => post('/appeals', body, { 'Idempotency-Key': key });

async function noticeStatus(noticeNo: string) {
  const [row] = await t.db.select({ status: tollNotices.status }).from(tollNotices).where(eq(tollNotices.noticeNo, noticeNo));
  return row?.status;
}

/** Opens a tracking session of a case with a code sent to the contact it holds. */
async function trackingToken(caseNo: string, contact: string): Promise<string> {
  const channel = channelOf(contact);
  const sent = await post(`/cases/${caseNo}/code`, { channel });
  expect(sent.status).toBe(200);
  const res = await post(`/cases/${caseNo}/session`, {
    channel,
    otpReference: sent.body.data.otpReference,
    otp: await codeFor(contact, 'TRACK_CASE'),
  });
  expect(res.status).toBe(200);
  return res.body.data.trackingToken;
}

const tracked = (caseNo: string, token: string) =>
  request(t.app)
    .get(`${PUBLIC}/cases/${caseNo}`)
    .set({ ...accessKeyHeaders(t), 'x-case-tracking': token });

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, authRateLimitPerMinute: 10_000 });
  const billed = await memberBilledAtCut(t, { otherPlates: plates });
  const moved = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-12-08T09:00:00').toISOString() });
  expect(moved.status).toBe(200);
  const rows = await t.db.select().from(tollNotices).where(inArray(tollNotices.plate, plates));
  notices = plates.map((plate) => {
    const row = rows.find((notice) => notice.plate === plate);
    if (!row?.province) throw new Error(`no notice of ${plate}`);
    return { noticeNo: row.noticeNo, plate, province: row.province, dueDate: row.dueDate };
  });
  const [own] = await t.db.select().from(tollNotices).where(eq(tollNotices.customerId, billed.customerId));
  const token = await sessionTokenFor(t, billed);
  const [invoice] = (await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token))).body.data.invoices;
  const detail = await request(t.app).get(`/invoiceservice/api/v1/invoices/${invoice.invoiceNo}`).set(bearerHeaders(token));
  member = { token, customerId: billed.customerId, noticeNo: own?.noticeNo ?? '', plate: detail.body.data.lines[0].plate };
}, 180_000);
afterAll(() => t.close());

describe('a visitor proves the notice and the contact before an appeal', () => {
  it("sends no code for a wrong plate or province, an unknown number or a member's notice, all answered alike", async () => {
    const [first, second] = notices as [TNotice, TNotice];
    const contact = 'wrong-proof@example.com';
    const attempts = [
      { ...proofOf(first), plate: second.plate },
      { ...proofOf(first), province: '11' },
      { ...proofOf(first), noticeNo: 'TN2612999999' },
      { noticeNo: member.noticeNo, plate: member.plate, province: '10' },
    ];
    for (const proof of attempts) {
      const res = await post('/appeals/code', { ...proof, channel: 'EMAIL', contact });
      expect(res.status).toBe(404);
      expect(errorCodes(res)).toEqual(['ERR_CASE_0220']);
    }
    expect(await outboxFor(t, contact)).toEqual([]);
    expect(member.noticeNo).toMatch(/^TN/);
  });

  it('refuses a wrong code, and a verify whose proof is wrong even with the right code', async () => {
    const contact = 'wrong-code@example.com';
    const notice = notices[0] as TNotice;
    const sent = await post('/appeals/code', { ...proofOf(notice), channel: 'EMAIL', contact });
    const code = await codeFor(contact, 'VISITOR_APPEAL');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const base = { ...proofOf(notice), contact, otpReference: sent.body.data.otpReference };
    expect(errorCodes(await post('/appeals/verify', { ...base, otp: wrong }))).toEqual(['ERR_OTP_0006']);
    expect(errorCodes(await post('/appeals/verify', { ...base, plate: (notices[1] as TNotice).plate, otp: code }))).toEqual([
      'ERR_CASE_0220',
    ]);
    expect((await post('/appeals/verify', { ...base, otp: code })).status).toBe(200);
  });
  it('sends no code for a paid notice: its proof holds, but it cannot be appealed', async () => {
    const paid = notices[6] as TNotice;
    const found = await request(t.app)
      .get('/invoiceservice/api/v1/public/invoices')
      .query({ plate: paid.plate, province: paid.province })
      .set(accessKeyHeaders(t));
    const [invoice] = found.body.data.invoices;
    const qr = await postPublicPayment(t, { invoiceNos: [invoice.invoiceNo], channel: 'QR' });
    await payQrAtBank(t, qr.body.data.qr.payload);
    expect(await noticeStatus(paid.noticeNo)).toBe('PAID');
    const res = await post('/appeals/code', { ...proofOf(paid), channel: 'EMAIL', contact: 'paid@example.com' });
    expect(errorCodes(res)).toEqual(['ERR_CASE_0204']);
    expect(await outboxFor(t, 'paid@example.com')).toEqual([]);
  });
});

describe('a visitor files an appeal and tracks it', () => {
  const contact = 'appeal-visitor@example.com';
  let caseNo: string;

  it('answers the notice and the reasons, files once per key, claims the files and spends the token once', async () => {
    const notice = notices[0] as TNotice;
    const { verificationToken, notice: shown, reasons } = await verified(notice, contact);
    expect(shown).toMatchObject({ noticeNo: notice.noticeNo, dueDate: notice.dueDate, invoiceNo: expect.stringMatching(/^IV/) });
    expect(shown.totalAmount).toBeGreaterThan(0);
    expect(reasons).toContainEqual({ reason: 'STOLEN_VEHICLE', needsText: false, needsPoliceReport: true });
    expect(reasons).toContainEqual({ reason: 'OTHER', needsText: true, needsPoliceReport: false });
    const report = await uploadDocument(t, 'PROFILE');
    const photo = await uploadDocument(t, 'PROFILE');
    const body = { ...proofOf(notice), contact, verificationToken, reason: 'STOLEN_VEHICLE', fileIds: [photo], name: 'Somchai Jaidee' };
    expect(errorCodes(await fileAsVisitor(body))).toEqual(['ERR_CASE_0208']);
    const key = randomUUID();
    const first = await fileAsVisitor({ ...body, policeReportFileId: report }, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      caseNo: expect.stringMatching(/^AP2612-\d{5}$/),
      status: 'SUBMITTED',
      noticeNo: notice.noticeNo,
    });
    expect((await fileAsVisitor({ ...body, policeReportFileId: report }, key)).body.data).toEqual(first.body.data);
    caseNo = first.body.data.caseNo;
    expect(await noticeStatus(notice.noticeNo)).toBe('APPEALED');
    const files = await t.db
      .select()
      .from(storedFiles)
      .where(inArray(storedFiles.id, [report, photo]));
    expect(files.map((file) => file.ownerCustomerId)).toEqual([`case:${caseNo}`, `case:${caseNo}`]);
    expect((await outboxFor(t, contact)).map((message) => message.purpose)).toContain('CASE_UPDATED');
    // The token was spent by the filing: another key cannot use it again.
    expect(errorCodes(await fileAsVisitor({ ...body, policeReportFileId: report }))).toEqual(['ERR_OTP_0014']);
    // One open appeal per notice: no code goes out for it now.
    expect(errorCodes(await post('/appeals/code', { ...proofOf(notice), channel: 'EMAIL', contact: 'second@example.com' }))).toEqual([
      'ERR_CASE_0203',
    ]);
    expect(await outboxFor(t, 'second@example.com')).toEqual([]);
  });

  it('leaves the token unspent when a filing is refused, and files by mobile', async () => {
    const notice = notices[1] as TNotice;
    const { verificationToken } = await verified(notice, '0812345678');
    const body = { ...proofOf(notice), contact: '081-234-5678', verificationToken, reason: 'VEHICLE_SOLD' };
    expect(errorCodes(await fileAsVisitor({ ...body, plate: (notices[2] as TNotice).plate }))).toEqual(['ERR_CASE_0220']);
    expect(errorCodes(await fileAsVisitor({ ...body, noticeNo: member.noticeNo, plate: member.plate }))).toEqual(['ERR_CASE_0220']);
    expect(errorCodes(await fileAsVisitor({ ...body, contact: 'someone-else@example.com' }))).toEqual(['ERR_OTP_0015']);
    const filed = await fileAsVisitor(body);
    expect(filed.status).toBe(201);
    expect(await noticeStatus(member.noticeNo)).toBe('OPEN');
  });

  it("answers to the case's tracking session, books under it, and is no one else's to read", async () => {
    const token = await trackingToken(caseNo, contact);
    const res = await tracked(caseNo, token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'APPEAL',
      status: 'SUBMITTED',
      appeal: { noticeNo: (notices[0] as TNotice).noticeNo, noticeStatus: 'APPEALED', reason: 'STOLEN_VEHICLE', plate: notices[0]?.plate },
    });
    const booked: Parameters<TAppointments['bookAppointment']>[0][] = [];
    const appointments: TAppointments = {
      bookAppointment: async (input) => {
        booked.push(input);
        return {
          appointmentNo: 'AM-1',
          subject: input.subject,
          centre: { code: input.centreCode },
          slotStart: input.slotStart.toISOString(),
          status: 'BOOKED',
        };
      },
      rescheduleAppointment: () => Promise.reject(new Error('not used')),
      cancelAppointment: () => Promise.reject(new Error('not used')),
      liveAppointmentOf: async (): Promise<TAppointment | undefined> => undefined,
      appointmentsOfSubjects: async () => [],
    };
    await bookAppealAppointment({
      db: t.db,
      clock: t.clock,
      appointments,
      caseNo,
      who: { visitorCaseNo: caseNo },
      request: { centreCode: 'M7-BKT', slotStart: bangkok('2026-12-15T10:00:00').toISOString() },
    });
    expect(booked[0]).toMatchObject({
      subject: { kind: 'APPEAL', ref: caseNo },
      plate: notices[0]?.plate,
      contact: { email: contact, mobile: null },
    });
    expect(booked[0]?.customerId ?? null).toBeNull();
    // Another case's session, and a member, find nothing.
    const [other] = (await outboxFor(t, '0812345678')).filter((message) => message.purpose === 'CASE_UPDATED');
    const otherCaseNo = /AP2612-\d{5}/.exec(other?.text ?? '')?.[0] ?? '';
    expect(otherCaseNo).not.toBe('');
    expect(errorCodes(await tracked(otherCaseNo, token))).toEqual(['ERR_CASE_0001']);
    const asMember = await request(t.app).get(`/caseservice/api/v1/cases/${caseNo}`).set(bearerHeaders(member.token));
    expect(errorCodes(asMember)).toEqual(['ERR_CASE_0001']);
  });
});

describe('requirements/notices-and-appeals.md#appeals: the window, for visitors', () => {
  it('files on the due date up to its last second (Bangkok), and refuses from the next day, the notice left open and no code sent', async () => {
    const [onTime, late, tooLate] = notices.slice(3) as [TNotice, TNotice, TNotice];
    const due = onTime.dueDate;
    expect([late.dueDate, tooLate.dueDate]).toEqual([due, due]);
    t.clock.set(bangkok(`${due}T23:50:00`));
    const first = await verified(onTime, 'on-time@example.com');
    const second = await verified(late, 'late@example.com');
    t.clock.set(bangkok(`${due}T23:59:59`));
    const filed = await fileAsVisitor({
      ...proofOf(onTime),
      contact: 'on-time@example.com',
      verificationToken: first.verificationToken,
      reason: 'EMERGENCY_VEHICLE',
    });
    expect(filed.status).toBe(201);
    t.clock.set(bangkok(`${addDays(due as TIsoDate, 1)}T00:00:00`));
    const refused = await fileAsVisitor({
      ...proofOf(late),
      contact: 'late@example.com',
      verificationToken: second.verificationToken,
      reason: 'EMERGENCY_VEHICLE',
    });
    expect(errorCodes(refused)).toEqual(['ERR_CASE_0202']);
    expect(JSON.stringify(refused.body)).toContain(due);
    expect(await noticeStatus(late.noticeNo)).toBe('OPEN');
    expect(errorCodes(await post('/appeals/code', { ...proofOf(tooLate), channel: 'EMAIL', contact: 'too-late@example.com' }))).toEqual([
      'ERR_CASE_0202',
    ]);
    expect(await outboxFor(t, 'too-late@example.com')).toEqual([]);
  });
});
