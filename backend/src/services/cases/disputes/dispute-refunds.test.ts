import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { uploadOwnFile } from '../../../test/factories/files';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { payQrAtBank, postPayment, savedCardMethod } from '../../../test/factories/payments';
import { createSignedInStaff } from '../../../test/factories/staff';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { customerAddresses } from '../../customer/customer.schema';
import { gatewayRefunds } from '../../gateway/gateway.schema';
import { refunds } from '../../payment/refunds/refunds.schema';
import { sendDueRefunds } from '../../payment/refunds/refund-sending';
import { refundCreditNotesOf } from '../../payment/receipts/credit-notes';
import { etaxMailOf } from '../../payment/receipts/etax-mail';

// The clock moves to the cycle cut once, so the file has a database of its own.
let t: TTestApp;
type TPaidMember = TTestCustomer & { token: string; invoiceNo: string; paymentId: string; passageIds: string[] };
let card: TPaidMember;
let qr: TPaidMember;
let officer: string;

const CASES = '/caseservice/api/v1';
const STAFF = '/staffservice/api/v1/cases';
const INVOICES = '/invoiceservice/api/v1';
const bangkok = (local: string) => new Date(`${local}+07:00`);
const minutes = (count: number) => count * 60_000;

const fileDispute = (member: { token: string }, body: object) =>
  request(t.app)
    .post(`${CASES}/disputes`)
    .set({ ...bearerHeaders(member.token), 'Idempotency-Key': randomUUID() })
    .send(body);

const runRefundJob = (later = 0) =>
  sendDueRefunds(
    { db: t.db, gateway: t.gateway, notifier: t.notifier, logger: t.logger, creditNotes: refundCreditNotesOf(etaxMailOf(t)) },
    new Date(t.clock.now().getTime() + later),
  );

/** A member with one vehicle and two passages on 10 November. */
async function memberWithPassages(): Promise<TPaidMember> {
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  const created = await createMember(t);
  const vehicle = await seedVehicle(t, created.customerId, { status: 'ACTIVE' });
  t.clock.set(bangkok('2026-11-10T12:00:00'));
  const passageIds: string[] = [];
  for (const hour of ['09', '10']) {
    passageIds.push((await recordPassage(t, { plate: vehicle.plateNumber, passedAt: bangkok(`2026-11-10T${hour}:00:00`) })).id);
  }
  return { ...created, token: '', invoiceNo: '', paymentId: '', passageIds };
}

async function pay(member: TPaidMember, channel: 'SAVED' | 'QR'): Promise<void> {
  member.token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: member.customerId })).token;
  const invoices = await request(t.app).get(`${INVOICES}/invoices`).set(bearerHeaders(member.token));
  member.invoiceNo = invoices.body.data.invoices[0].invoiceNo;
  if (channel === 'QR') {
    const answer = await postPayment(t, member.token, { invoiceNos: [member.invoiceNo], channel: 'QR' });
    await payQrAtBank(t, answer.body.data.qr.payload);
    member.paymentId = answer.body.data.paymentId;
    return;
  }
  await savedCardMethod(t, member.customerId);
  const answer = await postPayment(t, member.token, { invoiceNos: [member.invoiceNo], channel: 'SAVED' });
  expect(answer.body.data.status).toBe('PAID');
  member.paymentId = answer.body.data.paymentId;
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const members = [await memberWithPassages(), await memberWithPassages()] as [TPaidMember, TPaidMember];
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  await pay(members[0], 'SAVED');
  await pay(members[1], 'QR');
  [card, qr] = members as [TPaidMember, TPaidMember];
  ({ token: officer } = await createSignedInStaff(t, { roles: ['CASE_OFFICER'] }));
});
afterAll(() => t.close());

