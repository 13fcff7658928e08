import { and, eq, ne } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import type {
  TCustomerLookupQuery,
  TCustomerMatch,
  TCustomerMatchList,
  TCustomerOverview,
} from '@mflow/contracts/staff/customer-lookup.contract';
import { latestInvoiceFor } from '../billing/invoice-payable';
import { invoicesForStaff } from '../billing/invoice-reads';
import { findCustomer, findSignInCandidate, type TCustomerRow } from '../customer/customer-records';
import { displayNameOf } from '../customer/customer.mapper';
import { normaliseContact } from '../notification/contact';
import { listOutbox } from '../notification/outbox.service';
import { paymentHistory } from '../payment/payments/payments-reads';
import { paymentDocuments } from '../payment/receipts/receipts.service';
import { listOwnVehicles } from '../vehicle/vehicle-reads';
import { vehicles } from '../vehicle/vehicle.schema';
import { requireStaffPermission } from '../staff/staff.service';

/**
 * The call centre's read-only view of a customer: found by e-mail, mobile, plate or invoice
 * number, then the account, vehicles, invoices, payments and the messages sent (without their
 * text, which holds one-time codes and reset links a caller could be talked into reading out).
 */
type TAgent = { db: TQueryable; staffId: string };

/** How many of each list the overview shows; older ones are in the customer's own history. */
const RECENT = 50;

function toMatch(row: TCustomerRow): TCustomerMatch {
  return {
    customerId: row.id,
    referenceCode: row.referenceCode,
    accountType: row.customerType,
    displayName: displayNameOf(row),
    email: row.email,
    mobile: row.mobile,
    status: row.status,
  };
}

async function customerIdsFor(db: TQueryable, query: TCustomerLookupQuery): Promise<string[]> {
  if (query.email !== undefined)
    return [(await findSignInCandidate({ db, by: 'EMAIL', contact: normaliseContact(query.email) }))?.id].filter((id) => id !== undefined);
  if (query.mobile !== undefined)
    return [(await findSignInCandidate({ db, by: 'PHONE', contact: normaliseContact(query.mobile) }))?.id].filter((id) => id !== undefined);
  if (query.invoiceNo !== undefined)
    return [(await latestInvoiceFor({ db, invoiceNo: query.invoiceNo.toUpperCase() }))?.customerId].filter((id) => typeof id === 'string');
  const plate = normalisePlate(query.plate ?? '');
  const holders = await db
    .selectDistinct({ customerId: vehicles.customerId })
    .from(vehicles)
    .where(and(eq(vehicles.plateNumber, plate), ne(vehicles.status, 'INACTIVE')));
  return holders.map((holder) => holder.customerId);
}

export async function findCustomersForAgent({ db, staffId, query }: TAgent & { query: TCustomerLookupQuery }): Promise<TCustomerMatchList> {
  await requireStaffPermission({ db, staffId, permission: 'viewCustomers' });
  const items: TCustomerMatch[] = [];
  for (const customerId of await customerIdsFor(db, query)) {
    const row = await findCustomer({ db, customerId });
    if (row) items.push(toMatch(row));
  }
  return { items };
}

export async function customerOverview({
  db,
  staffId,
  customerId,
  language,
}: TAgent & { customerId: string; language: TLanguage }): Promise<TCustomerOverview> {
  await requireStaffPermission({ db, staffId, permission: 'viewCustomers' });
  const row = await findCustomer({ db, customerId });
  if (!row) throw new AppError('ERR_STAFF_0010');
  const { rows: vehicleRows } = await listOwnVehicles({ db, customerId, status: undefined, page: 1, size: RECENT });
  const sent = [...(await listOutbox({ db, to: row.email, limit: RECENT })), ...(await listOutbox({ db, to: row.mobile, limit: RECENT }))]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, RECENT);
  return {
    account: { ...toMatch(row), registeredAt: row.registeredAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null },
    vehicles: vehicleRows.map((vehicle) => ({
      vehicleId: vehicle.id,
      referenceCode: vehicle.referenceCode,
      plateNumber: vehicle.plateNumber,
      provinceCode: vehicle.provinceCode,
      status: vehicle.status,
    })),
    invoices: (await invoicesForStaff({ db, customerId })).slice(0, RECENT),
    payments: await paymentHistory({ db, documents: paymentDocuments, customerId, page: 1, pageSize: RECENT, language }),
    messages: sent.map((message) => ({
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      purpose: message.purpose,
      status: message.status,
      createdAt: message.createdAt,
    })),
  };
}
