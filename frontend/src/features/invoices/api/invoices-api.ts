import type { z } from 'zod';
import type {
  TInvoiceSearchQuery,
  ZAccrualsSchema,
  ZInvoiceDetailSchema,
  ZInvoicePageSchema,
  ZPassageHistorySchema,
  ZPublicInvoiceListSchema,
  ZTollNoticeListSchema,
} from '@mflow/contracts/billing/invoice.contract';
import type { TBillPaymentSlip } from '@mflow/contracts/payment/bill-payment-slip.contract';
import { portalApi } from '../../../shared/api/portal-api';
import { searchParamsOf, type TPublicSearch } from './invoice-queries';

export type TAccruals = z.infer<typeof ZAccrualsSchema>;
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetailSchema>;
export type TInvoicePage = z.infer<typeof ZInvoicePageSchema>;
export type TInvoiceSummary = TInvoicePage['invoices'][number];
export type TTollTransaction = TInvoiceDetail['lines'][number];
export type TUpcomingStep = TInvoiceDetail['upcoming'][number];
export type TInvoiceRemark = TInvoiceDetail['remarks'][number];
export type { TBillPaymentSlip };
export type TTollNotice = z.infer<typeof ZTollNoticeListSchema>['notices'][number];

const BASE = '/invoiceservice/api/v1';

/** The member's passages not yet invoiced, grouped by vehicle, with the cut and the due date ahead. */
export function getAccruals(signal: AbortSignal): Promise<TAccruals> {
  return portalApi.request<TAccruals>(`${BASE}/accruals`, { auth: 'bearer', signal });
}

/** The invoice search (requirements/billing.md#invoice-search) over the member's invoices, newest first. */
export function searchInvoices(query: TInvoiceSearchQuery, signal: AbortSignal): Promise<TInvoicePage> {
  return portalApi.request<TInvoicePage>(`${BASE}/invoices?${searchParamsOf(query).toString()}`, { auth: 'bearer', signal });
}

/** One of the member's invoices; "not found" is shown on the page, not in the modal. */
export function getInvoice(invoiceNo: string, signal: AbortSignal): Promise<TInvoiceDetail> {
  return portalApi.request<TInvoiceDetail>(`${BASE}/invoices/${encodeURIComponent(invoiceNo)}`, {
    auth: 'bearer',
    onError: 'silent',
    signal,
  });
}

/** The member's passages between two Bangkok dates, newest first. */
export function getPassageHistory(
  range: { from: string; to: string; plate?: string | undefined },
  signal: AbortSignal,
): Promise<TTollTransaction[]> {
  const params = new URLSearchParams({ from: range.from, to: range.to });
  if (range.plate) params.set('plate', range.plate);
  return portalApi
    .request<z.infer<typeof ZPassageHistorySchema>>(`${BASE}/passages?${params.toString()}`, { auth: 'bearer', signal })
    .then((answer) => answer.passages);
}

/** The member's toll notices (notification letters), newest first. */
export function getNotices(signal: AbortSignal): Promise<TTollNotice[]> {
  return portalApi
    .request<z.infer<typeof ZTollNoticeListSchema>>(`${BASE}/notices`, { auth: 'bearer', signal })
    .then((answer) => answer.notices);
}

/**
 * A visitor's look-up of what is owed (access key). "No outstanding bills found" and a refused
 * search are shown beside the form, so the call stays silent.
 */
export function findOpenInvoices(search: TPublicSearch, signal?: AbortSignal): Promise<TInvoiceDetail[]> {
  const params = new URLSearchParams(search);
  return portalApi
    .request<z.infer<typeof ZPublicInvoiceListSchema>>(`${BASE}/public/invoices?${params.toString()}`, {
      auth: 'accessKey',
      onError: 'silent',
      signal,
    })
    .then((answer) => answer.invoices);
}

/** An open invoice's bill-payment references with the barcode and QR images: the member's own, or a visitor's by number. */
export function getBillPaymentSlip(invoiceNo: string, member: boolean, signal: AbortSignal): Promise<TBillPaymentSlip> {
  const path = `${BASE}${member ? '' : '/public'}/invoices/${encodeURIComponent(invoiceNo)}/billpayment`;
  return portalApi.request<TBillPaymentSlip>(path, { auth: member ? 'bearer' : 'accessKey', onError: 'silent', signal });
}

/** The invoice as PDF, at the path its slip names. */
export function downloadInvoicePdf(path: string, member: boolean): Promise<Blob> {
  return portalApi.download(path, { auth: member ? 'bearer' : 'accessKey' });
}
