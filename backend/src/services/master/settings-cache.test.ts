import request from 'supertest';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { SETTINGS_TTL_MS } from './master.service';

// Two instances on one database of their own: this one reads, the other one writes.
let t: TTestApp;
let other: TTestApp;

beforeAll(async () => {
  t = await createIsolatedTestApp();
  other = createTestApp({ databaseUrl: t.config.databaseUrl });
});
afterEach(async () => {
  await request(other.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
  t.clock.advance(SETTINGS_TTL_MS);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function menuStatus(app: TTestApp['app'], code: string): Promise<string> {
  const key = (await request(app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).body.data.accessKey;
  const res = await request(app).get('/masterservice/api/v1/pagepermission').set(commonHeaders()).set('AccessKey', key);
  return res.body.data.pages.find((page: { code: string }) => page.code === code).status;
}

async function maintenance(app: TTestApp['app']): Promise<boolean> {
  return (await request(app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders())).body.data.settings[0].enabled;
}

const switchMenu = (app: TTestApp['app'], code: string, status: string) =>
  request(app).put(`/simservice/api/v1/settings/page-permission/${code}`).set(commonHeaders()).send({ status }).expect(200);

const switchMaintenance = (app: TTestApp['app'], enabled: boolean) =>
  request(app).put('/simservice/api/v1/settings/maintenance').set(commonHeaders()).send({ enabled }).expect(200);

describe('menu codes and settings kept in memory', () => {
  it('shows a menu code switched on the same instance at once', async () => {
    expect(await menuStatus(t.app, 'MENU00004')).toBe('ACTIVE');
    await switchMenu(t.app, 'MENU00004', 'INACTIVE');
    expect(await menuStatus(t.app, 'MENU00004')).toBe('INACTIVE');
  });

  it('shows a menu code switched on another instance once the time-to-live has passed', async () => {
    expect(await menuStatus(t.app, 'MENU00005')).toBe('ACTIVE');
    await switchMenu(other.app, 'MENU00005', 'INACTIVE');
    expect(await menuStatus(other.app, 'MENU00005')).toBe('INACTIVE');
    t.clock.advance(SETTINGS_TTL_MS - 1);
    expect(await menuStatus(t.app, 'MENU00005')).toBe('ACTIVE');
    t.clock.advance(1);
    expect(await menuStatus(t.app, 'MENU00005')).toBe('INACTIVE');
  });

  it('shows maintenance switched on the same instance at once, and on another once the time-to-live has passed', async () => {
    expect(await maintenance(t.app)).toBe(false);
    await switchMaintenance(t.app, true);
    expect(await maintenance(t.app)).toBe(true);
    await switchMaintenance(other.app, false);
    expect(await maintenance(t.app)).toBe(true);
    t.clock.advance(SETTINGS_TTL_MS);
    expect(await maintenance(t.app)).toBe(false);
  });

  it('shows a reset on the same instance at once', async () => {
    await switchMenu(t.app, 'MENU00006', 'INACTIVE');
    await request(t.app).post('/simservice/api/v1/settings/reset').set(commonHeaders()).expect(200);
    expect(await menuStatus(t.app, 'MENU00006')).toBe('ACTIVE');
  });
});
