import {
  IDEMPOTENCY_KEY_HEADER,
  ZIdempotencyHeadersSchema,
  ZPaymentAnswerSchema,
  ZPaymentHistoryQuerySchema,
  ZPaymentHistorySchema,
  ZPaymentIdParamsSchema,
  ZPaymentRequestSchema,
  ZPaymentViewSchema,
  ZPublicPaymentQuerySchema,
  ZVisitorPaymentViewSchema,
  ZPublicPaymentRequestSchema,
} from '@mflow/contracts/payment/payments.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors/app-error';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import { perAddressLimit } from '../../../platform/http/rate-limit';
import { registerPayLinkRoutes } from './pay-links.routes';
import { registerPaymentCallbackRoute } from './payments-callback.routes';
import type { TPaymentDocuments } from './payment-documents';
import { localisedAnswer, memberPayment, paymentHistory, visitorPayment } from './payments-reads';
import { payAsMember, payAsVisitor, type TPaymentDeps } from './payments.service';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1';

const keyOf = (headers: Record<string, string | undefined>): string => {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (!key) throw new AppError('ERR_PAY_0101');
  return key;
};

/**
 * Paying invoices, by members, by visitors and by payment link, and the payments made (docs/decisions/0021, 0030).
 * `documents` is receipts' part of a payment, which app.ts hands in (payment-documents.ts).
 */
export function registerPaymentRoutes(api: ApiRouter, deps: TAppDeps, documents: TPaymentDocuments): void {
  const { db, clock, gateway, logger, config } = deps;
  const paymentDeps: TPaymentDeps = { db, clock, gateway, logger, portalBaseUrl: config.portalBaseUrl, documents };
  registerPaymentCallbackRoute(api, paymentDeps);
  registerPayLinkRoutes(api, paymentDeps, config.authRateLimitPerMinute);

  api.define({
    method: 'post',
    path: `${base}/payments`,
    summary:
      "Pay the member's open invoices in full, by a saved method (SAVED), the gateway's card page (CARD: answers redirectUrl) or PromptPay (QR: answers the code). " +
      'A cancelled number pays its replacement. The Idempotency-Key header makes a retry the same request: the same key and body answer the first result again, ' +
      'another body is refused, and a retry while the first is in flight is refused as being processed',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZPaymentRequestSchema,
    response: ZPaymentAnswerSchema,
    handler: async ({ body, headers, context }) =>
      localisedAnswer(
        await payAsMember({ deps: paymentDeps, customerId: customerIdOf(context), idempotencyKey: keyOf(headers), request: body }),
        context.language,
      ),
  });

  api.define({
    method: 'get',
    path: `${base}/payments`,
    summary: "The member's payment history, newest first: channel, amount, status, invoices and dates",
    tag,
    auth: 'bearer',
    query: ZPaymentHistoryQuerySchema,
    response: ZPaymentHistorySchema,
    handler: ({ query, context }) =>
      paymentHistory({
        db,
        documents,
        customerId: customerIdOf(context),
        page: query.page,
        pageSize: query.pageSize,
        language: context.language,
      }),
  });

  api.define({
    method: 'get',
    path: `${base}/payments/{paymentId}`,
    summary:
      "One of the member's payments as it stands, for the result screen (requirements/payments.md#payment-states: success, fail, being processed, cancelled)",
    tag,
    auth: 'bearer',
    params: ZPaymentIdParamsSchema,
    response: ZPaymentViewSchema,
    handler: ({ params, context }) =>
      memberPayment({ db, customerId: customerIdOf(context), paymentId: params.paymentId, language: context.language }),
  });

  api.define({
    method: 'post',
    path: `${base}/public/payments`,
    summary:
      'A visitor pays open non-member invoices found by numbers, payment references, or plate and province, by card page or QR, with the same Idempotency-Key rules as members',
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    headers: ZIdempotencyHeadersSchema,
    body: ZPublicPaymentRequestSchema,
    response: ZPaymentAnswerSchema,
    handler: async ({ body, headers, context }) =>
      localisedAnswer(await payAsVisitor({ deps: paymentDeps, idempotencyKey: keyOf(headers), request: body }), context.language),
  });

  api.define({
    method: 'get',
    path: `${base}/public/payments/{paymentId}`,
    summary:
      "A visitor's payment as it stands, to its payer: by its id, the number of an invoice it pays and the resultKey it was answered with; once PAID, its receipt with the verification code",
    tag,
    auth: 'accessKey',
    before: [perAddressLimit(config.authRateLimitPerMinute)],
    params: ZPaymentIdParamsSchema,
    query: ZPublicPaymentQuerySchema,
    response: ZVisitorPaymentViewSchema,
    handler: ({ params, query, context }) =>
      visitorPayment({ db, documents, query: { paymentId: params.paymentId, ...query }, language: context.language }),
  });
}
