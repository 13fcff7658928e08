import type { z } from 'zod';
import type { TComplaintLists, TComplaintRequest, ZFiledComplaintSchema } from '@mflow/contracts/cases/complaint.contract';
import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import { portalApi } from '../../../shared/api/portal-api';

export type TFiledComplaint = z.infer<typeof ZFiledComplaintSchema>;

export function getComplaintChoices(signal: AbortSignal): Promise<TComplaintLists> {
  return portalApi.request<TComplaintLists>('/caseservice/api/v1/public/complaints/choices', { auth: 'accessKey', signal });
}

/** A fresh proof-of-work challenge, as the widget takes it. */
export function getChallenge(): Promise<unknown> {
  return portalApi.request<unknown>('/challengeservice/api/v1/public/challenge', { auth: 'accessKey', background: true });
}

/** A member's complaint goes with their session, so it is theirs; a visitor's with the access key. */
export function fileComplaint(request: TComplaintRequest, signedIn: boolean): Promise<TFiledComplaint> {
  return portalApi.request<TFiledComplaint>('/caseservice/api/v1/complaints', {
    method: 'POST',
    body: request,
    auth: signedIn ? 'bearer' : 'accessKey',
  });
}

export function getOwnProfile(signal: AbortSignal): Promise<Pick<TCustomerView, 'firstName' | 'lastName' | 'email' | 'mobile'>> {
  return portalApi.request('/customerservice/api/v1/customer/current', { auth: 'bearer', signal, onError: 'silent' });
}
