import type { TSignInResponse } from '@mflow/contracts/auth/auth.contract';
import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { LOCAL_KEYS } from '../storage/storage-keys';

/** The customer as the customer service returns it (requirements/accounts.md#customer); the session needs these fields, features read the rest. */
export type Customer = Pick<TCustomerView, 'customerId' | 'customerType'> &
  Partial<Pick<TCustomerView, 'firstName' | 'lastName' | 'companyName' | 'email' | 'point' | 'pinStatus' | 'attachments'>>;

/** What the sign-in answer carries for the locally stored values of requirements/portal-shell.md#stored-values (profileImage null: the stock avatar). */
export type SignInValues = Pick<
  TSignInResponse,
  'token' | 'customerId' | 'email' | 'displayName' | 'customerType' | 'point' | 'profileImage'
>;

const INDIVIDUAL = 'Individual';

/** A company member (its customer type is its juristic type code), as against an individual. */
export function isCompany(customer: Pick<Customer, 'customerType'>): boolean {
  return customer.customerType !== INDIVIDUAL;
}

/** requirements/accounts.md#customer: an individual is shown by first and last name, a company by its company name. */
export function displayNameOf(customer: Customer): string {
  if (customer.customerType === INDIVIDUAL) {
    return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  }
  return customer.companyName ?? '';
}

export function profileImageOf(customer: Customer): string | undefined {
  return customer.attachments?.find((attachment) => attachment.type === 'PROFILE')?.file;
}

/** Keeps the values requirements/portal-shell.md#stored-values lists as stored locally in step with the loaded customer. */
export function rememberCustomer(store: KeyValueStore, customer: Customer): void {
  store.setItem(LOCAL_KEYS.customerId, customer.customerId);
  store.setItem(LOCAL_KEYS.accountType, customer.customerType);
  store.setItem(LOCAL_KEYS.displayName, displayNameOf(customer));
  store.setItem(LOCAL_KEYS.point, String(customer.point ?? 0));
  if (customer.email) store.setItem(LOCAL_KEYS.email, customer.email);
  const image = profileImageOf(customer);
  if (image) store.setItem(LOCAL_KEYS.profileImage, image);
  else store.removeItem(LOCAL_KEYS.profileImage);
}

/** The stored values (requirements/portal-shell.md#stored-values) right after sign-in, before the customer itself is loaded. */
export function rememberSignIn(store: KeyValueStore, values: SignInValues): void {
  store.removeItem(LOCAL_KEYS.tokenExpired);
  store.setItem(LOCAL_KEYS.accessToken, values.token);
  store.setItem(LOCAL_KEYS.customerId, values.customerId);
  store.setItem(LOCAL_KEYS.accountType, values.customerType);
  store.setItem(LOCAL_KEYS.displayName, values.displayName);
  store.setItem(LOCAL_KEYS.point, String(values.point));
  store.setItem(LOCAL_KEYS.email, values.email);
  if (values.profileImage) store.setItem(LOCAL_KEYS.profileImage, values.profileImage);
  else store.removeItem(LOCAL_KEYS.profileImage);
}
