import request from 'supertest';
import { createApp } from '../../app';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ corsOrigins: ['https://portal.example'] });
});
afterAll(() => t.close());

describe('X-Server-Time', () => {
  it("stamps a successful answer with the injected clock's time", async () => {
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(res.status).toBe(200);
    expect(res.headers['x-server-time']).toBe(TEST_START.toISOString());
  });

  it('follows the clock when it moves', async () => {
    t.clock.advance(86_400_000);
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(res.headers['x-server-time']).toBe(new Date(TEST_START.getTime() + 86_400_000).toISOString());
  });

  it('stamps failures too: bad headers, unknown routes, not ready', async () => {
    expect((await request(t.app).get('/masterservice/api/v1/remoteconfig')).headers['x-server-time']).toBe(t.clock.now().toISOString());
    expect((await request(t.app).get('/masterservice/api/v1/nothing').set(commonHeaders())).headers['x-server-time']).toBe(
      t.clock.now().toISOString(),
    );
    const { app } = createApp(t, { ready: false });
    const notReady = await request(app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    expect(notReady.status).toBe(503);
    expect(notReady.headers['x-server-time']).toBe(t.clock.now().toISOString());
  });

  it('lets a portal on an allowed origin read it', async () => {
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders()).set('Origin', 'https://portal.example');
    expect(res.headers['access-control-expose-headers']).toContain('X-Server-Time');
  });
});

describe('Cache-Control', () => {
  it('forbids keeping an answer, a failure too, and sends no ETag', async () => {
    const ok = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders());
    const failed = await request(t.app).get('/masterservice/api/v1/pagepermission').set(commonHeaders());
    expect(failed.status).toBe(401);
    for (const res of [ok, failed]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
