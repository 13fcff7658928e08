import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { uploadOwnFile } from '../../../test/factories/files';
import { bearerHeaders, errorCodes, outboxFor, rejectionCode } from '../../../test/factories/http';
import { pdfText } from '../../../test/factories/pdf-text';
import { createSignedInStaff } from '../../../test/factories/staff';
import { recordPassage } from '../../../test/factories/passages';
import { paymentRow, payQrAtBank, postPayment, savedCardMethod } from '../../../test/factories/payments';
import { seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { customerAddresses } from '../../customer/customer.schema';
import { gatewayRefunds } from '../../gateway/gateway.schema';
import { markDeleted } from '../methods/payment-method-records';
import { refundCreditNotesOf } from '../receipts/credit-notes';
import { etaxMailOf } from '../receipts/etax-mail';
import { creditNotes } from '../receipts/receipts.schema';
import { sendDueRefunds, type TRefundJobDeps } from './refund-sending';
import { refunds } from './refunds.schema';
import { refundOf, requestRefund, type TRefundChannel } from './refunds.service';

// The clock moves to the cycle cut once, so the file has a database of its own.
let t: TTestApp;
let jobDeps: TRefundJobDeps;
type TMember = TTestCustomer & { token: string; invoiceNo: string; paymentId: string; gatewayReference: string; amount: number };
const members: Record<string, TMember> = {};

const bangkok = (local: string) => new Date(`${local}+07:00`);
const base = '/invoiceservice/api/v1';
const ORIGINAL: TRefundChannel = { kind: 'ORIGINAL_METHOD' };
const minutes = (count: number) => count * 60_000;

const member = (name: string): TMember => {
  const found = members[name];
  if (!found) throw new Error(`no member ${name}`);
  return found;
};

/** A refund of a member's payment as the disputes ask for it, with a fresh source key unless given. */
function refund(m: TMember, amount: number, overrides: { sourceKey?: string; channel?: TRefundChannel } = {}) {
  return requestRefund({
    db: t.db,
    clock: t.clock,
    paymentId: m.paymentId,
    amount,
    sourceKey: overrides.sourceKey ?? `dispute:${randomUUID()}`,
    channel: overrides.channel ?? ORIGINAL,
    reason: 'Plate misread at the gantry',
  });
}

/** One run of the refund job at `later` past now: the clock does not move, the job is given its instant. */
const runJob = (later = 0) => sendDueRefunds(jobDeps, new Date(t.clock.now().getTime() + later));

async function refundRow(refundId: string) {
  const [row] = await t.db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw new Error(`no refund ${refundId}`);
  return row;
}

const gatewayRefundsOf = (refundId: string) => t.db.select().from(gatewayRefunds).where(eq(gatewayRefunds.idempotencyKey, refundId));

const setBehaviour = (target: string, behaviour: string, times?: number) =>
  request(t.app).put(`/simservice/api/v1/gateway/refund-behaviours/${target}`).set(commonHeaders()).send({ behaviour, times });

const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

beforeAll(async () => {
  t = await createIsolatedTestApp();
  jobDeps = { db: t.db, gateway: t.gateway, notifier: t.notifier, logger: t.logger, creditNotes: refundCreditNotesOf(etaxMailOf(t)) };
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const names = ['sameKey', 'jobRace', 'transient', 'timeOut', 'over', 'deleted', 'taxInvoice', 'noTaxInvoice', 'closed', 'bank', 'qr'];
  const created = await Promise.all(
    names.map(async (name) => {
      const created = await createMember(t);
      return [name, created, await seedVehicle(t, created.customerId, { status: 'ACTIVE' })] as const;
    }),
  );
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const [, , vehicle] of created) await recordPassage(t, { plate: vehicle.plateNumber });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  for (const [name, created_] of created) {
    const token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: created_.customerId })).token;
    const invoices = await request(t.app).get(`${base}/invoices`).set(bearerHeaders(token));
    const invoiceNo: string = invoices.body.data.invoices[0].invoiceNo;
    let paymentId: string;
    if (name === 'qr') {
      const answer = await postPayment(t, token, { invoiceNos: [invoiceNo], channel: 'QR' });
      await payQrAtBank(t, answer.body.data.qr.payload);
      paymentId = answer.body.data.paymentId;
    } else {
      await savedCardMethod(t, created_.customerId);
      const answer = await postPayment(t, token, { invoiceNos: [invoiceNo], channel: 'SAVED' });
      expect(answer.body.data.status).toBe('PAID');
      paymentId = answer.body.data.paymentId;
    }
    const paid = await paymentRow(t, paymentId);
    if (paid?.status !== 'PAID' || !paid.gatewayReference) throw new Error(`the payment of ${name} was not made`);
    members[name] = { ...created_, token, invoiceNo, paymentId, gatewayReference: paid.gatewayReference, amount: paid.amount };
  }
});
afterAll(() => t.close());