describe('a dispute of a paid invoice', () => {
  it('refuses the QR payment’s own method at filing, with the way out, and takes a bank account', async () => {
    const base = { invoiceNo: qr.invoiceNo, passageIds: [qr.passageIds[0]], reason: 'PLATE_MISREAD', fileIds: [] };
    const refused = await fileDispute(qr, { ...base, refundChannel: { kind: 'ORIGINAL_METHOD' } });
    expect(refused.status).toBe(409);
    expect(errorCodes(refused)).toEqual(['ERR_RFD_0001']);
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, qr.paymentId))).toHaveLength(0);
    const bankBookFileId = await uploadOwnFile(t, qr.token);
    const bank = { kind: 'BANK_ACCOUNT', bankCode: '014', accountNo: '1234567890', holderName: 'Somchai Jaidee', bankBookFileId };
    const short = await fileDispute(qr, { ...base, refundChannel: { ...bank, accountNo: '123456789012' } });
    expect(errorCodes(short)).toEqual(['ERR_PAY_0009']);
    const filed = await fileDispute(qr, { ...base, refundChannel: bank });
    expect(errorCodes(filed)).toEqual([]);
    expect(filed.status).toBe(201);
  });

  it('accepted by 50 calls at once refunds the disputed toll once; a gateway failure is retried and the credit note issued', async () => {
    const now = t.clock.now();
    await t.db.insert(customerAddresses).values({
      customerId: card.customerId,
      kind: 'INVOICE',
      isMain: true,
      houseNumber: '99/1',
      road: 'พหลโยธิน',
      subDistrictCode: '100101',
      districtCode: '1001',
      provinceCode: '10',
      postalCode: '10200',
      createdAt: now,
      updatedAt: now,
    });
    expect((await request(t.app).post(`${INVOICES}/payments/${card.paymentId}/taxinvoice`).set(bearerHeaders(card.token))).status).toBe(
      200,
    );
    const filed = await fileDispute(card, {
      invoiceNo: card.invoiceNo,
      passageIds: [card.passageIds[0]],
      reason: 'CLONED_PLATE',
      fileIds: [],
      refundChannel: { kind: 'ORIGINAL_METHOD' },
    });
    expect(filed.status).toBe(201);
    const caseNo: string = filed.body.data.caseNo;
    const filedView = await request(t.app).get(`${STAFF}/${caseNo}`).set(bearerHeaders(officer));
    const taken = await request(t.app)
      .post(`${STAFF}/${caseNo}/take`)
      .set(bearerHeaders(officer))
      .send({ version: filedView.body.data.version });
    expect(taken.status).toBe(200);
    const staffView = await request(t.app).get(`${STAFF}/${caseNo}`).set(bearerHeaders(officer));
    const decide = () =>
      request(t.app)
        .post(`${STAFF}/${caseNo}/decide`)
        .set(bearerHeaders(officer))
        .send({ version: staffView.body.data.version, outcome: 'ACCEPT', reasonCode: 'CLONED_PLATE_CONFIRMED' });
    const answers = await Promise.all(Array.from({ length: 50 }, decide));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const rows = await t.db.select().from(refunds).where(eq(refunds.paymentId, card.paymentId));
    // One of two passages of 30 baht, paid on time: the refund is its toll alone.
    expect(rows).toEqual([
      expect.objectContaining({ amount: 3000, tollAmount: 3000, status: 'REQUESTED', sourceKey: `dispute:${caseNo}` }),
    ]);
    const refundId = rows[0]?.id ?? '';

    const behaviour = await request(t.app)
      .put(`/simservice/api/v1/gateway/refund-behaviours/${card.paymentId}`)
      .set(commonHeaders())
      .send({ behaviour: 'FAIL_TRANSIENT', times: 1 });
    expect(behaviour.status).toBe(200);
    await runRefundJob();
    expect((await t.db.select().from(refunds).where(eq(refunds.id, refundId)))[0]).toMatchObject({ status: 'REQUESTED', attempts: 1 });
    await Promise.all(Array.from({ length: 50 }, () => runRefundJob(minutes(5))));
    expect(await t.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, refundId))).toHaveLength(1);
    await runRefundJob(minutes(60));
    expect(await t.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, refundId))).toHaveLength(1);

    const mine = await request(t.app).get(`${CASES}/cases/${caseNo}`).set(bearerHeaders(card.token));
    expect(mine.body.data).toMatchObject({
      status: 'ACCEPTED',
      dispute: {
        refundAmount: 3000,
        refund: { status: 'DONE', paymentId: card.paymentId, amount: 3000, creditNoteNo: expect.stringMatching(/^CN\d{10}$/) },
      },
    });
    const notes = await request(t.app).get(`${INVOICES}/payments/${card.paymentId}/creditnotes`).set(bearerHeaders(card.token));
    expect(notes.body.data.creditNotes).toEqual([
      expect.objectContaining({ creditNoteNo: mine.body.data.dispute.refund.creditNoteNo, amount: 3000 }),
    ]);
    const someoneElse = await request(t.app).get(`${INVOICES}/payments/${card.paymentId}/creditnotes`).set(bearerHeaders(qr.token));
    expect(someoneElse.status).toBe(404);
  });
});
