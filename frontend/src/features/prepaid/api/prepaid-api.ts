import type { TPaymentMethodList, TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import type { TPaymentAnswer, TPaymentView } from '@mflow/contracts/payment/payments.contract';
import type {
  TPrepaidAccountView,
  TPrepaidSettingsRequest,
  TPrepaidStatement,
  TPrepaidTopUpRequest,
} from '@mflow/contracts/payment/prepaid.contract';
import { prepaidStatementPdfPath } from '@mflow/contracts/payment/prepaid-statement.contract';
import type { TDebitMode } from '@mflow/contracts/payment/payment-method-kinds';
import { ApiError } from '@mflow/ui/api/api-types';
import { portalApi } from '../../../shared/api/portal-api';

/* The member's prepaid M-Flow account (docs/decisions/0077): the pages show a refusal themselves, in the words the API answered. */

const BASE = '/invoiceservice/api/v1/prepaid';
const METHODS = '/customerservice/api/v1/paymentmethods';
const silently = { onError: 'silent' as const };

/** The member's open account, or null when they have none (ERR_PREPAID_0001). */
export function getPrepaidAccount(signal: AbortSignal): Promise<TPrepaidAccountView | null> {
  return portalApi.request<TPrepaidAccountView>(BASE, { auth: 'bearer', ...silently, signal }).catch((error: unknown) => {
    if (error instanceof ApiError && error.errors.some((item) => item.code === 'ERR_PREPAID_0001')) return null;
    throw error;
  });
}

export function openPrepaidAccount(debitMode: TDebitMode, verificationToken: string): Promise<TPrepaidAccountView> {
  return portalApi.request(BASE, { method: 'POST', auth: 'bearer', ...silently, body: { debitMode, verificationToken } });
}

export function savePrepaidSettings(body: TPrepaidSettingsRequest): Promise<TPrepaidAccountView> {
  return portalApi.request(`${BASE}/settings`, { method: 'PUT', auth: 'bearer', ...silently, body });
}

/** One top-up attempt: the key is made once per attempt, so a double click or a retry never charges twice. */
export function topUpPrepaid(body: TPrepaidTopUpRequest, idempotencyKey: string): Promise<TPaymentAnswer> {
  return portalApi.request(`${BASE}/topups`, {
    method: 'POST',
    auth: 'bearer',
    ...silently,
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/** The journal, newest first, a page at a time. */
export function getPrepaidStatement(page: number, pageSize: number, signal: AbortSignal): Promise<TPrepaidStatement> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) }).toString();
  return portalApi.request(`${BASE}/statement?${query}`, { auth: 'bearer', signal });
}

export function downloadPrepaidStatement(month: string): Promise<Blob> {
  return portalApi.download(prepaidStatementPdfPath(month), { auth: 'bearer' });
}

/** A top-up as it stands: a payment with no invoices. */
export function getTopUpPayment(paymentId: string, signal: AbortSignal): Promise<TPaymentView> {
  return portalApi.request(`/invoiceservice/api/v1/payments/${encodeURIComponent(paymentId)}`, { auth: 'bearer', ...silently, signal });
}

export function listMethods(signal: AbortSignal): Promise<TPaymentMethodView[]> {
  return portalApi.request<TPaymentMethodList>(METHODS, { auth: 'bearer', signal }).then((answer) => answer.items);
}

/** The primary-method change every method goes through (OTP step SET_MAIN_PAYMENT); the answer says from when it counts. */
export function makePrimary(paymentMethodId: string, verificationToken: string): Promise<TPaymentMethodView> {
  return portalApi.request(`${METHODS}/${encodeURIComponent(paymentMethodId)}/primary`, {
    method: 'PUT',
    auth: 'bearer',
    ...silently,
    body: { verificationToken },
  });
}

/** The refusal the API gave, in the page's language (the request carried it), or nothing to show of its own. */
export function refusalOf(error: unknown): string {
  return error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '';
}
