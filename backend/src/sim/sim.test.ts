import request from 'supertest';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterEach(async () => {
  await request(t.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
});
afterAll(() => t.close());

async function withKey(path: string) {
  const key = (await request(t.app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).body.data.accessKey;
  return request(t.app).get(path).set(commonHeaders('EN')).set('AccessKey', key);
}

describe('simulation settings', () => {
  it('switches a menu code INACTIVE and back through reset', async () => {
    const put = await request(t.app)
      .put('/simservice/api/v1/settings/page-permission/MENU00003')
      .set(commonHeaders())
      .send({ status: 'INACTIVE' });
    expect(put.status).toBe(200);
    const pages = (await withKey('/masterservice/api/v1/pagepermission')).body.data.pages;
    expect(pages.find((p: { code: string }) => p.code === 'MENU00003').status).toBe('INACTIVE');
    await request(t.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
    const after = (await withKey('/masterservice/api/v1/pagepermission')).body.data.pages;
    expect(after.every((p: { status: string }) => p.status === 'ACTIVE')).toBe(true);
  });

  it('answers an unknown menu code with 404', async () => {
    const res = await request(t.app).put('/simservice/api/v1/settings/page-permission/MENU00099').set(commonHeaders('EN')).send({ status: 'ACTIVE' });
    expect(res.status).toBe(404);
    expect(res.body.data.errors[0].code).toBe('ERR_MASTER_0002');
  });

  it('turns coming-soon and maintenance on', async () => {
    await request(t.app).put('/simservice/api/v1/settings/page-config').set(commonHeaders()).send({ statusPage: true });
    await request(t.app).put('/simservice/api/v1/settings/maintenance').set(commonHeaders()).send({ enabled: true });
    expect((await withKey('/masterservice/api/v1/page/config')).body.data).toEqual({ statusPage: true });
    const remote = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(remote.body.data.settings).toEqual([{ key: 'maintenance', enabled: true }]);
  });

  it('moves the clock forward, never back', async () => {
    const later = new Date(TEST_START.getTime() + 86_400_000).toISOString();
    const forward = await request(t.app).put('/simservice/api/v1/clock').set(commonHeaders()).send({ now: later });
    expect(forward.body.data.now).toBe(later);
    expect(t.clock.now().toISOString()).toBe(later);
    const back = await request(t.app).put('/simservice/api/v1/clock').set(commonHeaders('EN')).send({ now: TEST_START.toISOString() });
    expect(back.status).toBe(400);
    expect(back.body.data.errors[0].code).toBe('ERR_SIM_0001');
  });

  it('does not exist outside simulation mode', async () => {
    const production = createTestApp({ simulation: false });
    const res = await request(production.app).post('/simservice/api/v1/settings/reset').set(commonHeaders());
    expect(res.status).toBe(404);
    await production.close();
  });
});
