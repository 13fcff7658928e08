import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PASSAGE_BATCH_MAX } from '@mflow/contracts/toll/toll-rule-texts';
import { createCustomer } from '../../test/factories/customers';
import { errorCodes } from '../../test/factories/http';
import { recordPassage, TEST_GANTRY } from '../../test/factories/passages';
import { newPlate, seedVehicle } from '../../test/factories/vehicles';
import { commonHeaders, createTestApp, TEST_START, type TTestApp } from '../../test/test-app';
import { escapeXml } from './passage-photo';

let t: TTestApp;

beforeAll(() => {
  t = createTestApp();
});
beforeEach(() => {
  t.clock.set(TEST_START);
});
afterAll(() => t.close());

const post = (path: string, body: object, language: 'TH' | 'EN' = 'EN') =>
  request(t.app).post(path).set(commonHeaders(language)).send(body);
const postPassage = (body: object, language: 'TH' | 'EN' = 'EN') => post('/simservice/api/v1/passages', body, language);
const reading = (overrides: object = {}) => ({
  gantryCode: TEST_GANTRY,
  lane: 1,
  plate: newPlate(),
  province: '10',
  vehicleClass: 1,
  ...overrides,
});

describe('GET /simservice/api/v1/gantries', () => {
  it('lists the M9 plazas with a tariff per class and their gantries with lanes', async () => {
    const res = await request(t.app).get('/simservice/api/v1/gantries').set(commonHeaders());

    expect(res.status).toBe(200);
    const plazas: {
      plazaCode: string;
      nameEn: string;
      route: string;
      tariffs: unknown[];
      gantries: { gantryCode: string; lanes: number }[];
    }[] = res.body.data.plazas;
    expect(plazas.map((plaza) => plaza.nameEn)).toEqual([
      'Thap Chang 1',
      'Thap Chang 2',
      'Thanyaburi 1',
      'Thanyaburi 2',
      'Dokmai',
      'Bang Kaeo',
      'Bang Phli',
    ]);
    expect(plazas[0]).toMatchObject({
      plazaCode: 'M9-TC1',
      nameTh: 'ทับช้าง 1',
      route: 'M9',
      tariffs: [
        { vehicleClass: 1, price: 3000 },
        { vehicleClass: 2, price: 5000 },
        { vehicleClass: 3, price: 7000 },
      ],
    });
    expect(plazas[0]?.gantries[0]).toEqual({
      gantryCode: 'M9-TC1-G1',
      nameTh: 'ทับช้าง 1 ขาเข้า ชุดที่ 1',
      nameEn: 'Thap Chang 1 inbound, gantry 1',
      direction: 'INBOUND',
      lanes: 4,
      position: { kmMarker: 49.8, latitude: 13.7566, longitude: 100.6928 },
    });
    for (const plaza of plazas) expect(plaza.gantries.length).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /simservice/api/v1/passages', () => {
  it("records a member's passage with its price, period and photo link, at the clock's now by default", async () => {
    const { customerId } = await createCustomer(t);
    const car = await seedVehicle(t, customerId, { status: 'ACTIVE' });
    t.clock.advance(60_000);

    const res = await postPassage({ gantryCode: 'M9-TB2-G1', lane: 3, plate: car.plateNumber, province: '10' });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      passedAt: t.clock.now().toISOString(),
      recordedAt: t.clock.now().toISOString(),
      gantryCode: 'M9-TB2-G1',
      plazaCode: 'M9-TB2',
      lane: 3,
      plate: car.plateNumber,
      province: '10',
      vehicleClass: 1,
      price: 3000,
      isMember: true,
      customerId,
      vehicleId: car.id,
      billingPeriod: '2026-11-2',
      alreadyRecorded: false,
    });
    expect(res.body.data.photoUrl).toMatch(
      new RegExp(`^/invoiceservice/api/v1/passages/${res.body.data.passageId}/photo\\?key=\\d+\\.[\\w-]{43}$`),
    );
  });

  it('answers the first passage, never a second charge, when the same read comes again', async () => {
    const body = reading({ passedAt: '2026-11-16T08:59:00+07:00' });
    const first = await postPassage(body);
    t.clock.advance(5_000);
    const second = await postPassage(body);

    expect(first.body.data.alreadyRecorded).toBe(false);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual({ ...first.body.data, photoUrl: expect.any(String), alreadyRecorded: true });
  });

  it.each([
    ['an unknown gantry', { gantryCode: 'M9-ZZ-G1' }, 'ERR_TOLL_0003', 'There is no gantry M9-ZZ-G1'],
    ['a lane the gantry lacks', { lane: 5 }, 'ERR_TOLL_0004', 'Gantry M9-TC1-G1 has lanes 1 to 4, not lane 5'],
    ['a malformed plate', { plate: 'กขค 1234' }, 'ERR_VEH_0001', undefined],
    ['an unknown province', { province: '98' }, 'ERR_TOLL_0005', 'The province code 98 is not known'],
    ['a province that is no code', { province: 'Bangkok' }, 'ERR_COMMON_0002', 'The value of province is invalid'],
    [
      'a passage in the future',
      { passedAt: '2026-11-16T09:00:01+07:00' },
      'ERR_TOLL_0006',
      'The passage time 2026-11-16T02:00:01.000Z is later than now (2026-11-16T02:00:00.000Z)',
    ],
    [
      'an unknown vehicle class',
      { vehicleClass: 4 },
      'ERR_TOLL_0001',
      'The vehicle class must be 1 (4 wheels), 2 (6 wheels) or 3 (more than 6 wheels)',
    ],
    ['a plate of unknown class', { vehicleClass: undefined }, 'ERR_TOLL_0007', undefined],
    ['a field it does not know', { camera: 'A' }, 'ERR_COMMON_0003', 'The field camera is not recognised'],
  ])('refuses %s with 400 and its own code', async (_name, overrides, code, english) => {
    const res = await postPassage(reading(overrides));

    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual([code]);
    if (english) expect(res.body.data.errors[0].description).toBe(english);
  });

  it('explains a refusal in Thai too', async () => {
    const res = await postPassage(reading({ gantryCode: 'M9-ZZ-G1' }), 'TH');

    expect(res.body.data.errors[0]).toEqual({ code: 'ERR_TOLL_0003', description: 'ไม่พบด่าน (gantry) รหัส M9-ZZ-G1' });
  });
});

