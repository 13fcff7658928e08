import type { KeyValueStore } from '../storage/browser-storage';
import { LOCAL_KEYS } from '../storage/storage-keys';

/** The customer as the customer service returns it (SPEC 3). */
export type Customer = {
  customerId: string;
  customerType: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  email?: string;
  point?: number;
  attachments?: { type: string; file: string }[];
};

export const INDIVIDUAL = 'Individual';

/** SPEC 3: an individual is shown by first and last name, a company by its company name. */
export function displayNameOf(customer: Customer): string {
  if (customer.customerType === INDIVIDUAL) {
    return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  }
  return customer.companyName ?? '';
}

export function profileImageOf(customer: Customer): string | undefined {
  return customer.attachments?.find((attachment) => attachment.type === 'PROFILE')?.file;
}

/** Keeps the values SPEC 3 lists as stored locally in step with the loaded customer. */
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
