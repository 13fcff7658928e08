import bcrypt from 'bcryptjs';
import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { newEmail, PASSWORD } from '../../test/factories/identities';
import { accessKeyHeaders, bearerHeaders } from '../../test/factories/http';
import { createCustomer, signIn, tokenOf } from '../../test/factories/customers';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const errorsOf = (res: request.Response) => res.body.data.errors as { code: string; description: string }[];
const LOCK_MS = 15 * 60_000;

describe('customer sign-in (POST /authservice/api/auth)', () => {
  it('signs in with e-mail or mobile and answers what the portal stores locally', async () => {
    const customer = await createCustomer(t);
    const byEmail = await signIn(t, customer.email.toUpperCase(), customer.password, 'email');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({
      customerId: customer.customerId,
      email: customer.email,
      displayName: 'Tester Member',
      accountType: 'INDIVIDUAL',
    });
    const byPhone = await signIn(
      t,
      `${customer.mobile.slice(0, 3)}-${customer.mobile.slice(3, 6)}-${customer.mobile.slice(6)}`,
      customer.password,
      'PHONE',
    );
    expect(byPhone.status).toBe(200);
  });

  it('gives an unknown account and a wrong password the same message, in both languages', async () => {
    const customer = await createCustomer(t);
    for (const language of ['TH', 'EN'] as const) {
      const unknown = await signIn(t, newEmail(), PASSWORD, 'EMAIL', language);
      const wrong = await signIn(t, customer.email, 'Wrong-Password-1', 'EMAIL', language);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(errorsOf(unknown)).toEqual([{ code: 'ERR_AUTH_0020', description: describeError('ERR_AUTH_0020', language) }]);
      expect(errorsOf(wrong)).toEqual(errorsOf(unknown));
    }
  });

  it('spends one bcrypt check on an unknown account too, so the answer time does not tell', async () => {
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      await signIn(t, newEmail(), PASSWORD);
      expect(compare).toHaveBeenCalledTimes(1);
    } finally {
      compare.mockRestore();
    }
  });

  it('locks the account after 5 failures, refuses even the right password while locked, and lets it in after 15 minutes', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(errorsOf(await signIn(t, customer.email, 'Wrong-Password-1'))[0]?.code).toBe('ERR_AUTH_0020');
    }
    const fifth = await signIn(t, customer.email, 'Wrong-Password-1', 'EMAIL', 'TH');
    expect(fifth.status).toBe(429);
    expect(errorsOf(fifth)).toEqual([{ code: 'ERR_AUTH_0021', description: describeError('ERR_AUTH_0021', 'TH', { minutes: '15' }) }]);
    // The lock is on the account, whichever identifier is typed.
    expect(errorsOf(await signIn(t, customer.mobile, customer.password, 'PHONE'))[0]?.code).toBe('ERR_AUTH_0021');
    t.clock.advance(LOCK_MS - 60_000);
    expect(errorsOf(await signIn(t, customer.email, customer.password))).toEqual([
      { code: 'ERR_AUTH_0021', description: describeError('ERR_AUTH_0021', 'EN', { minutes: '1' }) },
    ]);
    t.clock.advance(60_000);
    expect((await signIn(t, customer.email, customer.password)).status).toBe(200);
  });

  it('starts counting again after the lock, so a stranger cannot lock anyone out for good', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(t, customer.email, 'Wrong-Password-1');
    t.clock.advance(LOCK_MS);
    // One more wrong guess after the lock is the first of a new count, not a new lock.
    expect(errorsOf(await signIn(t, customer.email, 'Wrong-Password-1'))[0]?.code).toBe('ERR_AUTH_0020');
    expect((await signIn(t, customer.email, customer.password)).status).toBe(200);
  });

  it('forgets failures older than the 15-minute window and after a successful sign-in', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(t, customer.email, 'Wrong-Password-1');
    t.clock.advance(LOCK_MS);
    expect(errorsOf(await signIn(t, customer.email, 'Wrong-Password-1'))[0]?.code).toBe('ERR_AUTH_0020');
    expect((await signIn(t, customer.email, customer.password)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await signIn(t, customer.email, 'Wrong-Password-1');
    expect((await signIn(t, customer.email, customer.password)).status).toBe(200);
  });

  it('locks an unknown identifier exactly like a known one, so the lock does not reveal who is registered', async () => {
    const unknown = newEmail();
    const answers = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) answers.push(errorsOf(await signIn(t, unknown, 'Wrong-Password-1'))[0]?.code);
    expect(answers).toEqual(['ERR_AUTH_0020', 'ERR_AUTH_0020', 'ERR_AUTH_0020', 'ERR_AUTH_0020', 'ERR_AUTH_0021', 'ERR_AUTH_0021']);
  });

  it('tells a customer that the account is closed or pending only once the password is right', async () => {
    const closed = await createCustomer(t, { status: 'CLOSED' });
    const pending = await createCustomer(t, { status: 'PENDING_APPROVAL' });
    expect(errorsOf(await signIn(t, closed.email, 'Wrong-Password-1'))[0]?.code).toBe('ERR_AUTH_0020');
    expect(errorsOf(await signIn(t, pending.email, 'Wrong-Password-1'))[0]?.code).toBe('ERR_AUTH_0020');
    const closedRight = await signIn(t, closed.email, closed.password, 'EMAIL', 'TH');
    expect(closedRight.status).toBe(403);
    expect(errorsOf(closedRight)).toEqual([{ code: 'ERR_AUTH_0025', description: describeError('ERR_AUTH_0025', 'TH') }]);
    expect(errorsOf(await signIn(t, pending.email, pending.password))[0]?.code).toBe('ERR_AUTH_0023');
  });

  it('needs the type header and a Basic authorization header', async () => {
    const customer = await createCustomer(t);
    const basic = `Basic ${Buffer.from(`${customer.email}:${customer.password}`).toString('base64')}`;
    const noType = await request(t.app).post('/authservice/api/auth').set(accessKeyHeaders(t)).set('Authorization', basic);
    expect(errorsOf(noType)).toEqual([{ code: 'ERR_COMMON_0001', description: 'The request header type is missing or invalid' }]);
    const noBasic = await request(t.app).post('/authservice/api/auth').set(accessKeyHeaders(t)).set('type', 'EMAIL');
    expect(errorsOf(noBasic)[0]?.code).toBe('ERR_AUTH_0026');
    const garbled = await request(t.app)
      .post('/authservice/api/auth')
      .set(accessKeyHeaders(t))
      .set('type', 'EMAIL')
      .set('Authorization', 'Basic bm9jb2xvbg==');
    expect(errorsOf(garbled)[0]?.code).toBe('ERR_AUTH_0026');
    const noKey = await request(t.app).post('/authservice/api/auth').set(commonHeaders()).set('type', 'EMAIL').set('Authorization', basic);
    expect(errorsOf(noKey)[0]?.code).toBe('ERR_AUTH_0001');
  });
});

describe('sessions after sign-in', () => {
  it('ends the session after 30 minutes without a call (ERR_AUTH_0015)', async () => {
    const token = await tokenOf(t, await createCustomer(t));
    t.clock.advance(29 * 60_000);
    expect((await request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(token))).status).toBe(200);
    t.clock.advance(30 * 60_000 + 1000);
    const expired = await request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(token));
    expect(errorsOf(expired)[0]?.code).toBe('ERR_AUTH_0015');
  });

  it('logout revokes only that session', async () => {
    const customer = await createCustomer(t);
    const first = await tokenOf(t, customer);
    const second = await tokenOf(t, customer);
    expect((await request(t.app).get('/authservice/api/logout').set(bearerHeaders(first))).status).toBe(200);
    expect(errorsOf(await request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(first)))[0]?.code).toBe(
      'ERR_AUTH_0015',
    );
    expect((await request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(second))).status).toBe(200);
  });
});
