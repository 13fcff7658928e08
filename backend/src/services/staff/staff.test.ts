import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders } from '../../test/factories/http';
import { createCustomer, tokenOf } from '../../test/factories/customers';
import { createStaff } from '../../test/factories/staff';
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
