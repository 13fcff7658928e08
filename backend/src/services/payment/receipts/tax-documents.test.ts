import request from 'supertest';
import { createMember, type TTestCustomer } from '../../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes, outboxFor } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { payQrAtBank, postPayment, postPublicPayment } from '../../../test/factories/payments';
import { createSignedInStaff } from '../../../test/factories/staff';
import { newPlate, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { customerAddresses } from '../../customer/customer.schema';

// The clock moves over the cycle cut and to each document's instant, so the file has a database of its own.
let t: TTestApp;
const RD_MAILBOX = 'rd-timestamp@example.com';
const base = '/invoiceservice/api/v1';
const bangkok = (local: string) => new Date(`${local}+07:00`);

type TMember = TTestCustomer & { token: string; plate: string; paymentId: string };
const members: Record<'company' | 'person', TMember> = {} as never;
/** A vehicle of the company that passed no gantry in the cycle: on none of its documents. */
let idlePlate = '';
const visitorPlate = newPlate();
const visitorBuyer = {
  name: 'บริษัท ผู้มาเยือน จำกัด',
  address: '1 ถนนสีลม กรุงเทพมหานคร 10500',
  taxId: '0105536092641',
  email: 'buyer@example.com',
};
/** The documents as they are issued below, by name. */
const issued = { companyTx: '', companyCn: '', companyTx2: '', visitorTx: '', personTx: '' };

/** Moves the clock and signs the members in again: a session does not outlive days of simulated time. */
async function at(local: string): Promise<void> {
  t.clock.set(bangkok(local));
  for (const m of Object.values(members)) {
    m.token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: m.customerId })).token;
  }
}

async function payOpenInvoice(token: string): Promise<string> {
  const invoices = await request(t.app).get(`${base}/invoices`).set(bearerHeaders(token));
  const answer = await postPayment(t, token, { invoiceNos: [invoices.body.data.invoices[0].invoiceNo], channel: 'QR' });
  await payQrAtBank(t, answer.body.data.qr.payload);
  return answer.body.data.paymentId;
}

const askTaxInvoice = (m: TMember) => request(t.app).post(`${base}/payments/${m.paymentId}/taxinvoice`).set(bearerHeaders(m.token));

const search = (m: TMember, query: Record<string, string | number> = {}) =>
  request(t.app).get(`${base}/taxdocuments`).query(query).set(bearerHeaders(m.token));

const numbersFound = async (m: TMember, query: Record<string, string | number> = {}) => {
  const res = await search(m, query);
  expect(res.status).toBe(200);
  return (res.body.data.documents as { number: string }[]).map((document) => document.number);
};

const lookUp = (query: Record<string, string>) => request(t.app).get(`${base}/public/taxinvoices`).query(query).set(accessKeyHeaders(t));

/** The e-tax messages of one document in an address's outbox. */
const mailsOf = async (to: string, number: string, purpose?: string) =>
  (await outboxFor(t, to, 100)).filter((message) => message.subject?.includes(number) && (!purpose || message.purpose === purpose));

beforeAll(async () => {
  t = await createIsolatedTestApp({ etaxTimestampMailbox: RD_MAILBOX });
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  for (const [name, type] of [
    ['company', 'JURISTIC'],
    ['person', 'INDIVIDUAL'],
  ] as const) {
    const member = await createMember(t, { type });
    const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    members[name] = { ...member, plate: vehicle.plateNumber, paymentId: '' };
  }
  idlePlate = (await seedVehicle(t, members.company.customerId, { status: 'ACTIVE' })).plateNumber;
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (const m of Object.values(members)) await recordPassage(t, { plate: m.plate });
  await recordPassage(t, { plate: visitorPlate });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  for (const m of Object.values(members)) {
    m.token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: m.customerId })).token;
    const now = t.clock.now();
    await t.db.insert(customerAddresses).values({
      customerId: m.customerId,
      kind: 'INVOICE',
      isMain: true,
      houseNumber: '99/1',
      subDistrictCode: '100101',
      districtCode: '1001',
      provinceCode: '10',
      postalCode: '10200',
      createdAt: now,
      updatedAt: now,
    });
    m.paymentId = await payOpenInvoice(m.token);
  }
});
afterAll(async () => {
  await t.close();
});

