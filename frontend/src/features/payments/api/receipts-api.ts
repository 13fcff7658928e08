import type { z } from 'zod';
import type { ZPaymentHistorySchema } from '@mflow/contracts/payment/payments.contract';
import type { TReprint, TReprintQuery, TTaxInvoice, TVisitorTaxInvoiceRequest } from '@mflow/contracts/payment/receipts.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TPaymentHistory = z.input<typeof ZPaymentHistorySchema>;
export type TReprintedReceipt = TReprint['receipts'][number];

const BASE = '/invoiceservice/api/v1';

export function getPaymentHistory(page: number, signal: AbortSignal): Promise<TPaymentHistory> {
  return portalApi.request<TPaymentHistory>(`${BASE}/payments?${new URLSearchParams({ page: String(page) }).toString()}`, {
    auth: 'bearer',
    signal,
  });
}

/** Issues (or answers again) a payment's tax invoice, to the account's name and main invoice address. */
export function requestTaxInvoice(paymentId: string): Promise<TTaxInvoice> {
  return portalApi.request<TTaxInvoice>(`${BASE}/payments/${encodeURIComponent(paymentId)}/taxinvoice`, { method: 'POST', auth: 'bearer' });
}

/** A document the API answered a path for: the member's with the bearer token, a visitor's with the access key. */
export function downloadDocument(path: string, member: boolean): Promise<Blob> {
  return portalApi.download(path, { auth: member ? 'bearer' : 'accessKey' });
}

export function findReceipts(query: TReprintQuery): Promise<TReprint> {
  return portalApi.request<TReprint>(`${BASE}/public/receipts?${new URLSearchParams(query).toString()}`, {
    auth: 'accessKey',
    onError: 'silent',
  });
}

/** Issues (or answers again) the tax invoice of a receipt the visitor found, to the company they name. */
export function requestVisitorTaxInvoice(receiptNo: string, request: TVisitorTaxInvoiceRequest): Promise<TTaxInvoice> {
  return portalApi.request<TTaxInvoice>(`${BASE}/public/receipts/${encodeURIComponent(receiptNo)}/taxinvoice`, {
    method: 'POST',
    auth: 'accessKey',
    body: request,
  });
}
