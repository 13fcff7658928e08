import request from 'supertest';
import { createApp } from '../../app';
import { createLogger } from '../../platform/log/logger';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders } from '../../test/factories/http';
import { createRegistryPerson, identityCheckBody } from '../../test/factories/registry';
import { createUnconfiguredRegistries } from './registry.unconfigured';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

describe('registries outside simulation', () => {
  it('refuses identity checks with a clear 503 when no registry is configured, instead of trusting demo data', async () => {
    const person = await createRegistryPerson(t);
    const unconfigured = createApp({ ...t, registries: createUnconfiguredRegistries({ logger: createLogger('silent') }) });
    const body = identityCheckBody(person);
    const refused = await request(unconfigured.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send(body);
    expect(refused.status).toBe(503);
    expect(refused.body.data.errors[0].code).toBe('ERR_REG_0004');
    expect((await request(t.app).post('/customerservice/api/v1/verifyIndividual').set(accessKeyHeaders(t)).send(body)).status).toBe(200);
  });
});
