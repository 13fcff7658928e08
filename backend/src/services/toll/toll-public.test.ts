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

  it('places every gantry by kilometre marker and coordinates, along M9 in Bangkok and its neighbours', async () => {
    const res = await request(t.app).get('/invoiceservice/api/v1/public/tollnetwork').set(accessKeyHeaders(t));
    const plazas: { route: string; gantries: { position: { kmMarker: number; latitude: number; longitude: number } | null }[] }[] =
      res.body.data.plazas;
    const positions = plazas.flatMap((plaza) => plaza.gantries.map((gantry) => gantry.position));
    expect(positions.length).toBeGreaterThanOrEqual(16);
    for (const position of positions) {
      expect(position?.kmMarker).toBeGreaterThan(0);
      expect(position?.latitude).toBeGreaterThan(13.4);
      expect(position?.latitude).toBeLessThan(14.2);
      expect(position?.longitude).toBeGreaterThan(100.4);
      expect(position?.longitude).toBeLessThan(100.9);
    }
  });

  it('asks for an access key like the other reads before sign-in', async () => {
    const res = await request(t.app).get('/invoiceservice/api/v1/public/tollnetwork').set(commonHeaders());
    expect(res.status).toBe(401);
    expect(errorCodes(res)).toEqual(['ERR_AUTH_0001']);
  });
});