describe('requesting a refund', () => {
  it('answers 50 parallel requests with one source key with one refund', async () => {
    const m = member('sameKey');
    const sourceKey = `dispute:${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => refund(m, 1_000, { sourceKey })));
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    expect(answers[0]).toEqual({ refundId: expect.any(String), status: 'REQUESTED' });
    expect(await t.db.select().from(refunds).where(eq(refunds.paymentId, m.paymentId))).toHaveLength(1);
    expect(await refundOf({ db: t.db, sourceKey })).toEqual({
      refundId: answers[0]?.refundId,
      paymentId: m.paymentId,
      status: 'REQUESTED',
      amount: 1_000,
      failureCode: null,
      creditNoteNo: null,
    });
    expect(await rejectionCode(refund(m, 999, { sourceKey }))).toBe('ERR_RFD_0006');
    expect(await refundOf({ db: t.db, sourceKey: 'dispute:never-asked' })).toBeUndefined();
  });

  it('refuses more than is left of the payment, counting refunds under way, and takes exactly what is left', async () => {
    const m = member('over');
    expect(m.amount).toBe(3_000);
    expect(await rejectionCode(refund(m, 3_001))).toBe('ERR_RFD_0002');
    await refund(m, 2_000);
    expect(await rejectionCode(refund(m, 1_001))).toBe('ERR_RFD_0002');
    expect((await refund(m, 1_000)).status).toBe('REQUESTED');
    expect(await rejectionCode(refund(m, 1))).toBe('ERR_RFD_0002');
  });

  it('refuses a payment that is not PAID, or none at all', async () => {
    const m = member('over');
    expect(await rejectionCode(refund({ ...m, paymentId: randomUUID() }, 100))).toBe('ERR_RFD_0003');
    expect(await rejectionCode(refund({ ...m, paymentId: 'not-a-payment' }, 100))).toBe('ERR_RFD_0003');
  });

  it('refuses the card that paid once it is deleted, with the way out, and takes a bank account instead', async () => {
    const m = member('deleted');
    const payment = await paymentRow(t, m.paymentId);
    await markDeleted({ db: t.db, paymentMethodId: payment?.paymentMethodId ?? '', at: t.clock.now() });
    expect(await rejectionCode(refund(m, 1_000))).toBe('ERR_RFD_0001');
    const bankBookFileId = await uploadOwnFile(t, m.token);
    const bank = { kind: 'BANK_ACCOUNT' as const, bankCode: '014', accountNo: '1234567890', holderName: 'Somchai Jaidee', bankBookFileId };
    const made = await refund(m, 1_000, { channel: bank });
    const row = await refundRow(made.refundId);
    expect(row).toMatchObject({ channel: 'BANK_ACCOUNT', accountNo: '1234567890', accountNoMasked: '******7890', bankCode: '014' });
  });

  it('checks a bank account: a bank of the list, its account length, and a bank book that is the customer’s own', async () => {
    const m = member('bank');
    const own = await uploadOwnFile(t, m.token);
    const someoneElses = await uploadOwnFile(t, member('qr').token);
    const account = (overrides: Partial<Extract<TRefundChannel, { kind: 'BANK_ACCOUNT' }>>) => ({
      channel: {
        kind: 'BANK_ACCOUNT' as const,
        bankCode: '030',
        accountNo: '123456789012',
        holderName: 'Malee Dee',
        bankBookFileId: own,
        ...overrides,
      },
    });
    expect(await rejectionCode(refund(m, 100, account({ bankCode: '999' })))).toBe('ERR_RFD_0004');
    expect(await rejectionCode(refund(m, 100, account({ accountNo: '12345678901' })))).toBe('ERR_PAY_0009');
    expect(await rejectionCode(refund(m, 100, account({ accountNo: '1234567890123' })))).toBe('ERR_PAY_0009');
    expect(await rejectionCode(refund(m, 100, account({ bankBookFileId: someoneElses })))).toBe('ERR_RFD_0005');
    expect((await refund(m, 100, account({}))).status).toBe('REQUESTED');
  });

  it('refuses the original method of a QR payment, which has no card to return to', async () => {
    expect(await rejectionCode(refund(member('qr'), 100))).toBe('ERR_RFD_0001');
  });
});

describe('the refund job', () => {
  it('makes one gateway refund for 50 parallel runs over one refund, and marks it DONE once', async () => {
    const m = member('jobRace');
    const { refundId } = await refund(m, 1_500);
    await Promise.all(Array.from({ length: 50 }, () => runJob()));
    expect(await gatewayRefundsOf(refundId)).toHaveLength(1);
    expect(await refundRow(refundId)).toMatchObject({ status: 'DONE', attempts: 1, nextAttemptAt: null, failureCode: null });
    expect((await runJob(minutes(60))).done).toBe(0);
  });

  it('retries a refund the gateway refuses for now, waiting longer each time, and ends DONE exactly once', async () => {
    const m = member('transient');
    expect((await setBehaviour(m.gatewayReference, 'FAIL_TRANSIENT', 2)).status).toBe(200);
    const { refundId } = await refund(m, 3_000);
    await runJob();
    const first = await refundRow(refundId);
    expect(first).toMatchObject({ status: 'REQUESTED', attempts: 1, failureCode: 'BANK_UNAVAILABLE' });
    expect(first.nextAttemptAt?.getTime()).toBe(t.clock.now().getTime() + minutes(5));
    await runJob(minutes(4));
    expect((await refundRow(refundId)).attempts).toBe(1);
    await runJob(minutes(5));
    const second = await refundRow(refundId);
    expect(second).toMatchObject({ status: 'REQUESTED', attempts: 2 });
    expect(second.nextAttemptAt?.getTime()).toBe(t.clock.now().getTime() + minutes(5 + 10));
    expect(await gatewayRefundsOf(refundId)).toHaveLength(0);
    await runJob(minutes(15));
    expect(await refundRow(refundId)).toMatchObject({ status: 'DONE', attempts: 3, failureCode: null });
    await runJob(minutes(60));
    expect(await gatewayRefundsOf(refundId)).toHaveLength(1);
  });

  it('settles a refund whose answer was lost by asking the gateway for its key, and never sends it twice', async () => {
    const m = member('timeOut');
    await setBehaviour(m.gatewayReference, 'TIME_OUT');
    const { refundId } = await refund(m, 2_000);
    await runJob();
    expect(await refundRow(refundId)).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(await gatewayRefundsOf(refundId)).toMatchObject([{ status: 'DONE', amountSatang: 2_000 }]);
    await runJob(minutes(5));
    expect(await refundRow(refundId)).toMatchObject({ status: 'DONE', attempts: 1 });
    expect(await gatewayRefundsOf(refundId)).toHaveLength(1);
  });

  it('marks a refund the gateway refuses for good FAILED and tells the member the way out, by e-mail and SMS', async () => {
    const m = member('closed');
    await setBehaviour(m.paymentId, 'FAIL');
    const sourceKey = `dispute:${randomUUID()}`;
    await refund(m, 1_000, { sourceKey });
    expect((await runJob()).failed).toBe(1);
    expect(await refundOf({ db: t.db, sourceKey })).toMatchObject({ status: 'FAILED', failureCode: 'DECLINED', creditNoteNo: null });
    const [email] = (await outboxFor(t, m.email)).filter((message) => message.purpose === 'REFUND_FAILED');
    expect(email?.text).toContain('10.00');
    expect(email?.text).toMatch(/bank account|บัญชีธนาคาร/);
    expect((await outboxFor(t, m.mobile)).filter((message) => message.purpose === 'REFUND_FAILED')).toHaveLength(1);
    await runJob(minutes(60));
    expect((await outboxFor(t, m.email)).filter((message) => message.purpose === 'REFUND_FAILED')).toHaveLength(1);
  });
});

describe('a credit note', () => {
  it('is issued when a refund is done on a payment with a tax invoice, with the VAT of the refunded toll, and read back from its PDF', async () => {
    const m = member('taxInvoice');
    const now = t.clock.now();
    await t.db.insert(customerAddresses).values({
      customerId: m.customerId,
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
    const taxInvoice = await request(t.app).post(`${base}/payments/${m.paymentId}/taxinvoice`).set(bearerHeaders(m.token));
    expect(taxInvoice.status).toBe(200);
    const sourceKey = `dispute:${randomUUID()}`;
    await refund(m, 1_000, { sourceKey });
    await runJob();
    const done = await refundOf({ db: t.db, sourceKey });
    expect(done).toMatchObject({ status: 'DONE', creditNoteNo: expect.stringMatching(/^CN\d{10}$/) });
    const list = await request(t.app).get(`${base}/payments/${m.paymentId}/creditnotes`).set(bearerHeaders(m.token));
    expect(list.body.data.creditNotes).toEqual([
      {
        creditNoteNo: done?.creditNoteNo,
        taxInvoiceNo: taxInvoice.body.data.taxInvoiceNo,
        amount: 1_000,
        // 10 baht of toll at 7 % inclusive: 1,000 x 7 / 107 = 65.42 satang.
        vatAmount: 65,
        reason: 'Plate misread at the gantry',
        issuedAt: t.clock.now().toISOString(),
        pdfPath: `${base}/payments/${m.paymentId}/creditnotes/${done?.creditNoteNo}/pdf`,
      },
    ]);
    const pdf = await binary(request(t.app).get(list.body.data.creditNotes[0].pdfPath).set(bearerHeaders(m.token)));
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(done?.creditNoteNo);
    expect(text).toContain(taxInvoice.body.data.taxInvoiceNo);
    expect(text).toMatch(/Credit note/);
    expect(text).toMatch(/30\.00/);
    expect(text).toMatch(/20\.00/);
    expect(text).toMatch(/9\.35/);
    expect(text).toMatch(/0\.65/);
    const other = member('noTaxInvoice');
    expect(errorCodes(await request(t.app).get(list.body.data.creditNotes[0].pdfPath).set(bearerHeaders(other.token)))).toEqual([
      'ERR_RCPT_0001',
    ]);
    const callCentre = await createSignedInStaff(t, { roles: ['CALL_CENTRE'] });
    const found = await request(t.app).get(`/staffservice/api/v1/creditnotes/${done?.creditNoteNo}`).set(bearerHeaders(callCentre.token));
    expect(found.body.data).toMatchObject({
      creditNoteNo: done?.creditNoteNo,
      kind: 'REFUND',
      paymentId: m.paymentId,
      refundId: done?.refundId,
      amount: 1_000,
      vatAmount: 65,
      pdfPath: `/staffservice/api/v1/creditnotes/${done?.creditNoteNo}/pdf`,
    });
    const staffPdf = await binary(request(t.app).get(found.body.data.pdfPath).set(bearerHeaders(callCentre.token)));
    expect(pdfText(staffPdf.body as Buffer)).toContain(done?.creditNoteNo);
    const editor = await createSignedInStaff(t, { roles: ['CONTENT_EDITOR'] });
    expect(errorCodes(await request(t.app).get(found.body.data.pdfPath).set(bearerHeaders(editor.token)))).toEqual(['ERR_STAFF_0004']);
    expect(
      errorCodes(await request(t.app).get('/staffservice/api/v1/creditnotes/CN9999999999').set(bearerHeaders(callCentre.token))),
    ).toEqual(['ERR_RCPT_0008']);
    const history = await request(t.app).get(`${base}/payments`).set(bearerHeaders(m.token));
    expect(history.body.data.payments[0].documents).toMatchObject({
      refunds: [{ amount: 1_000, status: 'DONE', channel: 'ORIGINAL_METHOD', destination: null }],
      creditNotes: [{ creditNoteNo: done?.creditNoteNo, amount: 1_000, vatAmount: 65 }],
    });
    // e-Tax Invoice by Email (decision 0063): the member and the time-stamping mailbox each have it once, its PDF attached.
    for (const to of [m.email, t.config.etaxTimestampMailbox]) {
      const mailed = (await outboxFor(t, to, 100)).filter((message) => message.subject?.includes(done?.creditNoteNo ?? '-'));
      expect(mailed).toEqual([
        expect.objectContaining({ attachments: [expect.objectContaining({ filename: `${done?.creditNoteNo}.pdf` })] }),
      ]);
    }
  });

  it('is issued again for a second refund of the same tax invoice, with the toll the case names, down to a correct value of nothing', async () => {
    const m = member('taxInvoice');
    const { refundId } = await requestRefund({
      db: t.db,
      clock: t.clock,
      paymentId: m.paymentId,
      amount: 2_000,
      tollAmount: 1_000,
      sourceKey: `dispute:${randomUUID()}`,
      channel: ORIGINAL,
      reason: 'Charged twice',
    });
    await runJob();
    const row = await refundRow(refundId);
    expect(row).toMatchObject({ status: 'DONE', tollAmount: 1_000, creditNoteNo: expect.stringMatching(/^CN\d{10}$/) });
    const list = await request(t.app).get(`${base}/payments/${m.paymentId}/creditnotes`).set(bearerHeaders(m.token));
    expect(list.body.data.creditNotes).toHaveLength(2);
    expect(list.body.data.creditNotes[1]).toMatchObject({
      creditNoteNo: row.creditNoteNo,
      amount: 2_000,
      vatAmount: 65,
      reason: 'Charged twice',
    });
    const pdf = await binary(request(t.app).get(list.body.data.creditNotes[1].pdfPath).set(bearerHeaders(m.token)));
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(row.creditNoteNo);
    expect(text).toMatch(/(^|[^0-9,])0\.00/m);
    expect(text).toMatch(/19\.35/);
  });

  it('is not issued for a payment without a tax invoice', async () => {
    const m = member('noTaxInvoice');
    const sourceKey = `dispute:${randomUUID()}`;
    const { refundId } = await refund(m, 3_000, { sourceKey });
    await runJob();
    expect(await refundOf({ db: t.db, sourceKey })).toMatchObject({ status: 'DONE', creditNoteNo: null });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId))).toHaveLength(0);
  });
});
