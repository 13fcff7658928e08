import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createCustomer } from '../../test/factories/customers';
import { accessKeyHeaders, errorCodes } from '../../test/factories/http';
import { seedVehicle } from '../../test/factories/vehicles';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const path = (code: string) => `/vehicleservice/api/v1/refcode/${encodeURIComponent(code)}`;

describe('a vehicle by its reference code (requirements/vehicles.md#reference-code)', () => {
  it("answers plate, province and status to a visitor, with a person's name masked", async () => {
    const { customerId } = await createCustomer(t, { firstName: 'สมชาย', lastName: 'ใจดี' });
    const vehicle = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    const res = await request(t.app).get(path(vehicle.referenceCode.toLowerCase())).set(accessKeyHeaders(t));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      referenceCode: vehicle.referenceCode,
      plateNumber: vehicle.plateNumber,
      provinceCode: '10',
      status: 'ACTIVE',
      statusLabel: 'ACTIVE',
      ownerName: 'สม*** ใจ***',
    });
    expect(JSON.stringify(res.body)).not.toContain(customerId);
  });

  it("shows a company's registered name, and a deleted vehicle as cancelled", async () => {
    const { customerId } = await createCustomer(t, { type: 'JURISTIC', juristicName: 'บริษัท ขนส่งทดสอบ จำกัด' });
    const vehicle = await seedVehicle(t, customerId, { status: 'INACTIVE' });
    const res = await request(t.app).get(path(vehicle.referenceCode)).set(accessKeyHeaders(t));
    expect(res.body.data).toMatchObject({ status: 'INACTIVE', statusLabel: 'CANCELLED', ownerName: 'บริษัท ขนส่งทดสอบ จำกัด' });
  });

  it('says in the words of requirements/error-messages.md#visible-messages that no vehicle was found, for an unknown or a malformed code', async () => {
    for (const code of ['VAAAAAAAAA', 'not-a-code']) {
      const res = await request(t.app).get(path(code)).set(accessKeyHeaders(t, 'TH'));
      expect(res.status).toBe(404);
      expect(res.body.data.errors).toEqual([{ code: 'ERR_VEH_0022', description: 'ไม่พบข้อมูลรถจากรหัสอ้างอิง' }]);
    }
    const en = await request(t.app).get(path('VAAAAAAAAA')).set(accessKeyHeaders(t));
    expect(en.body.data.errors[0].description).toBe('No vehicle found from the reference code');
  });

  it('needs an access key', async () => {
    expect((await request(t.app).get(path('VAAAAAAAAA')).set(accessKeyHeaders(t)).unset('AccessKey')).status).toBe(401);
  });

  it('is throttled per address like the other public look-ups', async () => {
    const throttled = createTestApp({ authRateLimitPerMinute: 2 });
    try {
      const statuses = [];
      for (let call = 0; call < 3; call += 1)
        statuses.push((await request(throttled.app).get(path('VAAAAAAAAA')).set(accessKeyHeaders(throttled))).status);
      expect(statuses).toEqual([404, 404, 429]);
      const limited = await request(throttled.app).get(path('VAAAAAAAAA')).set(accessKeyHeaders(throttled));
      expect(errorCodes(limited)).toEqual(['ERR_COMMON_0429']);
    } finally {
      await throttled.close();
    }
  });
});