describe('e-Tax Invoice by Email', () => {
  it('sends a new tax invoice to the buyer and the time-stamping mailbox with its PDF, once however often it is asked for', async () => {
    const m = members.company;
    await at('2026-11-17T00:00:00');
    const [first, second] = await Promise.all([askTaxInvoice(m), askTaxInvoice(m)]);
    expect(first.status).toBe(200);
    expect(second.body.data.taxInvoiceNo).toBe(first.body.data.taxInvoiceNo);
    expect((await askTaxInvoice(m)).body.data.taxInvoiceNo).toBe(first.body.data.taxInvoiceNo);
    issued.companyTx = first.body.data.taxInvoiceNo;

    const pdf = { filename: `${issued.companyTx}.pdf`, contentType: 'application/pdf' };
    const toBuyer = await mailsOf(m.email, issued.companyTx);
    const toRd = await mailsOf(RD_MAILBOX, issued.companyTx);
    expect(toBuyer).toEqual([
      expect.objectContaining({ channel: 'EMAIL', purpose: 'ETAX_DOCUMENT', attachments: [expect.objectContaining(pdf)] }),
    ]);
    expect(toRd).toEqual([expect.objectContaining({ purpose: 'ETAX_TIMESTAMP_COPY', attachments: [expect.objectContaining(pdf)] })]);
  });

  it('sends the credit note of a cancellation and the tax invoice issued again in its place, each to both', async () => {
    await at('2026-11-19T23:59:59.999');
    const approver = await createSignedInStaff(t);
    const res = await request(t.app)
      .post(`/staffservice/api/v1/taxinvoices/${issued.companyTx}/cancellation`)
      .set(bearerHeaders(approver.token))
      .send({ reason: 'Branch printed wrongly', buyer: { ...visitorBuyer, name: 'บริษัท ทดสอบ จำกัด', branch: '00002' } });
    expect(res.status).toBe(200);
    issued.companyCn = res.body.data.creditNoteNo;
    issued.companyTx2 = res.body.data.reissued.taxInvoiceNo;
    for (const number of [issued.companyCn, issued.companyTx2]) {
      const pdf = expect.objectContaining({ filename: `${number}.pdf`, contentType: 'application/pdf' });
      // A member's documents go to the account's address, not one typed for the buyer.
      expect(await mailsOf(members.company.email, number, 'ETAX_DOCUMENT')).toEqual([expect.objectContaining({ attachments: [pdf] })]);
      expect(await mailsOf(RD_MAILBOX, number, 'ETAX_TIMESTAMP_COPY')).toEqual([expect.objectContaining({ attachments: [pdf] })]);
      expect(await mailsOf(visitorBuyer.email, number)).toEqual([]);
    }
  });

  it("sends a visitor's tax invoice to the e-mail their buyer gave, and only the copy when they gave none", async () => {
    await at('2026-11-18T12:00:00');
    const found = await request(t.app)
      .get(`${base}/public/invoices`)
      .query({ plate: visitorPlate, province: '10' })
      .set(accessKeyHeaders(t));
    const invoiceNo = found.body.data.invoices[0].invoiceNo;
    const answer = await postPublicPayment(t, { invoiceNos: [invoiceNo], channel: 'QR' });
    await payQrAtBank(t, answer.body.data.qr.payload);
    const result = await request(t.app)
      .get(`${base}/public/payments/${answer.body.data.paymentId}`)
      .query({ invoiceNo, key: answer.body.data.resultKey })
      .set(accessKeyHeaders(t));
    const { receiptNo, verificationCode } = result.body.data.receipt;
    const asked = await request(t.app)
      .post(`${base}/public/receipts/${receiptNo}/taxinvoice`)
      .set(accessKeyHeaders(t))
      .send({ invoiceNo, plate: visitorPlate, province: '10', verificationCode, buyer: visitorBuyer });
    expect(asked.status).toBe(200);
    issued.visitorTx = asked.body.data.taxInvoiceNo;
    expect(await mailsOf(visitorBuyer.email, issued.visitorTx, 'ETAX_DOCUMENT')).toHaveLength(1);
    expect(await mailsOf(RD_MAILBOX, issued.visitorTx, 'ETAX_TIMESTAMP_COPY')).toHaveLength(1);
  });
});

