import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findCustomer, type TCustomerRow } from '../customer/customer-records';
import type { TChange } from './vehicle-records';
import type { TRegistrant } from './vehicle-rules';

/** The numbers that make a member the registered owner of a vehicle. */
export function registrantOf(customer: Pick<TCustomerRow, 'customerType' | 'idNumber' | 'juristicId'>): TRegistrant | undefined {
  if (customer.customerType === 'JURISTIC') return customer.juristicId ? { type: 'COMPANY', id: customer.juristicId } : undefined;
  return customer.idNumber ? { type: 'PERSON', id: customer.idNumber } : undefined;
}

/** The signed-in member; a session whose customer is gone is no valid sign-in. */
export async function signedInCustomer(db: TQueryable, customerId: string): Promise<TCustomerRow> {
  const customer = await findCustomer({ db, customerId });
  if (!customer) throw new AppError('ERR_AUTH_0005');
  return customer;
}

/** A member proves each vehicle step with an OTP sent to their registered mobile or e-mail. */
export function contactsOf(customer: TCustomerRow): string[] {
  return [customer.mobile, customer.email];
}

/** The member as the author of a change to their vehicle. */
export function customerChange(customerId: string, reasonCode: string | null = null): TChange {
  return { by: 'CUSTOMER', byId: customerId, reasonCode };
}
