import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import { perHandle } from '../../platform/db/per-handle';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import { displayNameOf } from './customer.mapper';
import { customerAddresses, customerDocuments, customers } from './customer.schema';

/**
 * The customer tables as other modules may change them. A registration is a customer from its
 * first step on (requirements/accounts.md#registration-status), so registration, approval, sign-in and the demo data all come here
 * rather than writing the rows themselves (docs/decisions/0010).
 */

export type TCustomerRow = typeof customers.$inferSelect;
export type TNewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'registeredAt' | 'updatedAt'>;
export type TNewAddress = Omit<typeof customerAddresses.$inferInsert, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;

type InsertCustomerOptions = { db: TQueryable; at: Date; values: TNewCustomer; addresses: TNewAddress[] };

function addressRows(customerId: string, addresses: TNewAddress[], at: Date) {
  return addresses.map((address) => ({ ...address, customerId, createdAt: at, updatedAt: at }));
}

/** A new customer with its addresses. An e-mail, mobile or ID that a live account holds fails on the unique indexes (see asUniqueViolation). */
export async function insertCustomer({ db, at, values, addresses }: InsertCustomerOptions): Promise<TCustomerRow> {
  const [customer] = await db
    .insert(customers)
    .values({ ...values, registeredAt: at, updatedAt: at })
    .returning();
  if (!customer) throw new Error('insert returned no row');
  if (addresses.length > 0) await db.insert(customerAddresses).values(addressRows(customer.id, addresses, at));
  return customer;
}

/** As insertCustomer, but a customer whose reference, e-mail, mobile or ID is taken is left alone: for data loaded on every start. */
export async function insertCustomerIfAbsent({ db, at, values, addresses }: InsertCustomerOptions): Promise<TCustomerRow | undefined> {
  const [customer] = await db
    .insert(customers)
    .values({ ...values, registeredAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning();
  if (customer && addresses.length > 0) await db.insert(customerAddresses).values(addressRows(customer.id, addresses, at));
  return customer;
}

/** Files attached to the customer by document type; the files must already belong to the customer. */
export async function attachDocuments(options: {
  db: TQueryable;
  customerId: string;
  documents: { type: string; fileId: string }[];
  at: Date;
}): Promise<void> {
  const { db, customerId, documents, at } = options;
  if (documents.length === 0) return;
  await db
    .insert(customerDocuments)
    .values(documents.map((document) => ({ customerId, type: document.type, fileId: document.fileId.toLowerCase(), attachedAt: at })));
}

/** One customer by id, whatever the status; `lock` holds the row for the caller's transaction. */
export async function findCustomer({
  db,
  customerId,
  lock = false,
}: {
  db: TQueryable;
  customerId: string;
  lock?: boolean;
}): Promise<TCustomerRow | undefined> {
  const query = db.select().from(customers).where(eq(customers.id, customerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The names letters are addressed to (a person's first and last name, a company's name), by customer id. */
export async function displayNamesOf({ db, customerIds }: { db: TQueryable; customerIds: string[] }): Promise<Map<string, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      customerType: customers.customerType,
      firstName: customers.firstName,
      lastName: customers.lastName,
      juristicName: customers.juristicName,
    })
    .from(customers)
    .where(inArray(customers.id, customerIds));
  return new Map(rows.map((row) => [row.id, displayNameOf(row)]));
}

/**
 * The account a sign-in names, by e-mail or mobile. A rejected or closed row may share the address
 * with a newer live one; the live one is the account.
 */
export async function findSignInCandidate({
  db,
  by,
  contact,
}: {
  db: TQueryable;
  by: 'EMAIL' | 'PHONE';
  contact: string;
}): Promise<TCustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(by === 'EMAIL' ? eq(customers.email, contact) : eq(customers.mobile, contact))
    .orderBy(asc(sql`case when ${customers.status} in ('REJECTED', 'CLOSED') then 1 else 0 end`), desc(customers.registeredAt))
    .limit(1);
  return row;
}

/** The file id of the profile picture, if one is set. */
export async function profilePictureOf({ db, customerId }: { db: TQueryable; customerId: string }): Promise<string | undefined> {
  const [profile] = await db
    .select({ fileId: customerDocuments.fileId })
    .from(customerDocuments)
    .where(and(eq(customerDocuments.customerId, customerId), eq(customerDocuments.type, 'PROFILE')));
  return profile?.fileId;
}

function prepareCustomerWithDetails(db: TQueryable) {
  return db.query.customers
    .findFirst({
      where: eq(customers.id, sql.placeholder('customerId')),
      with: {
        addresses: { orderBy: [asc(customerAddresses.kind), asc(customerAddresses.createdAt)] },
        documents: { orderBy: [asc(customerDocuments.type)] },
      },
    })
    .prepare('customer_with_details');
}

/** Prepared once per database handle: the portal asks for the signed-in customer on every start-up. */
const customerWithDetails = perHandle(prepareCustomerWithDetails);

/** One customer with the addresses (by kind, oldest first) and documents (by type), in one statement. */
export async function findCustomerWithDetails({ db, customerId }: { db: TQueryable; customerId: string }) {
  return customerWithDetails(db).execute({ customerId });
}

/** The addresses (by kind, oldest first) and the attached documents (by type) of a customer. */
export async function addressesAndDocumentsOf({ db, customerId }: { db: TQueryable; customerId: string }) {
  const addresses = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(asc(customerAddresses.kind), asc(customerAddresses.createdAt));
  const documents = await db
    .select()
    .from(customerDocuments)
    .where(eq(customerDocuments.customerId, customerId))
    .orderBy(asc(customerDocuments.type));
  return { addresses, documents };
}

/** The registration still waiting for its e-mail confirmation at this address, locked for the caller's transaction. */
export async function findAwaitingEmailConfirmation({ db, email }: { db: TQueryable; email: string }): Promise<TCustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.email, email), eq(customers.status, 'WAIT_EMAIL_CONFIRM')))
    .for('update');
  return row;
}

