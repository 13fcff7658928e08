import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../../test/factories/http';
import { pdfStreams, pdfText } from '../../../test/factories/pdf-text';
import { recordPassage } from '../../../test/factories/passages';
import { paymentRow, payQrAtBank, postPayment, postPublicPayment } from '../../../test/factories/payments';
import { newPlate, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../../test/test-app';
import { parsePromptPayPayload } from '@mflow/contracts/payment/promptpay';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { latestInvoiceFor } from '../../billing/invoice-payable';
import { customerAddresses, customers } from '../../customer/customer.schema';
import { paymentSettlementListener } from '../payments/payments.service';
import { invoicePdf } from './receipts-invoice-pdf';
import { receipts } from './receipts.schema';
import { paymentDocuments } from './receipts.service';
import { createSignedInStaff } from '../../../test/factories/staff';
import { auditTrailOf } from '../../audit/audit.service';

// The clock moves to the cycle cut once, so the file has a database of its own. `v` is a second
// instance on it for the visitor calls of the verification code's tests: each instance counts the
// visitors' rate limit apart, and every call of this file comes from one address.
let t: TTestApp;
let v: TTestApp;
type TMember = TTestCustomer & { token: string; invoiceNo: string; vatAmount: number; paymentId: string };
const members: Record<string, TMember> = {};
const visitorPlate = newPlate();
const unpaidVisitorPlate = newPlate();
let visitor: { invoiceNo: string; vatAmount: number; paymentId: string; resultKey: string };

const bangkok = (local: string) => new Date(`${local}+07:00`);
const base = '/invoiceservice/api/v1';

/** A member's invoice adds its vehicles' page and its lines' page to the first (decision 0051). */
const MEMBER_INVOICE_PAGES = 3;

function expectPdf(res: request.Response, pages = 1) {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = res.body as Buffer;
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const raw = bytes.toString('latin1');
  expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(pages);
  expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+Sarabun-Regular/);
  return pdfStreams(bytes);
}

/** The ToUnicode map of the embedded font maps glyphs back to these Thai letters: the text is Thai, not boxes. */
const thaiLettersIn = (streams: string, word: string) =>
  [...word].every((letter) => streams.includes(letter.codePointAt(0)?.toString(16).padStart(4, '0') ?? '-'));

const binary = (call: request.Test) =>
  call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

async function openInvoiceOf(token: string) {
  const res = await request(t.app).get(`${base}/invoices`).set(bearerHeaders(token));
  return res.body.data.invoices[0] as { invoiceNo: string; vatAmount: number };
}

async function payByQr(answer: request.Response): Promise<string> {
  await payQrAtBank(t, answer.body.data.qr.payload);
  return answer.body.data.paymentId;
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const kinds = { company: 'JURISTIC', person: 'INDIVIDUAL', other: 'INDIVIDUAL', unpaid: 'INDIVIDUAL' } as const;
  const created = await Promise.all(
    Object.entries(kinds).map(async ([name, type]) => {
      const member = await createMember(t, { type });
      return [name, member, await seedVehicle(t, member.customerId, { status: 'ACTIVE' })] as const;
    }),
  );
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const [, , vehicle] of created) await recordPassage(t, { plate: vehicle.plateNumber });
  await recordPassage(t, { plate: visitorPlate });
  await recordPassage(t, { plate: unpaidVisitorPlate });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  for (const [name, member] of created) {
    const token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: member.customerId })).token;
    const invoice = await openInvoiceOf(token);
    const now = t.clock.now();
    await t.db.insert(customerAddresses).values({
      customerId: member.customerId,
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
    members[name] = { ...member, token, invoiceNo: invoice.invoiceNo, vatAmount: invoice.vatAmount, paymentId: '' };
  }
  for (const name of ['company', 'person']) {
    const m = member(name);
    m.paymentId = await payByQr(await postPayment(t, m.token, { invoiceNos: [m.invoiceNo], channel: 'QR' }));
  }
  const found = await request(t.app).get(`${base}/public/invoices`).query({ plate: visitorPlate, province: '10' }).set(accessKeyHeaders(t));
  const invoice = found.body.data.invoices[0];
  const answer = await postPublicPayment(t, { invoiceNos: [invoice.invoiceNo], channel: 'QR' });
  const paymentId = await payByQr(answer);
  visitor = { invoiceNo: invoice.invoiceNo, vatAmount: invoice.vatAmount, paymentId, resultKey: answer.body.data.resultKey };
  v = createTestApp({ databaseUrl: t.config.databaseUrl });
  v.clock.set(t.clock.now());
});
afterAll(async () => {
  await v.close();
  await t.close();
});

