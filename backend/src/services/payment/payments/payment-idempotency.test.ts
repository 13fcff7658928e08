import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import type { TTestApp } from '../../../test/test-app';
import { deleteExpiredKeys } from './payment-idempotency';
import { paymentIdempotency } from './payments.schema';

// The clean-up deletes every old key of the database it runs on, so the file has one of its own.
let t: TTestApp;
beforeAll(async () => {
  t = await createIsolatedTestApp();
});
afterAll(() => t.close());

const bangkok = (local: string) => new Date(`${local}+07:00`);
const CREATED = bangkok('2026-11-16T10:00:00');
const answer = { paymentId: randomUUID(), status: 'PAID' as const, amount: 3000, invoiceNos: ['INV1'] };

describe('an idempotency key', () => {
  it('is deleted by the clean-up one second after its 24 hours, not one second before; one still without an answer stays', async () => {
    const scope = `test:${randomUUID()}`;
    await t.db.insert(paymentIdempotency).values([
      { scope, key: 'answered', requestHash: 'h1', response: answer, createdAt: CREATED },
      { scope, key: 'in-flight', requestHash: 'h2', createdAt: CREATED },
    ]);
    const keysLeft = async () =>
      (await t.db.select().from(paymentIdempotency).where(eq(paymentIdempotency.scope, scope))).map((row) => row.key).sort();

    expect(await deleteExpiredKeys(t.db, bangkok('2026-11-17T09:59:59'))).toBe(0);
    expect(await keysLeft()).toEqual(['answered', 'in-flight']);

    expect(await deleteExpiredKeys(t.db, bangkok('2026-11-17T10:00:01'))).toBe(1);
    expect(await keysLeft()).toEqual(['in-flight']);
  });
});
