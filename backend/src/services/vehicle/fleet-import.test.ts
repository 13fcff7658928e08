import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { createStaff } from '../../test/factories/staff';
import {
  createRegistryVehicle,
  createVehicleMember,
  newChassisNumber,
  newPlate,
  seedVehicle,
  stepProof,
  uploadVehicleDocuments,
  type TVehicleMember,
} from '../../test/factories/vehicles';
import { newThaiId } from '../../test/factories/identities';
import { addSimulatedVehicles, type TSimulatedVehicle } from '../registry/registry.simulated';
import { decideVehicle } from './vehicle-approval.service';
import { parseFleetCsv } from './fleet-csv';
import { vehicles } from './vehicle.schema';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp({ otpResendCooldownSeconds: 0, otpHourlyLimit: 100_000, authRateLimitPerMinute: 100_000 });
});
afterAll(() => t.close());

const path = '/vehicleservice/api/v1/fleet-imports';
const HEADER = 'plate_number,province,chassis_last5,owner_flag';

async function importFile(
  member: TVehicleMember,
  csv: string | Buffer,
  language: 'TH' | 'EN' = 'EN',
  step: 'CREATE_VEHICLE' | 'DELETE_VEHICLE' = 'CREATE_VEHICLE',
) {
  return request(t.app)
    .post(path)
    .set(bearerHeaders(member.token, language))
    .field('verificationToken', await stepProof(t, member, step))
    .attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'), { filename: 'fleet.csv', contentType: 'text/csv' });
}

function registryRow(
  owner: { type: 'PERSON' | 'COMPANY'; id: string },
  plateNumber = newPlate(),
): Required<Pick<TSimulatedVehicle, 'plateNumber' | 'chassisNumber'>> & TSimulatedVehicle {
  return {
    plateNumber,
    provinceCode: '10',
    plateType: 'PRIVATE',
    chassisNumber: newChassisNumber(),
    brandCode: 'ISUZU',
    vehicleTypeCode: 'RY3',
    colourCodes: ['WHITE'],
    categoryGroup: 'C1',
    axleCount: 2,
    ownerType: owner.type,
    ownerId: owner.id,
    ownerName: 'owner',
  };
}

