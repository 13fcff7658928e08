import request from 'supertest';
import { registerBillingJobs } from '../../services/billing/billing-jobs';
import { commonHeaders, type TTestApp } from '../test-app';
import { createMember, type TTestCustomer } from './customers';
import { recordPassage } from './passages';
import { seedVehicle } from './vehicles';

const bangkok = (local: string) => new Date(`${local}+07:00`);

/**
 * A member with one ACTIVE vehicle whose passages of 10 November 2026 (and those of any other plates
 * given) are billed: the billing jobs run on the test app and the clock is moved over the cut of the
 * 16th to 09:00 Bangkok. Answers the member with a session opened after the move. The app must be a
 * database of its own (`createIsolatedTestApp`): the clock moves.
 */
export async function memberBilledAtCut(
  t: TTestApp,
  { memberPassages = 1, otherPlates = [] }: { memberPassages?: number; otherPlates?: string[] } = {},
): Promise<TTestCustomer & { token: string }> {
  t.clock.set(bangkok('2026-11-10T08:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const member = await createMember(t);
  const vehicle = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
  t.clock.set(bangkok('2026-11-10T09:00:00'));
  for (let n = 0; n < memberPassages; n++) await recordPassage(t, { plate: vehicle.plateNumber });
  for (const plate of otherPlates) await recordPassage(t, { plate });
  await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
  const token = (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: member.customerId })).token;
  return { ...member, token };
}
