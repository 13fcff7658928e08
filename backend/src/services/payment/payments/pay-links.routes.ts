import {
  ZPayLinkInvoiceSchema,
  ZPayLinkParamsSchema,
  ZPayLinkPaymentParamsSchema,
  ZPayLinkPaymentRequestSchema,
} from '@mflow/contracts/payment/pay-link.contract';
import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdempotencyHeadersSchema,
  ZPaymentAnswerSchema,
  ZPaymentViewSchema,
} from '@mflow/contracts/payment/payments.contract';
import { AppError } from '../../../platform/errors/app-error';
import type { ApiRouter } from '../../../platform/http/api-router';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { payByLink, payLinkInvoice, payLinkPayment } from './pay-links';
import { localisedAnswer } from './payments-reads';
import type { TPaymentDeps } from './payments.service';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1/paylinks';

/**
 * The non-line payment path (requirements/portal-shell.md#always-available-routes) (docs/decisions/0030): no sign-in and no access key, the link's
 * token is the credential, and the calls are throttled per address like the visitor's look-up.
 */
export function registerPayLinkRoutes(api: ApiRouter, deps: TPaymentDeps, limitPerMinute: number): void {
  const { db } = deps;
  const throttle = [perAddressLimit(limitPerMinute)];

  api.define({
    method: 'get',
    path: `${base}/{token}`,
    summary: "The non-member invoice a payment link pays now (a cancelled one's replacement), with its status and amount",
    tag,
    auth: 'none',
    before: throttle,
    params: ZPayLinkParamsSchema,
    response: ZPayLinkInvoiceSchema,
    handler: ({ params }) => payLinkInvoice({ db, token: params.token }),
  });

  api.define({
    method: 'post',
    path: `${base}/{token}/payments`,
    summary: "Pays the link's invoice by card page or QR, as a visitor pays it, with the same Idempotency-Key rules",
    tag,
    auth: 'none',
    before: throttle,
    params: ZPayLinkParamsSchema,
    headers: ZIdempotencyHeadersSchema,
    body: ZPayLinkPaymentRequestSchema,
    response: ZPaymentAnswerSchema,
    handler: async ({ params, headers, body, context }) => {
      const idempotencyKey = headers[IDEMPOTENCY_KEY_HEADER];
      if (!idempotencyKey) throw new AppError('ERR_PAY_0101');
      return localisedAnswer(await payByLink({ deps, token: params.token, idempotencyKey, request: body }), context.language);
    },
  });

  api.define({
    method: 'get',
    path: `${base}/{token}/payments/{paymentId}`,
    summary: "A payment of the link's invoice as it stands",
    tag,
    auth: 'none',
    before: throttle,
    params: ZPayLinkPaymentParamsSchema,
    response: ZPaymentViewSchema,
    handler: ({ params, context }) => payLinkPayment({ db, token: params.token, paymentId: params.paymentId, language: context.language }),
  });
}
