import type { z } from 'zod';
import type { ZInvoiceListSchema, ZInvoiceSummarySchema } from '@mflow/contracts/billing/invoice.contract';
import type { TJobRunList, TJobRunStatus } from '@mflow/contracts/jobs/job-run.contract';
import type { TAppliedUnmatchedMoney, TUnmatchedMoney, TUnmatchedMoneyStatus } from '@mflow/contracts/payment/unmatched-money.contract';
import { QUEUE_PAGE_SIZE } from './staff-api';
import type { StaffApiClient } from './staff-api-client';

export type TInvoiceSummary = z.infer<typeof ZInvoiceSummarySchema>;
type TInvoiceList = z.infer<typeof ZInvoiceListSchema>;

/** What the staff invoice look-up takes: one customer's invoices, or one plate's non-member invoices. */
export type InvoiceSearch = { by: 'customer'; customerId: string } | { by: 'plate'; plate: string; province: string };

export type JobRunQuery = { job?: string | undefined; status?: TJobRunStatus | undefined; page: number };

/** The query string of an invoice search, the same for the API and the page's own address. */
export function invoiceSearchParams(search: InvoiceSearch): URLSearchParams {
  return search.by === 'customer'
    ? new URLSearchParams({ customerId: search.customerId })
    : new URLSearchParams({ plate: search.plate, province: search.province });
}

/** The jobs' history, for staff with the OPERATIONS role. */
export function listJobRuns(api: StaffApiClient, query: JobRunQuery, signal?: AbortSignal): Promise<TJobRunList> {
  const search = new URLSearchParams({ page: String(query.page), size: String(QUEUE_PAGE_SIZE) });
  if (query.job) search.set('job', query.job);
  if (query.status) search.set('status', query.status);
  return api.request<TJobRunList>(`/staffservice/api/v1/jobs/runs?${search}`, { auth: 'staff', signal });
}

/** Newest first; the server answers at most 200. */
export function listInvoicesForStaff(api: StaffApiClient, search: InvoiceSearch, signal?: AbortSignal): Promise<TInvoiceList> {
  return api.request<TInvoiceList>(`/staffservice/api/v1/invoices?${invoiceSearchParams(search)}`, { auth: 'staff', signal });
}

/** Answers the invoice that replaces the waived one: the toll alone, same stage and due date. */
export function waiveInvoiceFees(api: StaffApiClient, invoiceNo: string, reason: string): Promise<TInvoiceSummary> {
  return api.request<TInvoiceSummary>(`/staffservice/api/v1/invoices/${encodeURIComponent(invoiceNo)}/waiver`, {
    method: 'POST',
    body: { reason },
    auth: 'staff',
  });
}

/** Money at a counter that paid no invoice, newest first (APPROVER or CALL_CENTRE). */
export function listUnmatchedMoney(
  api: StaffApiClient,
  status: TUnmatchedMoneyStatus | undefined,
  signal?: AbortSignal,
): Promise<{ items: TUnmatchedMoney[] }> {
  const search = status ? `?${new URLSearchParams({ status })}` : '';
  return api.request<{ items: TUnmatchedMoney[] }>(`/staffservice/api/v1/unmatched-money${search}`, { auth: 'staff', signal });
}

/** Applies amounts that together make an open invoice's total to it (APPROVER); answers the payment made. */
export function applyUnmatchedMoney(api: StaffApiClient, ids: string[], invoiceNo: string): Promise<TAppliedUnmatchedMoney> {
  return api.request<TAppliedUnmatchedMoney>('/staffservice/api/v1/unmatched-money/apply', {
    method: 'POST',
    body: { ids, invoiceNo },
    auth: 'staff',
  });
}
