import { and, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { registerBillingJobs } from '../billing/billing-jobs';
import { outboxMessages } from '../notification/notification.schema';
import { createMember } from '../../test/factories/customers';
import { accessKeyHeaders, bearerHeaders } from '../../test/factories/http';
import { recordingOf } from '../../test/factories/passages';
import { createRegistryVehicle, newPlate, seedVehicle } from '../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../test/test-app';
import { flagsOfPassages } from './passage-flags';
import type { TPassageRow } from './passage-records';
import { recordPassages, type TPassageReading } from './passage.service';
import { passageFlags } from './toll.schema';

// The clock moves over the cuts at the end, so the file has a database of its own.
let t: TTestApp;
const bangkok = (local: string) => new Date(`${local}+07:00`);

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2026-11-10T07:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  t.clock.set(bangkok('2026-11-10T09:00:00'));
});
afterAll(() => t.close());

const read = (plate: string, gantryCode: string, local: string, vehicleClass: 1 | 2 | 3 = 1): TPassageReading => ({
  gantryCode,
  lane: 1,
  plate,
  province: '10',
  vehicleClass,
  passedAt: bangkok(local),
});

/** Thanyaburi 1 (km 21.4) at 08:00 and Bang Phli (km 81.4) at 08:04: 60 km in 4 minutes. */
const cloned = (plate: string) => [read(plate, 'M9-TB1-G1', '2026-11-10T08:00:00'), read(plate, 'M9-BP-G1', '2026-11-10T08:04:00')];

async function record(readings: TPassageReading[]): Promise<TPassageRow[]> {
  const outcomes = await recordPassages({ ...recordingOf(t), readings });
  return outcomes.map((outcome) => {
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
    return outcome.passage;
  });
}

const flagsOfPlate = (plate: string) => t.db.select().from(passageFlags).where(eq(passageFlags.plate, plate));

/** A session opened at the clock's now. */
const session = async (customerId: string) => (await t.sessions.open({ db: t.db, subjectType: 'CUSTOMER', subjectId: customerId })).token;

/** A member whose car was ACTIVE since before the reads of the tests (05:00 on 10 November). */
async function memberWithCar(language: 'TH' | 'EN') {
  const now = t.clock.now();
  t.clock.set(bangkok('2026-11-10T05:00:00'));
  const member = await createMember(t, { notificationLanguage: language });
  const car = await seedVehicle(t, member.customerId, { status: 'ACTIVE' });
  t.clock.set(now);
  return { ...member, plate: car.plateNumber, token: await session(member.customerId) };
}

describe('impossible journeys', () => {
  it('flags two reads 60 km and 4 minutes apart once, however often the batch is sent', async () => {
    const plate = newPlate();
    const [earlier, later] = await record(cloned(plate));
    await record(cloned(plate));
    await record([...cloned(plate), ...cloned(plate)]);

    const flags = await flagsOfPlate(plate);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({
      kind: 'IMPOSSIBLE_JOURNEY',
      passageId: later?.id,
      earlierPassageId: earlier?.id,
      customerId: null,
      detail: {
        fromGantryCode: 'M9-TB1-G1',
        toGantryCode: 'M9-BP-G1',
        distanceKm: 60,
        distanceBasis: 'ROUTE',
        minutes: 4,
        speedKmh: 900,
      },
    });
    const ids = [earlier?.id ?? '', later?.id ?? ''];
    expect(await flagsOfPassages({ db: t.db, passageIds: ids })).toEqual([
      { passageId: earlier?.id, kind: 'IMPOSSIBLE_JOURNEY', detail: flags[0]?.detail },
      { passageId: later?.id, kind: 'IMPOSSIBLE_JOURNEY', detail: flags[0]?.detail },
    ]);
    expect(await flagsOfPassages({ db: t.db, passageIds: [later?.id ?? '', 'not-a-passage'] })).toHaveLength(1);
  });

  it('flags a read sent later between two earlier ones, against both neighbours', async () => {
    const plate = newPlate();
    await record([read(plate, 'M9-TB1-G1', '2026-11-10T07:00:00'), read(plate, 'M9-BP-G1', '2026-11-10T08:00:00')]);
    expect(await flagsOfPlate(plate)).toHaveLength(0);
    const [late] = await record([read(plate, 'M9-TC1-G1', '2026-11-10T07:05:00')]);
    const flags = await flagsOfPlate(plate);
    expect(flags.map((flag) => flag.passageId === late?.id || flag.earlierPassageId === late?.id)).toEqual([true]);
    expect(flags[0]?.detail).toMatchObject({ fromGantryCode: 'M9-TB1-G1', toGantryCode: 'M9-TC1-G1', minutes: 5 });
  });

  it('leaves possible journeys, the same gantry twice and reads far apart in time alone', async () => {
    const plate = newPlate();
    await record([
      read(plate, 'M9-TB1-G1', '2026-11-10T06:00:00'),
      // 60 km in 25 minutes: 144 km/h.
      read(plate, 'M9-BP-G1', '2026-11-10T06:25:00'),
      read(plate, 'M9-BP-G1', '2026-11-10T06:25:30'),
      read(plate, 'M9-TB1-G2', '2026-11-10T07:30:00'),
    ]);
    expect(await flagsOfPlate(plate)).toEqual([]);
  });
});