/** Registration step 4 (requirements/accounts.md#registration-steps): the e-mail is confirmed and the registration goes to staff. */
export async function confirmEmail({ db, customerId, at }: { db: TQueryable; customerId: string; at: Date }): Promise<void> {
  await db.update(customers).set({ status: 'PENDING_APPROVAL', emailConfirmedAt: at, updatedAt: at }).where(eq(customers.id, customerId));
}

type RecordDecisionOptions = {
  db: TQueryable;
  customerId: string;
  staffId: string;
  decision: { approve: true } | { approve: false; reason: string };
  at: Date;
};

/** Registration step 5 (requirements/accounts.md#registration-steps), once: only a registration awaiting approval changes; undefined tells the caller it was not one. */
export async function recordDecision({ db, customerId, staffId, decision, at }: RecordDecisionOptions): Promise<TCustomerRow | undefined> {
  const [decided] = await db
    .update(customers)
    .set({
      status: decision.approve ? 'ACTIVE' : 'REJECTED',
      rejectionReason: decision.approve ? null : decision.reason,
      decidedAt: at,
      decidedByStaffId: staffId,
      updatedAt: at,
    })
    .where(and(eq(customers.id, customerId), eq(customers.status, 'PENDING_APPROVAL')))
    .returning();
  return decided;
}

/** Customers in one status, oldest confirmation first, a page at a time, with the total. */
export async function listCustomersByStatus(options: { db: TQueryable; status: TCustomerStatus; page: number; size: number }) {
  const { db, status, page, size } = options;
  const rows = await db
    .select()
    .from(customers)
    .where(eq(customers.status, status))
    .orderBy(asc(sql`coalesce(${customers.emailConfirmedAt}, ${customers.registeredAt})`), asc(customers.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ total: count() }).from(customers).where(eq(customers.status, status));
  return { rows, total: total?.total ?? 0 };
}

/**
 * Moves the customer's `point` (requirements/accounts.md#customer, what customer/current answers) by `delta` in the caller's
 * transaction, never below zero: the points module keeps the ledger and calls this beside each
 * entry. Answers the new balance, or undefined when the balance is short (nothing changed). The
 * row's lock makes parallel calls for one customer take turns.
 */
export async function changePoints({
  db,
  customerId,
  delta,
}: {
  db: TQueryable;
  customerId: string;
  delta: number;
}): Promise<number | undefined> {
  const [row] = await db
    .update(customers)
    .set({ point: sql`${customers.point} + ${delta}` })
    .where(and(eq(customers.id, customerId), sql`${customers.point} + ${delta} >= 0`))
    .returning({ point: customers.point });
  return row?.point;
}
