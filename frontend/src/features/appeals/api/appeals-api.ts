import type { z } from 'zod';
import type {
  TAppealBookingRequest,
  TFileAppealRequest,
  ZAppealAppointmentSchema,
  ZFiledAppealSchema,
} from '@mflow/contracts/cases/appeal.contract';
import type {
  TAppointmentLookupRequest,
  TAppointmentView,
  TCentre,
  ZCentreListSchema,
  ZOfferedSlotListSchema,
} from '@mflow/contracts/appointments/appointments.contract';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { CASE_TRACKING_HEADER } from '@mflow/contracts/cases/visitor-cases.contract';
import type { TOtpResponse } from '@mflow/contracts/otp/otp.contract';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import { portalApi } from '../../../shared/api/portal-api';

/*
 * Appeals of toll notices and their appointments (docs/decisions/0059-appointment-slots.md,
 * 0060-notice-appeals.md): the member's calls with the bearer token, a visitor's with the access
 * key and, once the appeal is filed, the case's tracking session (decision 0053).
 */

export type { TAppointmentView, TCentre };
export type TOfferedSlot = z.infer<typeof ZOfferedSlotListSchema>['items'][number];
export type TFiledAppeal = z.infer<typeof ZFiledAppealSchema>;
export type TAppealAppointment = z.infer<typeof ZAppealAppointmentSchema>;
export type TChannel = 'EMAIL' | 'SMS';
export type TNoticeProof = { noticeNo: string; plate: string; province: string };

const APPOINTMENTS = '/appointmentservice/api/v1';
const CASES = '/caseservice/api/v1';
const silently = { onError: 'silent' as const };

export const channelOf = (contact: string): TChannel => (contact.includes('@') ? 'EMAIL' : 'SMS');

export function listCentres(signal: AbortSignal): Promise<TCentre[]> {
  return portalApi
    .request<z.infer<typeof ZCentreListSchema>>(`${APPOINTMENTS}/centres`, { auth: 'bearerOrAccessKey', signal })
    .then((answer) => answer.items);
}

/** The slots a centre offers between two Bangkok dates (at most 31 days), with the seats left. */
export function offeredSlots(centreCode: string, from: string, to: string, signal: AbortSignal): Promise<TOfferedSlot[]> {
  const query = new URLSearchParams({ from, to }).toString();
  return portalApi
    .request<z.infer<typeof ZOfferedSlotListSchema>>(`${APPOINTMENTS}/centres/${encodeURIComponent(centreCode)}/slots?${query}`, {
      auth: 'bearerOrAccessKey',
      signal,
    })
    .then((answer) => answer.items);
}

/** An appointment by its number and plate; "appointment not found" is shown on the page. */
export function lookUpAppointment(request: TAppointmentLookupRequest): Promise<TAppointmentView> {
  return portalApi.request(`${APPOINTMENTS}/appointments/lookup`, {
    method: 'POST',
    auth: 'bearerOrAccessKey',
    ...silently,
    body: request,
  });
}

/** The key, made once per form, makes a second click answer the same appeal. */
export function fileMemberAppeal(request: TFileAppealRequest, idempotencyKey: string): Promise<TFiledAppeal> {
  return portalApi.request(`${CASES}/appeals`, {
    method: 'POST',
    auth: 'bearer',
    ...silently,
    headers: { 'Idempotency-Key': idempotencyKey },
    body: request,
  });
}

export function requestVisitorAppealCode(proof: TNoticeProof, contact: string): Promise<TOtpResponse> {
  return portalApi.request(`${CASES}/public/appeals/code`, {
    method: 'POST',
    auth: 'accessKey',
    body: { ...proof, channel: channelOf(contact), contact },
  });
}

export type TVisitorAppealVerified = { verificationToken: string };

export function verifyVisitorAppealCode(
  proof: TNoticeProof,
  contact: string,
  otpReference: string,
  otp: string,
): Promise<TVisitorAppealVerified> {
  return portalApi.request(`${CASES}/public/appeals/verify`, {
    method: 'POST',
    auth: 'accessKey',
    body: { ...proof, contact, otpReference, otp },
  });
}

export function fileVisitorAppeal(body: object, idempotencyKey: string): Promise<TFiledAppeal> {
  return portalApi.request(`${CASES}/public/appeals`, {
    method: 'POST',
    auth: 'accessKey',
    ...silently,
    headers: { 'Idempotency-Key': idempotencyKey },
    body,
  });
}

/** A member's file with the bearer token; a visitor's online, claimed by the appeal when it is filed. */
export function uploadAppealFile(file: File, member: boolean): Promise<TUploadResponse> {
  const body = new FormData();
  if (member) body.append('documentType', 'CASE_EVIDENCE');
  body.append('file', file);
  return member
    ? portalApi.request('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body })
    : portalApi.request('/fileservice/api/v1/online/uploadFile', { method: 'POST', auth: 'accessKey', body });
}

export function requestTrackingCode(caseNo: string, channel: TChannel): Promise<{ otpReference: string; sentTo: string }> {
  return portalApi.request(`${CASES}/public/cases/${encodeURIComponent(caseNo)}/code`, {
    method: 'POST',
    auth: 'accessKey',
    body: { channel },
  });
}

export function openTrackingSession(
  caseNo: string,
  body: { channel: TChannel; otpReference: string; otp: string },
): Promise<{ trackingToken: string }> {
  return portalApi.request(`${CASES}/public/cases/${encodeURIComponent(caseNo)}/session`, { method: 'POST', auth: 'accessKey', body });
}

/**
 * Book, move and cancel an appeal's appointment: the member's own, or a visitor's with the case's
 * tracking session. Refusals (a full slot, less than 24 hours before) are shown where the action was.
 */
export type TBookingCalls = {
  book(request: TAppealBookingRequest): Promise<TAppealAppointment>;
  reschedule(request: TAppealBookingRequest): Promise<TAppealAppointment>;
  cancel(): Promise<TCaseDetail>;
};

export function memberBooking(caseNo: string): TBookingCalls {
  const path = `${CASES}/appeals/${encodeURIComponent(caseNo)}/appointment`;
  return {
    book: (body) => portalApi.request(path, { method: 'POST', auth: 'bearer', ...silently, body }),
    reschedule: (body) => portalApi.request(path, { method: 'PUT', auth: 'bearer', ...silently, body }),
    cancel: () => portalApi.request(path, { method: 'DELETE', auth: 'bearer', ...silently }),
  };
}

export function visitorBooking(caseNo: string, trackingToken: string): TBookingCalls {
  const path = `${CASES}/public/cases/${encodeURIComponent(caseNo)}/appointment`;
  const tracking = { auth: 'accessKey' as const, ...silently, headers: { [CASE_TRACKING_HEADER]: trackingToken } };
  return {
    book: (body) => portalApi.request(path, { method: 'POST', ...tracking, body }),
    reschedule: (body) => portalApi.request(path, { method: 'PUT', ...tracking, body }),
    cancel: () => portalApi.request(path, { method: 'DELETE', ...tracking }),
  };
}

export type TMemberNotice = { noticeNo: string; status: string; dueDate: string; plate: string | null };

/** The member's notices, to choose the one to appeal. */
export function memberNotices(signal: AbortSignal): Promise<TMemberNotice[]> {
  return portalApi
    .request<{ notices: TMemberNotice[] }>('/invoiceservice/api/v1/notices', { auth: 'bearer', signal })
    .then((answer) => answer.notices);
}