/** The visitor's payment as their result page reads it, with the key handed to them when they paid. */
async function visitorResult() {
  const res = await request(t.app)
    .get(`${base}/public/payments/${visitor.paymentId}`)
    .query({ invoiceNo: visitor.invoiceNo, key: visitor.resultKey })
    .set(accessKeyHeaders(t));
  expect(res.status).toBe(200);
  return res.body.data as { receipt: { receiptNo: string; verificationCode: string; pdfPath: string } | null };
}

const verificationCode = async () => (await visitorResult()).receipt?.verificationCode ?? '';

const member = (name: string): TMember => {
  const found = members[name];
  if (!found) throw new Error(`no member ${name}`);
  return found;
};

describe('a receipt', () => {
  it('is issued once per paid payment, however often the settlement is delivered', async () => {
    const m = member('company');
    const row = await paymentRow(t, m.paymentId);
    const listener = paymentSettlementListener({ db: t.db, clock: t.clock, documents: paymentDocuments });
    const outcome = await t.gateway.status({ gatewayReference: row?.gatewayReference ?? '' });
    await Promise.all([listener(outcome), listener(outcome), t.gateway.simulation.deliverSettlements()]);
    const issued = await t.db.select().from(receipts).where(eq(receipts.paymentId, m.paymentId));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ amount: row?.amount, receiptNo: expect.stringMatching(/^RC\d{10}$/) });
  });

  it('is a PDF in the embedded Thai font, its text mapped back to Thai letters', async () => {
    const m = member('person');
    const streams = expectPdf(await binary(request(t.app).get(`${base}/payments/${m.paymentId}/receipt.pdf`).set(bearerHeaders(m.token))));
    expect(thaiLettersIn(streams, 'ใบเสร็จรับเงิน')).toBe(true);
  });

  it('is listed with the payment in the history, and is no one else’s to download', async () => {
    const m = member('person');
    const history = await request(t.app).get(`${base}/payments`).set(bearerHeaders(m.token));
    expect(history.body.data.payments[0]).toMatchObject({
      paymentId: m.paymentId,
      status: 'PAID',
      documents: {
        receiptNo: expect.stringMatching(/^RC/),
        receiptPath: `${base}/payments/${m.paymentId}/receipt.pdf`,
        taxInvoiceNo: null,
        taxInvoicePath: null,
      },
    });
    const other = member('other');
    expect(errorCodes(await request(t.app).get(`${base}/payments/${m.paymentId}/receipt.pdf`).set(bearerHeaders(other.token)))).toEqual([
      'ERR_RCPT_0001',
    ]);
    expect(errorCodes(await request(t.app).get(`${base}/payments/not-a-payment/receipt.pdf`).set(bearerHeaders(other.token)))).toEqual([
      'ERR_RCPT_0001',
    ]);
  });
});

describe('a tax invoice', () => {
  it('is numbered on request, names a company buyer with its tax ID, and asking twice answers the same one', async () => {
    const m = member('company');
    const [company] = await t.db.select().from(customers).where(eq(customers.id, m.customerId));
    const first = await request(t.app).post(`${base}/payments/${m.paymentId}/taxinvoice`).set(bearerHeaders(m.token));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      taxInvoiceNo: expect.stringMatching(/^TX\d{10}$/),
      buyer: { name: company?.juristicName, taxId: company?.juristicId, address: expect.stringContaining('99/1') },
      pdfPath: `${base}/payments/${m.paymentId}/taxinvoice.pdf`,
    });
    const again = await request(t.app).post(`${base}/payments/${m.paymentId}/taxinvoice`).set(bearerHeaders(m.token));
    expect(again.body.data).toEqual(first.body.data);
    const person = member('person');
    const next = await request(t.app).post(`${base}/payments/${person.paymentId}/taxinvoice`).set(bearerHeaders(person.token));
    expect(next.body.data.buyer.taxId).toBeNull();
    expect(Number(next.body.data.taxInvoiceNo.slice(2))).toBeGreaterThan(Number(first.body.data.taxInvoiceNo.slice(2)));
    const streams = expectPdf(
      await binary(request(t.app).get(`${base}/payments/${m.paymentId}/taxinvoice.pdf`).set(bearerHeaders(m.token))),
    );
    expect(thaiLettersIn(streams, 'ใบกำกับภาษี')).toBe(true);
  });

  it('is refused before it is requested, and to a member without an invoice address', async () => {
    const other = member('other');
    const paymentId = await payByQr(await postPayment(t, other.token, { invoiceNos: [other.invoiceNo], channel: 'QR' }));
    expect(errorCodes(await request(t.app).get(`${base}/payments/${paymentId}/taxinvoice.pdf`).set(bearerHeaders(other.token)))).toEqual([
      'ERR_RCPT_0003',
    ]);
    await t.db.delete(customerAddresses).where(eq(customerAddresses.customerId, other.customerId));
    expect(errorCodes(await request(t.app).post(`${base}/payments/${paymentId}/taxinvoice`).set(bearerHeaders(other.token)))).toEqual([
      'ERR_RCPT_0005',
    ]);
  });
});

