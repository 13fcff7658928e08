import type { z } from 'zod';
import type {
  TCaseDetail,
  TFileDisputeRequest,
  ZCaseListSchema,
  ZEligiblePassagesSchema,
  ZFiledCaseSchema,
} from '@mflow/contracts/cases/case.contract';
import type { ZInvoicePageSchema } from '@mflow/contracts/billing/invoice.contract';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TCaseList = z.infer<typeof ZCaseListSchema>;
export type { TCaseDetail };
export type TCaseEvent = TCaseDetail['timeline'][number];
export type TEligible = z.infer<typeof ZEligiblePassagesSchema>;
export type TEligiblePassage = TEligible['passages'][number];
export type TFiledCase = z.infer<typeof ZFiledCaseSchema>;
export type TInvoiceChoice = z.infer<typeof ZInvoicePageSchema>['invoices'][number];

const CASES = '/caseservice/api/v1';

/** One page of the member's cases, newest first. */
export function listCases(page: number, pageSize: number, signal: AbortSignal): Promise<TCaseList> {
  return portalApi.request<TCaseList>(`${CASES}/cases?page=${page}&pageSize=${pageSize}`, { auth: 'bearer', signal });
}

/** One of the member's cases; "not found" is shown on the page. */
export function getCase(caseNo: string, signal: AbortSignal): Promise<TCaseDetail> {
  return portalApi.request<TCaseDetail>(`${CASES}/cases/${encodeURIComponent(caseNo)}`, { auth: 'bearer', onError: 'silent', signal });
}

export function replyToCase(caseNo: string, body: { text: string; fileIds: string[] }): Promise<TCaseDetail> {
  return portalApi.request<TCaseDetail>(`${CASES}/cases/${encodeURIComponent(caseNo)}/messages`, {
    method: 'POST',
    auth: 'bearer',
    onError: 'silent',
    body,
  });
}

/** Reopens the member's resolved complaint, with their reason if given; a refusal is shown on the page. */
export function reopenComplaint(caseNo: string, text: string | undefined): Promise<unknown> {
  return portalApi.request(`${CASES}/cases/${encodeURIComponent(caseNo)}/reopen`, {
    method: 'POST',
    auth: 'bearer',
    onError: 'silent',
    body: text ? { text } : {},
  });
}

export function withdrawCase(caseNo: string): Promise<TCaseDetail> {
  return portalApi.request<TCaseDetail>(`${CASES}/cases/${encodeURIComponent(caseNo)}/withdraw`, { method: 'POST', auth: 'bearer' });
}

/** The invoice's passages and whether each may be disputed; a refusal is shown on the page. */
export function getEligible(invoiceNo: string, signal: AbortSignal): Promise<TEligible> {
  return portalApi.request<TEligible>(`${CASES}/disputes/eligible?invoiceNo=${encodeURIComponent(invoiceNo)}`, {
    auth: 'bearer',
    onError: 'silent',
    signal,
  });
}

/** Files the dispute; the key, made once per form, makes a second click answer the same case. */
export function fileDispute(request: TFileDisputeRequest, idempotencyKey: string): Promise<TFiledCase> {
  return portalApi.request<TFiledCase>(`${CASES}/disputes`, {
    method: 'POST',
    auth: 'bearer',
    onError: 'silent',
    headers: { 'Idempotency-Key': idempotencyKey },
    body: request,
  });
}

/** The member's latest invoices, to choose the one to dispute. */
export function latestInvoices(signal: AbortSignal): Promise<TInvoiceChoice[]> {
  return portalApi
    .request<z.infer<typeof ZInvoicePageSchema>>('/invoiceservice/api/v1/invoices?page=1&pageSize=50', { auth: 'bearer', signal })
    .then((answer) => answer.invoices);
}

/** A case's file (evidence, or the bank-book copy), uploaded before the form is sent and then named by its id. */
export function uploadCaseFile(documentType: 'CASE_EVIDENCE' | 'BANK_BOOK', file: File): Promise<TUploadResponse> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file);
  return portalApi.request<TUploadResponse>('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body });
}

/** The credit note a refund issued, as PDF. */
export function downloadCreditNote(paymentId: string, creditNoteNo: string): Promise<Blob> {
  return portalApi.download(
    `/invoiceservice/api/v1/payments/${encodeURIComponent(paymentId)}/creditnotes/${encodeURIComponent(creditNoteNo)}/pdf`,
    { auth: 'bearer' },
  );
}
