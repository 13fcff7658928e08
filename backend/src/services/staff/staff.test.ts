import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders, newActiveCustomer, newStaff, staffToken, tokenOf } from '../customer/customer.fixtures';
import { customers } from '../customer/customer.schema';
import { staffUsers } from './staff.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const errorsOf = (res: request.Response) => res.body.data.errors as { code: string; description: string }[];
const base = '/staffservice/api/v1';

const signInStaff = (email: string, password: string, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).post(`${base}/auth`).set(accessKeyHeaders(t, language)).send({ email, password });

describe('staff sign-in', () => {
  it('signs the seeded reviewer in and out', async () => {
    const res = await signInStaff('STAFF@mflow.local', 'StaffDemo1');
    expect(res.body.data).toMatchObject({ email: 'staff@mflow.local', tokenType: 'Bearer', expiresIn: 1800 });
    const auth = bearerHeaders(res.body.data.token);
    expect((await request(t.app).get(`${base}/staff/current`).set(auth)).body.data.email).toBe('staff@mflow.local');
    expect((await request(t.app).get(`${base}/logout`).set(auth)).body.data).toEqual({ signedOut: true });
    expect(errorsOf(await request(t.app).get(`${base}/registrations`).set(auth))[0]?.code).toBe('ERR_AUTH_0015');
  });

  it('answers an unknown e-mail and a wrong password alike, and locks after 5 failures for 15 minutes', async () => {
    const staff = await newStaff(t);
    const unknown = await signInStaff('nobody@example.com', 'Whatever-1', 'TH');
    const wrong = await signInStaff(staff.email, 'Whatever-1', 'TH');
    expect(errorsOf(unknown)).toEqual([{ code: 'ERR_AUTH_0020', description: describeError('ERR_AUTH_0020', 'TH') }]);
    expect(errorsOf(wrong)).toEqual(errorsOf(unknown));
    for (let i = 0; i < 3; i += 1) await signInStaff(staff.email, 'Whatever-1');
    expect(errorsOf(await signInStaff(staff.email, 'Whatever-1'))[0]?.code).toBe('ERR_AUTH_0021');
    expect(errorsOf(await signInStaff(staff.email, staff.password))[0]?.code).toBe('ERR_AUTH_0021');
    t.clock.advance(15 * 60_000);
    expect((await signInStaff(staff.email, staff.password)).status).toBe(200);
  });

  it('refuses a disabled staff account once the password is right', async () => {
    const staff = await newStaff(t);
    await t.db.update(staffUsers).set({ status: 'DISABLED' }).where(eq(staffUsers.email, staff.email));
    expect(errorsOf(await signInStaff(staff.email, staff.password))[0]?.code).toBe('ERR_AUTH_0027');
  });

  it('keeps customers and staff apart: a customer token opens no back-office call', async () => {
    const customerToken = await tokenOf(t, await newActiveCustomer(t));
    const res = await request(t.app).get(`${base}/registrations`).set(bearerHeaders(customerToken));
    expect(res.status).toBe(401);
    expect(errorsOf(res)[0]?.code).toBe('ERR_AUTH_0005');
  });
});

describe('the approval queue', () => {
  it('lists registrations awaiting approval, oldest first, with paging', async () => {
    const token = await staffToken(t);
    const older = await newActiveCustomer(t, { status: 'PENDING_APPROVAL', emailConfirmedAt: new Date('2020-01-01T00:00:00Z') });
    const res = await request(t.app).get(`${base}/registrations`).query({ size: 1 }).set(bearerHeaders(token));
    expect(res.body.data).toMatchObject({ page: 1, size: 1 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.items[0]).toMatchObject({ customerId: older.customerId, status: 'PENDING_APPROVAL' });
  });

  it('shows one registration in full, with a fresh registry check', async () => {
    const token = await staffToken(t);
    const pending = await newActiveCustomer(t, { status: 'PENDING_APPROVAL' });
    const res = await request(t.app).get(`${base}/registrations/${pending.customerId}`).set(bearerHeaders(token));
    expect(res.body.data).toMatchObject({ customerId: pending.customerId, status: 'PENDING_APPROVAL', registrantType: 'OWNER', registryMatches: false });
    expect(errorsOf(await request(t.app).get(`${base}/registrations/00000000-0000-4000-8000-000000000000`).set(bearerHeaders(token)))[0]?.code).toBe('ERR_STAFF_0001');
  });

  it('decides a registration once: a second decision is refused and names the status', async () => {
    const token = await staffToken(t);
    const pending = await newActiveCustomer(t, { status: 'PENDING_APPROVAL' });
    const approved = await request(t.app).post(`${base}/registrations/${pending.customerId}/approve`).set(bearerHeaders(token));
    expect(approved.body.data.status).toBe('ACTIVE');
    const [row] = await t.db.select().from(customers).where(eq(customers.id, pending.customerId));
    const [reviewer] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, 'staff@mflow.local'));
    expect(row?.decidedByStaffId).toBe(reviewer?.id);
    expect(row?.decidedAt?.toISOString()).toBe(approved.body.data.decidedAt);
    const again = await request(t.app).post(`${base}/registrations/${pending.customerId}/reject`).set(bearerHeaders(token, 'TH')).send({ reason: 'late' });
    expect(again.status).toBe(409);
    expect(errorsOf(again)).toEqual([{ code: 'ERR_STAFF_0002', description: describeError('ERR_STAFF_0002', 'TH', { status: 'ACTIVE' }) }]);
  });

  it('cannot decide a registration still waiting for its e-mail confirmation', async () => {
    const token = await staffToken(t);
    const waiting = await newActiveCustomer(t, { status: 'WAIT_EMAIL_CONFIRM' });
    const res = await request(t.app).post(`${base}/registrations/${waiting.customerId}/approve`).set(bearerHeaders(token));
    expect(errorsOf(res)[0]?.code).toBe('ERR_STAFF_0002');
  });

  it('needs a reason to reject', async () => {
    const token = await staffToken(t);
    const pending = await newActiveCustomer(t, { status: 'PENDING_APPROVAL' });
    const res = await request(t.app).post(`${base}/registrations/${pending.customerId}/reject`).set(bearerHeaders(token)).send({ reason: '   ' });
    expect(errorsOf(res)).toEqual([{ code: 'ERR_COMMON_0004', description: 'The field reason is required' }]);
  });
});
