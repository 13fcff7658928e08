import request from 'supertest';
import { createApp } from '../../app';
import { createLogger } from '../log/logger';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

// Every route is called here, settings and clock included: on a database of its own.
beforeAll(async () => {
  t = await createIsolatedTestApp();
});
afterAll(() => t.close());

function expectFailEnvelope(res: request.Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body.status).toBe('FAIL');
  expect(res.body.data.errors.length).toBeGreaterThan(0);
  for (const error of res.body.data.errors) expect(error.description).toEqual(expect.any(String));
  if (code) expect(res.body.data.errors.map((e: { code: string }) => e.code)).toContain(code);
}

describe('common headers', () => {
  it.each(['transactionId', 'requestDate', 'language', 'source', 'systemCode'])(
    'rejects a call without %s, naming the header',
    async (header) => {
      const headers = commonHeaders('EN');
      delete headers[header];
      const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(headers);
      expectFailEnvelope(res, 400, 'ERR_COMMON_0001');
      // Without a language header the answer falls back to Thai.
      expect(res.body.data.errors[0].description).toBe(
        header === 'language' ? 'ส่วนหัวคำขอ language ไม่ถูกต้องหรือไม่ได้ระบุ' : `The request header ${header} is missing or invalid`,
      );
    },
  );

  it('rejects malformed header values, one error per header', async () => {
    const res = await request(t.app)
      .get('/masterservice/api/v1/remoteconfig')
      .set({ ...commonHeaders('EN'), transactionId: 'X1', requestDate: 'yesterday', source: 'FAX', systemCode: '00000' });
    expectFailEnvelope(res, 400, 'ERR_COMMON_0001');
    expect(res.body.data.errors).toHaveLength(4);
  });

  it('answers in Thai when the language header is missing or unknown', async () => {
    const headers = commonHeaders();
    delete headers.language;
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(headers);
    expect(res.body.data.errors[0].description).toBe('ส่วนหัวคำขอ language ไม่ถูกต้องหรือไม่ได้ระบุ');
  });

  it("echoes the client's transaction id, and makes one when the client's is unusable", async () => {
    const headers = commonHeaders();
    const ok = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(headers);
    expect(ok.headers.transactionid).toBe(headers.transactionId);
    const bad = await request(t.app)
      .get('/masterservice/api/v1/remoteconfig')
      .set({ ...headers, transactionId: 'nope' });
    expect(bad.headers.transactionid).toMatch(/^T\d{13}[0-9a-f]{10}$/);
  });
});

describe('envelope for client mistakes', () => {
  const put = (body: string, contentType = 'application/json') =>
    request(t.app).put('/simservice/api/v1/settings/maintenance').set(commonHeaders('EN')).set('Content-Type', contentType).send(body);

  it('answers malformed JSON with 400', async () => {
    expectFailEnvelope(await put('{"enabled": tru'), 400, 'ERR_COMMON_0005');
  });

  it('answers an oversized body with 413', async () => {
    expectFailEnvelope(await put(JSON.stringify({ enabled: true, pad: 'x'.repeat(300_000) })), 413, 'ERR_COMMON_0006');
  });

  it('answers a body that is not JSON with 415', async () => {
    expectFailEnvelope(await put('enabled=true', 'text/plain'), 415, 'ERR_COMMON_0007');
  });

  it('names unknown fields, missing fields and wrong types separately', async () => {
    const unknown = await put(JSON.stringify({ enabled: true, admin: true }));
    expectFailEnvelope(unknown, 400, 'ERR_COMMON_0003');
    expect(unknown.body.data.errors[0].description).toBe('The field admin is not recognised');
    const missing = await put(JSON.stringify({}));
    expect(missing.body.data.errors[0]).toEqual({ code: 'ERR_COMMON_0004', description: 'The field enabled is required' });
    const wrongType = await put(JSON.stringify({ enabled: 'yes' }));
    expect(wrongType.body.data.errors[0]).toEqual({ code: 'ERR_COMMON_0002', description: 'The value of enabled is invalid' });
    const notAnObject = await put(JSON.stringify([1, 2]));
    expectFailEnvelope(notAnObject, 400);
  });

  it('answers unknown service routes with 404 and wrong methods with 405', async () => {
    expectFailEnvelope(await request(t.app).get('/masterservice/api/v1/nothing').set(commonHeaders()), 404, 'ERR_COMMON_0404');
    const wrongMethod = await request(t.app).delete('/masterservice/api/v1/accesskey').set(commonHeaders('EN'));
    expectFailEnvelope(wrongMethod, 405, 'ERR_COMMON_0405');
    expect(wrongMethod.headers.allow).toBe('GET, POST');
  });

  it('never answers with an HTML page, even outside the services', async () => {
    expectFailEnvelope(await request(t.app).get('/no/such/thing'), 404, 'ERR_COMMON_0404');
    expectFailEnvelope(await request(t.app).post('/health/live'), 404);
  });

  it('answers 503 in the envelope until the service is ready', async () => {
    const { app } = createApp({ ...t, logger: createLogger('silent') }, { ready: false });
    expectFailEnvelope(await request(app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders()), 503, 'ERR_COMMON_0503');
    expect((await request(app).get('/health/ready')).status).toBe(503);
    expect((await request(app).get('/health/live')).status).toBe(200);
  });
});

