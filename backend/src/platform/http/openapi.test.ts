import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('documents every endpoint that exists, with the common headers and the error envelope', async () => {
    const res = await request(t.app).get('/api-docs/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toBe('3.0.3');
    for (const route of t.api.routes) {
      const operation = doc.paths[route.path]?.[route.method];
      expect({ route, documented: Boolean(operation) }).toEqual({ route, documented: true });
      const headerNames = operation.parameters.filter((p: { in: string }) => p.in === 'header').map((p: { name: string }) => p.name);
      expect(headerNames).toEqual(expect.arrayContaining(['transactionid', 'language', 'source', 'systemcode', 'requestdate']));
      expect(operation.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorEnvelope');
      expect(operation.operationId).toBe(route.operationId);
      expect(Array.isArray(operation.security)).toBe(true);
    }
  });

  it('names each operation once, so a client generator gets one method per endpoint', async () => {
    const res = await request(t.app).get('/api-docs/openapi.json');
    const ids = Object.values(res.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(ids).toHaveLength(t.api.routes.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('says outright that a public operation takes no credentials', async () => {
    const res = await request(t.app).get('/api-docs/openapi.json');
    expect(res.body.paths['/masterservice/api/v1/remoteconfig'].get.security).toEqual([]);
    expect(res.body.paths['/customerservice/api/v1/customer/current'].get.security).toEqual([{ Bearer: [] }]);
  });

  it('serves a viewer', async () => {
    const res = await request(t.app).get('/api-docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
