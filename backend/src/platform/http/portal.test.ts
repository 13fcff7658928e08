import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let root: string;

const PORTAL_PAGE = '<!doctype html><title>portal</title>';
const APP_SCRIPT = 'console.log("the portal starts")';

beforeAll(() => {
  // A dot folder in the path, as the browser-test builds use, must not stop the apps being served.
  root = mkdtempSync(path.join(os.tmpdir(), 'mflow-portal-'));
  const portalDir = path.join(root, '.builds', 'portal');
  const backofficeDir = path.join(root, '.builds', 'backoffice');
  for (const [dir, title] of [
    [portalDir, 'portal'],
    [backofficeDir, 'backoffice'],
  ] as const) {
    mkdirSync(path.join(dir, 'assets'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
    writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), APP_SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'plain-3c4d.js'), APP_SCRIPT);
  }
  // What the portal build writes beside its text files.
  writeFileSync(path.join(portalDir, 'index.html.br'), brotliCompressSync(PORTAL_PAGE));
  writeFileSync(path.join(portalDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(APP_SCRIPT));
  writeFileSync(path.join(portalDir, 'assets', 'app-1a2b.js.gz'), gzipSync(APP_SCRIPT));
  t = createTestApp({ portalDir, backofficeDir });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serving the portal and the back-office', () => {
  it('sends the root to the portal in one redirect', async () => {
    const res = await request(t.app).get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/mflow');
  });

  it.each(['/mflow', '/mflow/', '/mflow/register', '/mflow/deep/client/route'])(
    'answers %s with the portal page itself, never cached',
    async (url) => {
      const res = await request(t.app).get(url).set('Accept-Encoding', 'identity');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toBe(PORTAL_PAGE);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the back-office app under /backoffice with its own fallback', async () => {
    const res = await request(t.app).get('/backoffice/registrations/C123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>backoffice</title>');
  });

  it('caches hashed assets for a year and answers a missing asset with a 404 envelope', async () => {
    const asset = await request(t.app).get('/mflow/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(t.app).get('/mflow/assets/missing-9z.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^application\/json/);
    expect(missing.body.status).toBe('FAIL');
  });
});

describe('compressed copies written by the build', () => {
  it('sends the Brotli copy of an asset to a browser that takes Brotli, typed as the original', async () => {
    const res = await request(t.app).get('/mflow/assets/app-1a2b.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // supertest decodes the body, as a browser does.
    expect(res.text).toBe(APP_SCRIPT);
  });

  it('sends the gzip copy to a client that takes gzip only', async () => {
    const res = await request(t.app).get('/mflow/assets/app-1a2b.js').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.text).toBe(APP_SCRIPT);
  });

  it('sends the file as it is to a client that takes no compression, or when the build wrote no copy', async () => {
    const identity = await request(t.app).get('/mflow/assets/app-1a2b.js').set('Accept-Encoding', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.text).toBe(APP_SCRIPT);
    const uncompressed = await request(t.app).get('/mflow/assets/plain-3c4d.js').set('Accept-Encoding', 'br');
    expect(uncompressed.status).toBe(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.headers['content-type']).toMatch(/^text\/javascript/);
    expect(uncompressed.text).toBe(APP_SCRIPT);
  });

  it('compresses the page of every client-side route', async () => {
    const res = await request(t.app).get('/mflow/login').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe(PORTAL_PAGE);
  });
});
