import type {
  TAddressView,
  TCustomerView,
  TInvoiceAddressList,
  TPinStatusResponse,
  TUpdateProfileRequest,
} from '@mflow/contracts/customer/customer.contract';
import type { TUploadResponse } from '@mflow/contracts/file/file.contract';
import type { TAddressInput } from '@mflow/contracts/rules/address';
import { portalApi } from '../../../shared/api/portal-api';

const CURRENT = '/customerservice/api/v1/customer/current';

export function updateProfile(changes: TUpdateProfileRequest): Promise<TCustomerView> {
  return portalApi.request<TCustomerView>(CURRENT, { method: 'PUT', auth: 'bearer', body: changes });
}

/** requirements/wire-contract.md#calls: a signed-in upload carries the bearer token; the picture is then set from the upload. */
export async function setProfilePicture(file: File): Promise<TCustomerView> {
  const body = new FormData();
  body.append('documentType', 'PROFILE');
  body.append('file', file);
  const uploaded = await portalApi.request<TUploadResponse>('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body });
  return portalApi.request<TCustomerView>(`${CURRENT}/picture`, { method: 'PUT', auth: 'bearer', body: { fileId: uploaded.fileId } });
}

export function removeProfilePicture(): Promise<TCustomerView> {
  return portalApi.request<TCustomerView>(`${CURRENT}/picture`, { method: 'DELETE', auth: 'bearer' });
}

/** POST verifypwd before a sensitive step; its failure is shown by the caller, inside its dialog. */
export function verifyPassword(password: string): Promise<unknown> {
  return portalApi.request('/customerservice/api/v1/verifypwd', { method: 'POST', auth: 'bearer', body: { password }, onError: 'silent' });
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<unknown> {
  return portalApi.request(`${CURRENT}/password`, { method: 'PUT', auth: 'bearer', body });
}

export function setPasscode(body: { pin: string; confirmPin: string; currentPin?: string }): Promise<TPinStatusResponse> {
  return portalApi.request<TPinStatusResponse>(`${CURRENT}/pin`, { method: 'PUT', auth: 'bearer', body });
}

export function closeAccount(body: { password: string; reason?: string }): Promise<unknown> {
  return portalApi.request(`${CURRENT}/close`, { method: 'POST', auth: 'bearer', body });
}

export function listInvoiceAddresses(): Promise<TInvoiceAddressList> {
  return portalApi.request<TInvoiceAddressList>(`${CURRENT}/invoice-addresses`, { auth: 'bearer' });
}

export function saveInvoiceAddress(address: TAddressInput & { isMain?: boolean }, addressId?: string): Promise<TAddressView> {
  return addressId
    ? portalApi.request<TAddressView>(`${CURRENT}/invoice-addresses/${encodeURIComponent(addressId)}`, {
        method: 'PUT',
        auth: 'bearer',
        body: address,
      })
    : portalApi.request<TAddressView>(`${CURRENT}/invoice-addresses`, { method: 'POST', auth: 'bearer', body: address });
}

export function deleteInvoiceAddress(addressId: string): Promise<unknown> {
  return portalApi.request(`${CURRENT}/invoice-addresses/${encodeURIComponent(addressId)}`, { method: 'DELETE', auth: 'bearer' });
}

/** The customer's loaded view; the session loads /customer/current, which carries everything the profile shows. */
export function asCustomerView(customer: unknown): TCustomerView | undefined {
  return typeof customer === 'object' && customer !== null && 'referenceCode' in customer && 'addresses' in customer
    ? (customer as TCustomerView)
    : undefined;
}
