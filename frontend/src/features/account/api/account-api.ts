import { type TAddressInput } from '@mflow/contracts/rules/address';
import { portalApi } from '../../../shared/api/portal-api';

const CURRENT = '/customerservice/api/v1/customer/current';

export type AddressKind = 'REGISTRATION' | 'RESIDENCE' | 'DOCUMENT' | 'DELIVERY' | 'INVOICE';

/** An address as the customer service answers it. */
export type AddressView = {
  addressId: string;
  kind: AddressKind;
  isMain: boolean;
  houseNumber: string;
  floor: string | null;
  village: string | null;
  moo: string | null;
  soi: string | null;
  building: string | null;
  alley: string | null;
  road: string | null;
  subDistrictCode: string;
  districtCode: string;
  provinceCode: string;
  postalCode: string;
};

/** GET /customerservice/api/v1/customer/current (SPEC 3's customer and what the profile shows). */
export type CustomerView = {
  customerId: string;
  referenceCode: string;
  customerType: string;
  accountType: 'INDIVIDUAL' | 'JURISTIC';
  status: string;
  titleCode: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  companyName: string | null;
  displayName: string;
  email: string;
  mobile: string;
  point: number;
  notificationLanguage: 'TH' | 'EN';
  pinStatus: 'SET' | 'SKIPPED' | 'NOT_SET';
  nationality: string | null;
  idNumberMasked: string | null;
  birthDate: string | null;
  gender: string | null;
  juristicId: string | null;
  branchName: string | null;
  branchCode: string | null;
  juristicPhone: string | null;
  juristicType: string | null;
  juristicTypeOther: string | null;
  authorisedDirector: string | null;
  registeredAt: string;
  attachments: { type: string; file: string }[];
  addresses: AddressView[];
};

export type ProfileChanges = {
  email?: string;
  emailVerificationToken?: string;
  mobile?: string;
  mobileVerificationToken?: string;
  juristicPhone?: string;
  notificationLanguage?: 'TH' | 'EN';
  addresses?: { residence?: TAddressInput; delivery?: TAddressInput };
};

export function updateProfile(changes: ProfileChanges): Promise<CustomerView> {
  return portalApi.request<CustomerView>(CURRENT, { method: 'PUT', auth: 'bearer', body: changes });
}

/** SPEC 7: a signed-in upload carries the bearer token; the picture is then set from the upload. */
export async function setProfilePicture(file: File): Promise<CustomerView> {
  const body = new FormData();
  body.append('documentType', 'PROFILE');
  body.append('file', file);
  const uploaded = await portalApi.request<{ fileId: string }>('/fileservice/api/v1/uploadFile', { method: 'POST', auth: 'bearer', body });
  return portalApi.request<CustomerView>(`${CURRENT}/picture`, { method: 'PUT', auth: 'bearer', body: { fileId: uploaded.fileId } });
}

export function removeProfilePicture(): Promise<CustomerView> {
  return portalApi.request<CustomerView>(`${CURRENT}/picture`, { method: 'DELETE', auth: 'bearer' });
}

/** POST verifypwd before a sensitive step; its failure is shown by the caller, inside its dialog. */
export function verifyPassword(password: string): Promise<unknown> {
  return portalApi.request('/customerservice/api/v1/verifypwd', { method: 'POST', auth: 'bearer', body: { password }, onError: 'silent' });
}

export function changePassword(body: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<unknown> {
  return portalApi.request(`${CURRENT}/password`, { method: 'PUT', auth: 'bearer', body });
}

export function setPasscode(body: { pin: string; confirmPin: string; currentPin?: string }): Promise<{ pinStatus: string }> {
  return portalApi.request<{ pinStatus: string }>(`${CURRENT}/pin`, { method: 'PUT', auth: 'bearer', body });
}

export function closeAccount(body: { password: string; reason?: string }): Promise<unknown> {
  return portalApi.request(`${CURRENT}/close`, { method: 'POST', auth: 'bearer', body });
}

export function listInvoiceAddresses(): Promise<{ addresses: AddressView[] }> {
  return portalApi.request<{ addresses: AddressView[] }>(`${CURRENT}/invoice-addresses`, { auth: 'bearer' });
}

export function saveInvoiceAddress(address: TAddressInput & { isMain?: boolean }, addressId?: string): Promise<AddressView> {
  return addressId
    ? portalApi.request<AddressView>(`${CURRENT}/invoice-addresses/${encodeURIComponent(addressId)}`, { method: 'PUT', auth: 'bearer', body: address })
    : portalApi.request<AddressView>(`${CURRENT}/invoice-addresses`, { method: 'POST', auth: 'bearer', body: address });
}

export function deleteInvoiceAddress(addressId: string): Promise<unknown> {
  return portalApi.request(`${CURRENT}/invoice-addresses/${encodeURIComponent(addressId)}`, { method: 'DELETE', auth: 'bearer' });
}

/** The customer's loaded view; the session loads /customer/current, which carries everything the profile shows. */
export function asCustomerView(customer: unknown): CustomerView | undefined {
  return typeof customer === 'object' && customer !== null && 'referenceCode' in customer && 'addresses' in customer ? (customer as CustomerView) : undefined;
}
