import type { z } from 'zod';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TOtpResponse } from '@mflow/contracts/otp/otp.contract';
import {
  CASE_TRACKING_HEADER,
  type ZCaseTrackingCodeResponseSchema,
  type ZCaseTrackingSessionSchema,
  type ZVisitorDisputeVerifyResponseSchema,
} from '@mflow/contracts/cases/visitor-cases.contract';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import { portalApi } from '../../../shared/api/portal-api';

/*
 * The visitor's calls for disputes and case tracking (docs/decisions/0053-visitor-case-proofs.md):
 * all with the access key; a tracked case's calls carry its tracking session.
 */

const base = '/caseservice/api/v1/public';

export type TInvoiceProof = { invoiceNo?: string; refCode?: string; plate: string; province: string };
export type TVerified = z.infer<typeof ZVisitorDisputeVerifyResponseSchema>;
export type TFiled = { caseNo: string; status: string; deadlineDate: string };
export type TChannel = 'EMAIL' | 'SMS';

const channelOf = (contact: string): TChannel => (contact.includes('@') ? 'EMAIL' : 'SMS');

export function requestDisputeCode(proof: TInvoiceProof, contact: string): Promise<TOtpResponse> {
  return portalApi.request(`${base}/disputes/code`, {
    method: 'POST',
    auth: 'accessKey',
    body: { ...proof, channel: channelOf(contact), contact },
  });
}

export function verifyDisputeCode(proof: TInvoiceProof, contact: string, otpReference: string, otp: string): Promise<TVerified> {
  return portalApi.request(`${base}/disputes/verify`, {
    method: 'POST',
    auth: 'accessKey',
    body: { ...proof, contact, otpReference, otp },
  });
}

export function fileVisitorDispute(body: object, idempotencyKey: string): Promise<TFiled> {
  return portalApi.request(`${base}/disputes`, { method: 'POST', auth: 'accessKey', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** An evidence photo or bank book, uploaded online: the case claims it when it is filed. */
export function uploadEvidence(file: File): Promise<TUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return portalApi.request('/fileservice/api/v1/online/uploadFile', { method: 'POST', auth: 'accessKey', body });
}

export function requestTrackingCode(caseNo: string, channel: TChannel): Promise<z.infer<typeof ZCaseTrackingCodeResponseSchema>> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}/code`, { method: 'POST', auth: 'accessKey', body: { channel } });
}

export function openTrackingSession(
  caseNo: string,
  body: { channel: TChannel; otpReference: string; otp: string },
): Promise<z.infer<typeof ZCaseTrackingSessionSchema>> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}/session`, { method: 'POST', auth: 'accessKey', body });
}

const tracking = (token: string) => ({ auth: 'accessKey' as const, headers: { [CASE_TRACKING_HEADER]: token } });

export function trackedCase(caseNo: string, token: string): Promise<TCaseDetail> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}`, tracking(token));
}

export function replyToTrackedCase(caseNo: string, token: string, text: string, fileIds: string[]): Promise<TCaseDetail> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}/messages`, {
    method: 'POST',
    ...tracking(token),
    body: { text, fileIds },
  });
}

export function withdrawTrackedCase(caseNo: string, token: string): Promise<TCaseDetail> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}/withdraw`, { method: 'POST', ...tracking(token) });
}

/** Reopens the visitor's resolved complaint, with their reason if given; a refusal is shown on the page. */
export function reopenTrackedComplaint(caseNo: string, token: string, text: string | undefined): Promise<unknown> {
  return portalApi.request(`${base}/cases/${encodeURIComponent(caseNo)}/reopen`, {
    method: 'POST',
    ...tracking(token),
    onError: 'silent',
    body: text ? { text } : {},
  });
}

export function trackedCaseFile(caseNo: string, token: string, fileId: string): Promise<Blob> {
  return portalApi.download(`${base}/cases/${encodeURIComponent(caseNo)}/files/${fileId}`, tracking(token));
}
