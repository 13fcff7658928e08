import { count, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error';
import { createCustomer } from '../../test/factories/customers';
import { recordingOf, recordPassage, TEST_GANTRY } from '../../test/factories/passages';
import { createRegistryVehicle, newPlate, seedVehicle } from '../../test/factories/vehicles';
import { createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { changeStatus } from '../vehicle/vehicle-records';
import { accruedPassagesOf, findPassageOfCustomer, listPassagesOfCustomer, nonMemberPassagesOf } from './passage-records';
import { recordPassages, type TPassageReading } from './passage.service';
import { passages } from './toll.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
beforeEach(() => {
  t.clock.set(TEST_START);
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function codesOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.items.map((item) => item.code);
    throw error;
  }
  throw new Error('expected a refusal');
}

async function rowsOfPlate(plate: string): Promise<number> {
  const [row] = await t.db.select({ rows: count() }).from(passages).where(eq(passages.plate, plate));
  return row?.rows ?? 0;
}

describe('recording a passage: member or not', () => {
  it("bills a plate of a customer's ACTIVE vehicle to the customer, in the open billing cycle", async () => {
    const { customerId } = await createCustomer(t);
    const vehicle = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    t.clock.advance(HOUR);

    const passage = await recordPassage(t, { plate: vehicle.plateNumber, vehicleClass: undefined });

    expect(passage).toMatchObject({
      isMember: true,
      customerId,
      vehicleId: vehicle.id,
      vehicleClass: 1,
      price: 3000,
      gantryCode: TEST_GANTRY,
      plazaCode: 'M9-TC1',
      billingPeriod: '2026-11-2',
      passedAt: t.clock.now(),
      recordedAt: t.clock.now(),
    });
  });

  it('makes a non-member passage of a vehicle still WAITing for approval, billed by plate in its Bangkok day', async () => {
    const { customerId } = await createCustomer(t);
    const vehicle = await seedVehicle(t, customerId, { status: 'WAIT' });

    const passage = await recordPassage(t, { plate: vehicle.plateNumber });

    expect(passage).toMatchObject({ isMember: false, customerId: null, vehicleId: null, billingPeriod: '2026-11-16' });
  });

  it('asks whose the plate was when the vehicle passed, not when the passage is recorded', async () => {
    const { customerId } = await createCustomer(t);
    const plate = newPlate();
    const beforeApproval = new Date(TEST_START.getTime() - HOUR);
    t.clock.set(new Date(TEST_START.getTime() - 2 * HOUR));
    const vehicle = await seedVehicle(t, customerId, { plateNumber: plate, status: 'WAIT' });
    t.clock.set(TEST_START);
    const active = await changeStatus({ db: t.db, vehicle, status: 'ACTIVE', at: TEST_START, change: { by: 'STAFF', byId: null } });
    t.clock.advance(HOUR);
    const whileActive = t.clock.now();
    t.clock.advance(HOUR);
    await changeStatus({ db: t.db, vehicle: active, status: 'INACTIVE', at: t.clock.now(), change: { by: 'CUSTOMER', byId: customerId } });
    t.clock.advance(HOUR);

    expect(await recordPassage(t, { plate, passedAt: beforeApproval })).toMatchObject({ isMember: false });
    expect(await recordPassage(t, { plate, passedAt: TEST_START })).toMatchObject({ isMember: true, customerId });
    expect(await recordPassage(t, { plate, passedAt: whileActive })).toMatchObject({ isMember: true, customerId });
    expect(await recordPassage(t, { plate, passedAt: t.clock.now() })).toMatchObject({ isMember: false, customerId: null });
  });

  it('reads the plate in any spelling and matches the province too', async () => {
    const { customerId } = await createCustomer(t);
    const vehicle = await seedVehicle(t, customerId, { status: 'ACTIVE' });

    expect(await recordPassage(t, { plate: vehicle.plateNumber.replace(' ', '') })).toMatchObject({
      isMember: true,
      plate: vehicle.plateNumber,
    });
    expect(await recordPassage(t, { plate: vehicle.plateNumber, province: '11' })).toMatchObject({ isMember: false });
  });
});

describe('recording a passage: class and price', () => {
  it("takes the class the gantry reported and the plaza's tariff for it", async () => {
    expect(await recordPassage(t, { vehicleClass: 2 })).toMatchObject({ vehicleClass: 2, price: 5000 });
    expect(await recordPassage(t, { vehicleClass: 3, gantryCode: 'M9-BK-G1' })).toMatchObject({
      vehicleClass: 3,
      price: 6000,
      plazaCode: 'M9-BK',
    });
  });

  it("takes the member vehicle's category group when the gantry sent no class", async () => {
    const { customerId } = await createCustomer(t);
    const truck = await seedVehicle(t, customerId, { status: 'ACTIVE', categoryGroup: 'C3' });

    expect(await recordPassage(t, { plate: truck.plateNumber, vehicleClass: undefined })).toMatchObject({
      vehicleClass: 3,
      price: 7000,
      isMember: true,
    });
  });

  it("takes the land-transport registry's category group for a plate that is no member's", async () => {
    const registered = await createRegistryVehicle(t, undefined, { categoryGroup: 'C2', axleCount: 3 });

    expect(await recordPassage(t, { plate: registered.plateNumber, vehicleClass: undefined })).toMatchObject({
      vehicleClass: 2,
      price: 5000,
      isMember: false,
    });
  });

  it('refuses a plate of unknown class: no member vehicle, not in the registry, no class sent', async () => {
    expect(await codesOf(recordPassage(t, { vehicleClass: undefined }))).toEqual(['ERR_TOLL_0007']);
  });
});

describe('recording a passage: the same read twice, and when it happened', () => {
  it('records a read sent twice once and answers the first passage the second time', async () => {
    const reading: TPassageReading = {
      gantryCode: TEST_GANTRY,
      lane: 2,
      plate: newPlate(),
      province: '10',
      vehicleClass: 1,
      passedAt: new Date(TEST_START.getTime() - 60_000),
    };
    const [first] = await recordPassages({ ...recordingOf(t), readings: [reading] });
    t.clock.advance(HOUR);
    const [second, third] = await recordPassages({
      ...recordingOf(t),
      readings: [reading, reading],
    });

    expect(first).toMatchObject({ ok: true, alreadyRecorded: false });
    expect(second).toMatchObject({ ok: true, alreadyRecorded: true });
    expect(third).toMatchObject({ ok: true, alreadyRecorded: true });
    if (!first?.ok || !second?.ok || !third?.ok) throw new Error('expected passages');
    expect(second.passage).toEqual(first.passage);
    expect(third.passage.id).toBe(first.passage.id);
    expect(await rowsOfPlate(reading.plate)).toBe(1);
  });

  it('answers a read repeated inside one batch with one passage, new the first time only', async () => {
    const reading: TPassageReading = {
      gantryCode: TEST_GANTRY,
      lane: 1,
      plate: newPlate(),
      province: '10',
      vehicleClass: 1,
      passedAt: TEST_START,
    };
    const outcomes = await recordPassages({
      ...recordingOf(t),
      readings: [reading, { ...reading }],
    });

    expect(outcomes.map((outcome) => outcome.ok && outcome.alreadyRecorded)).toEqual([false, true]);
    expect(await rowsOfPlate(reading.plate)).toBe(1);
  });

  it('takes a passage at the very instant of now, and refuses one a millisecond later', async () => {
    expect(await recordPassage(t, { passedAt: t.clock.now() })).toMatchObject({ passedAt: TEST_START });
    expect(await codesOf(recordPassage(t, { passedAt: new Date(TEST_START.getTime() + 1) }))).toEqual(['ERR_TOLL_0006']);
  });

  it('puts a late passage into the period still open, never into one already cut', async () => {
    const { customerId } = await createCustomer(t);
    t.clock.set(new Date('2026-11-10T08:00:00+07:00'));
    const vehicle = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    t.clock.set(TEST_START);
    const lastNightMember = await recordPassage(t, { plate: vehicle.plateNumber, passedAt: new Date('2026-11-15T23:30:00+07:00') });
    const lastNightNonMember = await recordPassage(t, { passedAt: new Date('2026-11-15T23:30:00+07:00') });

    expect(lastNightMember).toMatchObject({ isMember: true, billingPeriod: '2026-11-2' });
    expect(lastNightNonMember).toMatchObject({ isMember: false, billingPeriod: '2026-11-16' });
  });
});

describe('recording a passage: bad input', () => {
  const refusal = (overrides: Partial<TPassageReading>) => codesOf(recordPassage(t, overrides));

  it('refuses an unknown gantry', async () => {
    expect(await refusal({ gantryCode: 'M9-XX-G9' })).toEqual(['ERR_TOLL_0003']);
  });

  it('refuses a lane the gantry does not have', async () => {
    expect(await refusal({ lane: 0 })).toEqual(['ERR_TOLL_0004']);
    expect(await refusal({ lane: 5 })).toEqual(['ERR_TOLL_0004']);
    expect(await recordPassage(t, { lane: 4 })).toMatchObject({ lane: 4 });
  });

  it('refuses a malformed plate and an unknown province', async () => {
    expect(await refusal({ plate: 'กขค 1234' })).toEqual(['ERR_VEH_0001']);
    expect(await refusal({ province: '99' })).toEqual(['ERR_TOLL_0005']);
  });

  it('names every mistake of a reading at once, and records the good readings beside it', async () => {
    const good: TPassageReading = { gantryCode: TEST_GANTRY, lane: 1, plate: newPlate(), province: '10', vehicleClass: 1 };
    const bad: TPassageReading = {
      gantryCode: 'NOPE',
      lane: 1,
      plate: '12',
      province: '99',
      vehicleClass: 1,
      passedAt: new Date(TEST_START.getTime() + HOUR),
    };
    const [first, second] = await recordPassages({ ...recordingOf(t), readings: [bad, good] });

    expect(first?.ok ? [] : first?.errors.map((error) => error.code)).toEqual([
      'ERR_TOLL_0003',
      'ERR_VEH_0001',
      'ERR_TOLL_0005',
      'ERR_TOLL_0006',
    ]);
    expect(second).toMatchObject({ ok: true, alreadyRecorded: false });
  });
});

describe('reading passages', () => {
  it("lists a member's own passages by date and plate, and nobody else's", async () => {
    const owner = await createCustomer(t);
    const stranger = await createCustomer(t);
    const car = await seedVehicle(t, owner.customerId, { status: 'ACTIVE' });
    const van = await seedVehicle(t, owner.customerId, { status: 'ACTIVE', categoryGroup: 'C2' });
    t.clock.advance(HOUR);
    const first = await recordPassage(t, { plate: car.plateNumber });
    t.clock.advance(HOUR);
    const second = await recordPassage(t, { plate: van.plateNumber, vehicleClass: undefined });
    t.clock.advance(HOUR);
    const third = await recordPassage(t, { plate: car.plateNumber, gantryCode: 'M9-TC2-G1' });
    const from = TEST_START;
    const to = new Date(TEST_START.getTime() + 24 * HOUR);

    const all = await listPassagesOfCustomer({ db: t.db, customerId: owner.customerId, from, to, page: { number: 1, size: 2 } });
    expect(all.total).toBe(3);
    expect(all.passages.map((passage) => passage.id)).toEqual([third.id, second.id]);
    const pageTwo = await listPassagesOfCustomer({ db: t.db, customerId: owner.customerId, from, to, page: { number: 2, size: 2 } });
    expect(pageTwo.passages.map((passage) => passage.id)).toEqual([first.id]);
    const ofCar = await listPassagesOfCustomer({
      db: t.db,
      customerId: owner.customerId,
      from,
      to,
      plate: car.plateNumber.replace(' ', ''),
      page: { number: 1, size: 10 },
    });
    expect(ofCar.passages.map((passage) => passage.id)).toEqual([third.id, first.id]);
    const window = await listPassagesOfCustomer({
      db: t.db,
      customerId: owner.customerId,
      from: second.passedAt,
      to: third.passedAt,
      page: { number: 1, size: 10 },
    });
    expect(window.passages.map((passage) => passage.id)).toEqual([second.id]);

    expect(await listPassagesOfCustomer({ db: t.db, customerId: stranger.customerId, from, to, page: { number: 1, size: 10 } })).toEqual({
      passages: [],
      total: 0,
    });
    expect(await findPassageOfCustomer({ db: t.db, customerId: stranger.customerId, passageId: first.id })).toBeUndefined();
    expect(await findPassageOfCustomer({ db: t.db, customerId: owner.customerId, passageId: first.id })).toEqual(first);
  });

  it("accrues a member's passages of a cycle, and keeps a non-member's day by plate and province", async () => {
    const { customerId } = await createCustomer(t);
    const car = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    const stranger = await createCustomer(t);
    const later = async (overrides: Partial<TPassageReading>) => {
      t.clock.advance(60_000);
      return recordPassage(t, overrides);
    };
    const accrued = [await later({ plate: car.plateNumber }), await later({ plate: car.plateNumber, gantryCode: 'M9-TB1-G1' })];
    const plate = newPlate();
    const day = [await later({ plate }), await later({ plate, gantryCode: 'M9-DM-G1' })];
    await recordPassage(t, { plate, province: '11' });

    expect((await accruedPassagesOf({ db: t.db, customerId, period: '2026-11-2' })).map((passage) => passage.id)).toEqual(
      accrued.map((passage) => passage.id),
    );
    expect(await accruedPassagesOf({ db: t.db, customerId, period: '2026-11-1' })).toEqual([]);
    expect(await accruedPassagesOf({ db: t.db, customerId: stranger.customerId, period: '2026-11-2' })).toEqual([]);
    expect((await nonMemberPassagesOf({ db: t.db, period: '2026-11-16', plate, province: '10' })).map((passage) => passage.id)).toEqual(
      day.map((passage) => passage.id),
    );
    expect(await nonMemberPassagesOf({ db: t.db, period: '2026-11-16', plate: car.plateNumber, province: '10' })).toEqual([]);
  });
});
