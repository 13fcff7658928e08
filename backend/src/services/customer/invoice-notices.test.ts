import request from 'supertest';
import { createMember, sessionTokenFor } from '../../test/factories/customers';
import { bearerHeaders, outboxFor } from '../../test/factories/http';
import { seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { registerBillingJobs } from '../billing/billing-jobs';
import { customerNotificationChoices } from './customer.schema';

// The billing job's notices (requirements/billing.md#late-fee-ladder) as the member's settings shape them, driven by the clock.
let t: TTestApp;
let member: { customerId: string; email: string; mobile: string };

const bangkok = (local: string) => new Date(`${local}+07:00`);

async function moveClockTo(local: string) {
  const res = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(res.status).toBe(200);
}

/** The channels by which the member was told with the template given. */
async function channelsOf(purpose: string) {
  const messages = [...(await outboxFor(t, member.email)), ...(await outboxFor(t, member.mobile))];
  return messages
    .filter((message) => message.purpose === purpose)
    .map((message) => message.channel)
    .sort();
}

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-03T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  member = await createMember(t);
  const { plateNumber } = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
  const token = await sessionTokenFor(t, member);
  const settings = await request(t.app)
    .put('/customerservice/api/v1/customer/current/notifications')
    .set(bearerHeaders(token))
    .send({
      choices: [
        { event: 'INVOICE_ISSUED', channel: 'EMAIL', enabled: false },
        { event: 'INVOICE_NEAR_DUE', channel: 'SMS', enabled: false },
      ],
    });
  expect(settings.status).toBe(200);
  // The API refuses to switch the overdue notice off; a row written some other way must not silence it.
  await t.db
    .insert(customerNotificationChoices)
    .values({ customerId: member.customerId, event: 'INVOICE_OVERDUE', channel: 'EMAIL', enabled: false, updatedAt: t.clock.now() });
  t.clock.set(bangkok('2026-11-03T08:15:00'));
  const passage = await request(t.app)
    .post('/simservice/api/v1/passages')
    .set(commonHeaders())
    .send({
      gantryCode: 'M9-TC1-G1',
      lane: 1,
      plate: plateNumber,
      province: '10',
      vehicleClass: 1,
      passedAt: bangkok('2026-11-03T08:10:00'),
    });
  expect(passage.status).toBe(200);
});
afterAll(() => t.close());

describe('the invoice notices of a member who switched some off', () => {
  it('invoice issued, its e-mail off: the SMS only', async () => {
    await moveClockTo('2026-11-16T00:00:00');
    expect(await channelsOf('INVOICE_ISSUED')).toEqual(['SMS']);
  });

  it('near due, its SMS off: the e-mail only', async () => {
    await moveClockTo('2026-11-20T00:00:00');
    expect(await channelsOf('INVOICE_NEAR_DUE')).toEqual(['EMAIL']);
  });

  it('overdue, a legal notice: e-mail and SMS whatever is stored', async () => {
    await moveClockTo('2026-11-23T00:00:00');
    expect(await channelsOf('INVOICE_LATE_FEE')).toEqual(['EMAIL', 'SMS']);
  });
});
