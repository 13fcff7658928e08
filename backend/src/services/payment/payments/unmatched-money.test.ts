import { eq } from 'drizzle-orm';
import request from 'supertest';
import { referenceFor } from '@mflow/contracts/billing/reference-number';
import { memberBilledAtCut } from '../../../test/factories/billing-world';
import { type TTestCustomer } from '../../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../../test/factories/http';
import { payAtCounter, paymentsOf } from '../../../test/factories/payments';
import { createSignedInStaff } from '../../../test/factories/staff';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { type TTestApp } from '../../../test/test-app';
import { staffAudit } from '../../audit/audit.schema';
import { receipts } from '../receipts/receipts.schema';

// The clock moves to the cycle cut once, so the file has a database of its own.
let t: TTestApp;
type TMember = TTestCustomer & { token: string; invoiceNo: string; refNo: string; amount: number };
let payer: TMember;
let approver: string;
let callCentre: string;

const BASE = '/staffservice/api/v1/unmatched-money';

type TUnmatched = { id: string; amount: number; reference: string; invoiceNo: string | null; reason: string; status: string };

async function openInvoiceOf(member: { token: string }) {
  const res = await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(member.token));
  return res.body.data.invoices[0] as { invoiceNo: string; refNo: string; status: string; totalAmount: number };
}

const listed = async (token: string, query: Record<string, string> = {}) => {
  const res = await request(t.app).get(BASE).query(query).set(bearerHeaders(token));
  expect(res.status).toBe(200);
  return res.body.data.items as TUnmatched[];
};

const apply = (token: string, body: object) => request(t.app).post(`${BASE}/apply`).set(bearerHeaders(token)).send(body);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  const { token, ...member } = await memberBilledAtCut(t, { memberPassages: 2 });
  const invoice = await openInvoiceOf({ token });
  payer = { ...member, token, invoiceNo: invoice.invoiceNo, refNo: invoice.refNo, amount: invoice.totalAmount };
  approver = (await createSignedInStaff(t, { roles: ['APPROVER'] })).token;
  callCentre = (await createSignedInStaff(t, { roles: ['CALL_CENTRE'] })).token;
});
afterAll(() => t.close());

describe('money at a counter that does not pay an invoice', () => {
  it('is recorded as unmatched money awaiting a refund: no payment, no receipt, the invoice still open', async () => {
    const short = payer.amount - 1000;
    expect((await payAtCounter(t, payer.refNo, short)).status).toBe(200);
    expect(await paymentsOf(t, payer.customerId)).toEqual([]);
    expect((await openInvoiceOf(payer)).status).not.toBe('PAID');
    const items = await listed(callCentre, { status: 'AWAITING_REFUND' });
    expect(items).toEqual([
      expect.objectContaining({
        amount: short,
        reference: payer.refNo,
        invoiceNo: payer.invoiceNo,
        reason: 'AMOUNT_MISMATCH',
        status: 'AWAITING_REFUND',
      }),
    ]);
  });

  it('is recorded the same for a payment reference that names no invoice', async () => {
    const nobody = referenceFor(999_999_999n);
    expect((await payAtCounter(t, nobody, 5000)).status).toBe(200);
    const items = await listed(approver);
    expect(items.find((item) => item.reference === nobody)).toMatchObject({ invoiceNo: null, reason: 'INVOICE_NOT_FOUND', amount: 5000 });
  });

  it('is listed to the invoice roles only, and applied by an approver alone', async () => {
    const customer = await request(t.app).get(BASE).set(bearerHeaders(payer.token));
    expect(customer.status).toBe(401);
    const editor = (await createSignedInStaff(t, { roles: ['CONTENT_EDITOR'] })).token;
    expect((await request(t.app).get(BASE).set(bearerHeaders(editor))).status).toBe(403);
    const [first] = await listed(callCentre, { status: 'AWAITING_REFUND' });
    const refused = await apply(callCentre, { ids: [first?.id], invoiceNo: payer.invoiceNo });
    expect(refused.status).toBe(403);
  });

  it('is applied by staff to the invoice once topped up: the invoice paid, one payment with a receipt, audited', async () => {
    const before = (await listed(approver, { status: 'AWAITING_REFUND' })).filter((item) => item.invoiceNo === payer.invoiceNo);
    const shortfall = payer.amount - (before[0]?.amount ?? 0);
    const alone = await apply(approver, { ids: before.map((item) => item.id), invoiceNo: payer.invoiceNo });
    expect(alone.status).toBe(409);
    expect(errorCodes(alone)).toEqual(['ERR_PAY_0121']);

    expect((await payAtCounter(t, payer.refNo, shortfall)).status).toBe(200);
    const both = (await listed(approver, { status: 'AWAITING_REFUND' })).filter((item) => item.invoiceNo === payer.invoiceNo);
    expect(both).toHaveLength(2);
    const applied = await apply(approver, { ids: both.map((item) => item.id), invoiceNo: payer.invoiceNo });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ status: 'PAID', amount: payer.amount });

    expect((await openInvoiceOf(payer)).status).toBe('PAID');
    const [payment] = await paymentsOf(t, payer.customerId);
    expect(payment).toMatchObject({ status: 'PAID', amount: payer.amount, channel: 'COUNTER', reviewReason: null });
    expect(
      await t.db
        .select()
        .from(receipts)
        .where(eq(receipts.paymentId, payment?.id ?? '')),
    ).toHaveLength(1);
    expect((await listed(approver, { status: 'APPLIED' })).map((item) => item.id).sort()).toEqual(both.map((item) => item.id).sort());
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.action, 'UNMATCHED_MONEY_APPLY'));
    expect(audit).toEqual([expect.objectContaining({ subjectType: 'INVOICE', subjectId: payer.invoiceNo })]);

    const again = await apply(approver, { ids: both.map((item) => item.id), invoiceNo: payer.invoiceNo });
    expect(again.status).toBe(409);
    expect(errorCodes(again)).toEqual(['ERR_PAY_0120']);
  });
});
