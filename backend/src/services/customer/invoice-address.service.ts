import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TAddressView } from '@mflow/contracts/customer/customer.contract';
import { toAddressView } from './customer.mapper';
import { type TInvoiceAddressInput } from '@mflow/contracts/rules/address';
import { customerAddresses } from './customer.schema';
import { emptyOptionalLines } from './customer.service';
import { addressFits } from './master-checks';

/** Enough for a household's or a small company's billing needs; keeps the picker on the invoice screen short. */
const MAX_INVOICE_ADDRESSES = 10;

const invoiceAddressesOf = (customerId: string) => and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, 'INVOICE'));

/** The main address first, the rest in the order they were added. */
export async function listInvoiceAddresses({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TAddressView[]> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(invoiceAddressesOf(customerId))
    .orderBy(desc(customerAddresses.isMain), asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toAddressView);
}

async function assertFits(db: TQueryable, address: TInvoiceAddressInput): Promise<void> {
  if (!(await addressFits({ db, address }))) throw new AppError('ERR_CUST_0026', { field: 'address' });
}

function addressLines(input: TInvoiceAddressInput) {
  const { isMain: _isMain, ...lines } = input;
  return { ...emptyOptionalLines, ...lines };
}

type CreateOptions = { db: TDatabase; clock: Clock; customerId: string; input: TInvoiceAddressInput };

/** The first invoice address is the main one; a new one asked to be main takes over from the old. */
export async function createInvoiceAddress({ db, clock, customerId, input }: CreateOptions): Promise<TAddressView> {
  await assertFits(db, input);
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Serialises a customer's address edits, so the count and the one-main rule hold under parallel calls.
    const owned = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(invoiceAddressesOf(customerId)).for('update');
    if (owned.length >= MAX_INVOICE_ADDRESSES) throw new AppError('ERR_CUST_0042', { max: String(MAX_INVOICE_ADDRESSES) });
    const isMain = owned.length === 0 || input.isMain === true;
    if (isMain) await tx.update(customerAddresses).set({ isMain: false, updatedAt: now }).where(invoiceAddressesOf(customerId));
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...addressLines(input), customerId, kind: 'INVOICE', isMain, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toAddressView(row);
  });
}

type UpdateOptions = CreateOptions & { addressId: string };

/**
 * Replaces an address. isMain true makes it the main one; the main address cannot be made
 * "not main" directly, only by choosing another, so there is always exactly one.
 */
export async function updateInvoiceAddress({ db, clock, customerId, addressId, input }: UpdateOptions): Promise<TAddressView> {
  await assertFits(db, input);
  const now = clock.now();
  return db.transaction(async (tx) => {
    await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(invoiceAddressesOf(customerId)).for('update');
    if (input.isMain === true) {
      await tx
        .update(customerAddresses)
        .set({ isMain: false, updatedAt: now })
        .where(and(invoiceAddressesOf(customerId), ne(customerAddresses.id, addressId)));
    }
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...addressLines(input), ...(input.isMain === true ? { isMain: true } : {}), updatedAt: now })
      .where(and(invoiceAddressesOf(customerId), eq(customerAddresses.id, addressId)))
      .returning();
    if (!row) throw new AppError('ERR_CUST_0040');
    return toAddressView(row);
  });
}

/** Deleting the main address while others remain would leave none main: the customer picks another first. */
export async function deleteInvoiceAddress({
  db,
  customerId,
  addressId,
}: {
  db: TDatabase;
  customerId: string;
  addressId: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(invoiceAddressesOf(customerId)).for('update');
    const [row] = await tx
      .select()
      .from(customerAddresses)
      .where(and(invoiceAddressesOf(customerId), eq(customerAddresses.id, addressId)));
    if (!row) throw new AppError('ERR_CUST_0040');
    const [others] = await tx
      .select({ total: count() })
      .from(customerAddresses)
      .where(and(invoiceAddressesOf(customerId), ne(customerAddresses.id, addressId)));
    if (row.isMain && (others?.total ?? 0) > 0) throw new AppError('ERR_CUST_0041');
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, addressId));
  });
}
