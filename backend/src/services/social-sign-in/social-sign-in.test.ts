import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { SIMULATED_IDP_CLIENT, SIMULATED_IDP_PATH } from '../../config';
import { describeError } from '../../platform/errors/error-catalogue';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createCustomer, signIn } from '../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { SOCIAL_PROVIDERS, type TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';

/**
 * The whole authorization code flow against the simulated providers, in-process: the app listens
 * on a port of its own so openid-client can reach the providers' discovery, token and key
 * endpoints, and the test plays the browser, following each redirect by hand with its cookies.
 */
let t: TTestApp;
let server: Server;
let baseUrl: string;

/** The seeded demo member, whose e-mail the simulated providers' first test user has, verified. */
const DEMO_EMAIL = 'somchai@mflow.local';
const DEMO_PASSWORD = 'MflowDemo1';

beforeAll(async () => {
  let handler: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createIsolatedTestApp({
    portalBaseUrl: baseUrl,
    authRateLimitPerMinute: 10_000,
    socialProviders: SOCIAL_PROVIDERS.map((provider) => ({
      provider,
      issuer: `${baseUrl}${SIMULATED_IDP_PATH}/${provider}`,
      ...SIMULATED_IDP_CLIENT,
      simulated: true,
    })),
  });
  handler = t.app;
  // The first discovery loads oidc-provider and makes the providers' keys: seconds on a busy
  // machine, past the 10 s the backend gives a provider to answer. Paid here, as the browser tests'
  // worker does, so no test depends on how busy the machine is.
  for (const provider of SOCIAL_PROVIDERS) await fetch(`${baseUrl}${SIMULATED_IDP_PATH}/${provider}/.well-known/openid-configuration`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** The browser's cookies at the provider; paths are ignored, which sends a cookie to more of the provider's pages than a browser would, and harms nothing. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function browse(jar: CookieJar, url: string, form?: Record<string, string>): Promise<Response> {
  const response = await fetch(new URL(url, baseUrl), {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { Cookie: jar.header(), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  jar.store(response);
  return response;
}

type TProviderVisit = { browserKey: string; callbackQuery: string; loginPage: string };

/** Begins at the API, picks a test user on the provider's page, and returns the query the provider sends the browser back with. */
async function visitProvider(provider: TSocialProvider, subject: string | 'cancel', begin?: () => request.Test): Promise<TProviderVisit> {
  const started = await (begin?.() ?? request(t.app).post('/authservice/api/social/start').set(accessKeyHeaders(t)).send({ provider }));
  expect(started.status).toBe(200);
  const { authorizationUrl, browserKey } = started.body.data as { authorizationUrl: string; browserKey: string };
  expect(authorizationUrl.startsWith(`${baseUrl}/simidp/${provider}/`)).toBe(true);
  const authorization = new URL(authorizationUrl);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('nonce')).toBeTruthy();

  const jar = new CookieJar();
  const toInteraction = await browse(jar, authorizationUrl);
  expect(toInteraction.status).toBe(303);
  const interactionUrl = toInteraction.headers.get('location') ?? '';
  const page = await browse(jar, interactionUrl);
  expect(page.status).toBe(200);
  const loginPage = await page.text();
  const chosen = await browse(jar, interactionUrl, subject === 'cancel' ? { cancel: '1' } : { subject });
  expect(chosen.status).toBe(303);
  const back = await browse(jar, chosen.headers.get('location') ?? '');
  expect(back.status).toBe(303);
  const callback = new URL(back.headers.get('location') ?? '');
  expect(`${callback.origin}${callback.pathname}`).toBe(`${baseUrl}/mflow/social/callback`);
  return { browserKey, callbackQuery: callback.search, loginPage };
}

function callback(
  provider: TSocialProvider,
  visit: Pick<TProviderVisit, 'browserKey' | 'callbackQuery'>,
  headers: Record<string, string> = accessKeyHeaders(t),
) {
  return request(t.app)
    .post('/authservice/api/social/callback')
    .set(headers)
    .send({ provider, query: visit.callbackQuery, browserKey: visit.browserKey });
}

async function demoMember() {
  const res = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
  expect(res.status).toBe(200);
  return { token: res.body.data.token as string, customerId: res.body.data.customerId as string };
}

describe('social sign-in through the simulated providers', () => {
  it("lists the provider's test users on its sign-in page", async () => {
    const visit = await visitProvider('google', 'google-2002');
    expect(visit.loginPage).toContain('somchai@mflow.local');
    expect(visit.loginPage).toContain('malee.google@example.com');
    expect(visit.loginPage).toContain('not verified');
  });

  it('sends a newcomer to registration with the name and e-mail prefilled', async () => {
    const visit = await visitProvider('facebook', 'facebook-2002');
    const res = await callback('facebook', visit);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      outcome: 'REGISTER',
      provider: 'facebook',
      prefill: { firstName: 'มาลี', lastName: 'ศรีสุข', email: 'malee.facebook@example.com' },
    });
  });

  it('links a verified e-mail to the member only after their password, then signs in directly', async () => {
    const member = await demoMember();
    const visit = await visitProvider('google', 'google-1001');
    const offered = await callback('google', visit);
    expect(offered.body.data).toMatchObject({ outcome: 'CONFIRM_LINK', provider: 'google', email: DEMO_EMAIL });
    const { linkToken } = offered.body.data as { linkToken: string };

    const wrong = await request(t.app)
      .post('/authservice/api/social/link')
      .set(accessKeyHeaders(t, 'TH'))
      .send({ linkToken, password: 'Wrong-Password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.data.errors).toEqual([{ code: 'ERR_AUTH_0020', description: describeError('ERR_AUTH_0020', 'TH') }]);

    const linked = await request(t.app)
      .post('/authservice/api/social/link')
      .set(accessKeyHeaders(t))
      .send({ linkToken, password: DEMO_PASSWORD });
    expect(linked.status).toBe(200);
    expect(linked.body.data).toMatchObject({ customerId: member.customerId, email: DEMO_EMAIL, tokenType: 'Bearer' });

    const again = await request(t.app)
      .post('/authservice/api/social/link')
      .set(accessKeyHeaders(t))
      .send({ linkToken, password: DEMO_PASSWORD });
    expect(errorCodes(again)).toEqual(['ERR_SOCIAL_0005']);

    const signedIn = await callback('google', await visitProvider('google', 'google-1001'));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ outcome: 'SIGNED_IN', signIn: { customerId: member.customerId } });

    const list = await request(t.app).get('/customerservice/api/v1/customer/social-identities').set(bearerHeaders(member.token));
    expect(list.body.data).toEqual({
      identities: [{ provider: 'google', email: DEMO_EMAIL, linkedAt: expect.any(String) }],
      available: ['google', 'facebook', 'apple'],
    });
  });

  it('refuses an e-mail the provider has not verified, in both languages', async () => {
    for (const language of ['TH', 'EN'] as const) {
      const res = await callback('apple', await visitProvider('apple', 'apple-3003'), accessKeyHeaders(t, language));
      expect(res.status).toBe(400);
      expect(res.body.data.errors).toEqual([{ code: 'ERR_SOCIAL_0006', description: describeError('ERR_SOCIAL_0006', language) }]);
    }
  });

  it('uses an attempt once, only in the browser that began it, and not after 10 minutes', async () => {
    const visit = await visitProvider('google', 'google-2002');
    expect(errorCodes(await callback('google', { ...visit, browserKey: 'another-browser' }))).toEqual(['ERR_SOCIAL_0005']);
    expect(errorCodes(await callback('facebook', visit))).toEqual(['ERR_SOCIAL_0005']);
    expect((await callback('google', visit)).body.data.outcome).toBe('REGISTER');
    expect(errorCodes(await callback('google', visit))).toEqual(['ERR_SOCIAL_0005']);

    const late = await visitProvider('google', 'google-2002');
    t.clock.advance(10 * 60_000);
    expect(errorCodes(await callback('google', late))).toEqual(['ERR_SOCIAL_0005']);
  });

  it('refuses a forged code, and says so when the user cancels at the provider', async () => {
    const visit = await visitProvider('google', 'google-2002');
    const tampered = visit.callbackQuery.replace(/code=[^&]+/, 'code=forged');
    expect(errorCodes(await callback('google', { ...visit, callbackQuery: tampered }))).toEqual(['ERR_SOCIAL_0004']);
    const cancelled = await visitProvider('google', 'cancel');
    expect(errorCodes(await callback('google', cancelled))).toEqual(['ERR_SOCIAL_0003']);
  });

  it('links from the profile, refuses the same identity for a second member, and unlinks', async () => {
    const member = await createCustomer(t);
    const token = await signIn(t, member.email, member.password).then((res) => res.body.data.token as string);
    const begin = () =>
      request(t.app).post('/customerservice/api/v1/customer/social-identities/link').set(bearerHeaders(token)).send({ provider: 'apple' });

    const linkVisit = await visitProvider('apple', 'apple-2002', begin);
    expect(errorCodes(await callback('apple', linkVisit))).toEqual(['ERR_SOCIAL_0010']);
    const linked = await callback('apple', await visitProvider('apple', 'apple-2002', begin), bearerHeaders(token));
    expect(linked.body.data).toEqual({ outcome: 'LINKED', provider: 'apple' });

    const other = await createCustomer(t);
    const otherToken = await signIn(t, other.email, other.password).then((res) => res.body.data.token as string);
    const otherBegin = () =>
      request(t.app)
        .post('/customerservice/api/v1/customer/social-identities/link')
        .set(bearerHeaders(otherToken))
        .send({ provider: 'apple' });
    const taken = await callback('apple', await visitProvider('apple', 'apple-2002', otherBegin), bearerHeaders(otherToken, 'TH'));
    expect(taken.status).toBe(409);
    expect(taken.body.data.errors).toEqual([{ code: 'ERR_SOCIAL_0007', description: describeError('ERR_SOCIAL_0007', 'TH') }]);

    const second = await callback('apple', await visitProvider('apple', 'apple-1001', begin), bearerHeaders(token));
    expect(errorCodes(second)).toEqual(['ERR_SOCIAL_0008']);

    const signedIn = await callback('apple', await visitProvider('apple', 'apple-2002'));
    expect(signedIn.body.data).toMatchObject({ outcome: 'SIGNED_IN', signIn: { customerId: member.customerId } });

    const unlinked = await request(t.app).delete('/customerservice/api/v1/customer/social-identities/apple').set(bearerHeaders(token));
    expect(unlinked.body.data).toEqual({ unlinked: true });
    expect(
      errorCodes(await request(t.app).delete('/customerservice/api/v1/customer/social-identities/apple').set(bearerHeaders(token))),
    ).toEqual(['ERR_SOCIAL_0009']);
    expect((await callback('apple', await visitProvider('apple', 'apple-2002'))).body.data.outcome).toBe('REGISTER');
  });

  it('links an identity to one member only, when two members link it at the same moment', async () => {
    const members = await Promise.all([createCustomer(t), createCustomer(t)]);
    const tokens = await Promise.all(
      members.map((member) => signIn(t, member.email, member.password).then((res) => res.body.data.token as string)),
    );
    const visits = [];
    for (const token of tokens) {
      const begin = () =>
        request(t.app)
          .post('/customerservice/api/v1/customer/social-identities/link')
          .set(bearerHeaders(token))
          .send({ provider: 'facebook' });
      visits.push(await visitProvider('facebook', 'facebook-3003', begin));
    }
    const answers = await Promise.all(visits.map((visit, index) => callback('facebook', visit, bearerHeaders(tokens[index] ?? ''))));
    expect(answers.map((res) => res.body.data.outcome ?? errorCodes(res)[0]).sort()).toEqual(['ERR_SOCIAL_0007', 'LINKED']);
  });

  it("answers an interaction it does not know with the provider's error page, not a server fault", async () => {
    const res = await fetch(`${baseUrl}/simidp/google/interaction/unknown`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Google <span class="note">(simulated)</span>');
  });

  it('refuses a provider it does not know at the edge', async () => {
    const res = await request(t.app).post('/authservice/api/social/start').set(accessKeyHeaders(t)).send({ provider: 'myspace' });
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['ERR_COMMON_0002']);
  });
});

describe('social sign-in with providers this server cannot use', () => {
  it('has no simulated providers outside simulation mode', async () => {
    const production = createTestApp({ simulation: false, socialProviders: [] });
    try {
      expect((await request(production.app).get('/simidp/google/.well-known/openid-configuration')).status).toBe(404);
      expect((await request(production.app).get('/authservice/api/social/providers').set(accessKeyHeaders(production))).body.data).toEqual({
        providers: [],
      });
    } finally {
      await production.close();
    }
  });

  it('refuses a provider that is not configured, and one that cannot be reached, in both languages', async () => {
    const unreachable = {
      provider: 'google' as const,
      issuer: 'http://127.0.0.1:9/nowhere',
      clientId: 'portal',
      clientSecret: 'secret',
      simulated: false,
    };
    const limited = createTestApp({ socialProviders: [unreachable] });
    try {
      const notOffered = await request(limited.app)
        .post('/authservice/api/social/start')
        .set(accessKeyHeaders(limited, 'TH'))
        .send({ provider: 'apple' });
      expect(notOffered.status).toBe(404);
      expect(notOffered.body.data.errors).toEqual([{ code: 'ERR_SOCIAL_0001', description: describeError('ERR_SOCIAL_0001', 'TH') }]);
      const down = await request(limited.app)
        .post('/authservice/api/social/start')
        .set(accessKeyHeaders(limited))
        .send({ provider: 'google' });
      expect(down.status).toBe(503);
      expect(down.body.data.errors).toEqual([{ code: 'ERR_SOCIAL_0002', description: describeError('ERR_SOCIAL_0002', 'EN') }]);
      const offered = await request(limited.app).get('/authservice/api/social/providers').set(accessKeyHeaders(limited));
      expect(offered.body.data).toEqual({ providers: ['google'] });
      const list = await request(limited.app)
        .get('/customerservice/api/v1/customer/social-identities')
        .set(bearerHeaders(await signIn(limited, DEMO_EMAIL, DEMO_PASSWORD).then((res) => res.body.data.token as string)));
      expect(list.body.data).toEqual({ identities: [], available: ['google'] });
    } finally {
      await limited.close();
    }
  });
});
