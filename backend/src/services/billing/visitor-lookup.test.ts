import request from 'supertest';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { memberBilledAtCut } from '../../test/factories/billing-world';
import { newPlate } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { type TTestApp } from '../../test/test-app';

// The clock moves to the cycle cut, so the file has a database of its own.
let t: TTestApp;
const visitorPlate = newPlate();
type TFound = { invoiceNo: string; refNo: string; status: string; plate: string | null; lines: { plate: string; photoUrl: string }[] };
let memberInvoice: TFound;
let visitorInvoice: TFound;

const lookUp = (query: Record<string, string>) =>
  request(t.app).get('/invoiceservice/api/v1/public/invoices').query(query).set(accessKeyHeaders(t));

beforeAll(async () => {
  t = await createIsolatedTestApp();
  const { token } = await memberBilledAtCut(t, { otherPlates: [visitorPlate] });
  const [own] = (await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token))).body.data.invoices;
  memberInvoice = own;
  [visitorInvoice] = (await lookUp({ plate: visitorPlate, province: '10' })).body.data.invoices;
});
afterAll(() => t.close());

describe("the visitors' look-up by number or reference", () => {
  it("answers a member's invoice as it answers an unknown one, by number and by reference", async () => {
    expect(memberInvoice.invoiceNo).toMatch(/^IV/);
    const unknown = await lookUp({ invoiceNo: 'IV999900000000' });
    const queries: Record<string, string>[] = [{ invoiceNo: memberInvoice.invoiceNo }, { refCode: memberInvoice.refNo }];
    for (const query of queries) {
      const res = await lookUp(query);
      expect(res.status).toBe(unknown.status);
      expect(res.body.data).toEqual(unknown.body.data);
    }
    expect(errorCodes(unknown)).toEqual(['ERR_BILL_0001']);
  });

  it('shows a non-member invoice found by number or reference alone with the plate masked and no passages', async () => {
    expect(visitorInvoice.lines.length).toBeGreaterThan(0);
    const queries: Record<string, string>[] = [{ invoiceNo: visitorInvoice.invoiceNo }, { refCode: visitorInvoice.refNo }];
    for (const query of queries) {
      const res = await lookUp(query);
      expect(res.status).toBe(200);
      const [shown] = res.body.data.invoices;
      expect(shown).toMatchObject({ invoiceNo: visitorInvoice.invoiceNo, status: visitorInvoice.status, lines: [] });
      expect(shown.totalAmount).toBeGreaterThan(0);
      expect(shown.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(shown.plate).not.toBe(visitorPlate);
      expect(shown.plate).toMatch(/^\*+.{2}$/);
      expect(res.body.data.passagesShown).toBe(false);
      expect(JSON.stringify(res.body)).not.toContain('/photo?key=');
    }
  });

  it('shows the passages and photos once the plate and province are given with the number, and nothing for a wrong plate', async () => {
    const proven = await lookUp({ invoiceNo: visitorInvoice.invoiceNo, plate: visitorPlate, province: '10' });
    expect(proven.status).toBe(200);
    expect(proven.body.data.passagesShown).toBe(true);
    expect(proven.body.data.invoices[0]).toMatchObject({ plate: visitorPlate, lines: visitorInvoice.lines.map(() => expect.anything()) });
    expect(proven.body.data.invoices[0].lines[0].photoUrl).toContain('/photo?key=');
    expect(errorCodes(await lookUp({ refCode: visitorInvoice.refNo, plate: newPlate(), province: '10' }))).toEqual(['ERR_BILL_0001']);
    expect(errorCodes(await lookUp({ invoiceNo: visitorInvoice.invoiceNo, plate: visitorPlate, province: '11' }))).toEqual([
      'ERR_BILL_0001',
    ]);
    expect((await lookUp({ plate: visitorPlate, province: '10' })).body.data.passagesShown).toBe(true);
  });
});
