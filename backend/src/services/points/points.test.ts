import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import { commonHeaders, createTestApp, type TTestApp } from '../../test/test-app';
import { createMember } from '../../test/factories/customers';
import { bearerHeaders, errorCodes } from '../../test/factories/http';
import { createSignedInStaff } from '../../test/factories/staff';
import { createThroughApi, publishThroughApi, STAFF_BASE } from '../content/content-test-helpers';
import { payments } from '../payment/payments/payments.schema';
import { awardPointsForPayments } from './points-earning';
import { registerPointsJobs } from './points-jobs';
import { pointsEarnings, pointsRedemptions } from './points.schema';

let t: TTestApp;
let editor: { staffId: string; token: string };

beforeAll(async () => {
  t = await createIsolatedTestApp();
  editor = await createSignedInStaff(t, { roles: ['CONTENT_EDITOR'] });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

/** A member's payment, PAID `hoursAgo` before the clock's now, as the payment module records one. */
async function paidPayment(customerId: string | null, amount: number, hoursAgo = 1) {
  const settledAt = new Date(t.clock.now().getTime() - hoursAgo * HOUR);
  const [row] = await t.db
    .insert(payments)
    .values({ customerId, channel: 'SAVED', amount, status: 'PAID', createdAt: settledAt, settledAt })
    .returning();
  if (!row) throw new Error('no payment');
  return row.id;
}

function account(token: string, language: 'TH' | 'EN' = 'EN') {
  return request(t.app).get('/customerservice/api/v1/points').set(bearerHeaders(token, language));
}

async function balanceOf(token: string): Promise<number> {
  const res = await request(t.app).get('/customerservice/api/v1/customer/current').set(bearerHeaders(token));
  return res.body.data.point as number;
}

function redeem(token: string, offerId: string, key: string | null = randomUUID()) {
  const call = request(t.app).post('/customerservice/api/v1/points/redemptions').set(bearerHeaders(token));
  return (key === null ? call : call.set('Idempotency-Key', key)).send({ offerId });
}

async function offer(pointsPrice: number | null, publish = true) {
  const item = await createThroughApi(t, editor.token, 'promotion', {
    category: 'FOOD',
    titleTh: 'คูปองกาแฟ',
    titleEn: 'Coffee voucher',
    bodyTh: 'แลกคะแนนรับกาแฟ',
    pointsPrice,
  });
  if (publish) await publishThroughApi(t, editor.token, 'promotion', item.id);
  return item.id;
}

/** A member holding exactly `points`, earned from one payment. */
async function memberWith(points: number) {
  const member = await createMember(t);
  if (points > 0) {
    await paidPayment(member.customerId, points * 1_000);
    await awardPointsForPayments({ db: t.db, at: t.clock.now() });
  }
  return member;
}

describe('earning from paid payments', () => {
  it('gives 1 point per 10 baht, rounded down per payment: 9.99 baht 0, 10.00 baht 1, 19.99 baht 1', async () => {
    const member = await createMember(t);
    const [below, exact, almostTwo] = [
      await paidPayment(member.customerId, 999),
      await paidPayment(member.customerId, 1_000),
      await paidPayment(member.customerId, 1_999),
    ];
    await awardPointsForPayments({ db: t.db, at: t.clock.now() });

    expect(await balanceOf(member.token)).toBe(2);
    const earned = await t.db.select().from(pointsEarnings).where(eq(pointsEarnings.customerId, member.customerId));
    expect(Object.fromEntries(earned.map((row) => [row.paymentId, row.points]))).toEqual({ [exact]: 1, [almostTwo]: 1 });
    expect(earned.map((row) => row.paymentId)).not.toContain(below);
    const res = await account(member.token);
    expect(res.body.data).toMatchObject({ balance: 2, satangPerPoint: 1_000, total: 2 });
    expect(res.body.data.entries[0]).toMatchObject({ kind: 'EARNED', points: 1, satangPerPoint: 1_000 });
  });

  it('awards a payment once when the job runs twice, and when two runs go at the same moment', async () => {
    const member = await createMember(t);
    await paidPayment(member.customerId, 5_000);
    const at = t.clock.now();
    const [first, second] = await Promise.all([awardPointsForPayments({ db: t.db, at }), awardPointsForPayments({ db: t.db, at })]);
    expect(first.points + second.points).toBeGreaterThanOrEqual(5);
    await awardPointsForPayments({ db: t.db, at });
    await awardPointsForPayments({ db: t.db, at: new Date(at.getTime() + 24 * HOUR) });
    expect(await balanceOf(member.token)).toBe(5);
    expect(await t.db.select().from(pointsEarnings).where(eq(pointsEarnings.customerId, member.customerId))).toHaveLength(1);
  });

  it('gives nothing for a visitor payment nor for one settled after the run instant', async () => {
    const member = await createMember(t);
    await paidPayment(null, 50_000);
    const later = await paidPayment(member.customerId, 3_000, -1);
    await awardPointsForPayments({ db: t.db, at: t.clock.now() });
    expect(await balanceOf(member.token)).toBe(0);
    expect(await t.db.select().from(pointsEarnings).where(eq(pointsEarnings.paymentId, later))).toEqual([]);
  });

  it('keeps the rule each earning was made under when the rule changes', async () => {
    const member = await createMember(t);
    await paidPayment(member.customerId, 1_999);
    await awardPointsForPayments({ db: t.db, at: t.clock.now() });
    const put = await request(t.app).put('/simservice/api/v1/points/rules').set(commonHeaders()).send({ satangPerPoint: 100 });
    expect(put.body.data).toEqual({ satangPerPoint: 100 });
    try {
      await paidPayment(member.customerId, 1_999);
      await awardPointsForPayments({ db: t.db, at: t.clock.now() });
      const entries = (await account(member.token)).body.data.entries as { points: number; satangPerPoint: number }[];
      expect(entries.map((entry) => [entry.points, entry.satangPerPoint]).sort()).toEqual([
        [1, 1_000],
        [19, 100],
      ]);
      expect(await balanceOf(member.token)).toBe(20);
    } finally {
      await request(t.app).put('/simservice/api/v1/points/rules').set(commonHeaders()).send({});
    }
  });

  it('runs as the daily job, once per run however many instances call the runner', async () => {
    const other = createTestApp({ databaseUrl: t.config.databaseUrl });
    try {
      for (const app of [t, other]) {
        registerPointsJobs(app.jobs, { db: app.db });
        await app.jobs.open();
      }
      const member = await createMember(t);
      await paidPayment(member.customerId, 12_345);
      const nextDay = new Date(t.clock.now().getTime() + 24 * HOUR);
      other.clock.set(nextDay);
      const runs = (await Promise.all([t.jobs.runDueJobs(nextDay), other.jobs.runDueJobs(nextDay)])).flat();
      expect(runs.some((run) => run.job === 'points-earning' && run.status === 'DONE')).toBe(true);
      await t.jobs.runDueJobs(nextDay);
      expect(await balanceOf(member.token)).toBe(12);
    } finally {
      await other.close();
    }
  });
});

describe('redeeming offers', () => {
  it('deducts the price once, answers a code, and lists the redemption', async () => {
    const offerId = await offer(30);
    const member = await memberWith(45);
    const key = randomUUID();
    const res = await redeem(member.token, offerId, key);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ offerId, offerTitle: 'Coffee voucher', points: 30, balance: 15 });
    expect(res.body.data.code).toMatch(/^MF[A-Z2-9]{8}$/);

    const again = await redeem(member.token, offerId, key);
    expect(again.body.data).toMatchObject({ code: res.body.data.code, balance: 15 });
    expect(await balanceOf(member.token)).toBe(15);

    const entries = (await account(member.token, 'TH')).body.data.entries;
    expect(entries[0]).toMatchObject({ kind: 'REDEEMED', points: -30, offerTitle: 'คูปองกาแฟ', redemptionCode: res.body.data.code });
  });

  it('refuses when the balance is short, and leaves balance and ledger as they were', async () => {
    const offerId = await offer(50);
    const member = await memberWith(49);
    const res = await redeem(member.token, offerId);
    expect(res.status).toBe(409);
    expect(errorCodes(res)).toEqual(['ERR_POINTS_0002']);
    expect(res.body.data.errors[0].description).toBe('Not enough points: this offer needs 50 points and you have 49');
    expect(await balanceOf(member.token)).toBe(49);
    expect(await t.db.select().from(pointsRedemptions).where(eq(pointsRedemptions.customerId, member.customerId))).toEqual([]);
  });

  it('lets only one of two redemptions at the same moment through when the balance covers one', async () => {
    const offerId = await offer(30);
    const member = await memberWith(45);
    const answers = await Promise.all([redeem(member.token, offerId), redeem(member.token, offerId)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(member.token)).toBe(15);
  });

  it('makes the same key sent twice at once one redemption', async () => {
    const offerId = await offer(10);
    const member = await memberWith(45);
    const key = randomUUID();
    const answers = await Promise.all([redeem(member.token, offerId, key), redeem(member.token, offerId, key)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    expect(answers[0]?.body.data.code).toBe(answers[1]?.body.data.code);
    expect(await balanceOf(member.token)).toBe(35);
  });

  it('refuses an offer with no points price, an unpublished one, a key reused for another offer, and a missing key', async () => {
    const member = await memberWith(100);
    expect(errorCodes(await redeem(member.token, await offer(null)))).toEqual(['ERR_POINTS_0001']);
    expect(errorCodes(await redeem(member.token, await offer(10, false)))).toEqual(['ERR_POINTS_0001']);
    expect(errorCodes(await redeem(member.token, randomUUID()))).toEqual(['ERR_POINTS_0001']);
    const key = randomUUID();
    expect((await redeem(member.token, await offer(10), key)).status).toBe(200);
    const reused = await redeem(member.token, await offer(10), key);
    expect(reused.status).toBe(409);
    expect(errorCodes(reused)).toEqual(['ERR_POINTS_0003']);
    const missing = await redeem(member.token, await offer(10), null);
    expect(missing.status).toBe(400);
    expect(errorCodes(missing)).toEqual(['ERR_COMMON_0004']);
    expect(await balanceOf(member.token)).toBe(90);
  });
});

describe("an offer's points price", () => {
  it('belongs to promotions only, is shown to visitors, and stays when an edit leaves it out', async () => {
    const news = await request(t.app)
      .post(`${STAFF_BASE}/news`)
      .set(bearerHeaders(editor.token))
      .send({ category: 'PRESS', titleTh: 'ข่าว', bodyTh: 'เนื้อหา', pointsPrice: 10 });
    expect(errorCodes(news)).toEqual(['ERR_CONTENT_0008']);

    const offerId = await offer(70);
    const edited = await request(t.app)
      .put(`${STAFF_BASE}/promotion/${offerId}`)
      .set(bearerHeaders(editor.token))
      .send({ category: 'FOOD', titleTh: 'คูปองกาแฟใหม่', bodyTh: 'แลกคะแนนรับกาแฟ' });
    expect(edited.body.data.pointsPrice).toBe(70);
    const listed = await request(t.app)
      .get('/contentservice/api/v1/promotions')
      .set(bearerHeaders((await createMember(t)).token));
    expect(listed.body.data.items.find((item: { id: string }) => item.id === offerId)).toMatchObject({
      pointsPrice: 70,
      title: 'คูปองกาแฟใหม่',
    });
  });
});
