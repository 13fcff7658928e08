import { Client } from 'pg';
import request from 'supertest';
import { createCustomer, signIn } from '../../test/factories/customers';
import { accessKeyHeaders, outboxFor } from '../../test/factories/http';
import { newEmail, newMobile } from '../../test/factories/identities';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

/**
 * The statements a call runs on the database, in order, without their values: the shape of its
 * work. Timing is not compared (a shared machine makes it noise); the shape is what timing follows.
 */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const query = Client.prototype.query;
  jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text) statements.push(text.replace(/\s+/g, ' ').trim());
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof Client.prototype.query);
  await call();
  jest.restoreAllMocks();
  return statements;
}

const forgot = (identifier: string) =>
  request(t.app).post('/customerservice/api/v1/forgotpwd').set(accessKeyHeaders(t)).send({ identifier });

describe('a forgotten password, for a known and an unknown account', () => {
  it('does the same database work and queues a message in both cases, by e-mail', async () => {
    const customer = await createCustomer(t);
    const unknown = newEmail();
    const known = await statementsOf(() => forgot(customer.email).expect(200));
    const stranger = await statementsOf(() => forgot(unknown).expect(200));
    expect(stranger).toEqual(known);
    expect(known.some((statement) => statement.startsWith('insert into "outbox_message"'))).toBe(true);
    expect((await outboxFor(t, customer.email))[0]).toMatchObject({ channel: 'EMAIL', purpose: 'PASSWORD_RESET' });
    const [told] = await outboxFor(t, unknown);
    expect(told).toMatchObject({ channel: 'EMAIL', purpose: 'PASSWORD_RESET_NO_ACCOUNT' });
    expect(told?.text).not.toContain('/mflow/resetpwd?token=');
  });

  it('does the same by SMS', async () => {
    const customer = await createCustomer(t);
    const unknown = newMobile();
    const known = await statementsOf(() => forgot(customer.mobile).expect(200));
    const stranger = await statementsOf(() => forgot(unknown).expect(200));
    expect(stranger).toEqual(known);
    expect((await outboxFor(t, unknown))[0]).toMatchObject({ channel: 'SMS', purpose: 'PASSWORD_RESET_NO_ACCOUNT' });
  });

  it('spaces out repeated requests for an unknown contact as for a known one', async () => {
    const unknown = newEmail();
    await forgot(unknown).expect(200);
    await forgot(unknown).expect(200);
    expect(await outboxFor(t, unknown)).toHaveLength(1);
  });
});

describe('a sign-in, for a wrong password and an unknown account', () => {
  it('does the same database work', async () => {
    const customer = await createCustomer(t);
    const known = await statementsOf(() => signIn(t, customer.email, 'Wrong-Password-1'));
    const stranger = await statementsOf(() => signIn(t, newEmail(), 'Wrong-Password-1'));
    expect(known.length).toBeGreaterThan(0);
    expect(stranger).toEqual(known);
  });
});
