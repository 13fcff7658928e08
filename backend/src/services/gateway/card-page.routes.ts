import express, { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import { AppError } from '../../platform/errors/app-error';
import type { TErrorCode } from '../../platform/errors/error-catalogue';
import { CARD_PAGE_PATH } from './card-page';
import { renderCardPage, renderClosedPage } from './card-page.html';
import type { TGatewaySimulation } from './gateway-simulation';
import type { TChargeRow } from './charge-records';

const ZReferenceSchema = z.string().regex(/^GW[0-9A-F]{16}$/);

const ZCardFormSchema = z.object({
  brand: z.enum(CARD_BRANDS),
  number: z.string().max(30),
  expiryMonth: z.coerce.number().int(),
  expiryYear: z.coerce.number().int(),
  cvv: z.string().max(10),
  holderName: z.string().max(100),
});

const ZConfirmFormSchema = z.object({ code: z.string().max(20) });

function send(res: Response, status: number, html: string): void {
  res.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(html);
}

/** The catalogue code of an error the payer can fix or be told about; anything else is a fault and goes on to the error handler. */
function codeOf(error: unknown): TErrorCode {
  if (error instanceof AppError && error.items[0]) return error.items[0].code;
  throw error;
}

/**
 * The hosted card page of the simulated gateway (the provider's page of requirements/wire-contract.md#calls): plain HTML forms with no
 * script, so the app's Content-Security-Policy holds as it is; each step posts back to this path.
 * Served outside `/<name>service`, because a browser opens it without the API's headers.
 */
export function cardPageRouter(simulation: TGatewaySimulation): Router {
  const router = Router();
  const pagePath = (reference: string) => `${CARD_PAGE_PATH}/${reference}`;

  async function chargeOf(req: Request, res: Response): Promise<TChargeRow | undefined> {
    const reference = ZReferenceSchema.safeParse(req.params.reference);
    if (!reference.success) {
      send(res, 404, renderClosedPage(undefined));
      return undefined;
    }
    try {
      return await simulation.cardPage.show(reference.data);
    } catch (error) {
      codeOf(error);
      send(res, 404, renderClosedPage(undefined));
      return undefined;
    }
  }

  router.get(`${CARD_PAGE_PATH}/:reference`, async (req, res) => {
    const charge = await chargeOf(req, res);
    if (charge) send(res, 200, renderCardPage(charge, pagePath(charge.gatewayReference)));
  });

  router.post(`${CARD_PAGE_PATH}/:reference/card`, express.urlencoded({ extended: false, limit: '4kb' }), async (req, res) => {
    const charge = await chargeOf(req, res);
    if (!charge) return;
    const form = ZCardFormSchema.safeParse(req.body);
    if (!form.success) {
      send(res, 400, renderCardPage(charge, pagePath(charge.gatewayReference), 'ERR_GW_0014'));
      return;
    }
    try {
      const moved = await simulation.cardPage.submitCard(charge.gatewayReference, form.data);
      send(res, 200, renderCardPage(moved, pagePath(charge.gatewayReference)));
    } catch (error) {
      send(res, 400, renderCardPage(charge, pagePath(charge.gatewayReference), codeOf(error)));
    }
  });

  router.post(`${CARD_PAGE_PATH}/:reference/confirm`, express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    const charge = await chargeOf(req, res);
    if (!charge) return;
    const form = ZConfirmFormSchema.safeParse(req.body);
    try {
      const { redirectTo } = await simulation.cardPage.confirm(charge.gatewayReference, form.success ? form.data.code : '');
      res.set('Cache-Control', 'no-store').redirect(303, redirectTo);
    } catch (error) {
      const code = codeOf(error);
      const now = await simulation.cardPage.show(charge.gatewayReference);
      send(res, 400, renderCardPage(now, pagePath(charge.gatewayReference), code));
    }
  });

  router.post(`${CARD_PAGE_PATH}/:reference/cancel`, async (req, res) => {
    const charge = await chargeOf(req, res);
    if (!charge) return;
    try {
      const { redirectTo } = await simulation.cardPage.cancel(charge.gatewayReference);
      res.set('Cache-Control', 'no-store').redirect(303, redirectTo);
    } catch (error) {
      const code = codeOf(error);
      const now = await simulation.cardPage.show(charge.gatewayReference);
      send(res, 400, renderCardPage(now, pagePath(charge.gatewayReference), code));
    }
  });

  return router;
}
