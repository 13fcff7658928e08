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
    }
  });

  it('serves a viewer', async () => {
    const res = await request(t.app).get('/api-docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger-ui');
  });
});
