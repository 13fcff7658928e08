import type { TPrepaidAccountView, TPrepaidClosing, TPrepaidCloseRequest } from '@mflow/contracts/payment/prepaid.contract';
import { portalApi } from '../../../shared/api/portal-api';

const BASE = '/invoiceservice/api/v1/prepaid';

export function getPrepaidAccount(signal?: AbortSignal): Promise<TPrepaidAccountView> {
  return portalApi.request<TPrepaidAccountView>(BASE, { auth: 'bearer', signal });
}

/** The bank-book copy, uploaded as the member's own file, as a dispute's refund takes it. */
export function uploadBankBook(file: File): Promise<{ fileId: string }> {
  const body = new FormData();
  body.append('documentType', 'BANK_BOOK');
  body.append('file', file);
  return portalApi.request<{ fileId: string }>('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body });
}

/** One key per closing form: a second click or a retry after a lost answer is the same closing. */
export function closePrepaidAccount(request: TPrepaidCloseRequest, idempotencyKey: string): Promise<TPrepaidClosing> {
  return portalApi.request<TPrepaidClosing>(`${BASE}/closing`, {
    method: 'POST',
    auth: 'bearer',
    body: request,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
