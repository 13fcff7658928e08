import request from 'supertest';
import { createMember, sessionTokenFor } from '../../../test/factories/customers';
import { bearerHeaders } from '../../../test/factories/http';
import { recordPassage } from '../../../test/factories/passages';
import { paymentsOf } from '../../../test/factories/payments';
import { seedVehicle, stepProof } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import { registerBillingJobs } from '../../billing/billing-jobs';
import { findMethodInEffect } from '../methods/payment-method-records';
import { registerAutoDebitJobs } from './auto-debit-jobs';
import { paymentDocuments } from '../receipts/receipts.service';

// requirements/payment-methods.md#when-a-channel-change-takes-effect: a change of channel made on day 1 to 15 takes effect on the 16th, one made from the
// 16th on the 1st. The primary flag moves at once; the charge must follow the effective date.
let t: TTestApp;

const bangkok = (local: string) => new Date(`${local}+07:00`);
const base = '/customerservice/api/v1/paymentmethods';
const CARD = {
  kind: 'CARD',
  brand: 'VISA',
  number: '4111 1111 1111 1111',
  expiryMonth: '11',
  expiryYear: '2029',
  cvv: '987',
  holderName: 'SOMCHAI JAIDEE',
  debitMode: 'DAILY',
};
const MASTERCARD = { ...CARD, brand: 'MASTERCARD', number: '5555555555554444' };

type TMember = Awaited<ReturnType<typeof createMember>>;

async function addCard(member: TMember, body: object): Promise<string> {
  const res = await request(t.app)
    .post(base)
    .set(bearerHeaders(member.token))
    .send({ ...body, verificationToken: await stepProof(t, member, 'CREATE_CREDIT_CARD') });
  expect(res.status).toBe(201);
  return res.body.data.paymentMethodId;
}

async function setPrimaryAt(member: TMember, paymentMethodId: string, local: string): Promise<string> {
  t.clock.set(bangkok(local));
  // Days have passed: the member signs in again.
  const signedIn = { ...member, token: await sessionTokenFor(t, member) };
  const verificationToken = await stepProof(t, signedIn, 'SET_MAIN_PAYMENT');
  const res = await request(t.app).put(`${base}/${paymentMethodId}/primary`).set(bearerHeaders(signedIn.token)).send({ verificationToken });
  expect(res.status).toBe(200);
  return res.body.data.effectiveFrom;
}

beforeAll(async () => {
  t = await createIsolatedTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
  t.clock.set(bangkok('2027-05-10T09:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  registerAutoDebitJobs(t.jobs, {
    deps: {
      db: t.db,
      clock: t.clock,
      gateway: t.gateway,
      logger: t.logger,
      portalBaseUrl: t.config.portalBaseUrl,
      documents: paymentDocuments,
    },
    notifier: t.notifier,
  });
  await t.jobs.open();
});
afterAll(() => t.close());

it('charges the new primary from the 16th when it was set on the 15th, and the old one on the 16th when it was set on the 16th', async () => {
  const onThe15th = await createMember(t);
  const onThe16th = await createMember(t);
  const cards: Record<string, { first: string; second: string }> = {};
  for (const member of [onThe15th, onThe16th]) {
    const { plateNumber } = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
    await recordPassage(t, { plate: plateNumber });
    cards[member.customerId] = { first: await addCard(member, CARD), second: await addCard(member, MASTERCARD) };
  }
  const cardsOf = (member: TMember) => cards[member.customerId] ?? { first: '', second: '' };

  expect(await setPrimaryAt(onThe15th, cardsOf(onThe15th).second, '2027-05-15T23:59:59')).toBe('2027-05-16');
  expect(await setPrimaryAt(onThe16th, cardsOf(onThe16th).second, '2027-05-16T09:00:00')).toBe('2027-06-01');

  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2027-05-16T17:30:00').toISOString() });
  expect(res.status).toBe(200);
  const [paid15] = await paymentsOf(t, onThe15th.customerId);
  const [paid16] = await paymentsOf(t, onThe16th.customerId);
  expect(paid15).toMatchObject({ status: 'PAID', paymentMethodId: cardsOf(onThe15th).second });
  expect(paid16).toMatchObject({ status: 'PAID', paymentMethodId: cardsOf(onThe16th).first });

  // The old card stays in effect to the last day before the new one's date, and no longer.
  const inEffect = async (day: string) => (await findMethodInEffect({ db: t.db, customerId: onThe16th.customerId, day }))?.id;
  expect(await inEffect('2027-05-31')).toBe(cardsOf(onThe16th).first);
  expect(await inEffect('2027-06-01')).toBe(cardsOf(onThe16th).second);
});
