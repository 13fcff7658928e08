import { createTestApp, type TTestApp } from '../../test/test-app';
import { createCustomer } from '../../test/factories/customers';
import { newPlate, seedVehicle } from '../../test/factories/vehicles';
import { ownerOfPlateAt, ownersOfPlatesAt } from './plate-ownership';
import { changeStatus } from './vehicle-records';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
afterAll(() => t.close());

const SECOND = 1000;
const before = (instant: Date) => new Date(instant.getTime() - SECOND);
const after = (instant: Date) => new Date(instant.getTime() + SECOND);

describe('ownerOfPlateAt: whose vehicle a plate was at an instant', () => {
  it('follows a vehicle through added, approved and deleted, one second either side of each change', async () => {
    const { customerId } = await createCustomer(t);
    const plate = newPlate();
    const owner = (at: Date) => ownerOfPlateAt({ db: t.db, plate, province: '10', at });

    const added = t.clock.now();
    const vehicle = await seedVehicle(t, customerId, { plateNumber: plate });
    t.clock.advance(3_600_000);
    const approved = t.clock.now();
    const active = await changeStatus({ db: t.db, vehicle, status: 'ACTIVE', at: approved, change: { by: 'STAFF', byId: null } });
    t.clock.advance(86_400_000);
    const deleted = t.clock.now();
    await changeStatus({ db: t.db, vehicle: active, status: 'INACTIVE', at: deleted, change: { by: 'CUSTOMER', byId: customerId } });

    expect(await owner(before(added))).toBeUndefined();
    expect(await owner(added)).toEqual({ customerId, vehicleId: vehicle.id, status: 'WAIT' });
    expect(await owner(before(approved))).toEqual({ customerId, vehicleId: vehicle.id, status: 'WAIT' });
    expect(await owner(approved)).toEqual({ customerId, vehicleId: vehicle.id, status: 'ACTIVE' });
    expect(await owner(after(approved))).toEqual({ customerId, vehicleId: vehicle.id, status: 'ACTIVE' });
    expect(await owner(before(deleted))).toEqual({ customerId, vehicleId: vehicle.id, status: 'ACTIVE' });
    expect(await owner(deleted)).toBeUndefined();
    expect(await owner(after(deleted))).toBeUndefined();
  });

  it('hands the plate to the next account from the instant it adds the vehicle, and reads any spelling of the plate', async () => {
    const first = await createCustomer(t);
    const second = await createCustomer(t);
    const plate = newPlate();
    const vehicle = await seedVehicle(t, first.customerId, { plateNumber: plate, status: 'ACTIVE' });
    t.clock.advance(60_000);
    const handedOver = t.clock.now();
    await changeStatus({ db: t.db, vehicle, status: 'INACTIVE', at: handedOver, change: { by: 'CUSTOMER', byId: first.customerId } });
    const next = await seedVehicle(t, second.customerId, { plateNumber: plate, status: 'ACTIVE' });

    const compact = plate.replace(' ', '');
    expect(await ownerOfPlateAt({ db: t.db, plate: compact, province: '10', at: before(handedOver) })).toMatchObject({
      customerId: first.customerId,
      status: 'ACTIVE',
    });
    expect(await ownerOfPlateAt({ db: t.db, plate: compact, province: '10', at: handedOver })).toEqual({
      customerId: second.customerId,
      vehicleId: next.id,
      status: 'ACTIVE',
    });
    expect(await ownerOfPlateAt({ db: t.db, plate, province: '11', at: handedOver })).toBeUndefined();
  });

  it('finds no owner for a rejected vehicle, and the owner again once it is resubmitted', async () => {
    const { customerId } = await createCustomer(t);
    const plate = newPlate();
    const vehicle = await seedVehicle(t, customerId, { plateNumber: plate });
    t.clock.advance(10_000);
    const rejectedAt = t.clock.now();
    const rejected = await changeStatus({ db: t.db, vehicle, status: 'REJECTED', at: rejectedAt, change: { by: 'STAFF', byId: null } });
    t.clock.advance(10_000);
    const resubmittedAt = t.clock.now();
    await changeStatus({ db: t.db, vehicle: rejected, status: 'WAIT', at: resubmittedAt, change: { by: 'CUSTOMER', byId: customerId } });

    expect(await ownerOfPlateAt({ db: t.db, plate, province: '10', at: before(rejectedAt) })).toMatchObject({ status: 'WAIT' });
    expect(await ownerOfPlateAt({ db: t.db, plate, province: '10', at: after(rejectedAt) })).toBeUndefined();
    expect(await ownerOfPlateAt({ db: t.db, plate, province: '10', at: before(resubmittedAt) })).toBeUndefined();
    expect(await ownerOfPlateAt({ db: t.db, plate, province: '10', at: resubmittedAt })).toMatchObject({ customerId, status: 'WAIT' });
  });
});

describe('ownersOfPlatesAt: the same question for many plates at once', () => {
  it('answers in the order asked, with the category group, and as ownerOfPlateAt does for each', async () => {
    const { customerId } = await createCustomer(t);
    const truck = await seedVehicle(t, customerId, { status: 'ACTIVE', categoryGroup: 'C3' });
    const waiting = await seedVehicle(t, customerId);
    const now = t.clock.now();
    const asked = [
      { plate: newPlate(), province: '10', at: now },
      { plate: truck.plateNumber.replace(' ', ''), province: '10', at: now },
      { plate: waiting.plateNumber, province: '10', at: now },
      { plate: truck.plateNumber, province: '10', at: before(now) },
    ];

    const holdings = await ownersOfPlatesAt({ db: t.db, plates: asked });

    expect(holdings).toEqual([
      undefined,
      { customerId, vehicleId: truck.id, status: 'ACTIVE', categoryGroup: 'C3' },
      { customerId, vehicleId: waiting.id, status: 'WAIT', categoryGroup: 'C1' },
      undefined,
    ]);
    for (const [index, question] of asked.entries()) {
      const holding = holdings[index];
      expect(await ownerOfPlateAt({ db: t.db, ...question })).toEqual(
        holding && { customerId: holding.customerId, vehicleId: holding.vehicleId, status: holding.status },
      );
    }
    expect(await ownersOfPlatesAt({ db: t.db, plates: [] })).toEqual([]);
  });
});