describe("a member's search of their tax invoices and credit notes", () => {
  beforeAll(async () => {
    await at('2026-11-18T10:00:00');
    issued.personTx = (await askTaxInvoice(members.person)).body.data.taxInvoiceNo;
  });

  it('lists both kinds together, newest first, with the kind, amount, buyer and paths', async () => {
    const res = await search(members.company);
    expect(res.body.data).toMatchObject({ page: 1, pageSize: 20, total: 3 });
    const documents = res.body.data.documents;
    // The credit note and the tax invoice issued in its place share their instant: the higher number first.
    expect(documents.map((d: { kind: string; number: string }) => [d.kind, d.number])).toEqual([
      ['TAX_INVOICE', issued.companyTx2],
      ['CREDIT_NOTE', issued.companyCn],
      ['TAX_INVOICE', issued.companyTx],
    ]);
    expect(documents[2]).toMatchObject({
      taxInvoiceNo: issued.companyTx,
      cancelled: true,
      buyer: { branch: 'สำนักงานใหญ่ (00000)' },
      pdfPath: `${base}/taxdocuments/taxinvoices/${issued.companyTx}/pdf`,
    });
    expect(documents[1]).toMatchObject({ taxInvoiceNo: issued.companyTx, amount: documents[2].amount, cancelled: false });
    expect(documents[2].amount).toBeGreaterThan(0);
  });

  it('finds by number: a credit note by its own, a tax invoice by its own with the credit notes reducing it', async () => {
    expect(await numbersFound(members.company, { number: issued.companyCn })).toEqual([issued.companyCn]);
    expect(await numbersFound(members.company, { number: issued.companyTx.toLowerCase() })).toEqual([issued.companyCn, issued.companyTx]);
    expect(await numbersFound(members.company, { number: 'TX9999999999' })).toEqual([]);
  });

  it('finds by Bangkok issue dates, the first and the last day included and the days either side not', async () => {
    const found = (issuedFrom: string, issuedTo: string) => numbersFound(members.company, { issuedFrom, issuedTo });
    expect(await found('2026-11-17', '2026-11-19')).toHaveLength(3);
    expect(await found('2026-11-17', '2026-11-17')).toEqual([issued.companyTx]);
    expect(await found('2026-11-19', '2026-11-19')).toEqual([issued.companyTx2, issued.companyCn]);
    expect(await found('2026-11-16', '2026-11-16')).toEqual([]);
    expect(await found('2026-11-18', '2026-11-18')).toEqual([]);
    expect(await found('2026-11-20', '2026-11-30')).toEqual([]);
    expect(await numbersFound(members.company, { issuedFrom: '2026-11-18' })).toEqual([issued.companyTx2, issued.companyCn]);
    expect(errorCodes(await search(members.company, { issuedFrom: '2026-11-19', issuedTo: '2026-11-17' }))).toEqual(['ERR_COMMON_0002']);
  });

  it("finds by a vehicle the documents bill, not by the member's other vehicle", async () => {
    expect(await numbersFound(members.company, { plate: members.company.plate })).toHaveLength(3);
    expect(await numbersFound(members.company, { plate: idlePlate })).toEqual([]);
    expect(await numbersFound(members.person, { plate: members.person.plate })).toEqual([issued.personTx]);
  });

  it("finds a company's documents by the branch their tax invoice names", async () => {
    expect(await numbersFound(members.company, { branch: '00002' })).toEqual([issued.companyTx2]);
    expect(await numbersFound(members.company, { branch: '00000' })).toEqual([issued.companyCn, issued.companyTx]);
    expect(await numbersFound(members.company, { branch: '%' })).toEqual([]);
  });

  it('pages on the server, with a hard maximum page size', async () => {
    const second = await search(members.company, { page: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.body.data.documents.map((d: { number: string }) => d.number)).toEqual([issued.companyTx]);
    expect((await search(members.company, { pageSize: 51 })).status).toBe(400);
  });

  it("shows only the caller's own documents, and another's are not found to download or re-send", async () => {
    expect(await numbersFound(members.person)).toEqual([issued.personTx]);
    expect(await numbersFound(members.person, { number: issued.companyTx })).toEqual([]);
    expect(await numbersFound(members.person, { plate: members.company.plate })).toEqual([]);
    const theirs = `${base}/taxdocuments/taxinvoices/${issued.companyTx}`;
    expect(errorCodes(await request(t.app).get(`${theirs}/pdf`).set(bearerHeaders(members.person.token)))).toEqual(['ERR_RCPT_0009']);
    expect(errorCodes(await request(t.app).post(`${theirs}/resend`).set(bearerHeaders(members.person.token)))).toEqual(['ERR_RCPT_0009']);
    const note = `${base}/taxdocuments/creditnotes/${issued.companyCn}/pdf`;
    expect(errorCodes(await request(t.app).get(note).set(bearerHeaders(members.person.token)))).toEqual(['ERR_RCPT_0008']);
  });

  it('downloads each result as its PDF', async () => {
    for (const [segment, number] of [
      ['taxinvoices', issued.companyTx],
      ['creditnotes', issued.companyCn],
    ]) {
      const res = await request(t.app).get(`${base}/taxdocuments/${segment}/${number}/pdf`).set(bearerHeaders(members.company.token));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('re-sends a document to the address of record only, once a minute', async () => {
    await at('2026-11-20T10:00:00');
    const resend = () =>
      request(t.app).post(`${base}/taxdocuments/creditnotes/${issued.companyCn}/resend`).set(bearerHeaders(members.company.token));
    const first = await resend();
    expect(first.status).toBe(200);
    expect(first.body.data.sentTo).toMatch(/^.•••@example\.com$/);
    expect(await mailsOf(members.company.email, issued.companyCn, 'ETAX_RESEND')).toEqual([
      expect.objectContaining({ attachments: [expect.objectContaining({ filename: `${issued.companyCn}.pdf` })] }),
    ]);
    expect(await mailsOf(RD_MAILBOX, issued.companyCn, 'ETAX_RESEND')).toEqual([]);
    expect(errorCodes(await resend())).toEqual(['ERR_RCPT_0010']);
    await at('2026-11-20T10:01:00');
    expect((await resend()).status).toBe(200);
  });
});

describe("a visitor's look-up by tax invoice number and the buyer's tax ID", () => {
  const query = () => ({ taxInvoiceNo: issued.visitorTx, taxId: visitorBuyer.taxId });

  it('finds the one tax invoice when both match, with its PDF', async () => {
    const res = await lookUp(query());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'TAX_INVOICE', number: issued.visitorTx, buyer: { taxId: visitorBuyer.taxId } });
    const pdf = await request(t.app).get(res.body.data.pdfPath).set(accessKeyHeaders(t));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('needs both the number and the tax ID', async () => {
    expect((await lookUp({ taxInvoiceNo: query().taxInvoiceNo })).status).toBe(400);
    expect((await lookUp({ taxId: query().taxId })).status).toBe(400);
  });

  it('answers a wrong tax ID and an unknown number alike', async () => {
    const wrongTaxId = await lookUp({ ...query(), taxId: '0105536092650' });
    const unknownNumber = await lookUp({ ...query(), taxInvoiceNo: 'TX9999999999' });
    // A member's individual tax invoice names no tax ID: no tax ID opens it.
    const noTaxId = await lookUp({ taxInvoiceNo: issued.personTx, taxId: visitorBuyer.taxId });
    for (const res of [wrongTaxId, unknownNumber, noTaxId]) {
      expect(res.status).toBe(404);
      expect(errorCodes(res)).toEqual(['ERR_RCPT_0009']);
    }
    expect(wrongTaxId.body).toEqual(unknownNumber.body);
  });

  it('re-sends it to the e-mail on the document, never to one given with the request', async () => {
    await at('2026-11-21T10:00:00');
    const res = await request(t.app)
      .post(`${base}/public/taxinvoices/resend`)
      .query({ ...query(), email: 'stranger@example.com' })
      .set(accessKeyHeaders(t));
    expect(res.status).toBe(200);
    expect(await mailsOf(visitorBuyer.email, issued.visitorTx, 'ETAX_RESEND')).toHaveLength(1);
    expect(await outboxFor(t, 'stranger@example.com')).toEqual([]);
  });
});
