import { Router, type Response } from 'express';
import { z } from 'zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { AppError } from '../../platform/errors/app-error';
import type { TPaymentRow } from './payments-records';
import { returnFromCardPage, type TPaymentDeps } from './payments.service';

/** SPEC 7's callback; `{type}` is the kind of page the browser returns from (the gateway's card page). */
export const CALLBACK_PATH = '/invoiceservice/api/v1/ktb/callback/{type}.html';

const ZCallbackParamsSchema = z.object({ type: z.enum(['card']) });
const ZCallbackQuerySchema = z.object({
  Ref: z.string().regex(/^GW[0-9A-F]{16}$/).meta({ description: "The gateway's reference of the charge" }),
  oneTimeToken: z.string().min(1).max(100).meta({ description: 'Single use; redeemed with the gateway' }),
});

const TEXTS = {
  PAID: ['ชำระเงินสำเร็จ', 'Payment successful'],
  PENDING: ['รายการกำลังดำเนินการ', 'Payment being processed'],
  FAILED: ['ชำระเงินไม่สำเร็จ', 'Payment failed'],
  CANCELLED: ['ยกเลิกการชำระเงิน', 'Payment cancelled'],
  EXPIRED: ['รายการชำระเงินหมดอายุ', 'Payment expired'],
  UNKNOWN: ['ไม่พบรายการชำระเงิน', 'Payment not found'],
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page the browser lands on after the gateway: the payment's state in Thai and English, its
 * id (which the portal's result screen reads), and the way back to the portal. No script, so
 * the app's Content-Security-Policy holds.
 */
function resultPage(payment: TPaymentRow | undefined): string {
  const [th, en] = TEXTS[payment?.status ?? 'UNKNOWN'];
  const amount = payment ? `<p>${(payment.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} THB</p>` : '';
  const reference = payment ? `<p>Payment ID: <code>${escapeHtml(payment.id)}</code></p>` : '';
  return `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>M-Flow</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;text-align:center"><main><h1 data-status="${escapeHtml(payment?.status ?? 'UNKNOWN')}">${th}</h1><p lang="en">${en}</p>${amount}${reference}<p><a href="/mflow">กลับสู่หน้าหลัก / Back to M-Flow</a></p></main></body></html>`;
}

function send(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html);
}

/**
 * The browser's return from the gateway (no API headers, no credentials: only the gateway's
 * reference and token, which are redeemed, never believed). Served before the API's header check.
 */
export function paymentCallbackRouter(deps: TPaymentDeps): Router {
  const router = Router();
  router.get('/invoiceservice/api/v1/ktb/callback/:type.html', async (req, res) => {
    const params = ZCallbackParamsSchema.safeParse(req.params);
    const query = ZCallbackQuerySchema.safeParse(req.query);
    if (!params.success || !query.success) return send(res, 400, resultPage(undefined));
    try {
      const payment = await returnFromCardPage({ deps, gatewayReference: query.data.Ref, oneTimeToken: query.data.oneTimeToken });
      send(res, payment ? 200 : 404, resultPage(payment));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      send(res, error.status, resultPage(undefined));
    }
  });
  return router;
}

/** Documents the callback beside the routes the API router declares. */
export function documentPaymentCallback(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: CALLBACK_PATH,
    operationId: 'invoiceservice_getKtbCallbackByType',
    summary: "The browser's return from the gateway's card page (SPEC 7): the token is redeemed once with the gateway and the outcome recorded; answers a small result page",
    tags: ['invoiceservice'],
    security: [],
    request: { params: ZCallbackParamsSchema, query: ZCallbackQuerySchema },
    responses: {
      200: { description: 'The result page', content: { 'text/html': { schema: { type: 'string' } } } },
      400: { description: 'A return without a valid reference and token', content: { 'text/html': { schema: { type: 'string' } } } },
    },
  });
}