describe('a fleet file of 500 rows, good and bad mixed', () => {
  it('adds every good row as WAIT and answers every bad one with its reasons, one row never stopping another', async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const stranger = { type: 'PERSON' as const, id: newThaiId() };
    const own = Array.from({ length: 400 }, () => registryRow(company.registrant));
    const others = Array.from({ length: 30 }, () => registryRow(stranger));
    const notTheirs = Array.from({ length: 10 }, () => registryRow(stranger));
    const held = Array.from({ length: 5 }, () => registryRow(company.registrant));
    await addSimulatedVehicles({ db: t.db, vehicles: [...own, ...others, ...notTheirs, ...held] });
    const rival = await createVehicleMember(t);
    for (const vehicle of held) await seedVehicle(t, rival.customerId, { status: 'ACTIVE', plateNumber: vehicle.plateNumber });

    const last5 = (vehicle: { chassisNumber: string }) => vehicle.chassisNumber.slice(-5);
    const lines = [
      ...own.map((vehicle, index) => `${vehicle.plateNumber},${index % 2 ? 'กรุงเทพมหานคร' : '10'},${last5(vehicle)},OWN`),
      ...others.map((vehicle) => `${vehicle.plateNumber},Bangkok,${last5(vehicle)},other`),
      ...Array.from({ length: 20 }, (_, index) => `ABC${index}!,10,12345,OWN`),
      ...Array.from({ length: 10 }, () => `${newPlate()},Atlantis,12345,OWN`),
      ...own.slice(0, 10).map((vehicle) => `${vehicle.plateNumber},10,${last5(vehicle).slice(1)},OWN`),
      ...own.slice(10, 20).map((vehicle) => `${vehicle.plateNumber},10,${last5(vehicle) === '00000' ? '11111' : '00000'},OWN`),
      ...notTheirs.map((vehicle) => `${vehicle.plateNumber},10,${last5(vehicle)},OWN`),
      ...own.slice(20, 25).map((vehicle) => `${vehicle.plateNumber.replace(' ', '')},10,${last5(vehicle)},OWN`),
      ...held.map((vehicle) => `${vehicle.plateNumber},10,${last5(vehicle)},OWN`),
    ];
    expect(lines).toHaveLength(500);
    const csv = `\ufeff${HEADER}\n${lines.join('\n')}\n`;

    const started = performance.now();
    const res = await importFile(company, csv, 'TH');
    const elapsedMs = Math.round(performance.now() - started);
    // The issue asks for under 10 s; measured and reported, not asserted (a shared CI machine varies).
    console.info(`fleet import: 500 rows (${res.body.data?.added} added, ${res.body.data?.failed} failed) in ${elapsedMs} ms`);

    expect(res.status).toBe(201);
    const result = res.body.data;
    expect(result).toMatchObject({ total: 500, added: 430, failed: 70 });
    expect(result.resultCsvPath).toBe(`/vehicleservice/api/v1/fleet-imports/${result.importId}/csv`);
    const rows = result.rows as {
      line: number;
      result: string;
      messages: { code: string }[];
      vehicleStatus: string | null;
      referenceCode: string | null;
    }[];
    expect(rows.map((row) => row.line)).toEqual(Array.from({ length: 500 }, (_, index) => index + 2));
    const codesOf = (from: number, to: number) => [
      ...new Set(rows.slice(from, to).flatMap((row) => row.messages.map((message) => message.code))),
    ];
    expect(
      rows.slice(0, 400).every((row) => row.result === 'ADDED' && row.vehicleStatus === 'WAIT' && /^V\w{9}$/.test(row.referenceCode ?? '')),
    ).toBe(true);
    expect(codesOf(0, 400)).toEqual([]);
    expect(rows.slice(400, 430).every((row) => row.result === 'ADDED')).toBe(true);
    expect(codesOf(400, 430)).toEqual(['ERR_VEH_0008']);
    expect(rows.slice(430).every((row) => row.result === 'FAILED' && row.vehicleStatus === null && row.referenceCode === null)).toBe(true);
    expect(codesOf(430, 450)).toEqual(['ERR_VEH_0001']);
    expect(codesOf(450, 460)).toEqual(['ERR_VEH_0035']);
    expect(codesOf(460, 470)).toEqual(['ERR_VEH_0003']);
    expect(codesOf(470, 480)).toEqual(['ERR_VEH_0020']);
    expect(codesOf(480, 490)).toEqual(['ERR_VEH_0021']);
    expect(codesOf(490, 495)).toEqual(['ERR_VEH_0025']);
    expect(codesOf(495, 500)).toEqual(['ERR_VEH_0024']);
    expect(rows[480]?.messages[0]).toEqual({ code: 'ERR_VEH_0021', description: 'ข้อมูลผู้สมัครไม่ตรงกับข้อมูลรถที่จดทะเบียน' });

    const stored = await t.db
      .select({ status: vehicles.status, source: vehicles.source })
      .from(vehicles)
      .where(eq(vehicles.customerId, company.customerId));
    expect(stored).toHaveLength(430);
    expect(stored.every((row) => row.status === 'WAIT' && row.source === 'FLEET_IMPORT')).toBe(true);

    const download = await request(t.app)
      .get(result.resultCsvPath)
      .set(bearerHeaders(company.token))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    const records = parse(download.body as Buffer, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(500);
    expect(records[0]).toMatchObject({ line: '2', result: 'ADDED', vehicle_status: 'WAIT', message: '' });
    expect(records[430]).toMatchObject({ line: '432', plate_number: 'ABC0!', result: 'FAILED', reference_code: '' });
    expect(records[430]?.message).toMatch(/[\u0E00-\u0E7F]/);
    const again = await request(t.app).get(`${path}/${result.importId}`).set(bearerHeaders(company.token));
    expect(again.body.data).toMatchObject({ importId: result.importId, total: 500, added: 430 });
    const intruder = await createVehicleMember(t, 'JURISTIC');
    expect((await request(t.app).get(result.resultCsvPath).set(bearerHeaders(intruder.token))).status).toBe(404);
  });
});

