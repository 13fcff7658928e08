import request from 'supertest';
import { createApp } from '../app';
import { createFixedClock } from '../platform/clock';
import { createDatabaseClock, type TDatabaseClock } from '../platform/clock/database-clock';
import { createIsolatedTestApp } from '../test/isolated-test-app';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../test/test-app';

// Settings and the clock are shared state: these tests run on a database of their own.
let t: TTestApp;
let clock: TDatabaseClock;
let app: TTestApp['app'];

beforeAll(async () => {
  t = await createIsolatedTestApp();
  clock = createDatabaseClock({
    db: t.db,
    connection: { connectionString: t.config.databaseUrl },
    logger: t.logger,
    base: createFixedClock(TEST_START),
  });
  await clock.start();
  app = createApp({ ...t, clock }).app;
});
afterEach(async () => {
  await request(app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
});
afterAll(async () => {
  await clock.close();
  await t.close();
});

async function withKey(path: string) {
  const key = (await request(app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).body.data.accessKey;
  return request(app).get(path).set(commonHeaders('EN')).set('AccessKey', key);
}

describe('simulation settings', () => {
  it('switches a menu code INACTIVE and back through reset', async () => {
    const put = await request(app)
      .put('/simservice/api/v1/settings/page-permission/MENU00003')
      .set(commonHeaders())
      .send({ status: 'INACTIVE' });
    expect(put.status).toBe(200);
    const pages = (await withKey('/masterservice/api/v1/pagepermission')).body.data.pages;
    expect(pages.find((p: { code: string }) => p.code === 'MENU00003').status).toBe('INACTIVE');
    await request(app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
    const after = (await withKey('/masterservice/api/v1/pagepermission')).body.data.pages;
    expect(after.every((p: { status: string }) => p.status === 'ACTIVE')).toBe(true);
  });

  it('answers an unknown menu code with 404', async () => {
    const res = await request(app)
      .put('/simservice/api/v1/settings/page-permission/MENU00099')
      .set(commonHeaders('EN'))
      .send({ status: 'ACTIVE' });
    expect(res.status).toBe(404);
    expect(res.body.data.errors[0].code).toBe('ERR_MASTER_0002');
  });

  it('turns coming-soon and maintenance on', async () => {
    await request(app).put('/simservice/api/v1/settings/page-config').set(commonHeaders()).send({ statusPage: true });
    await request(app).put('/simservice/api/v1/settings/maintenance').set(commonHeaders()).send({ enabled: true });
    expect((await withKey('/masterservice/api/v1/page/config')).body.data).toEqual({ statusPage: true });
    const remote = await request(app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(remote.body.data.settings).toEqual([{ key: 'maintenance', enabled: true }]);
  });

  it('does not exist outside simulation mode', async () => {
    const production = createTestApp({ simulation: false });
    const res = await request(production.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
    expect(res.status).toBe(404);
    await production.close();
  });
});

describe('simulation clock', () => {
  it('moves the clock forward, stores it for every instance, and never moves it back', async () => {
    const later = new Date(TEST_START.getTime() + 86_400_000).toISOString();
    const forward = await request(app).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: later });
    expect(forward.body.data.now).toBe(later);
    expect(clock.now().toISOString()).toBe(later);
    const stored = await t.pool.query('SELECT offset_ms FROM sim_clock');
    expect(Number(stored.rows[0].offset_ms)).toBe(86_400_000);
    const read = await request(app).get('/simservice/api/v1/clock').set(commonHeaders());
    expect(read.body.data.now).toBe(later);
    expect(read.headers['x-server-time']).toBe(later);
    const back = await request(app).put('/simservice/api/v1/clock').set(commonHeaders('EN')).send({ now: TEST_START.toISOString() });
    expect(back.status).toBe(400);
    expect(back.body.data.errors[0]).toEqual({ code: 'ERR_SIM_0001', description: 'The simulated clock cannot be moved backwards' });
  });

  it('cannot be moved when the system clock is in use', async () => {
    const { app: systemTime } = createApp({ ...t, clock: { now: () => TEST_START } });
    const res = await request(systemTime).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: TEST_START.toISOString() });
    expect(res.status).toBe(404);
  });
});
