import request from 'supertest';
import { createTestApp, TEST_START, type TTestApp } from '../../backend/src/test/test-app';
import { tokenOf } from '../../backend/src/test/factories/customers';
import { accessKeyHeaders, bearerHeaders } from '../../backend/src/test/factories/http';
import { ownerOfPlateAt } from '../../backend/src/services/vehicle/plate-ownership';
import { DEMO_CUSTOMER_PASSWORD } from './demo-accounts';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const signIn = (email: string) => tokenOf(t, { customerId: '', email, mobile: '', password: DEMO_CUSTOMER_PASSWORD });

describe('the seeded demo vehicles', () => {
  it('give the demo individual two ACTIVE vehicles with their documents, billable to him from the instant they were approved', async () => {
    const token = await signIn('somchai@mflow.local');
    const list = await request(t.app).get('/vehicleservice/api/v1/vehicles').set(bearerHeaders(token));
    const items = list.body.data.items as {
      vehicleId: string;
      plateNumber: string;
      status: string;
      statusChangedAt: string;
      missingDocuments: string[];
    }[];
    expect(items.map((item) => [item.plateNumber, item.status]).sort()).toEqual([
      ['1กข 1234', 'ACTIVE'],
      ['กท 5678', 'ACTIVE'],
    ]);
    expect(items.every((item) => item.missingDocuments.length === 0)).toBe(true);
    const [first] = items.filter((item) => item.plateNumber === '1กข 1234');
    const owner = await ownerOfPlateAt({ db: t.db, plate: '1กข 1234', province: '10', at: new Date(first?.statusChangedAt ?? 0) });
    expect(owner).toMatchObject({ vehicleId: first?.vehicleId, status: 'ACTIVE' });
  });

  it("belong to their demo owners at the test clock's start, whenever the seed itself ran", async () => {
    const vehiclesOf = async (email: string) => {
      const list = await request(t.app)
        .get('/vehicleservice/api/v1/vehicles')
        .set(bearerHeaders(await signIn(email)));
      return list.body.data.items as { vehicleId: string; plateNumber: string; provinceCode: string }[];
    };
    const ownerAtStart = (vehicle: { plateNumber: string; provinceCode: string } | undefined) =>
      ownerOfPlateAt({ db: t.db, plate: vehicle?.plateNumber ?? '', province: vehicle?.provinceCode ?? '', at: TEST_START });
    const somchai = (await vehiclesOf('somchai@mflow.local')).find((item) => item.plateNumber === '1กข 1234');
    const company = await vehiclesOf('siamlogistics@mflow.local');
    const waiting = company.find((item) => item.plateNumber === '70-1005');
    expect(await ownerAtStart(somchai)).toMatchObject({ vehicleId: somchai?.vehicleId, status: 'ACTIVE' });
    expect(await ownerAtStart(company.find((item) => item.plateNumber === '70-1001'))).toMatchObject({ status: 'ACTIVE' });
    expect(await ownerAtStart(waiting)).toMatchObject({ vehicleId: waiting?.vehicleId, status: 'WAIT' });
    expect(await ownerAtStart(company.find((item) => item.plateNumber === '70-1006'))).toBeUndefined();
  });

  it('give the demo company a fleet of nine: seven ACTIVE, one WAIT, one REJECTED', async () => {
    const token = await signIn('siamlogistics@mflow.local');
    const list = await request(t.app).get('/vehicleservice/api/v1/vehicles').set(bearerHeaders(token));
    const statuses = (list.body.data.items as { status: string }[]).map((item) => item.status);
    expect(statuses.filter((status) => status === 'ACTIVE')).toHaveLength(7);
    expect(statuses.filter((status) => status === 'WAIT')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'REJECTED')).toHaveLength(1);
  });

  it('answer the reference codes the README quotes', async () => {
    const res = await request(t.app).get('/vehicleservice/api/v1/refcode/VDEMSCHA22').set(accessKeyHeaders(t));
    expect(res.body.data).toMatchObject({ plateNumber: '1กข 1234', provinceCode: '10', status: 'ACTIVE', ownerName: 'สม*** ใจ***' });
  });

  it('leave the free vehicles of the README free to add', async () => {
    const token = await signIn('somchai@mflow.local');
    const verify = (body: object) => request(t.app).post('/vehicleservice/api/v1/verify').set(bearerHeaders(token)).send(body);
    expect(
      (await verify({ plateNumber: '2กค 4321', provinceCode: '10', chassisLast5: '20001', ownerFlag: 'OWN' })).body.data,
    ).toMatchObject({ verified: true, brandCode: 'MITSUBISHI' });
    expect(
      (await verify({ plateNumber: '3กบ 2468', provinceCode: '10', chassisLast5: '30001', ownerFlag: 'OWN' })).body.data.errors[0].code,
    ).toBe('ERR_VEH_0021');
    expect(
      (await verify({ plateNumber: '3กบ 2468', provinceCode: '10', chassisLast5: '30001', ownerFlag: 'OTHER' })).body.data.verified,
    ).toBe(true);
    expect(
      (await verify({ plateNumber: 'ทบ 12345', provinceCode: '10', chassisLast5: '30201', ownerFlag: 'OTHER' })).body.data.plateType,
    ).toBe('MILITARY');
  });
});
