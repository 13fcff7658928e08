import request from 'supertest';
import { createApp } from '../app';
import { describeError } from '../platform/errors/error-catalogue';
import { createMember } from '../test/factories/customers';
import { bearerHeaders, errorCodes } from '../test/factories/http';
import { createSignedInStaff } from '../test/factories/staff';
import { createIsolatedTestApp } from '../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../test/test-app';

// The tests switch maintenance and move the clock: they run on a database of their own.
let t: TTestApp;
/** The same app behind one trusted proxy (TRUST_PROXY=1): req.ip is then the client X-Forwarded-For names. */
let behindProxy: TTestApp['app'];

beforeAll(async () => {
  t = await createIsolatedTestApp({ trustProxyHops: 0, authRateLimitPerMinute: 10_000 });
  behindProxy = createApp({ ...t, config: { ...t.config, trustProxyHops: 1 } }).app;
});
afterEach(async () => {
  await request(t.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
});
afterAll(() => t.close());

/** Supertest connects from 127.0.0.1; a stranger is a request that a proxy forwarded for 203.0.113.7. */
const STRANGER = { 'X-Forwarded-For': '203.0.113.7' };

const strangerHeaders = (extra: Record<string, string> = {}, language: 'TH' | 'EN' = 'EN') => ({
  ...commonHeaders(language),
  ...STRANGER,
  ...extra,
});

const switchMaintenanceOn = (headers: Record<string, string>, app = t.app) =>
  request(app).put('/simservice/api/v1/settings/maintenance').set(headers).send({ enabled: true });

async function maintenanceIsOn(): Promise<boolean> {
  const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
  return res.body.data.settings[0].enabled;
}

function expectRefused(res: request.Response, language: 'TH' | 'EN' = 'EN') {
  expect(res.status).toBe(403);
  expect(res.body).toEqual({
    status: 'FAIL',
    data: { errors: [{ code: 'ERR_SIM_0002', description: describeError('ERR_SIM_0002', language) }] },
  });
}

describe('the simulation controls from another machine', () => {
  it('refuses a caller without a sign-in, in the envelope and the request language, and changes nothing', async () => {
    expectRefused(await switchMaintenanceOn(strangerHeaders({}, 'TH')), 'TH');
    expect(await maintenanceIsOn()).toBe(false);
    const before = t.clock.now().toISOString();
    const clock = await request(t.app).put('/simservice/api/v1/clock').set(strangerHeaders()).send({ now: '2027-01-01T00:00:00Z' });
    expectRefused(clock);
    expect(t.clock.now().toISOString()).toBe(before);
  });

  it('refuses a signed-in customer', async () => {
    const { token } = await createMember(t);
    expectRefused(await switchMaintenanceOn(bearerHeaders(token)).set(STRANGER));
    expect(await maintenanceIsOn()).toBe(false);
  });

  it('refuses staff without the trainer role, operations staff included (they have the back-office)', async () => {
    for (const roles of [['APPROVER'], ['OPERATIONS'], ['ADMIN'], []] as const) {
      const { token } = await createSignedInStaff(t, { roles });
      expectRefused(await switchMaintenanceOn({ ...bearerHeaders(token), ...STRANGER }));
    }
    expect(await maintenanceIsOn()).toBe(false);
  });

  it('lets staff with the trainer role drive them', async () => {
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER'] });
    const res = await switchMaintenanceOn({ ...bearerHeaders(token), ...STRANGER });
    expect(res.status).toBe(200);
    expect(await maintenanceIsOn()).toBe(true);
  });

  it('answers an invalid or ended staff sign-in as any other bearer call does, with 401', async () => {
    const garbage = await switchMaintenanceOn({ ...bearerHeaders('not-a-token'), ...STRANGER });
    expect(garbage.status).toBe(401);
    expect(errorCodes(garbage)).toEqual(['ERR_AUTH_0005']);
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER'] });
    await request(t.app).get('/staffservice/api/v1/logout').set(bearerHeaders(token));
    const signedOut = await switchMaintenanceOn({ ...bearerHeaders(token), ...STRANGER });
    expect(signedOut.status).toBe(401);
    expect(errorCodes(signedOut)).toEqual(['ERR_AUTH_0015']);
    expect(await maintenanceIsOn()).toBe(false);
  });

  it('behind a trusted proxy, decides by the client the proxy names', async () => {
    expectRefused(await switchMaintenanceOn(strangerHeaders(), behindProxy));
    expect(await maintenanceIsOn()).toBe(false);
    const { token } = await createSignedInStaff(t, { roles: ['TRAINER'] });
    expect((await switchMaintenanceOn({ ...bearerHeaders(token), ...STRANGER }, behindProxy)).status).toBe(200);
    await request(t.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
    const forwardedLocalCaller = await switchMaintenanceOn({ ...commonHeaders(), 'X-Forwarded-For': '127.0.0.1' }, behindProxy);
    expect(forwardedLocalCaller.status).toBe(200);
  });

  it('does not let a proxy on this machine pass a stranger off as local when no proxy is trusted', async () => {
    expectRefused(await switchMaintenanceOn({ ...commonHeaders('EN'), 'X-Forwarded-For': '127.0.0.1' }));
    expectRefused(await switchMaintenanceOn({ ...commonHeaders('EN'), Forwarded: 'for=203.0.113.7' }));
    expect(await maintenanceIsOn()).toBe(false);
  });

  it.each(['X-Real-IP', 'X-Client-IP', 'True-Client-IP', 'CF-Connecting-IP'])(
    'counts a call from a proxy on this machine that names the client only in %s as from elsewhere',
    async (header) => {
      expectRefused(await switchMaintenanceOn({ ...commonHeaders('EN'), [header]: '203.0.113.7' }));
      expectRefused(
        await request(t.app)
          .get('/simservice/api/v1/outbox')
          .set({ ...commonHeaders('EN'), [header]: '203.0.113.7' }),
      );
      expectRefused(await switchMaintenanceOn({ ...commonHeaders('EN'), [header]: '203.0.113.7' }, behindProxy));
      expect(await maintenanceIsOn()).toBe(false);
    },
  );

  it('is documented with Bearer security', () => {
    const paths = t.openApi() as { paths: Record<string, Record<string, { security?: unknown }>> };
    expect(paths.paths['/simservice/api/v1/settings/maintenance']?.put?.security).toEqual([{ Bearer: [] }]);
    expect(paths.paths['/simservice/api/v1/outbox']?.get?.security).toEqual([{ Bearer: [] }]);
  });
});

describe('the simulation controls on this machine', () => {
  it('work without a sign-in, as before', async () => {
    expect((await switchMaintenanceOn(commonHeaders())).status).toBe(200);
    expect(await maintenanceIsOn()).toBe(true);
    expect((await request(t.app).get('/simservice/api/v1/outbox').set(commonHeaders())).status).toBe(200);
  });
});

describe('every /simservice route', () => {
  const simRoutes = () => t.api.routes.filter((route) => route.path.startsWith('/simservice/'));
  /** Any value will do for a path parameter: the guard answers before the parameters are read. */
  const concrete = (path: string) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => (name === 'code' ? 'MENU00001' : '00000000-0000-4000-8000-000000000000'));

  it('are the settings, the clock and the outbox', () => {
    expect(
      simRoutes()
        .map((route) => `${route.method} ${route.path}`)
        .sort(),
    ).toEqual(
      expect.arrayContaining([
        'put /simservice/api/v1/clock',
        'put /simservice/api/v1/settings/maintenance',
        'get /simservice/api/v1/outbox',
      ]),
    );
  });

  it.each([
    ['without trust proxy', () => t.app],
    ['behind a trusted proxy', () => behindProxy],
  ])('refuses a stranger, %s, so that a new route cannot forget the guard', async (_how, app) => {
    const routes = simRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const res = await request(app())[route.method](concrete(route.path)).set(strangerHeaders()).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status, codes: errorCodes(res) }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        codes: ['ERR_SIM_0002'],
      });
    }
    expect(await maintenanceIsOn()).toBe(false);
  });
});
