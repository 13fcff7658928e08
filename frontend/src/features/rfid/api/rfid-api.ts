import type { z } from 'zod';
import type { TCentre, ZCentreListSchema } from '@mflow/contracts/appointments/appointments.contract';
import type { ZFiledCaseSchema } from '@mflow/contracts/cases/case.contract';
import type { TFileRfidRequest, TVisitorRfidRequest, ZRfidCaseSchema } from '@mflow/contracts/cases/rfid.contract';
import { CASE_TRACKING_HEADER } from '@mflow/contracts/cases/visitor-cases.contract';
import type { TVehicleList } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { portalApi } from '../../../shared/api/portal-api';

/* RFID installation requests (docs/decisions/0074-rfid-requests.md): the member's with the bearer token, a visitor's with the access key. */

export type TFiledRfid = z.infer<typeof ZFiledCaseSchema>;
type TActiveVehicle = TVehicleList['items'][number];

const silently = { onError: 'silent' as const };

export function listCentres(signal: AbortSignal): Promise<TCentre[]> {
  return portalApi
    .request<z.infer<typeof ZCentreListSchema>>('/appointmentservice/api/v1/centres', { auth: 'bearerOrAccessKey', signal })
    .then((answer) => answer.items);
}

/** The member's ACTIVE vehicles: the only ones a tag may be asked for. */
export function listActiveVehicles(signal: AbortSignal): Promise<TActiveVehicle[]> {
  return portalApi
    .request<TVehicleList>('/vehicleservice/api/v1/vehicles?status=ACTIVE', { auth: 'bearer', signal })
    .then((answer) => answer.items);
}

export function fileMemberRfid(body: TFileRfidRequest): Promise<TFiledRfid> {
  return portalApi.request('/caseservice/api/v1/rfid', { method: 'POST', auth: 'bearer', ...silently, body });
}

export function fileVisitorRfid(body: TVisitorRfidRequest): Promise<TFiledRfid> {
  return portalApi.request('/caseservice/api/v1/public/rfid', { method: 'POST', auth: 'accessKey', ...silently, body });
}

export type TRfidCase = z.infer<typeof ZRfidCaseSchema>;

const memberCase = (caseNo: string) => `/caseservice/api/v1/rfid/${encodeURIComponent(caseNo)}`;

export function getMemberRfid(caseNo: string, signal: AbortSignal): Promise<TRfidCase> {
  return portalApi.request(memberCase(caseNo), { auth: 'bearer', signal });
}

export function cancelMemberRfid(caseNo: string): Promise<TRfidCase> {
  return portalApi.request(`${memberCase(caseNo)}/cancel`, { method: 'POST', auth: 'bearer', ...silently });
}

/**
 * The fitted tag becomes a payment method, registered to the card-holder ID given or else the
 * member's own; the payment-method rules' refusals come back for the page to show.
 */
export function addFittedTag(caseNo: string, verificationToken: string, holderId: string): Promise<TRfidCase> {
  return portalApi.request(`${memberCase(caseNo)}/payment-method`, {
    method: 'POST',
    auth: 'bearer',
    ...silently,
    body: holderId ? { verificationToken, holderId } : { verificationToken },
  });
}

const visitorCase = (caseNo: string) => `/caseservice/api/v1/public/rfid/${encodeURIComponent(caseNo)}`;
const tracking = (token: string) => ({ auth: 'accessKey' as const, headers: { [CASE_TRACKING_HEADER]: token } });

/** The visitor's request, read under the case's tracking session (the code sent to the contact it holds). */
export function getVisitorRfid(caseNo: string, token: string, signal: AbortSignal): Promise<TRfidCase> {
  return portalApi.request(visitorCase(caseNo), { ...tracking(token), signal });
}

export function cancelVisitorRfid(caseNo: string, token: string, text: string | undefined): Promise<TRfidCase> {
  return portalApi.request(`${visitorCase(caseNo)}/cancel`, {
    method: 'POST',
    ...tracking(token),
    ...silently,
    body: text ? { text } : {},
  });
}
