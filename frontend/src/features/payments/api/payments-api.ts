import type { z } from 'zod';
import type { ZInvoiceDetailSchema, ZPublicInvoiceListSchema } from '@mflow/contracts/billing/invoice.contract';
import type { TPayLinkInvoice } from '@mflow/contracts/payment/pay-link.contract';
import type { ZPaymentMethodListSchema } from '@mflow/contracts/payment/payment-method.contract';
import type { TPaymentAnswer, TPaymentView, TVisitorPaymentView } from '@mflow/contracts/payment/payments.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TPayableInvoice = Pick<z.infer<typeof ZInvoiceDetailSchema>, 'invoiceNo' | 'status' | 'totalAmount' | 'dueDate' | 'plate'>;
export type TSavedMethod = z.infer<typeof ZPaymentMethodListSchema>['items'][number];
/** A visitor's payment also carries its receipt with the verification code, once PAID. */
export type TPayment = TPaymentView & Partial<Pick<TVisitorPaymentView, 'receipt'>>;
export type TPaymentStart = TPaymentAnswer;
export type { TPayLinkInvoice };
export type TPayChannel = { channel: 'SAVED'; paymentMethodId: string } | { channel: 'CARD' } | { channel: 'QR' };

const BASE = '/invoiceservice/api/v1';

/** The invoice to pay: the member's own, or for a visitor the open invoice a number leads to (its replacement when cancelled). */
export async function getPayableInvoice(invoiceNo: string, member: boolean, signal: AbortSignal): Promise<TPayableInvoice> {
  if (member)
    return portalApi.request<TPayableInvoice>(`${BASE}/invoices/${encodeURIComponent(invoiceNo)}`, {
      auth: 'bearer',
      onError: 'silent',
      signal,
    });
  const answer = await portalApi.request<z.infer<typeof ZPublicInvoiceListSchema>>(
    `${BASE}/public/invoices?${new URLSearchParams({ invoiceNo }).toString()}`,
    {
      auth: 'accessKey',
      onError: 'silent',
      signal,
    },
  );
  const [found] = answer.invoices;
  if (!found) throw new Error('no open invoice');
  return found;
}

export function getSavedMethods(signal: AbortSignal): Promise<TSavedMethod[]> {
  return portalApi
    .request<z.infer<typeof ZPaymentMethodListSchema>>('/customerservice/api/v1/paymentmethods', { auth: 'bearer', signal })
    .then((answer) => answer.items);
}

export type TPaymentStartRequest = { invoiceNos: string[]; member: boolean; pay: TPayChannel; idempotencyKey: string };

/**
 * Starts paying. `idempotencyKey` is made once per payment intent on the page, so a double click
 * or a retry after a lost answer is the same request and never a second charge. A page that shows
 * a refusal itself asks for it `silent`.
 */
export function startPayment(options: TPaymentStartRequest & { onError?: 'modal' | 'silent' }): Promise<TPaymentStart> {
  const { invoiceNos, member, pay, idempotencyKey, onError } = options;
  return portalApi.request<TPaymentStart>(member ? `${BASE}/payments` : `${BASE}/public/payments`, {
    method: 'POST',
    auth: member ? 'bearer' : 'accessKey',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: { invoiceNos, ...pay },
    ...(onError ? { onError } : {}),
  });
}

/** A payment as it stands: the member's own, or a visitor's by its id, an invoice number it pays and the key it was answered with. */
export function getPayment(options: {
  paymentId: string;
  invoiceNo: string | null;
  resultKey: string | null;
  member: boolean;
  signal?: AbortSignal;
}): Promise<TPayment> {
  const { paymentId, invoiceNo, resultKey, member, signal } = options;
  const path = member
    ? `${BASE}/payments/${encodeURIComponent(paymentId)}`
    : `${BASE}/public/payments/${encodeURIComponent(paymentId)}?${new URLSearchParams({ invoiceNo: invoiceNo ?? '', key: resultKey ?? '' }).toString()}`;
  return portalApi.request<TPayment>(path, { auth: member ? 'bearer' : 'accessKey', onError: 'silent', ...(signal ? { signal } : {}) });
}

export function paymentResultPath(paymentId: string, invoiceNo: string, resultKey?: string): string {
  return `/paymentresult?${new URLSearchParams({ paymentId, invoiceNo, ...(resultKey ? { key: resultKey } : {}) }).toString()}`;
}

/** The non-line payment path (requirements/portal-shell.md#always-available-routes): the link's token is the only credential, so these calls carry no access key. */
const payLinkPath = (token: string) => `${BASE}/paylinks/${encodeURIComponent(token)}`;

export function getPayLinkInvoice(token: string, signal: AbortSignal): Promise<TPayLinkInvoice> {
  return portalApi.request<TPayLinkInvoice>(payLinkPath(token), { auth: 'none', onError: 'silent', signal });
}

export function payByLink(options: { token: string; channel: 'CARD' | 'QR'; idempotencyKey: string }): Promise<TPaymentStart> {
  return portalApi.request<TPaymentStart>(`${payLinkPath(options.token)}/payments`, {
    method: 'POST',
    auth: 'none',
    headers: { 'Idempotency-Key': options.idempotencyKey },
    body: { channel: options.channel },
  });
}

export function getPayLinkPayment(token: string, paymentId: string, signal: AbortSignal): Promise<TPayment> {
  return portalApi.request<TPayment>(`${payLinkPath(token)}/payments/${encodeURIComponent(paymentId)}`, {
    auth: 'none',
    onError: 'silent',
    signal,
  });
}