describe('class mismatches', () => {
  it("flags a member's passage read in another class than the member's vehicle, once", async () => {
    const { plate } = await memberWithCar('EN');
    const [passage] = await record([read(plate, 'M9-TC1-G1', '2026-11-10T08:30:00', 2)]);
    await record([read(plate, 'M9-TC1-G1', '2026-11-10T08:30:00', 2)]);
    await record([read(plate, 'M9-TC1-G1', '2026-11-10T08:45:00', 1)]);
    expect(await flagsOfPlate(plate)).toEqual([
      expect.objectContaining({
        kind: 'CLASS_MISMATCH',
        passageId: passage?.id,
        earlierPassageId: null,
        detail: { gantryCode: 'M9-TC1-G1', readClass: 2, registeredClass: 1, registeredBy: 'MEMBER_VEHICLE' },
      }),
    ]);
  });

  it("flags a non-member's passage against the land-transport registry's class, and an unknown plate not at all", async () => {
    const registered = await createRegistryVehicle(t, undefined, { categoryGroup: 'C2' });
    const unknown = newPlate();
    await record([read(registered.plateNumber, 'M9-DM-G1', '2026-11-10T08:30:00', 1), read(unknown, 'M9-DM-G1', '2026-11-10T08:30:00', 3)]);
    expect((await flagsOfPlate(registered.plateNumber)).map((flag) => flag.detail)).toEqual([
      { gantryCode: 'M9-DM-G1', readClass: 1, registeredClass: 2, registeredBy: 'LAND_TRANSPORT_REGISTRY' },
    ]);
    expect(await flagsOfPlate(unknown)).toEqual([]);
  });
});

describe('the notice of an impossible journey', () => {
  const noticesTo = (contacts: string[]) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.purpose, 'IMPOSSIBLE_JOURNEY'), inArray(outboxMessages.recipient, contacts)));

  it('tells the member at once by e-mail and SMS in their language, with a prefilled dispute link, and once only', async () => {
    for (const language of ['EN', 'TH'] as const) {
      const member = await memberWithCar(language);
      const [earlier, later] = await record(cloned(member.plate));
      await record(cloned(member.plate));
      const notices = await noticesTo([member.email, member.mobile]);
      expect(notices.map((notice) => [notice.channel, notice.language]).sort()).toEqual([
        ['EMAIL', language],
        ['SMS', language],
      ]);
      const link = `http://localhost:${t.config.port}/mflow/dispute?passages=${earlier?.id},${later?.id}&reason=CLONED_PLATE`;
      for (const notice of notices) {
        expect(notice.textBody).toContain(link.replace(/^http:\/\/localhost:\d+/, t.config.portalBaseUrl));
        expect(notice.textBody).toContain(member.plate);
        expect(notice.textBody).toContain(
          language === 'EN' ? 'at Thanyaburi 1 inbound at 10 November 2026 at 08:00' : 'ที่ ธัญบุรี 1 ขาเข้า เวลา',
        );
        expect(notice.textBody).toContain(language === 'EN' ? '4 minutes and 60 km apart' : 'ห่างกัน 4 นาที และ 60 กม.');
        expect(notice.textBody).toContain(language === 'EN' ? 'Bang Phli inbound' : 'บางพลี ขาเข้า');
      }
    }
  });

  it('tells nobody of a non-member plate or a class mismatch', async () => {
    const member = await memberWithCar('EN');
    await record([read(member.plate, 'M9-TC2-G1', '2026-11-10T07:30:00', 3)]);
    expect(await noticesTo([member.email, member.mobile])).toEqual([]);
  });
});

