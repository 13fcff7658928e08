import { eq } from 'drizzle-orm';
import request from 'supertest';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { staffAudit } from '../audit/audit.schema';

// Operations change the calendar every business-day count reads: a database of its own.
let t: TTestApp;
let operations: string;
const BASE = '/staffservice/api/v1/holidays';
const makhaBucha2027 = { date: '2027-02-20', nameTh: 'วันมาฆบูชา', nameEn: 'Makha Bucha', kind: 'LUNAR' };

beforeAll(async () => {
  t = await createIsolatedTestApp();
  operations = (await createSignedInStaff(t, { roles: ['OPERATIONS'] })).token;
});
afterAll(() => t.close());

const status = async () => {
  const res = await request(t.app).get(`${BASE}/status`).set(bearerHeaders(operations));
  expect(res.status).toBe(200);
  return res.body.data.years as { year: number; holidayCount: number; lunarCount: number; lunarMissing: boolean }[];
};

describe('the holiday calendar operations keep', () => {
  it('is seeded from the library, with 2026 complete and the lunar holidays of 2027 and 2028 flagged as missing', async () => {
    const years = await status();
    expect(years.map((year) => year.year)).toEqual([2025, 2026, 2027, 2028]);
    expect(years.find((year) => year.year === 2026)).toEqual({ year: 2026, holidayCount: 20, lunarCount: 4, lunarMissing: false });
    expect(years.find((year) => year.year === 2027)).toMatchObject({ lunarCount: 0, lunarMissing: true });
    const list = await request(t.app).get(BASE).query({ year: 2026 }).set(bearerHeaders(operations));
    expect(list.body.data.items).toContainEqual({ date: '2026-03-03', nameTh: 'วันมาฆบูชา', nameEn: 'Makha Bucha', kind: 'LUNAR' });
  });

  it('takes a lunar holiday entered by hand, and records who entered it', async () => {
    const added = await request(t.app).post(BASE).set(bearerHeaders(operations)).send(makhaBucha2027);
    expect(added.status).toBe(200);
    expect((await status()).find((year) => year.year === 2027)).toMatchObject({ lunarCount: 1, lunarMissing: true });
    const list = await request(t.app).get(BASE).query({ year: 2027 }).set(bearerHeaders(operations));
    expect(list.body.data.items).toContainEqual(makhaBucha2027);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectId, '2027-02-20'));
    expect(audit).toEqual([expect.objectContaining({ action: 'HOLIDAY_PUT', before: null, after: makhaBucha2027 })]);
  });

  it('removes a date, audited, and says when there was no holiday on it', async () => {
    const removed = await request(t.app).delete(`${BASE}/2027-02-20`).set(bearerHeaders(operations));
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).not.toContainEqual(makhaBucha2027);
    expect(errorCodes(await request(t.app).delete(`${BASE}/2027-02-20`).set(bearerHeaders(operations)))).toEqual(['ERR_STAFF_0011']);
    const audit = await t.db.select().from(staffAudit).where(eq(staffAudit.subjectId, '2027-02-20'));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['HOLIDAY_PUT', 'HOLIDAY_REMOVE']);
  });

  it('refuses a date that is not one and a name with control characters', async () => {
    expect(
      (
        await request(t.app)
          .post(BASE)
          .set(bearerHeaders(operations))
          .send({ ...makhaBucha2027, date: '2027-02-30' })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(t.app)
          .post(BASE)
          .set(bearerHeaders(operations))
          .send({ ...makhaBucha2027, nameEn: 'Makha\u0000' })
      ).status,
    ).toBe(400);
  });
});