describe('fleet files', () => {
  it('are for company members only', async () => {
    const person = await createVehicleMember(t);
    const res = await importFile(person, `${HEADER}\n1กข 1234,10,12345,OWN\n`);
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(['ERR_VEH_0032']);
  });

  it("add someone else's vehicle as WAIT, which staff can approve only once its consent documents are attached", async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const registered = await createRegistryVehicle(t);
    const res = await importFile(company, `${HEADER}\n${registered.plateNumber},10,${registered.chassisLast5},OTHER\n`);
    const [row] = res.body.data.rows;
    expect(row).toMatchObject({ result: 'ADDED', vehicleStatus: 'WAIT' });
    const vehicle = await request(t.app).get(`/vehicleservice/api/v1/vehicles/${row.vehicleId}`).set(bearerHeaders(company.token));
    expect(vehicle.body.data).toMatchObject({
      source: 'FLEET_IMPORT',
      ownerFlag: 'OTHER',
      missingDocuments: ['consentLetter', 'ownerIdDocument', 'powerOfAttorney'],
    });

    const reviewer = await createStaff(t);
    const approve = () =>
      decideVehicle({
        db: t.db,
        clock: t.clock,
        config: t.config,
        notifier: t.notifier,
        staffId: reviewer.staffId,
        vehicleId: row.vehicleId,
        decision: { approve: true },
      });
    await expect(approve()).rejects.toMatchObject({
      items: [{ code: 'ERR_VEH_0031', params: { documents: 'consentLetter, ownerIdDocument, powerOfAttorney' } }],
    });
    const documents = await uploadVehicleDocuments(t, company.token, 'OTHER');
    const edit = await request(t.app)
      .put(`/vehicleservice/api/v1/vehicles/${row.vehicleId}`)
      .set(bearerHeaders(company.token))
      .send({
        ownerFlag: 'OTHER',
        vehicleTypeCode: 'RY1',
        brandCode: 'TOYOTA',
        colourCodes: ['WHITE'],
        categoryGroup: 'C1',
        axleCount: 2,
        documents,
        verificationToken: await stepProof(t, company, 'EDIT_VEHICLE'),
      });
    expect(edit.body.data.missingDocuments).toEqual([]);
    expect(await approve()).toMatchObject({ decision: 'APPROVED', status: 'ACTIVE' });
  });

  it('need a CREATE_VEHICLE proof for the whole file, and leave nothing when it is refused', async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const registered = await createRegistryVehicle(t, company.registrant);
    const res = await importFile(
      company,
      `${HEADER}\n${registered.plateNumber},10,${registered.chassisLast5},OWN\n`,
      'EN',
      'DELETE_VEHICLE',
    );
    expect(errorCodes(res)).toEqual(['ERR_OTP_0016']);
    expect(await t.db.select().from(vehicles).where(eq(vehicles.customerId, company.customerId))).toHaveLength(0);
  });

  it.each([
    ['a file that is no text', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01]), 'ERR_VEH_0033'],
    ['a file without the header', '1กข 1234,10,12345,OWN\n', 'ERR_VEH_0033'],
    ['a file in another encoding than UTF-8', Buffer.from([0x70, 0x6c, 0x61, 0x74, 0x65, 0x0a, 0xa1, 0xa2, 0xff]), 'ERR_VEH_0033'],
    ['a file with a header only', `${HEADER}\n`, 'ERR_VEH_0034'],
    ['a file of more than 1000 rows', `${HEADER}\n${'1กข 1234,10,12345,OWN\n'.repeat(1001)}`, 'ERR_VEH_0034'],
  ])('refuse %s as a whole, with a clear message', async (_case, csv, code) => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const res = await importFile(company, csv);
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual([code]);
  });

  it('need the file itself', async () => {
    const company = await createVehicleMember(t, 'JURISTIC');
    const res = await request(t.app).post(path).set(bearerHeaders(company.token)).field('verificationToken', 'x');
    expect(errorCodes(res)).toEqual(['ERR_FILE_0001']);
  });
});

describe('reading a fleet file', () => {
  it('takes the columns in any order and any case, skips blank lines, and counts lines as a spreadsheet does', () => {
    const rows = parseFleetCsv(
      Buffer.from(
        '\ufeffOwner_Flag, Province ,PLATE_NUMBER,chassis_last5,note\n\nOWN,10,1กข 1234,12345,first car\n,,,\n"OTHER","Chon Buri","70-1234","A1B2C"\n',
      ),
    );
    expect(rows).toEqual([
      { line: 3, plateNumber: '1กข 1234', province: '10', chassisLast5: '12345', ownerFlag: 'OWN' },
      { line: 5, plateNumber: '70-1234', province: 'Chon Buri', chassisLast5: 'A1B2C', ownerFlag: 'OTHER' },
    ]);
  });
});