describe('the reprint by invoice number and plate', () => {
  const reprint = (query: object) => request(t.app).get(`${base}/public/receipts`).query(query).set(accessKeyHeaders(t));

  it('answers the receipts of a paid invoice, with the VAT the invoice carries, and their PDF', async () => {
    const res = await reprint({ invoiceNo: visitor.invoiceNo, plate: visitorPlate, province: '10' });
    expect(res.status).toBe(200);
    expect(res.body.data.receipts).toEqual([
      expect.objectContaining({ invoiceNos: [visitor.invoiceNo], vatAmount: visitor.vatAmount, channel: 'QR' }),
    ]);
    expect(visitor.vatAmount).toBeGreaterThan(0);
    expectPdf(await binary(request(t.app).get(res.body.data.receipts[0].pdfPath).set(accessKeyHeaders(t))));
  });

  it('refuses a wrong plate with a clear message', async () => {
    const res = await reprint({ invoiceNo: visitor.invoiceNo, plate: newPlate(), province: '10' });
    expect(res.status).toBe(404);
    expect(res.body.data.errors).toEqual([
      expect.objectContaining({ code: 'ERR_RCPT_0002', description: expect.stringContaining('do not match') }),
    ]);
    expect((await reprint({ invoiceNo: visitor.invoiceNo })).status).toBe(400);
  });
});

