import type { TActivateResponse, TRegistrationResponse } from '@mflow/contracts/customer/customer.contract';
import type { TRegistrationDocumentType as TDocumentType } from '@mflow/contracts/customer/documents';
import type { TRegistration, TVerifyIndividual } from '@mflow/contracts/customer/registration';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import type { TVerifyJuristicResponse } from '@mflow/contracts/registry/registry.contract';
import { sessionStore } from '@mflow/ui/storage/browser-storage';
import { portalApi } from '../../../shared/api/portal-api';
import { serverClock } from '../../../shared/time/server-clock';

const CUSTOMER_SERVICE = '/customerservice/api/v1';

/** requirements/wire-contract.md#calls: registration documents go up before there is an account, with the access key. */
export function uploadRegistrationDocument(file: File, documentType: TDocumentType): Promise<TUploadResponse> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file);
  return portalApi.request<TUploadResponse>('/fileservice/api/v1/online/uploadFile', { method: 'POST', auth: 'accessKey', body });
}

export function verifyIndividual(person: TVerifyIndividual): Promise<unknown> {
  return portalApi.request(`${CUSTOMER_SERVICE}/verifyIndividual`, { method: 'POST', auth: 'accessKey', body: person });
}

export function verifyJuristic(juristicId: string, juristicName?: string): Promise<TVerifyJuristicResponse> {
  return portalApi.request<TVerifyJuristicResponse>(`${CUSTOMER_SERVICE}/verifyJuristic`, {
    method: 'POST',
    auth: 'accessKey',
    body: juristicName ? { juristicId, juristicName } : { juristicId },
  });
}

export function submitRegistration(registration: TRegistration): Promise<TRegistrationResponse> {
  return portalApi.request<TRegistrationResponse>(`${CUSTOMER_SERVICE}/customer`, {
    method: 'POST',
    auth: 'accessKey',
    body: registration,
  });
}

export function resendActivationLink(email: string): Promise<unknown> {
  return portalApi.request(`${CUSTOMER_SERVICE}/resend/activate/link`, { method: 'POST', auth: 'accessKey', body: { email } });
}

export function activateEmail(token: string): Promise<TActivateResponse> {
  return portalApi.request<TActivateResponse>(`${CUSTOMER_SERVICE}/activate`, { method: 'POST', auth: 'accessKey', body: { token } });
}

/** Kept for the tab, so a reload on step 4 still shows where the link went (no personal data beyond the e-mail). */
const RESULT_KEY = 'registrationResult';
const CONSENT_KEY = 'registrationConsent';

export function storedResult(): TRegistrationResponse | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getItem(RESULT_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && 'email' in parsed && 'referenceCode' in parsed
      ? (parsed as TRegistrationResponse)
      : undefined;
  } catch {
    return undefined;
  }
}

export function storeResult(result: TRegistrationResponse | undefined): void {
  if (result) sessionStore.setItem(RESULT_KEY, JSON.stringify(result));
  else sessionStore.removeItem(RESULT_KEY);
}

/** requirements/accounts.md#contact-and-consent: the terms must be accepted (on /consent) before the registration form. */
export function consentGiven(): boolean {
  return sessionStore.getItem(CONSENT_KEY) !== null;
}

export function giveConsent(accepted: boolean): void {
  if (accepted) sessionStore.setItem(CONSENT_KEY, serverClock.now().toISOString());
  else sessionStore.removeItem(CONSENT_KEY);
}
