import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let root: string;

beforeAll(() => {
  // A dot folder in the path, as the browser-test builds use, must not stop the apps being served.
  root = mkdtempSync(path.join(os.tmpdir(), 'mflow-portal-'));
  const portalDir = path.join(root, '.builds', 'portal');
  const backofficeDir = path.join(root, '.builds', 'backoffice');
  for (const [dir, title] of [[portalDir, 'portal'], [backofficeDir, 'backoffice']] as const) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  }
  t = createTestApp({ portalDir, backofficeDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the portal and the back-office', () => {
  it('redirects the root to the portal', async () => {
    const res = await request(t.app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/mflow/');
  });

  it('sends /mflow to /mflow/, where the built asset paths resolve', async () => {
    const res = await request(t.app).get('/mflow');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/mflow/');
  });

  it.each(['/mflow/', '/mflow/register', '/mflow/deep/client/route'])('answers %s with the portal page, never cached', async (url) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the back-office app under /backoffice with its own fallback', async () => {
    const res = await request(t.app).get('/backoffice/registrations/C123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>backoffice</title>');
  });

  it('caches hashed assets for a year and answers a missing asset with a 404 envelope', async () => {
    const asset = await request(t.app).get('/mflow/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await request(t.app).get('/mflow/assets/missing-9z.js');
    expect(missing.status).toBe(404);
    expect(missing.body.status).toBe('FAIL');
  });
});
