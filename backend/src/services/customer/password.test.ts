import request from 'supertest';
import { describeError } from '../../platform/errors/error-catalogue';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { newEmail } from '../../test/factories/identities';
import { accessKeyHeaders, bearerHeaders, outboxFor } from '../../test/factories/http';
import { createCustomer, signIn, tokenOf } from '../../test/factories/customers';
import { linkFromOutbox } from '../../test/factories/registration';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const errorsOf = (res: request.Response) => res.body.data.errors as { code: string; description: string }[];
const NEW_PASSWORD = 'Fresh-Start-77';

const forgot = (identifier: string) =>
  request(t.app).post('/customerservice/api/v1/forgotpwd').set(accessKeyHeaders(t)).send({ identifier });
const reset = (body: object, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).post('/customerservice/api/v1/resetpwd').set(accessKeyHeaders(t, language)).send(body);
const me = (token: string) => request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(token));

describe('forgot and reset password', () => {
  it('e-mails a single-use reset link; the new password works, the old does not, and every session ends', async () => {
    const customer = await createCustomer(t);
    const session = await tokenOf(t, customer);
    expect((await forgot(customer.email)).body.data).toEqual({ accepted: true });
    const token = await linkFromOutbox(t, customer.email, '/mflow/resetpwd');

    expect((await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body.data).toEqual({ accepted: true });
    expect(errorsOf(await me(session))[0]?.code).toBe('ERR_AUTH_0015');
    expect(errorsOf(await signIn(t, customer.email, customer.password))[0]?.code).toBe('ERR_AUTH_0020');
    expect((await signIn(t, customer.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset({ token, newPassword: 'Another-One-88', confirmPassword: 'Another-One-88' }, 'TH');
    expect(errorsOf(again)).toEqual([{ code: 'ERR_CUST_0033', description: describeError('ERR_CUST_0033', 'TH') }]);
  });

  it('sends the link by SMS when the mobile number is given', async () => {
    const customer = await createCustomer(t);
    await forgot(customer.mobile);
    const messages = await outboxFor(t, customer.mobile);
    expect(messages[0]).toMatchObject({ channel: 'SMS', purpose: 'PASSWORD_RESET' });
    expect(messages[0]?.text).toContain('/mflow/resetpwd?token=');
  });

  it('answers the same for an unknown identifier, which is told that no account uses it and given no link', async () => {
    const email = newEmail();
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: true });
    const messages = await outboxFor(t, email);
    expect(messages.map((message) => message.purpose)).toEqual(['PASSWORD_RESET_NO_ACCOUNT']);
    expect(messages[0]?.text).not.toContain('token=');
  });

  it('stops working after 30 minutes', async () => {
    const customer = await createCustomer(t);
    await forgot(customer.email);
    const token = await linkFromOutbox(t, customer.email, '/mflow/resetpwd');
    t.clock.advance(30 * 60_000);
    expect(errorsOf(await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))[0]?.code).toBe('ERR_CUST_0033');
  });

  it('applies the password rules and refuses the current password as the new one', async () => {
    const customer = await createCustomer(t);
    await forgot(customer.email);
    const token = await linkFromOutbox(t, customer.email, '/mflow/resetpwd');
    const weak = await reset({ token, newPassword: 'short', confirmPassword: 'other' });
    expect(errorsOf(weak).map((e) => e.code)).toEqual(['ERR_CUST_0001', 'ERR_CUST_0002', 'ERR_CUST_0004', 'ERR_CUST_0006']);
    const same = await reset({ token, newPassword: customer.password, confirmPassword: customer.password });
    expect(errorsOf(same)).toEqual([{ code: 'ERR_CUST_0007', description: describeError('ERR_CUST_0007', 'EN') }]);
    // A refused attempt does not spend the link.
    expect((await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it('lifts a sign-in lock, since whoever reads the e-mail owns the account', async () => {
    const customer = await createCustomer(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) await signIn(t, customer.email, 'Wrong-Password-1');
    expect(errorsOf(await signIn(t, customer.email, customer.password))[0]?.code).toBe('ERR_AUTH_0021');
    await forgot(customer.email);
    const token = await linkFromOutbox(t, customer.email, '/mflow/resetpwd');
    await reset({ token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await signIn(t, customer.email, NEW_PASSWORD)).status).toBe(200);
  });
});

describe('change password (signed in)', () => {
  const change = (token: string, body: object, language: 'TH' | 'EN' = 'EN') =>
    request(t.app).put('/customerservice/api/v1/customer/current/password').set(bearerHeaders(token, language)).send(body);

  it('needs the right current password and signs out the other devices but not this one', async () => {
    const customer = await createCustomer(t);
    const here = await tokenOf(t, customer);
    const elsewhere = await tokenOf(t, customer);
    const wrong = await change(here, { currentPassword: 'Not-My-Pass-1', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'TH');
    expect(errorsOf(wrong)).toEqual([{ code: 'ERR_CUST_0034', description: describeError('ERR_CUST_0034', 'TH') }]);

    const changed = await change(here, { currentPassword: customer.password, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await me(here)).status).toBe(200);
    expect(errorsOf(await me(elsewhere))[0]?.code).toBe('ERR_AUTH_0015');
    expect((await signIn(t, customer.email, NEW_PASSWORD)).status).toBe(200);
  });

  it.each([
    [
      'the new password equals the current one',
      { currentPassword: 'Toll-Road-2026', newPassword: 'Toll-Road-2026', confirmPassword: 'Toll-Road-2026' },
      'ERR_CUST_0007',
      'newPassword',
    ],
    [
      'the confirmation differs',
      { currentPassword: 'Toll-Road-2026', newPassword: NEW_PASSWORD, confirmPassword: 'Fresh-Start-78' },
      'ERR_CUST_0006',
      'confirmPassword',
    ],
    ['the current password is missing', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'ERR_COMMON_0004', 'currentPassword'],
    ['the new password is missing', { currentPassword: 'Toll-Road-2026', confirmPassword: NEW_PASSWORD }, 'ERR_COMMON_0004', 'newPassword'],
    [
      'the new password has no digit',
      { currentPassword: 'Toll-Road-2026', newPassword: 'Fresh-Start', confirmPassword: 'Fresh-Start' },
      'ERR_CUST_0004',
      'newPassword',
    ],
  ])('refuses when %s, in both languages', async (_case, body, code, field) => {
    const token = await tokenOf(t, await createCustomer(t));
    for (const language of ['TH', 'EN'] as const) {
      expect(errorsOf(await change(token, body, language))).toContainEqual({
        code,
        description: describeError(code as 'ERR_CUST_0007', language, { field }),
      });
    }
  });
});

describe('verifypwd', () => {
  it('confirms the right password, refuses a wrong one, and counts wrong ones towards the lock', async () => {
    const customer = await createCustomer(t);
    const token = await tokenOf(t, customer);
    const verify = (password: string) =>
      request(t.app).post('/customerservice/api/v1/verifypwd').set(bearerHeaders(token)).send({ password });
    expect((await verify(customer.password)).body.data).toEqual({ verified: true });
    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) answers.push(errorsOf(await verify('Not-My-Pass-1'))[0]?.code);
    expect(answers).toEqual(['ERR_CUST_0034', 'ERR_CUST_0034', 'ERR_CUST_0034', 'ERR_CUST_0034', 'ERR_AUTH_0021']);
    expect(errorsOf(await verify(customer.password))[0]?.code).toBe('ERR_AUTH_0021');
  });

  it('needs a signed-in customer', async () => {
    const res = await request(t.app).post('/customerservice/api/v1/verifypwd').set(accessKeyHeaders(t)).send({ password: 'x' });
    expect(errorsOf(res)[0]?.code).toBe('ERR_AUTH_0004');
  });
});
