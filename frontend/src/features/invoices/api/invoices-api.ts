import type { z } from 'zod';
import type {
  TInvoiceSearchQuery,
  ZAccrualsSchema,
  ZInvoiceDetailSchema,
  ZInvoicePageSchema,
  ZLinePageSchema,
  ZMemberInvoiceDetailSchema,
  ZPassageHistorySchema,
  ZPublicInvoiceListSchema,
} from '@mflow/contracts/billing/invoice.contract';
import type { TBillPaymentSlip } from '@mflow/contracts/payment/bill-payment-slip.contract';
import { portalApi } from '../../../shared/api/portal-api';
import { searchParamsOf, type TPublicSearch } from './invoice-queries';

export type TAccruals = z.infer<typeof ZAccrualsSchema>;
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetailSchema>;
export type TMemberInvoiceDetail = z.infer<typeof ZMemberInvoiceDetailSchema>;
export type TLinePage = z.infer<typeof ZLinePageSchema>;
export type TVehicleTotal = TAccruals['vehicles'][number];
/** One page of a fleet's totals per vehicle, as the accruals and a member's invoice answer them. */
export type TVehicleTotalsPage = Pick<TAccruals, 'vehicles' | 'vehicleCount' | 'vehiclePage' | 'vehiclePageSize'>;
/** Which vehicles' totals to show: plates containing `plate`, one page of them. */
export type TVehicleTotalsQuery = { plate?: string | undefined; vehiclePage?: number | undefined };
/** Which lines to show: one vehicle's, from a cursor. */
export type TLinePageQuery = { plate?: string | undefined; province?: string | undefined; cursor?: string | undefined };
export type TInvoicePage = z.infer<typeof ZInvoicePageSchema>;
export type TInvoiceSummary = TInvoicePage['invoices'][number];
export type TTollTransaction = TInvoiceDetail['lines'][number];
export type TUpcomingStep = TInvoiceDetail['upcoming'][number];
export type TInvoiceRemark = TInvoiceDetail['remarks'][number];
export type { TBillPaymentSlip };

const BASE = '/invoiceservice/api/v1';

function paramsOf(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The member's passages not yet invoiced: the totals, the cut and the due date ahead, and one page of the totals per vehicle. */
export function getAccruals(signal: AbortSignal, query: TVehicleTotalsQuery = {}): Promise<TAccruals> {
  return portalApi.request<TAccruals>(`${BASE}/accruals${paramsOf(query)}`, { auth: 'bearer', signal });
}

/** One page of the accrued passages, of one vehicle when the query names it. */
export function getAccrualLines(query: TLinePageQuery, signal: AbortSignal): Promise<TLinePage> {
  return portalApi.request<TLinePage>(`${BASE}/accruals/lines${paramsOf(query)}`, { auth: 'bearer', signal });
}

/** The invoice search (requirements/billing.md#invoice-search) over the member's invoices, newest first. */
export function searchInvoices(query: TInvoiceSearchQuery, signal: AbortSignal): Promise<TInvoicePage> {
  return portalApi.request<TInvoicePage>(`${BASE}/invoices?${searchParamsOf(query).toString()}`, { auth: 'bearer', signal });
}

/** One of the member's invoices with one page of its totals per vehicle; "not found" is shown on the page, not in the modal. */
export function getInvoice(invoiceNo: string, signal: AbortSignal, query: TVehicleTotalsQuery = {}): Promise<TMemberInvoiceDetail> {
  return portalApi.request<TMemberInvoiceDetail>(`${BASE}/invoices/${encodeURIComponent(invoiceNo)}${paramsOf(query)}`, {
    auth: 'bearer',
    onError: 'silent',
    signal,
  });
}

/** One page of one of the member's invoices' lines, of one vehicle when the query names it. */
export function getInvoiceLines(invoiceNo: string, query: TLinePageQuery, signal: AbortSignal): Promise<TLinePage> {
  return portalApi.request<TLinePage>(`${BASE}/invoices/${encodeURIComponent(invoiceNo)}/lines${paramsOf(query)}`, {
    auth: 'bearer',
    signal,
  });
}

/** A spreadsheet of lines: CSV, or an Excel workbook. */
export type TExportFormat = 'csv' | 'xlsx';

/** The member's invoice's lines as a spreadsheet, by vehicle with subtotals. */
export function downloadInvoiceLines(invoiceNo: string, format: TExportFormat): Promise<Blob> {
  return portalApi.download(`${BASE}/invoices/${encodeURIComponent(invoiceNo)}/lines.${format}`, { auth: 'bearer' });
}

/** One page of the member's passages between two Bangkok dates, newest first. */
export function getPassageHistory(
  range: { from: string; to: string; plate?: string | undefined; cursor?: string | undefined },
  signal: AbortSignal,
): Promise<z.infer<typeof ZPassageHistorySchema>> {
  return portalApi.request<z.infer<typeof ZPassageHistorySchema>>(`${BASE}/passages${paramsOf(range)}`, { auth: 'bearer', signal });
}

/** The member's passages between two Bangkok dates as a spreadsheet, by vehicle with subtotals. */
export function downloadPassages(range: { from: string; to: string; plate?: string | undefined }, format: TExportFormat): Promise<Blob> {
  return portalApi.download(`${BASE}/passages.${format}${paramsOf(range)}`, { auth: 'bearer' });
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