describe('every endpoint under bad input', () => {
  const badInputs: { name: string; headers: (h: Record<string, string>) => Record<string, string>; body?: string }[] = [
    { name: 'no headers at all', headers: () => ({}) },
    { name: 'malformed JSON', headers: (h) => ({ ...h, 'Content-Type': 'application/json' }), body: '{"a":' },
    {
      name: 'a huge body',
      headers: (h) => ({ ...h, 'Content-Type': 'application/json' }),
      body: JSON.stringify({ a: 'x'.repeat(200_000) }),
    },
    {
      name: 'wrong types',
      headers: (h) => ({ ...h, 'Content-Type': 'application/json' }),
      body: JSON.stringify({ status: 42, enabled: 'x', statusPage: [], now: 7 }),
    },
    { name: 'unknown fields', headers: (h) => ({ ...h, 'Content-Type': 'application/json' }), body: JSON.stringify({ unexpected: true }) },
    { name: 'a bad access key', headers: (h) => ({ ...h, AccessKey: 'bad', 'Content-Type': 'application/json' }), body: '{}' },
  ];

  // Six bad inputs sent to every route of the API, one after another.
  it('answers each with a 4xx envelope and never a 500', async () => {
    expect(t.api.routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of t.api.routes) {
      const path = route.path
        .replace('{name}', 'provinces')
        .replace('{code}', 'MENU00001')
        .replace(/\{(customerId|addressId)\}/, '00000000-0000-4000-8000-000000000000');
      for (const input of badInputs) {
        if (route.method === 'get' && input.body) continue;
        let call = request(t.app)
          [route.method](path)
          .set(input.headers(commonHeaders('EN')));
        if (input.body) call = call.send(input.body);
        const res = await call;
        const acceptable = res.status < 300 || (res.status >= 400 && res.status < 500 && res.body.status === 'FAIL');
        if (!acceptable) failures.push(`${route.method} ${path} with ${input.name}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
    // Up to six calls for each of some 180 routes, one after another: 16 s alone, twice that beside the rest of the suite on two cores.
  }, 120_000);
});

describe('security headers and CORS', () => {
  it('sets helmet headers and allows no foreign origin by default', async () => {
    const res = await request(t.app).get('/masterservice/api/v1/remoteconfig').set(commonHeaders()).set('Origin', 'https://evil.example');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the origins of the allowlist', async () => {
    const allowed = createTestApp({ corsOrigins: ['https://portal.example'] });
    const res = await request(allowed.app)
      .options('/masterservice/api/v1/accesskey')
      .set('Origin', 'https://portal.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.example');
    await allowed.close();
  });

  it('rate-limits the access-key endpoint', async () => {
    const limited = createTestApp({ accessKeyRateLimitPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await request(limited.app).post('/masterservice/api/v1/accesskey').set(commonHeaders())).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await limited.close();
  });
});
