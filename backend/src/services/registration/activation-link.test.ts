import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { newEmail } from '../../test/factories/identities';
import { accessKeyHeaders, errorCodes, outboxFor, postRegistration } from '../../test/factories/http';
import { createRegistryPerson } from '../../test/factories/registry';
import { individualBody, linkFromOutbox, withProofsAndUploads } from '../../test/factories/registration';
import { describeError } from '../../platform/errors/error-catalogue';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

const register = (body: object, language: 'TH' | 'EN' = 'EN') => postRegistration(t, body, language);
const codes = errorCodes;

describe('the e-mail confirmation link', () => {
  async function registered() {
    const person = await createRegistryPerson(t);
    const body = await withProofsAndUploads(t, await individualBody(t, person));
    expect((await register(body)).status).toBe(201);
    return body;
  }
  const activate = (token: string, language: 'TH' | 'EN' = 'EN') =>
    request(t.app).post('/customerservice/api/v1/activate').set(accessKeyHeaders(t, language)).send({ token });
  const resend = (email: string) =>
    request(t.app).post('/customerservice/api/v1/resend/activate/link').set(accessKeyHeaders(t)).send({ email });

  it('works for 7 days and not after', async () => {
    const late = await registered();
    const lateToken = await linkFromOutbox(t, late.email, '/mflow/activate');
    t.clock.advance(7 * 86_400_000);
    const expired = await activate(lateToken, 'TH');
    expect(expired.body.data.errors).toEqual([{ code: 'ERR_CUST_0032', description: describeError('ERR_CUST_0032', 'TH') }]);

    const onTime = await registered();
    const token = await linkFromOutbox(t, onTime.email, '/mflow/activate');
    t.clock.advance(7 * 86_400_000 - 1000);
    expect((await activate(token)).body.data).toEqual({ status: 'PENDING_APPROVAL' });
  });

  it('can be sent again: the new link works, the old one no longer does, and resends are spaced a minute apart', async () => {
    const body = await registered();
    const old = await linkFromOutbox(t, body.email, '/mflow/activate');
    t.clock.advance(61_000);
    expect((await resend(body.email)).body.data).toEqual({ accepted: true });
    const fresh = await linkFromOutbox(t, body.email, '/mflow/activate');
    expect(fresh).not.toBe(old);
    // Within the minute nothing new is sent, but the answer is the same.
    expect((await resend(body.email)).body.data).toEqual({ accepted: true });
    expect((await outboxFor(t, body.email)).filter((m) => m.purpose === 'EMAIL_ACTIVATION')).toHaveLength(2);
    expect(codes(await activate(old))).toEqual(['ERR_CUST_0032']);
    expect((await activate(fresh)).body.data).toEqual({ status: 'PENDING_APPROVAL' });
  });

  it('answers a resend for an unknown address exactly as for a known one, and sends nothing', async () => {
    const email = newEmail();
    const res = await resend(email);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: true });
    expect(await outboxFor(t, email)).toEqual([]);
  });

  it('refuses a made-up token', async () => {
    expect(codes(await activate('not-a-real-token'))).toEqual(['ERR_CUST_0032']);
  });
});