describe("the flags on a member's lines and a visitor's invoice", () => {
  it("carries each passage's flags on the accruals, the toll history and the invoice, and never another member's", async () => {
    const flagged = await memberWithCar('EN');
    const other = await memberWithCar('EN');
    const [earlier, later] = await record(cloned(flagged.plate));
    await record([read(other.plate, 'M9-TB1-G1', '2026-11-10T08:00:00'), read(other.plate, 'M9-TB2-G1', '2026-11-10T08:30:00')]);

    const linesOf = async (path: string, token: string, key: 'lines' | 'passages' = 'lines') => {
      const res = await request(t.app).get(`/invoiceservice/api/v1/${path}`).set(bearerHeaders(token));
      expect(res.status).toBe(200);
      return res.body.data[key] as { passageId: string; flags: { kind: string; detail: { laterPassageId: string } }[] }[];
    };
    const flagsByLine = (lines: Awaited<ReturnType<typeof linesOf>>) =>
      Object.fromEntries(lines.map((line) => [line.passageId, line.flags.map((flag) => [flag.kind, flag.detail.laterPassageId])]));
    const expected = {
      [earlier?.id ?? '']: [['IMPOSSIBLE_JOURNEY', later?.id]],
      [later?.id ?? '']: [['IMPOSSIBLE_JOURNEY', later?.id]],
    };

    expect(flagsByLine(await linesOf('accruals/lines', flagged.token))).toEqual(expected);
    const history = '?from=2026-11-01&to=2026-11-30';
    expect(flagsByLine(await linesOf(`passages${history}`, flagged.token, 'passages'))).toEqual(expected);
    const otherLines = await linesOf('accruals/lines', other.token);
    expect(otherLines).toHaveLength(2);
    expect(otherLines.flatMap((line) => line.flags)).toEqual([]);
    expect((await linesOf(`passages${history}`, other.token, 'passages')).flatMap((line) => line.flags)).toEqual([]);

    const visitorPlate = newPlate();
    const [visitorEarlier] = await record(cloned(visitorPlate));

    await request(t.app)
      .put('/simservice/api/v1/clock')
      .set(commonHeaders())
      .send({ now: bangkok('2026-11-16T09:00:00').toISOString() });
    const token = await session(flagged.customerId);
    const [invoice] = (await request(t.app).get('/invoiceservice/api/v1/invoices').set(bearerHeaders(token))).body.data.invoices;
    expect(flagsByLine(await linesOf(`invoices/${invoice.invoiceNo}/lines`, token))).toEqual(expected);
    const [otherInvoice] = (
      await request(t.app)
        .get('/invoiceservice/api/v1/invoices')
        .set(bearerHeaders(await session(other.customerId)))
    ).body.data.invoices;
    const otherInvoiceLines = await linesOf(`invoices/${otherInvoice.invoiceNo}/lines`, await session(other.customerId));
    expect(otherInvoiceLines.flatMap((line) => line.flags)).toEqual([]);

    const lookUp = await request(t.app)
      .get('/invoiceservice/api/v1/public/invoices')
      .query({ plate: visitorPlate, province: '10' })
      .set(accessKeyHeaders(t));
    expect(lookUp.status).toBe(200);
    const [visitorInvoice] = lookUp.body.data.invoices;
    expect(visitorInvoice.lines).toHaveLength(2);
    expect(visitorInvoice.lines[0]).toMatchObject({
      passageId: visitorEarlier?.id,
      flags: [{ kind: 'IMPOSSIBLE_JOURNEY', detail: { distanceKm: 60, minutes: 4, fromGantryCode: 'M9-TB1-G1' } }],
    });
    expect(visitorInvoice.lines[1].flags).toHaveLength(1);

    // A late read between the two, recorded into a day not invoiced: only its flags change what the
    // look-up shows of the invoiced passages, and the look-up shows them at once.
    await record([read(visitorPlate, 'M9-TC1-G1', '2026-11-10T08:02:00')]);
    const again = await request(t.app)
      .get('/invoiceservice/api/v1/public/invoices')
      .query({ plate: visitorPlate, province: '10' })
      .set(accessKeyHeaders(t));
    const [first] = again.body.data.invoices[0].lines;
    expect(first.flags.map((flag: { detail: { toGantryCode: string } }) => flag.detail.toGantryCode)).toEqual(['M9-BP-G1', 'M9-TC1-G1']);
  });
});
