import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders } from '../../test/factories/http';
import { createCustomer, tokenOf } from '../../test/factories/customers';
import { createSignedInStaff, createStaff } from '../../test/factories/staff';
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
    expect(res.body.data).toMatchObject({ email: 'staff@mflow.local', tokenType: 'Bearer', expiresIn: 1800, roles: ['APPROVER'] });
    const auth = bearerHeaders(res.body.data.token);
    expect((await request(t.app).get(`${base}/staff/current`).set(auth)).body.data.email).toBe('staff@mflow.local');
    expect((await request(t.app).get(`${base}/logout`).set(auth)).body.data).toEqual({ signedOut: true });
    expect(errorsOf(await request(t.app).get(`${base}/registrations`).set(auth))[0]?.code).toBe('ERR_AUTH_0015');
  });

  it('answers an unknown e-mail and a wrong password alike, and locks after 5 failures for 15 minutes', async () => {
    const staff = await createStaff(t);
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
    const staff = await createStaff(t);
    await t.db.update(staffUsers).set({ status: 'DISABLED' }).where(eq(staffUsers.email, staff.email));
    expect(errorsOf(await signInStaff(staff.email, staff.password))[0]?.code).toBe('ERR_AUTH_0027');
  });

  it('keeps customers and staff apart: a customer token opens no back-office call', async () => {
    const customerToken = await tokenOf(t, await createCustomer(t));
    const res = await request(t.app).get(`${base}/registrations`).set(bearerHeaders(customerToken));
    expect(res.status).toBe(401);
    expect(errorsOf(res)[0]?.code).toBe('ERR_AUTH_0005');
  });
});

describe('staff sessions', () => {
  it("end after 30 minutes without a call, as customers' do", async () => {
    const staff = await createSignedInStaff(t, { roles: [] });
    const current = () => request(t.app).get(`${base}/staff/current`).set(bearerHeaders(staff.token));
    t.clock.advance(29 * 60_000);
    expect((await current()).status).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    expect(errorsOf(await current())[0]?.code).toBe('ERR_AUTH_0015');
  });
});

describe('staff accounts, managed by an admin', () => {
  const accounts = `${base}/staff/accounts`;

  it('adds an account that signs in with its roles, and refuses a second one with the same e-mail', async () => {
    const admin = await createSignedInStaff(t, { roles: ['ADMIN'] });
    const email = `agent-${Date.now().toString(36)}@example.com`;
    const body = { email, displayName: 'Agent', password: 'Agent-2026x', roles: ['CALL_CENTRE'] };
    expect((await request(t.app).post(accounts).set(bearerHeaders(admin.token)).send(body)).status).toBe(201);
    expect((await signInStaff(email, 'Agent-2026x')).body.data.roles).toEqual(['CALL_CENTRE']);
    const again = await request(t.app).post(accounts).set(bearerHeaders(admin.token, 'TH')).send(body);
    expect(again.status).toBe(409);
    expect(errorsOf(again)).toEqual([{ code: 'ERR_STAFF_0005', description: describeError('ERR_STAFF_0005', 'TH') }]);
    const weak = await request(t.app)
      .post(accounts)
      .set(bearerHeaders(admin.token))
      .send({ ...body, email: `x${email}`, password: 'short', roles: ['ADMIN', 'ADMIN'] });
    expect(weak.status).toBe(400);
    expect(errorsOf(weak).map((error) => error.code)).toEqual(expect.arrayContaining(['ERR_CUST_0001', 'ERR_STAFF_0007']));
  });

  it('disabling an account or setting its password ends its open sessions', async () => {
    const admin = await createSignedInStaff(t, { roles: ['ADMIN'] });
    const first = await createSignedInStaff(t, { roles: ['OPERATIONS'] });
    await request(t.app)
      .put(`${accounts}/${first.staffId}/password`)
      .set(bearerHeaders(admin.token))
      .send({ password: 'Fresh-2026x' })
      .expect(200);
    expect(errorsOf(await request(t.app).get(`${base}/staff/current`).set(bearerHeaders(first.token)))[0]?.code).toBe('ERR_AUTH_0015');
    expect((await signInStaff(first.email, 'Fresh-2026x')).status).toBe(200);

    const second = await createSignedInStaff(t, { roles: ['OPERATIONS'] });
    const disabled = await request(t.app)
      .patch(`${accounts}/${second.staffId}`)
      .set(bearerHeaders(admin.token))
      .send({ status: 'DISABLED', roles: ['CALL_CENTRE'] });
    expect(disabled.body.data).toMatchObject({ status: 'DISABLED', roles: ['CALL_CENTRE'] });
    expect((await request(t.app).get(`${base}/staff/current`).set(bearerHeaders(second.token))).status).toBe(401);
  });

  it('refuses to let an admin disable themself or drop their own admin role', async () => {
    const admin = await createSignedInStaff(t, { roles: ['ADMIN'] });
    for (const change of [{ status: 'DISABLED' }, { roles: ['OPERATIONS'] }]) {
      const res = await request(t.app).patch(`${accounts}/${admin.staffId}`).set(bearerHeaders(admin.token)).send(change);
      expect(res.status).toBe(409);
      expect(errorsOf(res)[0]?.code).toBe('ERR_STAFF_0008');
    }
    const renamed = await request(t.app)
      .patch(`${accounts}/${admin.staffId}`)
      .set(bearerHeaders(admin.token))
      .send({ displayName: 'Chief admin', roles: ['ADMIN', 'OPERATIONS'] });
    expect(renamed.body.data).toMatchObject({ displayName: 'Chief admin', roles: ['ADMIN', 'OPERATIONS'], status: 'ACTIVE' });
  });
});
