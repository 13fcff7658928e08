import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { ApiError } from '@mflow/ui/api/api-types';
import en from '../../../i18n/en.json';
import th from '../../../i18n/th.json';
import { InvoicesToPay } from '../components/invoices-to-pay';
import {
  CARD_TYPE_OPTIONS,
  cardPaymentRequest,
  distinctInvoices,
  invoiceNosToPay,
  paymentCardPath,
  refusalOf,
  totalSatang,
  ZCardChoiceSchema,
} from './card-payment';
import type { TPayableInvoice } from './payments-api';

const invoice = (invoiceNo: string, totalAmount: number, plate: string | null = 'กข 1234'): TPayableInvoice => ({
  invoiceNo,
  status: 'NORMAL',
  totalAmount,
  dueDate: '2026-12-15',
  plate,
});

const rendered = (invoices: TPayableInvoice[], language: 'th' | 'en') =>
  renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: language === 'th' ? 'th-TH' : 'en-GB', messages: language === 'th' ? th : en },
      createElement(InvoicesToPay, { invoices }),
    ),
  );

describe('paying by card without signing in', () => {
  it('reads the invoices to pay from the address the invoice page hands on, each once', () => {
    expect(invoiceNosToPay(new URLSearchParams(paymentCardPath(['IV001', 'IV002']).split('?')[1]))).toEqual(['IV001', 'IV002']);
    expect(invoiceNosToPay(new URLSearchParams('invoiceNo=%20iv001%20&invoiceNo=IV001&invoiceNo='))).toEqual(['IV001']);
  });

  it('finds nothing to pay without a number, with a number longer than any invoice has, or with more than one payment takes', () => {
    expect(invoiceNosToPay(new URLSearchParams(''))).toEqual([]);
    expect(invoiceNosToPay(new URLSearchParams(`invoiceNo=${'X'.repeat(21)}`))).toEqual([]);
    const many = new URLSearchParams(Array.from({ length: 21 }, (_, index) => ['invoiceNo', `IV${index}`]));
    expect(invoiceNosToPay(many)).toEqual([]);
  });

  it('pays once an invoice two numbers lead to (a cancelled one answered with its replacement), and totals the rest', () => {
    const invoices = distinctInvoices([invoice('IV002', 12_000), invoice('IV002', 12_000), invoice('IV003', 5_050)]);
    expect(invoices.map((item) => item.invoiceNo)).toEqual(['IV002', 'IV003']);
    expect(totalSatang(invoices)).toBe(17_050);
  });

  it('shows each invoice with its plate and amount, and the total, in Thai and in English', () => {
    const invoices = [invoice('IV002', 12_000), invoice('IV003', 5_050, null)];
    const thai = rendered(invoices, 'th');
    expect(thai).toContain('ใบแจ้งหนี้ที่ชำระ 2 รายการ');
    expect(thai).toContain('IV002');
    expect(thai).toContain('กข 1234');
    expect(thai).toMatch(/ยอดรวม<\/th><td[^>]*data-testid="payment-total"[^>]*>฿170\.50<\/td>/);
    const english = rendered(invoices, 'en');
    expect(english).toContain('The 2 invoices you pay');
    expect(english).toMatch(/Total<\/th><td[^>]*data-testid="payment-total"[^>]*>THB\s170\.50<\/td>/);
  });

  it('needs a card type, one of those the gateway takes, before it starts', () => {
    expect(CARD_TYPE_OPTIONS.map((option) => option.value)).toEqual([...CARD_BRANDS]);
    const nothing = ZCardChoiceSchema.safeParse({});
    expect(nothing.success ? [] : nothing.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cardType', REQUIRED],
    ]);
    expect(ZCardChoiceSchema.safeParse({ cardType: 'AMEX' }).success).toBe(false);
    expect(ZCardChoiceSchema.parse({ cardType: 'JCB' })).toEqual({ cardType: 'JCB' });
  });

  it('starts one card payment for the invoices shown, by their numbers, with the page’s key', () => {
    const invoices = [invoice('IV002', 12_000), invoice('IV003', 5_050)];
    expect(cardPaymentRequest({ invoices, member: false, idempotencyKey: 'key-1' })).toEqual({
      invoiceNos: ['IV002', 'IV003'],
      member: false,
      pay: { channel: 'CARD' },
      idempotencyKey: 'key-1',
    });
  });

  it('shows a refusal in the words the API gave in the reader’s language, or the general message when it gave none', () => {
    const refused = new ApiError(422, [{ code: 'ERR_PAY_0003', description: 'ใบแจ้งหนี้นี้ชำระแล้ว' }]);
    expect(refusalOf(refused)).toEqual({ descriptions: ['ใบแจ้งหนี้นี้ชำระแล้ว'] });
    expect(refusalOf(new ApiError(0, []))).toEqual({ messageId: 'modal.error.generic' });
    expect(refusalOf(new Error('offline'))).toEqual({ messageId: 'modal.error.generic' });
  });
});
