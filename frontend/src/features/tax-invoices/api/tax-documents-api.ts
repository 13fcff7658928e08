import type { TTaxDocument, TTaxDocumentPage, TTaxDocumentResend } from '@mflow/contracts/payment/tax-documents.contract';
import { portalApi } from '../../../shared/api/portal-api';

const BASE = '/invoiceservice/api/v1';

/** One page of the member's tax invoices and credit notes for the query the search form built. */
export function searchTaxDocuments(query: URLSearchParams, signal: AbortSignal): Promise<TTaxDocumentPage> {
  return portalApi.request<TTaxDocumentPage>(`${BASE}/taxdocuments?${query.toString()}`, { auth: 'bearer', signal });
}

/** A visitor's tax invoice by its number and the buyer's tax ID; a miss is the page's to show. */
export function findVisitorTaxInvoice(query: { taxInvoiceNo: string; taxId: string }): Promise<TTaxDocument> {
  return portalApi.request<TTaxDocument>(`${BASE}/public/taxinvoices?${new URLSearchParams(query).toString()}`, {
    auth: 'accessKey',
    onError: 'silent',
  });
}

/** A document's PDF, by the path the API answered: the member's with the bearer token, a visitor's with the access key. */
export function downloadTaxDocument(path: string, member: boolean): Promise<Blob> {
  return portalApi.download(path, { auth: member ? 'bearer' : 'accessKey' });
}

/** E-mails the document again to the address it has; the answer names that address, masked. */
export function resendTaxDocument(path: string, member: boolean): Promise<TTaxDocumentResend> {
  return portalApi.request<TTaxDocumentResend>(path, { method: 'POST', auth: member ? 'bearer' : 'accessKey', onError: 'silent' });
}
