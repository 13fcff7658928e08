import { z } from 'zod';
import type { ApiRouter } from '../../../platform/http/api-router';
import type { TPaymentRow } from './payments-records';
import { firstInvoiceNoOf } from './payments-reads';
import { returnFromCardPage, type TPaymentDeps } from './payments.service';
import { escapeHtml } from '../../../platform/http/html-page';

/** The payment callback (requirements/wire-contract.md#calls); `{type}` is the kind of page the browser returns from (the gateway's card page). */
const CALLBACK_PATH = '/invoiceservice/api/v1/ktb/callback/{type}.html';

const ZCallbackParamsSchema = z.object({ type: z.enum(['card']) });
const ZCallbackQuerySchema = z.object({
  Ref: z
    .string()
    .regex(/^GW[0-9A-F]{16}$/)
    .meta({ description: "The gateway's reference of the charge" }),
  oneTimeToken: z.string().min(1).max(100).meta({ description: 'Single use; redeemed with the gateway' }),
});

const TEXTS = {
  PAID: ['ชำระเงินสำเร็จ', 'Payment successful'],
  PENDING: ['รายการกำลังดำเนินการ', 'Payment being processed'],
  FAILED: ['ชำระเงินไม่สำเร็จ', 'Payment failed'],
  CANCELLED: ['ยกเลิกการชำระเงิน', 'Payment cancelled'],
  EXPIRED: ['รายการชำระเงินหมดอายุ', 'Payment expired'],
  UNCONFIRMED: [
    'ไม่สามารถยืนยันรายการชำระเงินจากหน้านี้ได้ กรุณาดูผลการชำระเงินใน M-Flow',
    'This return could not be confirmed; see the payment result in M-Flow',
  ],
} as const;

/**
 * The page the browser lands on after the gateway: the payment's state in Thai and English, its
 * id, a link to the portal's result screen and the way back to the portal. No script, so
 * the app's Content-Security-Policy holds. Only a return whose one-time token was redeemed just now
 * is shown the payment (its link carries a visitor's result key); any other is told nothing of it.
 */
function resultPage(payment: TPaymentRow | undefined, invoiceNo: string | undefined): string {
  const [th, en] = TEXTS[payment?.status ?? 'UNCONFIRMED'];
  const amount = payment ? `<p>${(payment.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} THB</p>` : '';
  const reference = payment ? `<p>Payment ID: <code>${escapeHtml(payment.id)}</code></p>` : '';
  const search = payment
    ? new URLSearchParams({ paymentId: payment.id, invoiceNo: invoiceNo ?? '', ...(payment.resultKey ? { key: payment.resultKey } : {}) })
    : undefined;
  const result = search
    ? `<p><a href="/mflow/paymentresult?${escapeHtml(search.toString())}">ดูผลการชำระเงิน / See the payment result</a></p>`
    : '';
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>M-Flow</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;text-align:center"><main><h1 data-status="${escapeHtml(payment?.status ?? 'UNCONFIRMED')}">${th}</h1><p lang="en">${en}</p>${amount}${reference}${result}<p><a href="/mflow">กลับสู่หน้าหลัก / Back to M-Flow</a></p></main></body></html>`;
}

/**
 * The return from the gateway's card page (requirements/wire-contract.md#calls): a browser with no API headers and no
 * credentials, bringing only the gateway's reference and token, which are redeemed, never
 * believed. Answers the result page; a malformed return is refused in the error envelope.
 */
export function registerPaymentCallbackRoute(api: ApiRouter, deps: TPaymentDeps): void {
  api.define({
    method: 'get',
    path: CALLBACK_PATH,
    summary:
      "The browser's return from the gateway's card page: the one-time token is redeemed with the gateway once and the outcome recorded; answers a small result page",
    tag: 'invoiceservice',
    auth: 'none',
    commonHeaders: false,
    params: ZCallbackParamsSchema,
    query: ZCallbackQuerySchema,
    response: { binary: ['text/html'] },
    handler: async ({ query }) => {
      const payment = await returnFromCardPage({ deps, gatewayReference: query.Ref, oneTimeToken: query.oneTimeToken });
      const invoiceNo = payment ? await firstInvoiceNoOf(deps.db, payment.id) : undefined;
      return { bytes: Buffer.from(resultPage(payment, invoiceNo)), mimeType: 'text/html; charset=utf-8', fileName: 'payment-result.html' };
    },
  });
}
