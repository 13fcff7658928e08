import { type TRegistrationDocumentType as TDocumentType } from '@mflow/contracts/customer/documents';
import { type TRegistration, type TVerifyIndividual } from '@mflow/contracts/customer/registration';
import { portalApi } from '../../../shared/api/portal-api';
import { sessionStore } from '../../../shared/storage/browser-storage';
import { serverClock } from '../../../shared/time/server-clock';

const CUSTOMER_SERVICE = '/customerservice/api/v1';

export type UploadedFile = { fileId: string; documentType: string | null; mimeType: 'image/jpeg' | 'image/png' | 'application/pdf'; sizeBytes: number; url: string };

/** SPEC 7: registration documents go up before there is an account, with the access key. */
export function uploadRegistrationDocument(file: File, documentType: TDocumentType): Promise<UploadedFile> {
  const body = new FormData();
  body.append('documentType', documentType);
  body.append('file', file);
  return portalApi.request<UploadedFile>('/fileservice/api/v1/online/uploadFile', { method: 'POST', auth: 'accessKey', body });
}

export function verifyIndividual(person: TVerifyIndividual): Promise<unknown> {
  return portalApi.request(`${CUSTOMER_SERVICE}/verifyIndividual`, { method: 'POST', auth: 'accessKey', body: person });
}

export type RegisteredCompany = { verified: true; juristicId: string; nameTh: string; nameEn: string; juristicType: string; registeredOn: string };

export function verifyJuristic(juristicId: string, juristicName?: string): Promise<RegisteredCompany> {
  return portalApi.request<RegisteredCompany>(`${CUSTOMER_SERVICE}/verifyJuristic`, {
    method: 'POST',
    auth: 'accessKey',
    body: juristicName ? { juristicId, juristicName } : { juristicId },
  });
}

export type RegistrationResult = {
  customerId: string;
  referenceCode: string;
  status: string;
  email: string;
  activationLinkExpiresAt: string;
};

export function submitRegistration(registration: TRegistration): Promise<RegistrationResult> {
  return portalApi.request<RegistrationResult>(`${CUSTOMER_SERVICE}/customer`, { method: 'POST', auth: 'accessKey', body: registration });
}

export function resendActivationLink(email: string): Promise<unknown> {
  return portalApi.request(`${CUSTOMER_SERVICE}/resend/activate/link`, { method: 'POST', auth: 'accessKey', body: { email } });
}

export function activateEmail(token: string): Promise<{ status: string }> {
  return portalApi.request<{ status: string }>(`${CUSTOMER_SERVICE}/activate`, { method: 'POST', auth: 'accessKey', body: { token } });
}

/** Kept for the tab, so a reload on step 4 still shows where the link went (no personal data beyond the e-mail). */
const RESULT_KEY = 'registrationResult';
const CONSENT_KEY = 'registrationConsent';

export function storedResult(): RegistrationResult | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getItem(RESULT_KEY) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && 'email' in parsed && 'referenceCode' in parsed ? (parsed as RegistrationResult) : undefined;
  } catch {
    return undefined;
  }
}

export function storeResult(result: RegistrationResult | undefined): void {
  if (result) sessionStore.setItem(RESULT_KEY, JSON.stringify(result));
  else sessionStore.removeItem(RESULT_KEY);
}

/** SPEC 5: the terms must be accepted (on /consent) before the registration form. */
export function consentGiven(): boolean {
  return sessionStore.getItem(CONSENT_KEY) !== null;
}

export function giveConsent(accepted: boolean): void {
  if (accepted) sessionStore.setItem(CONSENT_KEY, serverClock.now().toISOString());
  else sessionStore.removeItem(CONSENT_KEY);
}
