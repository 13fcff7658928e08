import { IDEMPOTENCY_KEY_HEADER, ZIdempotencyHeadersSchema, ZPaymentAnswerSchema } from '@mflow/contracts/payment/payments.contract';
import {
  ZPrepaidAccountSchema,
  ZPrepaidCloseQuerySchema,
  ZPrepaidCloseRequestSchema,
  ZPrepaidClosingSchema,
  ZPrepaidOpenRequestSchema,
  ZPrepaidPayRequestSchema,
  ZPrepaidSettingsRequestSchema,
  ZPrepaidStatementQuerySchema,
  ZPrepaidStatementSchema,
  ZPrepaidTopUpRequestSchema,
} from '@mflow/contracts/payment/prepaid.contract';
import type { TAppDeps } from '../../../platform/app-deps';
import { AppError } from '../../../platform/errors/app-error';
import type { ApiRouter } from '../../../platform/http/api-router';
import { customerIdOf } from '../../../platform/http/request-context';
import type { TPaymentDocuments } from '../payments/payment-documents';
import { localisedAnswer } from '../payments/payments-reads';
import type { TPaymentDeps } from '../payments/payments.service';
import { openPrepaidAccount, prepaidAccountOf, prepaidStatement, updatePrepaidSettings } from './prepaid-account.service';
import { closePrepaidAccount } from './prepaid-closing';
import { payFromPrepaid } from './prepaid-pay';
import { topUpPrepaid } from './prepaid-top-up';

const tag = 'invoiceservice';
const base = '/invoiceservice/api/v1/prepaid';

const keyOf = (headers: Record<string, string | undefined>): string => {
  const key = headers[IDEMPOTENCY_KEY_HEADER];
  if (!key) throw new AppError('ERR_PAY_0101');
  return key;
};

/** The member's prepaid M-Flow account (requirements/prepaid-account.md, docs/decisions/0077), under the payment service's path. */
export function registerPrepaidRoutes(api: ApiRouter, deps: TAppDeps, documents: TPaymentDocuments): void {
  const { db, clock, gateway, logger, config, notifier } = deps;
  const limits = config.prepaidLimits;
  const paymentDeps: TPaymentDeps = { db, clock, gateway, logger, portalBaseUrl: config.portalBaseUrl, documents };

  api.define({
    method: 'get',
    path: base,
    summary: "The member's open prepaid account: balance, replenishment, low-balance threshold and the limits in force",
    tag,
    auth: 'bearer',
    response: ZPrepaidAccountSchema,
    handler: ({ context }) => prepaidAccountOf({ db, customerId: customerIdOf(context), limits }),
  });

  api.define({
    method: 'post',
    path: base,
    summary:
      'Open the prepaid account, with its MFLOW payment method, and an OTP verification token of step CREATE_MFLOW_PREPAID (28). ' +
      "One per member; it is the primary method at once when it is the member's first",
    tag,
    auth: 'bearer',
    body: ZPrepaidOpenRequestSchema,
    response: ZPrepaidAccountSchema,
    successStatus: 201,
    handler: ({ body, context }) => openPrepaidAccount({ db, clock, customerId: customerIdOf(context), limits, input: body }),
  });

  api.define({
    method: 'put',
    path: `${base}/settings`,
    summary:
      'Set automatic replenishment (threshold, amount of at least the threshold, a saved card or bank account) and the low-balance threshold, ' +
      'with an OTP verification token of step EDIT_MFLOW_PREPAID (29)',
    tag,
    auth: 'bearer',
    body: ZPrepaidSettingsRequestSchema,
    response: ZPrepaidAccountSchema,
    handler: ({ body, context }) => updatePrepaidSettings({ db, clock, customerId: customerIdOf(context), limits, input: body }),
  });

  api.define({
    method: 'delete',
    path: base,
    summary:
      'Close the prepaid account and delete its method, with an OTP verification token of step DELETE_MFLOW_PREPAID (30) as the query parameter verificationToken. ' +
      'Only an empty account closes this way (one with a balance closes by POST .../prepaid/closing); a closed account takes no top-ups',
    tag,
    auth: 'bearer',
    query: ZPrepaidCloseQuerySchema,
    response: ZPrepaidAccountSchema,
    handler: async ({ query, context }) =>
      (
        await closePrepaidAccount({
          db,
          clock,
          customerId: customerIdOf(context),
          limits,
          request: { verificationToken: query.verificationToken },
          closingKey: null,
        })
      ).account,
  });

  api.define({
    method: 'post',
    path: `${base}/closing`,
    summary:
      'Close the prepaid account with an OTP verification token of step DELETE_MFLOW_PREPAID (30). A balance is refunded to the bank account given ' +
      '(with a bank-book copy uploaded as for a dispute refund) through the refund flow, in the same transaction. ' +
      'The Idempotency-Key header makes a retry answer the same closing; a closed account takes no top-ups, payments or replenishments',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZPrepaidCloseRequestSchema,
    response: ZPrepaidClosingSchema,
    handler: ({ body, headers, context }) =>
      closePrepaidAccount({ db, clock, customerId: customerIdOf(context), limits, request: body, closingKey: keyOf(headers) }),
  });

  api.define({
    method: 'post',
    path: `${base}/topups`,
    summary:
      'Top up the balance by a saved card or bank account (SAVED), the gateway card page (CARD) or PromptPay (QR), within the limits. ' +
      'A payment with no invoices: the balance grows when it is PAID. The Idempotency-Key header makes a retry the same request',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZPrepaidTopUpRequestSchema,
    response: ZPaymentAnswerSchema,
    handler: async ({ body, headers, context }) =>
      localisedAnswer(
        await topUpPrepaid({ deps: paymentDeps, limits, customerId: customerIdOf(context), idempotencyKey: keyOf(headers), request: body }),
        context.language,
      ),
  });

  api.define({
    method: 'post',
    path: `${base}/payments`,
    summary:
      "Pay the member's open invoices in full from the prepaid balance. A balance too small leaves them unpaid (FAILED, insufficient funds) and starts a replenishment when one is set. " +
      'The Idempotency-Key header makes a retry the same request',
    tag,
    auth: 'bearer',
    headers: ZIdempotencyHeadersSchema,
    body: ZPrepaidPayRequestSchema,
    response: ZPaymentAnswerSchema,
    handler: async ({ body, headers, context }) =>
      localisedAnswer(
        await payFromPrepaid({
          deps: paymentDeps,
          notifier,
          customerId: customerIdOf(context),
          idempotencyKey: keyOf(headers),
          invoiceNos: body.invoiceNos,
        }),
        context.language,
      ),
  });

  api.define({
    method: 'get',
    path: `${base}/statement`,
    summary: "The account's journal, newest first: each movement's kind, signed amount and balance after",
    tag,
    auth: 'bearer',
    query: ZPrepaidStatementQuerySchema,
    response: ZPrepaidStatementSchema,
    handler: ({ query, context }) =>
      prepaidStatement({ db, customerId: customerIdOf(context), page: query.page, pageSize: query.pageSize }),
  });
}
