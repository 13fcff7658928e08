import request from 'supertest';
import { eq } from 'drizzle-orm';
import { createMember } from '../../../test/factories/customers';
import { newThaiId } from '../../../test/factories/identities';
import { recordPassage } from '../../../test/factories/passages';
import { createRegistryVehicle, seedVehicle } from '../../../test/factories/vehicles';
import { createIsolatedTestApp } from '../../../test/isolated-test-app';
import { commonHeaders, type TTestApp } from '../../../test/test-app';
import type { TPassageRow } from '../../toll/passage-records';
import { cutMemberCycle, cutNonMemberDay } from '../billing-cut';
import { registerBillingJobs } from '../billing-jobs';
import { currentBillingRules } from '../billing-rules.service';
import { invoices, tollNotices } from '../billing.schema';
import { linesOfInvoice } from '../invoice-reads';
import { markNoticeAppealed, upholdNotice } from '../notice-outcomes';
import { anyNotice } from './notice-reads';

/*
 * An appeal upheld as not the customer's vehicle (sold, stolen, not mine) cancels the toll with the
 * notice (requirements/notices-and-appeals.md#appeals). The passages are not voided: they stay the
 * lines of the cancelled invoice. What keeps them from being billed again is the cut's one first
 * invoice per account and period, which the cancelled case still holds.
 */

// The clock moves weeks ahead, running every job on the way: a database of its own.
let t: TTestApp;
const bangkok = (local: string) => new Date(`${local}+07:00`);
let memberId: string;
let memberPassage: TPassageRow;
let visitorPassage: TPassageRow;
/** The invoices billing each passage once the appeals were upheld, before weeks of cuts and ladder runs. */
const billedBefore = new Map<string, string[]>();

const moveClockTo = async (local: string) => {
  const moved = await request(t.app)
    .put('/simservice/api/v1/clock')
    .set(commonHeaders())
    .send({ now: bangkok(local).toISOString() });
  expect(moved.status).toBe(200);
};

const noticeOf = async (where: ReturnType<typeof eq>) => {
  const [notice] = await t.db.select().from(tollNotices).where(where);
  if (!notice) throw new Error('no notice');
  return notice;
};

/** Every invoice billed for the passage's account and period, whichever case it belongs to. */
const invoicesBilling = (passage: TPassageRow) =>
  t.db
    .select()
    .from(invoices)
    .where(eq(invoices.billingPeriod, passage.billingPeriod))
    .then((rows) =>
      rows.filter((row) =>
        passage.isMember ? row.customerId === passage.customerId : row.plate === passage.plate && row.province === passage.province,
      ),
    );

beforeAll(async () => {
  t = await createIsolatedTestApp();
  t.clock.set(bangkok('2027-02-09T07:00:00'));
  registerBillingJobs(t.jobs, { db: t.db, notifier: t.notifier, vehicleRegistry: t.registries.vehicle });
  await t.jobs.open();
  const visitorPlate = (await createRegistryVehicle(t, { type: 'PERSON', id: newThaiId(), name: 'นายสมหมาย ขายรถแล้ว' })).plateNumber;
  memberId = (await createMember(t)).customerId;
  const memberPlate = (await seedVehicle(t, memberId, { status: 'ACTIVE' })).plateNumber;
  t.clock.set(bangkok('2027-02-09T09:00:00'));
  visitorPassage = await recordPassage(t, { plate: visitorPlate, passedAt: bangkok('2027-02-09T08:00:00') });
  memberPassage = await recordPassage(t, { plate: memberPlate, passedAt: bangkok('2027-02-09T08:30:00') });
  // Non-member: notice on 4 Mar; member (cycle 1–15 Feb): notice on 10 Mar.
  await moveClockTo('2027-03-10T09:00:00');
  const notices = [await noticeOf(eq(tollNotices.plate, visitorPlate)), await noticeOf(eq(tollNotices.customerId, memberId))];
  const at = t.clock.now();
  await t.db.transaction(async (tx) => {
    for (const notice of notices) {
      expect(await markNoticeAppealed({ db: tx, noticeId: notice.id })).toBe(true);
      await upholdNotice({ db: tx, noticeId: notice.id, cancelToll: true, dueDate: '2027-03-17', reason: 'APPEAL_UPHELD', at });
    }
  });
  for (const passage of [memberPassage, visitorPassage])
    billedBefore.set(passage.id, (await invoicesBilling(passage)).map((row) => row.id).sort());
  // Past the cancelled notice's due date and the fine it would have reached, and two more member cycles.
  await moveClockTo('2027-04-20T09:00:00');
}, 180_000);
afterAll(() => t.close());

describe('the passages of a toll an upheld appeal cancelled', () => {
  it.each([
    ['a member', () => memberPassage],
    ['a visitor', () => visitorPassage],
  ])("stay the lines of %s's cancelled invoice, and no later cut bills them again", async (_who, passageOf) => {
    const passage = passageOf();
    const before = billedBefore.get(passage.id) ?? [];
    expect(before.length).toBeGreaterThan(1);
    const rules = await currentBillingRules({ db: t.db });
    const cut = passage.isMember ? cutMemberCycle : cutNonMemberDay;
    const again = await cut({ db: t.db, period: passage.billingPeriod, lastServiceDate: '2027-04-20', at: t.clock.now(), rules });
    expect(again).toEqual({ invoices: 0, passages: 0, tollAmount: 0 });

    const after = await invoicesBilling(passage);
    expect(after.map((row) => row.id).sort()).toEqual(before);
    expect(after.every((row) => row.status === 'CANCELLED')).toBe(true);
    const [notice] = await t.db
      .select()
      .from(tollNotices)
      .where(eq(tollNotices.caseId, after[0]?.caseId ?? ''));
    const found = await anyNotice({ db: t.db, noticeNo: notice?.noticeNo ?? '' });
    expect(found.notice.status).toBe('CANCELLED');
    expect((await linesOfInvoice({ db: t.db, invoice: found.current })).map((line) => line.passage.id)).toEqual([passage.id]);
  });
});