describe('POST /simservice/api/v1/passages/batch', () => {
  it('answers each item on its own: recorded, already recorded, or its own errors', async () => {
    const first = reading({ passedAt: '2026-11-16T08:00:00+07:00' });
    const res = await post('/simservice/api/v1/passages/batch', {
      passages: [
        first,
        { ...first, lane: 'one' },
        reading({ gantryCode: 'NOPE' }),
        first,
        reading({ passedAt: '2026-11-17T00:00:00+07:00' }),
        reading({ vehicleClass: 3 }),
        'not a passage',
      ],
    });

    expect(res.status).toBe(200);
    const { results, ...counts } = res.body.data;
    expect(counts).toEqual({ recorded: 2, alreadyRecorded: 1, failed: 4 });
    expect(results.map((result: { index: number; ok: boolean }) => [result.index, result.ok])).toEqual([
      [0, true],
      [1, false],
      [2, false],
      [3, true],
      [4, false],
      [5, true],
      [6, false],
    ]);
    expect(results[1].errors).toEqual([{ code: 'ERR_COMMON_0002', description: 'The value of passages.1.lane is invalid' }]);
    expect(results[2].errors.map((error: { code: string }) => error.code)).toEqual(['ERR_TOLL_0003']);
    expect(results[3].passage).toMatchObject({ passageId: results[0].passage.passageId, alreadyRecorded: true });
    expect(results[4].errors.map((error: { code: string }) => error.code)).toEqual(['ERR_TOLL_0006']);
    expect(results[5].passage).toMatchObject({ vehicleClass: 3, price: 7000, isMember: false, billingPeriod: '2026-11-16' });
    expect(results[6].errors).toEqual([{ code: 'ERR_COMMON_0002', description: 'The value of passages.6 is invalid' }]);
  });

  it(`takes ${PASSAGE_BATCH_MAX} passages in one call, a body far beyond the usual limit, and refuses one more`, async () => {
    const passages = Array.from({ length: PASSAGE_BATCH_MAX }, (_, index) =>
      reading({
        plate: `${70 + (index % 20)}-${String(1000 + Math.floor(index / 20)).padStart(4, '0')}`,
        province: '30',
        passedAt: new Date(TEST_START.getTime() - index * 1000).toISOString(),
      }),
    );
    const started = performance.now();
    const res = await post('/simservice/api/v1/passages/batch', { passages });
    const seconds = (performance.now() - started) / 1000;

    expect(res.status).toBe(200);
    expect(res.body.data.failed).toBe(0);
    expect(res.body.data.recorded + res.body.data.alreadyRecorded).toBe(PASSAGE_BATCH_MAX);
    expect(seconds).toBeLessThan(20);

    const tooMany = await post('/simservice/api/v1/passages/batch', { passages: [...passages, reading()] });
    expect(tooMany.status).toBe(400);
    expect(errorCodes(tooMany)).toEqual(['ERR_TOLL_0002']);
    expect(errorCodes(await post('/simservice/api/v1/passages/batch', { passages: [] }))).toEqual(['ERR_TOLL_0002']);
  }, 60_000);
});