describe("a visitor's tax invoice", () => {
  const proof = () => ({ invoiceNo: visitor.invoiceNo, plate: visitorPlate, province: '10' });
  const company = {
    name: 'บริษัท ขนส่งทดสอบ จำกัด',
    address: '99 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
    taxId: '0105536092641',
  };
  const receiptNo = async () =>
    (await request(t.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(t))).body.data.receipts[0].receiptNo as string;
  const ask = (receipt: string, body: object) =>
    request(t.app).post(`${base}/public/receipts/${receipt}/taxinvoice`).set(accessKeyHeaders(t)).send(body);

  it('refuses a buyer without a name or address, and a tax ID of the wrong length or check digit, issuing nothing', async () => {
    const receipt = await receiptNo();
    const code = await verificationCode();
    const refused = async (buyer: object) => errorCodes(await ask(receipt, { ...proof(), verificationCode: code, buyer }));
    expect(await refused({ ...company, name: ' ', address: '' })).toEqual(['ERR_COMMON_0004', 'ERR_COMMON_0004']);
    expect(await refused({ ...company, taxId: '010553609264' })).toEqual(['ERR_CUST_0012']);
    expect(await refused({ ...company, taxId: '0105536092642' })).toEqual(['ERR_CUST_0013']);
    expect(await refused({ name: company.name, address: company.address })).toEqual(['ERR_COMMON_0004']);
    const listed = await request(t.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(t));
    expect(listed.body.data.receipts[0]).toMatchObject({ taxInvoiceNo: null, taxInvoicePdfPath: null });
    expect(
      errorCodes(await request(t.app).get(`${base}/public/receipts/${receipt}/taxinvoice.pdf`).query(proof()).set(accessKeyHeaders(t))),
    ).toEqual(['ERR_RCPT_0003']);
  });

  it('refuses a wrong plate as the reprint does', async () => {
    const code = await verificationCode();
    expect(errorCodes(await ask(await receiptNo(), { ...proof(), verificationCode: code, plate: newPlate(), buyer: company }))).toEqual([
      'ERR_RCPT_0002',
    ]);
  });

  it('needs the verification code printed on the receipt: none, or a wrong one, issues nothing', async () => {
    const receipt = (await visitorResult()).receipt?.receiptNo ?? '';
    const askOnV = (body: object) =>
      request(v.app).post(`${base}/public/receipts/${receipt}/taxinvoice`).set(accessKeyHeaders(v)).send(body);
    const missing = await askOnV({ ...proof(), buyer: company });
    expect(missing.status).toBe(400);
    expect(errorCodes(missing)).toEqual(['ERR_COMMON_0004']);
    const code = await verificationCode();
    const wrong = [...code].map((letter) => (letter === 'A' ? 'B' : 'A')).join('');
    const refused = await askOnV({ ...proof(), verificationCode: wrong, buyer: company });
    expect(refused.status).toBe(403);
    expect(errorCodes(refused)).toEqual(['ERR_RCPT_0006']);
    const listed = await request(v.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(v));
    expect(listed.body.data.receipts[0]).toMatchObject({ taxInvoiceNo: null });
  });

  it('is issued once to the company named, head office unless a branch is given, and asking again answers the same one', async () => {
    const receipt = await receiptNo();
    const code = (await verificationCode()).toLowerCase();
    const first = await ask(receipt, { ...proof(), verificationCode: code, buyer: company });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      taxInvoiceNo: expect.stringMatching(/^TX\d{10}$/),
      receiptNo: receipt,
      buyer: { ...company, branch: 'สำนักงานใหญ่ / Head office' },
    });
    const again = await ask(receipt, { ...proof(), verificationCode: code, buyer: { ...company, name: 'บริษัท อื่น จำกัด', branch: '00002' } });
    expect(again.body.data).toEqual(first.body.data);

    const listed = await request(t.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(t));
    expect(listed.body.data.receipts[0]).toMatchObject({
      taxInvoiceNo: first.body.data.taxInvoiceNo,
      taxInvoicePdfPath: first.body.data.pdfPath,
    });
    const streams = expectPdf(await binary(request(t.app).get(first.body.data.pdfPath).set(accessKeyHeaders(t))));
    expect(thaiLettersIn(streams, 'ใบกำกับภาษี')).toBe(true);
    expect(thaiLettersIn(streams, 'ขนส่งทดสอบ')).toBe(true);
  });
});

