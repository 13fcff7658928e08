import { randomInt } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../app';
import { createLogger } from '../../platform/log/logger';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { accessKeyHeaders, bearerHeaders, errorCodes } from '../../test/factories/http';
import { createRegistryVehicle, createVehicleMember, seedVehicle } from '../../test/factories/vehicles';
import { createUnconfiguredRegistries } from '../registry/registry.unconfigured';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const path = '/vehicleservice/api/v1/verify';

describe('POST /vehicleservice/api/v1/verify (requirements/vehicles.md#land-transport-check)', () => {
  it("answers the land-transport record to prefill the form, for a member's own vehicle", async () => {
    const member = await createVehicleMember(t);
    const registered = await createRegistryVehicle(t, member.registrant, { colourCodes: ['WHITE', 'BLACK'] });
    const res = await request(t.app)
      .post(path)
      .set(bearerHeaders(member.token))
      .send({
        plateNumber: registered.plateNumber.replace(' ', ''),
        provinceCode: '10',
        chassisLast5: registered.chassisLast5.toLowerCase(),
        ownerFlag: 'OWN',
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      verified: true,
      plateNumber: registered.plateNumber,
      provinceCode: '10',
      plateType: 'PRIVATE',
      vehicleTypeCode: 'RY1',
      brandCode: 'TOYOTA',
      colourCodes: ['WHITE', 'BLACK'],
      categoryGroup: 'C1',
      axleCount: 2,
      ownerFlag: 'OWN',
      registeredOwnerType: 'PERSON',
    });
  });

  it('says in the words of requirements/error-messages.md#visible-messages when plate, province and chassis name no registered vehicle, in Thai and English', async () => {
    const member = await createVehicleMember(t);
    const registered = await createRegistryVehicle(t, member.registrant);
    const body = { plateNumber: registered.plateNumber, provinceCode: '10', chassisLast5: 'ZZZZZ', ownerFlag: 'OWN' };
    const th = await request(t.app).post(path).set(bearerHeaders(member.token, 'TH')).send(body);
    expect(th.status).toBe(400);
    expect(th.body.data.errors).toEqual([{ code: 'ERR_VEH_0020', description: 'ข้อมูลเจ้าของรถไม่ตรงกับข้อมูลของกรมการขนส่งทางบก' }]);
    const otherProvince = await request(t.app)
      .post(path)
      .set(bearerHeaders(member.token))
      .send({ ...body, chassisLast5: registered.chassisLast5, provinceCode: '11' });
    expect(otherProvince.body.data.errors).toEqual([
      { code: 'ERR_VEH_0020', description: 'Vehicle owner data does not match the land transport record' },
    ]);
  });

  it("says the registrant does not match when the owner flag says own and the vehicle is someone else's, and accepts it as someone else's", async () => {
    const member = await createVehicleMember(t, 'JURISTIC');
    const registered = await createRegistryVehicle(t);
    const body = { plateNumber: registered.plateNumber, provinceCode: '10', chassisLast5: registered.chassisLast5, ownerFlag: 'OWN' };
    const own = await request(t.app).post(path).set(bearerHeaders(member.token, 'TH')).send(body);
    expect(own.body.data.errors).toEqual([{ code: 'ERR_VEH_0021', description: 'ข้อมูลผู้สมัครไม่ตรงกับข้อมูลรถที่จดทะเบียน' }]);
    const other = await request(t.app)
      .post(path)
      .set(bearerHeaders(member.token))
      .send({ ...body, ownerFlag: 'OTHER' });
    expect(other.body.data).toMatchObject({ verified: true, ownerFlag: 'OTHER' });
  });

  it('matches a company by its juristic number', async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const digits = String(randomInt(10_000)).padStart(4, '0');
    const truck = {
      vehicleTypeCode: 'TRUCK_10W',
      categoryGroup: 'C3' as const,
      axleCount: 4,
      plateNumber: `71-${digits}`,
      plateType: 'COMMERCIAL' as const,
      provinceCode: '20',
    };
    const registered = await createRegistryVehicle(t, company.registrant, truck);
    const res = await request(t.app)
      .post(path)
      .set(bearerHeaders(company.token))
      .send({ plateNumber: `71 - ${digits}`, provinceCode: '20', chassisLast5: registered.chassisLast5, ownerFlag: 'OWN' });
    expect(res.body.data).toMatchObject({
      verified: true,
      plateNumber: `71-${digits}`,
      registeredOwnerType: 'COMPANY',
      categoryGroup: 'C3',
    });
  });

  it('tells early that the plate is already registered, to the same account and to another', async () => {
    const member = await createVehicleMember(t);
    const registered = await createRegistryVehicle(t, member.registrant);
    await seedVehicle(t, member.customerId, { status: 'ACTIVE', plateNumber: registered.plateNumber });
    const body = { plateNumber: registered.plateNumber, provinceCode: '10', chassisLast5: registered.chassisLast5, ownerFlag: 'OWN' };
    expect(errorCodes(await request(t.app).post(path).set(bearerHeaders(member.token)).send(body))).toEqual(['ERR_VEH_0025']);
    const other = await createVehicleMember(t);
    expect(
      errorCodes(
        await request(t.app)
          .post(path)
          .set(bearerHeaders(other.token))
          .send({ ...body, ownerFlag: 'OTHER' }),
      ),
    ).toEqual(['ERR_VEH_0024']);
  });

  it('works during registration with an access key, matching the ID number typed on the registration form', async () => {
    const owner = { type: 'PERSON' as const, id: '1512393704501', name: 'สมศรี ใจดี' };
    const registered = await createRegistryVehicle(t, owner);
    const body = { plateNumber: registered.plateNumber, provinceCode: '10', chassisLast5: registered.chassisLast5, ownerFlag: 'OWN' };
    expect(
      (
        await request(t.app)
          .post(path)
          .set(accessKeyHeaders(t))
          .send({ ...body, registrantId: owner.id })
      ).body.data.verified,
    ).toBe(true);
    expect(
      errorCodes(
        await request(t.app)
          .post(path)
          .set(accessKeyHeaders(t))
          .send({ ...body, registrantId: '3987471742921' }),
      ),
    ).toEqual(['ERR_VEH_0021']);
    expect(errorCodes(await request(t.app).post(path).set(accessKeyHeaders(t)).send(body))).toEqual(['ERR_COMMON_0004']);
    expect(
      (
        await request(t.app)
          .post(path)
          .set(accessKeyHeaders(t))
          .send({ ...body, ownerFlag: 'OTHER' })
      ).status,
    ).toBe(200);
  });

  it('refuses malformed input field by field, and calls without a key or a token', async () => {
    const res = await request(t.app)
      .post(path)
      .set(accessKeyHeaders(t))
      .send({ plateNumber: 'x', provinceCode: 'Bangkok', chassisLast5: '1234', ownerFlag: 'MINE' });
    expect(errorCodes(res)).toEqual(['ERR_VEH_0001', 'ERR_COMMON_0002', 'ERR_VEH_0003', 'ERR_COMMON_0002']);
    expect((await request(t.app).post(path).set(bearerHeaders('forged')).send({})).status).toBe(401);
  });

  it('refuses with a clear 503 when no vehicle registry is configured (SIMULATION=false)', async () => {
    const unconfigured = createApp({ ...t, registries: createUnconfiguredRegistries({ logger: createLogger('silent') }) });
    const res = await request(unconfigured.app)
      .post(path)
      .set(accessKeyHeaders(t))
      .send({ plateNumber: '1กข 1234', provinceCode: '10', chassisLast5: '12345', ownerFlag: 'OTHER' });
    expect(res.status).toBe(503);
    expect(errorCodes(res)).toEqual(['ERR_REG_0005']);
  });
});