describe('GET /invoiceservice/api/v1/passages/{passageId}/photo', () => {
  const photoOf = (url: string) => request(t.app).get(url);

  it('draws the plate, province, gantry, lane and time into an SVG served as an image that runs no script', async () => {
    const res = await postPassage(reading({ gantryCode: 'M9-DM-G2', lane: 2, plate: '1กข 1234', passedAt: '2026-11-16T08:30:15+07:00' }));
    const photo = await photoOf(res.body.data.photoUrl);

    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/svg+xml');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const svg = photo.body.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>1กข 1234</text>');
    expect(svg).toContain('>กรุงเทพมหานคร</text>');
    expect(svg).toContain('M9-DM-G2 · lane 2 · 2026-11-16 08:30:15 (UTC+07:00)');
    expect(svg).not.toContain('<script');
    expect((await photoOf(res.body.data.photoUrl)).body.toString('utf8')).toBe(svg);
  });

  it('escapes text for XML', () => {
    expect(escapeXml(`<script>alert("x") & 'y'</script>`)).toBe('&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;');
  });

  it("opens only with this photo's own key, and not once the key has expired", async () => {
    const passage = await recordPassage(t);
    const other = await recordPassage(t);
    const url = (key: string) => `/invoiceservice/api/v1/passages/${passage.id}/photo?key=${key}`;
    const keyOf = (photoUrl: string) => new URL(photoUrl, 'http://x').searchParams.get('key') ?? '';
    const otherKey = keyOf((await postPassage(reading({ plate: other.plate, passedAt: other.passedAt.toISOString() }))).body.data.photoUrl);

    expect(errorCodes(await photoOf(url(otherKey)))).toEqual(['ERR_FILE_0008']);
    // A download key of a file with the passage's id opens no photo: the photo key signs another subject.
    expect(errorCodes(await photoOf(url(t.fileKeys.keyFor(passage.id))))).toEqual(['ERR_FILE_0008']);
    expect(errorCodes(await photoOf(`/invoiceservice/api/v1/passages/${passage.id}/photo`))).toEqual(['ERR_COMMON_0004']);

    const fresh = await postPassage(reading({ plate: passage.plate, passedAt: passage.passedAt.toISOString() }));
    expect(fresh.body.data).toMatchObject({ passageId: passage.id, alreadyRecorded: true });
    t.clock.advance(301_000);
    expect(errorCodes(await photoOf(fresh.body.data.photoUrl))).toEqual(['ERR_FILE_0009']);
  });

  it('answers 404 for a passage that does not exist', async () => {
    const missing = randomUUID();
    const { photoUrl } = (await postPassage(reading())).body.data;
    const key = new URL(photoUrl, 'http://x').searchParams.get('key') ?? '';
    expect((await photoOf(`/invoiceservice/api/v1/passages/${missing}/photo?key=${key}`)).status).toBe(403);

    const keyed = `/invoiceservice/api/v1/passages/${missing}/photo?key=${t.fileKeys.keyFor(`passage-photo:${missing}`)}`;
    const res = await photoOf(keyed);
    expect(res.status).toBe(404);
    expect(errorCodes(res)).toEqual(['ERR_TOLL_0008']);
  });
});

describe('outside simulation mode', () => {
  it('has no gantry simulation, but still serves passage photos', async () => {
    const production = createTestApp({ simulation: false });
    try {
      expect((await request(production.app).get('/simservice/api/v1/gantries').set(commonHeaders())).status).toBe(404);
      expect((await request(production.app).post('/simservice/api/v1/passages').set(commonHeaders()).send(reading())).status).toBe(404);
      const passage = await recordPassage(production);
      const key = production.fileKeys.keyFor(`passage-photo:${passage.id}`);
      expect((await request(production.app).get(`/invoiceservice/api/v1/passages/${passage.id}/photo?key=${key}`)).status).toBe(200);
    } finally {
      await production.close();
    }
  });
});