describe("a visitor's verification code", () => {
  const proof = () => ({ invoiceNo: visitor.invoiceNo, plate: visitorPlate, province: '10' });

  it("is on the payer's result and the receipt printed from it, never in the reprint the plate opens", async () => {
    const { receipt } = await visitorResult();
    expect(receipt).toMatchObject({
      receiptNo: expect.stringMatching(/^RC\d{10}$/),
      verificationCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    if (!receipt) throw new Error('no receipt');
    expect(pdfText(await binary(request(v.app).get(receipt.pdfPath).set(accessKeyHeaders(v))).then((res) => res.body as Buffer))).toContain(
      receipt.verificationCode,
    );
    const listed = await request(v.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(v));
    expect(JSON.stringify(listed.body)).not.toContain(receipt.verificationCode);
    const reprinted = await binary(request(v.app).get(listed.body.data.receipts[0].pdfPath).set(accessKeyHeaders(v)));
    const text = pdfText(reprinted.body as Buffer);
    expect(text).toContain(receipt.receiptNo);
    expect(text).not.toContain(receipt.verificationCode);
    const withoutKey = await request(v.app)
      .get(`${base}/public/payments/${visitor.paymentId}/receipt.pdf`)
      .query({ invoiceNo: visitor.invoiceNo, key: 'x'.repeat(43) })
      .set(accessKeyHeaders(v));
    expect(errorCodes(withoutKey)).toEqual(['ERR_PAY_0108']);
  });
});

describe('a wrongly issued tax invoice', () => {
  const proof = () => ({ invoiceNo: visitor.invoiceNo, plate: visitorPlate, province: '10' });
  const rightful = { name: 'บริษัท ผู้ชำระจริง จำกัด', address: '1 ถนนสีลม เขตบางรัก กรุงเทพมหานคร 10500', taxId: '0105536092641' };
  const cancel = (taxInvoiceNo: string, token: string, body: object) =>
    request(v.app).post(`/staffservice/api/v1/taxinvoices/${taxInvoiceNo}/cancellation`).set(bearerHeaders(token)).send(body);
  const listedTaxInvoice = async () =>
    (await request(v.app).get(`${base}/public/receipts`).query(proof()).set(accessKeyHeaders(v))).body.data.receipts[0].taxInvoiceNo as
      string | null;

  it('is cancelled by an approver with a credit note, recorded in the audit log, and issued again to the payer who proves it', async () => {
    const wrong = await listedTaxInvoice();
    expect(wrong).toMatch(/^TX\d{10}$/);
    if (!wrong) throw new Error('no tax invoice');
    const clerk = await createSignedInStaff(v, { roles: ['CALL_CENTRE'] });
    expect(errorCodes(await cancel(wrong, clerk.token, { reason: 'Issued to the wrong company' }))).toEqual(['ERR_STAFF_0004']);

    const approver = await createSignedInStaff(v);
    const cancelled = await cancel(wrong, approver.token, { reason: 'Issued to the wrong company' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      taxInvoiceNo: wrong,
      creditNoteNo: expect.stringMatching(/^CN\d{10}$/),
      reason: 'Issued to the wrong company',
      reissued: null,
    });
    expect(await listedTaxInvoice()).toBeNull();
    const [audited] = await auditTrailOf({ db: t.db, subjectId: wrong });
    expect(audited).toMatchObject({
      action: 'TAX_INVOICE_CANCEL',
      subjectType: 'TAX_INVOICE',
      staffId: approver.staffId,
      before: { taxInvoiceNo: wrong, buyer: expect.objectContaining({ taxId: '0105536092641' }) },
      after: { creditNoteNo: cancelled.body.data.creditNoteNo, reason: 'Issued to the wrong company', reissuedTaxInvoiceNo: null },
    });
    expect(errorCodes(await cancel(wrong, approver.token, { reason: 'Issued to the wrong company' }))).toEqual(['ERR_RCPT_0007']);

    const receipt = (await visitorResult()).receipt;
    const asked = await request(v.app)
      .post(`${base}/public/receipts/${receipt?.receiptNo}/taxinvoice`)
      .set(accessKeyHeaders(v))
      .send({ ...proof(), verificationCode: receipt?.verificationCode, buyer: rightful });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ buyer: expect.objectContaining({ name: rightful.name }) });
    expect(asked.body.data.taxInvoiceNo).not.toBe(wrong);
    expect(await listedTaxInvoice()).toBe(asked.body.data.taxInvoiceNo);
  });

  it('is issued again to the buyer staff name in the same step', async () => {
    const current = await listedTaxInvoice();
    if (!current) throw new Error('no tax invoice');
    const approver = await createSignedInStaff(v);
    const res = await cancel(current, approver.token, { reason: 'Branch printed wrongly', buyer: { ...rightful, branch: '00003' } });
    expect(res.status).toBe(200);
    expect(res.body.data.reissued).toMatchObject({ taxInvoiceNo: expect.stringMatching(/^TX\d{10}$/), buyer: { branch: '00003' } });
    expect(await listedTaxInvoice()).toBe(res.body.data.reissued.taxInvoiceNo);
    const [audited] = await auditTrailOf({ db: t.db, subjectId: current });
    expect(audited?.after).toMatchObject({ reissuedTaxInvoiceNo: res.body.data.reissued.taxInvoiceNo });
  });
});

