import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, commonHeaders, CUSTOMER, expect, outbox, signIn, test } from '../fixtures';
import { billFreshVisitorPlate, justAfter, moveClock, nextCut, recordPassage, serverNow, somchaiInvoiceOf } from '../support/billing';
import { accessKeyHeaders, dataOf } from '../support/registration';

/** Somchai's ACTIVE demo vehicle (README "Demo accounts"). */
const VEHICLE = { plate: '1กข 1234', province: '10' };
const PHONE = { width: 360, height: 740 };
const BASE = '/invoiceservice/api/v1';
const BUYER = {
  name: 'บริษัท ขนส่งทดสอบ จำกัด',
  address: '99 ถนนพระราม 4 แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  taxId: '0105536092641',
  email: `etax-${randomUUID().slice(0, 8)}@example.com`,
};

/** The gateway simulation's control: the payer's banking app pays a QR. */
async function payQr(request: APIRequestContext, payload: string): Promise<void> {
  await dataOf(
    await request.post('/simservice/api/v1/gateway/qr-payments', { headers: commonHeaders(), data: { payload } }),
    'paying the QR',
  );
}

/** Somchai's new invoice paid by QR and its tax invoice asked for, through the API: the page's part is the search. */
async function somchaiTaxInvoice(request: APIRequestContext): Promise<string> {
  const passage = await recordPassage(request, VEHICLE);
  await moveClock(request, justAfter(nextCut(await serverNow(request))));
  const invoice = await somchaiInvoiceOf(request, passage.billingPeriod, 'ISSUED');
  const { token } = await apiSignIn(request, CUSTOMER.email, CUSTOMER.password);
  const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
  const payment = await dataOf<{ paymentId: string; qr: { payload: string } }>(
    await request.post(`${BASE}/payments`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { invoiceNos: [invoice.invoiceNo], channel: 'QR' },
    }),
    "somchai's QR payment",
  );
  await payQr(request, payment.qr.payload);
  const issued = await dataOf<{ taxInvoiceNo: string }>(
    await request.post(`${BASE}/payments/${payment.paymentId}/taxinvoice`, { headers }),
    "somchai's tax invoice",
  );
  return issued.taxInvoiceNo;
}

/** A fresh plate's invoice paid by a visitor, and its tax invoice issued to a company with an e-mail address. */
async function visitorTaxInvoice(request: APIRequestContext): Promise<string> {
  const { plate } = await billFreshVisitorPlate(request);
  const headers = await accessKeyHeaders(request);
  const { invoices } = await dataOf<{ invoices: { invoiceNo: string }[] }>(
    await request.get(`${BASE}/public/invoices`, { headers, params: { plate, province: '10' } }),
    "the plate's invoice",
  );
  const invoiceNo = invoices[0]?.invoiceNo ?? '';
  const payment = await dataOf<{ paymentId: string; resultKey: string; qr: { payload: string } }>(
    await request.post(`${BASE}/public/payments`, {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { invoiceNos: [invoiceNo], channel: 'QR' },
    }),
    "the visitor's QR payment",
  );
  await payQr(request, payment.qr.payload);
  const { receipt } = await dataOf<{ receipt: { receiptNo: string; verificationCode: string } }>(
    await request.get(`${BASE}/public/payments/${payment.paymentId}`, { headers, params: { invoiceNo, key: payment.resultKey } }),
    "the visitor's receipt",
  );
  const issued = await dataOf<{ taxInvoiceNo: string }>(
    await request.post(`${BASE}/public/receipts/${receipt.receiptNo}/taxinvoice`, {
      headers,
      data: { invoiceNo, plate, province: '10', verificationCode: receipt.verificationCode, buyer: BUYER },
    }),
    "the visitor's tax invoice",
  );
  return issued.taxInvoiceNo;
}

test.describe('e-tax invoices', () => {
  test('a member finds a tax invoice by its number in Thai, downloads it and has it e-mailed again', async ({ page, portal, request }) => {
    // A clock move over the cut, a QR paid and a PDF rendered.
    test.slow();
    const taxInvoiceNo = await somchaiTaxInvoice(request);
    const mailed = (await outbox(request, CUSTOMER.email)).filter((message) => message.subject?.includes(taxInvoiceNo));
    expect(mailed.map((message) => message.purpose)).toEqual(['ETAX_DOCUMENT']);

    await signIn(page, request);
    await portal.open('/mflow');
    await page.getByRole('navigation', { name: 'เมนูสมาชิก' }).getByRole('link', { name: 'ใบกำกับภาษีอิเล็กทรอนิกส์' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ใบกำกับภาษีและใบลดหนี้' })).toBeVisible();
    const search = page.getByRole('search', { name: 'ค้นหาเอกสาร' });
    await search.getByRole('textbox', { name: 'เลขที่ใบกำกับภาษีหรือใบลดหนี้' }).fill(taxInvoiceNo.toLowerCase());
    await search.getByRole('button', { name: 'ค้นหา' }).click();
    const found = page.getByTestId('tax-document');
    await expect(found).toHaveCount(1);
    await expect(found).toHaveAttribute('data-number', taxInvoiceNo);
    await expect(found).toContainText('ใบกำกับภาษี');
    await portal.expectAccessible();

    const [download] = await Promise.all([page.waitForEvent('download'), found.getByTestId('tax-document-download').click()]);
    expect(download.suggestedFilename()).toBe(`${taxInvoiceNo}.pdf`);
    await found.getByTestId('tax-document-resend').click();
    await expect(found.getByTestId('tax-document-resent')).toContainText('@mflow.local');
    const resent = (await outbox(request, CUSTOMER.email)).filter((message) => message.subject?.includes(taxInvoiceNo));
    expect(resent.map((message) => message.purpose)).toEqual(['ETAX_RESEND', 'ETAX_DOCUMENT']);
  });

  test("a visitor finds a company's tax invoice by its number and tax ID in English on a phone", async ({ page, portal, request }) => {
    test.slow();
    const taxInvoiceNo = await visitorTaxInvoice(request);

    await portal.open('/mflow/nonm-reprint');
    await page.getByRole('button', { name: /^EN/ }).click();
    await page.setViewportSize(PHONE);
    const lookup = page.getByRole('search', { name: 'Find an e-tax invoice' });
    await lookup.getByRole('textbox', { name: 'Tax invoice number' }).fill(taxInvoiceNo);
    await lookup.getByRole('button', { name: 'Find the tax invoice' }).click();
    await expect(lookup.getByRole('textbox', { name: "Buyer's tax ID (13 digits)" })).toHaveAttribute('aria-invalid', 'true');
    await portal.expectAccessible();

    await lookup.getByRole('textbox', { name: "Buyer's tax ID (13 digits)" }).fill('0105536092650');
    await lookup.getByRole('button', { name: 'Find the tax invoice' }).click();
    await expect(page.getByTestId('tax-lookup-failure')).toContainText('No tax invoice with this number');

    await lookup.getByRole('textbox', { name: "Buyer's tax ID (13 digits)" }).fill(BUYER.taxId);
    await lookup.getByRole('button', { name: 'Find the tax invoice' }).click();
    const found = page.getByTestId('visitor-tax-invoice-lookup').getByTestId('tax-document');
    await expect(found).toHaveAttribute('data-number', taxInvoiceNo);
    await expect(found).toContainText(BUYER.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await portal.expectAccessible();
    const [download] = await Promise.all([page.waitForEvent('download'), found.getByTestId('tax-document-download').click()]);
    expect(download.suggestedFilename()).toBe(`${taxInvoiceNo}.pdf`);
  });
});
