import request from 'supertest';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ simulation: false });
});
afterAll(() => t.close());

describe('GET /invoiceservice/api/v1/public/tollnetwork', () => {
  it('answers visitors the plazas with the tariffs passages are priced by, in production too', async () => {
    const res = await request(t.app).get('/invoiceservice/api/v1/public/tollnetwork').set(accessKeyHeaders(t));
    expect(res.status).toBe(200);
    const plazas: { plazaCode: string; tariffs: unknown[]; gantries: unknown[] }[] = res.body.data.plazas;
    expect(plazas).toHaveLength(7);
    expect(plazas[0]).toMatchObject({
      plazaCode: 'M9-TC1',
      tariffs: [
        { vehicleClass: 1, price: 3000 },
        { vehicleClass: 2, price: 5000 },
        { vehicleClass: 3, price: 7000 },
      ],
    });
    expect(plazas[0]?.gantries.length).toBeGreaterThanOrEqual(2);
  });

  it('asks for an access key like the other reads before sign-in', async () => {
    const res = await request(t.app).get('/invoiceservice/api/v1/public/tollnetwork').set(commonHeaders());
    expect(res.status).toBe(401);
    expect(errorCodes(res)).toEqual(['ERR_AUTH_0001']);
  });
});