describe('a bill-payment slip', () => {
  const slipOf = (path: string, headers: Record<string, string>) => request(t.app).get(`${base}${path}`).set(headers);

  it("gives the member's open invoice its Ref1, Ref2, biller ID, barcode and tag-30 QR, and the path of its PDF", async () => {
    const m = member('unpaid');
    const [invoice] = (await request(t.app).get(`${base}/invoices`).set(bearerHeaders(m.token))).body.data.invoices as {
      invoiceNo: string;
      refNo: string;
      totalAmount: number;
    }[];
    const res = await slipOf(`/invoices/${m.invoiceNo}/billpayment`, bearerHeaders(m.token));
    expect(res.status).toBe(200);
    const slip = res.body.data;
    expect(slip).toMatchObject({
      invoiceNo: m.invoiceNo,
      billerId: '099400016550101',
      ref1: invoice?.refNo,
      ref2: m.invoiceNo.replace(/\D/g, ''),
      amount: invoice?.totalAmount,
    });
    expect(slip.barcodeImage).toMatch(/^data:image\/png;base64,/);
    expect(slip.qrImage).toMatch(/^data:image\/png;base64,/);
    expect(parsePromptPayPayload(slip.qrPayload)).toMatchObject({
      target: { kind: 'BILL_PAYMENT', billerId: '099400016550101', ref1: invoice?.refNo },
      amountSatang: invoice?.totalAmount,
    });
    expectPdf(await binary(request(t.app).get(slip.pdfPath).set(bearerHeaders(m.token))), MEMBER_INVOICE_PAGES);
  });

  it("refuses a paid invoice, and another member's", async () => {
    expect(errorCodes(await slipOf(`/invoices/${member('person').invoiceNo}/billpayment`, bearerHeaders(member('person').token)))).toEqual([
      'ERR_PAY_0105',
    ]);
    expect(errorCodes(await slipOf(`/invoices/${member('unpaid').invoiceNo}/billpayment`, bearerHeaders(member('other').token)))).toEqual([
      'ERR_RCPT_0004',
    ]);
  });

  it("gives a visitor's open invoice its slip and PDF by number, and nothing for a paid or a member's invoice", async () => {
    const found = await request(t.app)
      .get(`${base}/public/invoices`)
      .query({ plate: unpaidVisitorPlate, province: '10' })
      .set(accessKeyHeaders(t));
    const open = found.body.data.invoices[0] as { invoiceNo: string; refNo: string };
    const res = await slipOf(`/public/invoices/${open.invoiceNo.toLowerCase()}/billpayment`, accessKeyHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      invoiceNo: open.invoiceNo,
      ref1: open.refNo,
      pdfPath: `${base}/public/invoices/${open.invoiceNo}/pdf`,
    });
    expect(thaiLettersIn(expectPdf(await binary(request(t.app).get(res.body.data.pdfPath).set(accessKeyHeaders(t)))), 'ใบแจ้งหนี้')).toBe(
      true,
    );
    // The visitor's PDF prints one line more than the same invoice without its payment link.
    const row = await latestInvoiceFor({ db: t.db, invoiceNo: open.invoiceNo });
    if (!row) throw new Error('no invoice row');
    const textRuns = async (payLink?: string) => pdfStreams(await invoicePdf(row, t.clock.now(), payLink)).match(/\bT[Jj]\b/g)?.length ?? 0;
    expect(await textRuns('http://localhost/mflow/nonlinepayment?link=AAAAAAAAAAAAAAAAAAAAAA')).toBeGreaterThan(await textRuns());
    for (const invoiceNo of [visitor.invoiceNo, member('unpaid').invoiceNo]) {
      expect(errorCodes(await slipOf(`/public/invoices/${invoiceNo}/billpayment`, accessKeyHeaders(t)))).toEqual(['ERR_RCPT_0004']);
      expect(errorCodes(await slipOf(`/public/invoices/${invoiceNo}/pdf`, accessKeyHeaders(t)))).toEqual(['ERR_RCPT_0004']);
    }
  });
});

describe('an invoice PDF', () => {
  const images = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype \/Image\b/g)?.length ?? 0;

  it("is the member's own, with the bill-payment barcode and QR drawn in while it is open", async () => {
    const m = member('unpaid');
    const res = await binary(request(t.app).get(`${base}/invoices/${m.invoiceNo}/pdf`).set(bearerHeaders(m.token)));
    expect(thaiLettersIn(expectPdf(res, MEMBER_INVOICE_PAGES), 'ใบแจ้งหนี้')).toBe(true);
    // The barcode and the QR; a PNG with transparency adds its mask as another image.
    expect(images(res.body)).toBeGreaterThanOrEqual(2);
    expect(
      errorCodes(
        await request(t.app)
          .get(`${base}/invoices/${m.invoiceNo}/pdf`)
          .set(bearerHeaders(member('person').token)),
      ),
    ).toEqual(['ERR_RCPT_0004']);
  });

  it('prints no way to pay an invoice already paid', async () => {
    const m = member('person');
    const res = await binary(request(t.app).get(`${base}/invoices/${m.invoiceNo}/pdf`).set(bearerHeaders(m.token)));
    expectPdf(res, MEMBER_INVOICE_PAGES);
    expect(images(res.body)).toBe(0);
  });
});
