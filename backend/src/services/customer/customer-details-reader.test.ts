import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createCustomer } from '../../test/factories/customers';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createCustomerDetailsReader, createCustomerViewReader } from './customer-details-reader';
import { customerAddresses, customerDocuments, customers } from './customer.schema';

// Two instances on the run's database: `t` reads and keeps copies, `other` writes as another instance would.
let t: TTestApp;
let other: TTestApp;

beforeAll(() => {
  t = createTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const ADDRESS = { houseNumber: '99/1', subDistrictCode: '100101', districtCode: '1001', provinceCode: '10', postalCode: '10200' };

async function versionOf(customerId: string): Promise<number> {
  const [row] = await t.db.select({ viewVersion: customers.viewVersion }).from(customers).where(eq(customers.id, customerId));
  if (!row) throw new Error(`no customer ${customerId}`);
  return row.viewVersion;
}

describe('the customer view version, raised by the database', () => {
  it('rises on every change of the customer row, its addresses and its documents, and on nothing else', async () => {
    const { customerId } = await createCustomer(t);
    const at = t.clock.now();
    const steps: [string, () => Promise<unknown>][] = [
      ['customer updated', () => other.db.update(customers).set({ point: 5 }).where(eq(customers.id, customerId))],
      [
        'address added',
        () => other.db.insert(customerAddresses).values({ customerId, kind: 'INVOICE', ...ADDRESS, createdAt: at, updatedAt: at }),
      ],
      [
        'address changed',
        () =>
          other.db
            .update(customerAddresses)
            .set({ road: 'Rama IV' })
            .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, 'INVOICE'))),
      ],
      [
        'address removed',
        () =>
          other.db
            .delete(customerAddresses)
            .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, 'INVOICE'))),
      ],
      [
        'document attached',
        () => other.db.insert(customerDocuments).values({ customerId, type: 'PROFILE', fileId: randomUUID(), attachedAt: at }),
      ],
      [
        'document replaced',
        () => other.db.update(customerDocuments).set({ fileId: randomUUID() }).where(eq(customerDocuments.customerId, customerId)),
      ],
      ['document removed', () => other.db.delete(customerDocuments).where(eq(customerDocuments.customerId, customerId))],
    ];
    for (const [change, make] of steps) {
      const before = await versionOf(customerId);
      await make();
      expect({ change, rose: (await versionOf(customerId)) > before }).toEqual({ change, rose: true });
    }
    const { customerId: someoneElse } = await createCustomer(t);
    const before = await versionOf(customerId);
    await other.db.update(customers).set({ point: 7 }).where(eq(customers.id, someoneElse));
    expect(await versionOf(customerId)).toBe(before);
  });

  it('does not rise for a change rolled back', async () => {
    const { customerId } = await createCustomer(t);
    const before = await versionOf(customerId);
    await expect(
      other.db.transaction(async (tx) => {
        await tx.update(customers).set({ point: 9 }).where(eq(customers.id, customerId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await versionOf(customerId)).toBe(before);
  });
});

describe('reading a customer with copies kept in memory', () => {
  it('answers from its copy while nothing changed', async () => {
    const { customerId } = await createCustomer(t);
    const read = createCustomerDetailsReader(t.db);
    const first = await read(customerId);
    expect(first?.id).toBe(customerId);
    expect(await read(customerId)).toBe(first);
  });

  it('sees a change made on another instance at the next read', async () => {
    const { customerId } = await createCustomer(t);
    const read = createCustomerDetailsReader(t.db);
    expect((await read(customerId))?.addresses).toEqual([]);
    const at = t.clock.now();
    await other.db
      .insert(customerAddresses)
      .values({ customerId, kind: 'INVOICE', isMain: true, ...ADDRESS, createdAt: at, updatedAt: at });
    expect((await read(customerId))?.addresses.map((address) => address.houseNumber)).toEqual(['99/1']);
    await other.db.update(customers).set({ firstName: 'Renamed' }).where(eq(customers.id, customerId));
    expect((await read(customerId))?.firstName).toBe('Renamed');
  });

  it('answers each of many customers read together with their own view', async () => {
    const made = await Promise.all([createCustomer(t), createCustomer(t), createCustomer(t)]);
    const read = createCustomerDetailsReader(t.db);
    const found = await Promise.all(made.map(({ customerId }) => read(customerId)));
    expect(found.map((details) => details?.id)).toEqual(made.map(({ customerId }) => customerId));
  });

  it('finds nothing for an unknown or malformed id, without failing the others read with it', async () => {
    const { customerId } = await createCustomer(t);
    const read = createCustomerDetailsReader(t.db);
    const found = await Promise.all([read(randomUUID()), read('not-an-id'), read(customerId.toUpperCase())]);
    expect(found.map((details) => details?.id)).toEqual([undefined, undefined, customerId]);
  });
});

describe('the customer view kept for customer/current', () => {
  it('answers the same frozen view for a minute, then signs its file links anew, and rebuilds it at once after a change', async () => {
    const { customerId } = await createCustomer(t);
    const read = createCustomerViewReader({ db: t.db, fileKeys: t.fileKeys, clock: t.clock });
    const first = await read(customerId);
    expect(Object.isFrozen(first)).toBe(true);
    t.clock.advance(59_999);
    expect(await read(customerId)).toBe(first);
    t.clock.advance(1);
    const second = await read(customerId);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    await other.db.update(customers).set({ firstName: 'Changed' }).where(eq(customers.id, customerId));
    expect((await read(customerId))?.firstName).toBe('Changed');
  });

  it('does not answer a view built in the future of a clock moved back', async () => {
    const { customerId } = await createCustomer(t);
    const read = createCustomerViewReader({ db: t.db, fileKeys: t.fileKeys, clock: t.clock });
    const first = await read(customerId);
    t.clock.advance(-1);
    expect(await read(customerId)).not.toBe(first);
    t.clock.advance(1);
  });
});
