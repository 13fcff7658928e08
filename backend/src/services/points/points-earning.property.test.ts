import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { pointsForPayment, type TPointsRules } from '@mflow/contracts/points/points.contract';
import { createCustomer } from '../../test/factories/customers';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { awardPointsForPayments } from './points-earning';
import { setPointsRules } from './points-rules';

/*
 * The earning job against the contract: random payments (members' and visitors', paid and not,
 * amounts on and beside a whole number of points, some heard of only after the run of their day)
 * go through daily runs under a rule that changes every day, and each payment must earn exactly
 * `pointsForPayment` of its amount, once, however many runs see it, under the rule of the first
 * run that awards it anything (decision 0025: the rule in force when the job awards it; a run
 * under which it earns nothing leaves it to the next run that sees it); each member's balance is
 * the sum. Each run of the test draws new
 * payments; a failure prints fast-check's seed, and `{ seed: <seed> }` added to the fc.assert
 * options replays them.
 */

const MEMBERS = 8;
const DAYS = 5;
const DAY = 24 * 60 * 60 * 1000;
const FIRST_RUN = new Date('2027-02-01T02:00:00+07:00');
/** Plain objects, as the database layer takes them: fast-check otherwise makes some without a prototype. */
const PLAIN = { noNullPrototype: true };
const STATUSES = ['PAID', 'PENDING', 'FAILED', 'CANCELLED', 'EXPIRED'] as const;

type TPaymentPlan = {
  member: number | null;
  status: (typeof STATUSES)[number];
  amount: number;
  settledBeforeRun: number;
  heardLate: boolean;
};
type TDay = { rules: TPointsRules; payments: TPaymentPlan[] };

const rulesArbitrary: fc.Arbitrary<TPointsRules> = fc.record(
  { satangPerPoint: fc.oneof(fc.constant(1_000), fc.integer({ min: 1, max: 100_000 })) },
  PLAIN,
);

/** A payment of a day under `rules`: its amount often a whole number of points, or one satang either side. */
const paymentArbitrary = (rules: TPointsRules): fc.Arbitrary<TPaymentPlan> =>
  fc.record(
    {
      member: fc.oneof({ arbitrary: fc.integer({ min: 0, max: MEMBERS - 1 }), weight: 6 }, { arbitrary: fc.constant(null), weight: 1 }),
      status: fc.oneof({ arbitrary: fc.constant('PAID' as const), weight: 6 }, { arbitrary: fc.constantFrom(...STATUSES), weight: 1 }),
      amount: fc.oneof(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc
          .tuple(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: -1, max: 1 }))
          .map(([points, beside]) => Math.max(1, points * rules.satangPerPoint + beside)),
      ),
      settledBeforeRun: fc.integer({ min: 0, max: DAY - 1 }),
      heardLate: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
    },
    PLAIN,
  );

const dayArbitrary: fc.Arbitrary<TDay> = rulesArbitrary.chain((rules) =>
  fc.record({ rules: fc.constant(rules), payments: fc.array(paymentArbitrary(rules), { minLength: 100, maxLength: 200 }) }, PLAIN),
);

/** The days with payments, then one more under its own rule that only hears of the last day's late ones. */
const daysArbitrary = fc.tuple(fc.array(dayArbitrary, { minLength: DAYS, maxLength: DAYS }), rulesArbitrary).map(([days, lastRules]) => {
  const all: TDay[] = [...days, { rules: lastRules, payments: [] }];
  return {
    days: all,
    [fc.toStringMethod]: () => `${days.reduce((sum, day) => sum + day.payments.length, 0)} payments over ${all.length} days`,
  };
});

let t: TTestApp;
let members: string[];

beforeAll(async () => {
  t = await createIsolatedTestApp();
  members = [];
  for (let n = 0; n < MEMBERS; n++) members.push((await createCustomer(t)).customerId);
});
afterAll(() => t.close());

const runOf = (day: number) => new Date(FIRST_RUN.getTime() + day * DAY);

type TWritten = TPaymentPlan & { id: string; day: number };

/** The day's payments as the payments module leaves them: settled in the day before its run, a pending one not settled yet. */
async function writePayments(day: number, plans: TPaymentPlan[]): Promise<TWritten[]> {
  const written = plans.map((plan) => ({ ...plan, id: randomUUID(), day }));
  await t.pool.query(
    `insert into payment (id, customer_id, channel, amount, status, created_at, settled_at)
     select p.id, p.customer_id, 'SAVED', p.amount, p.status, coalesce(p.settled_at, $6), p.settled_at
     from unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::text[], $5::timestamptz[]) as p (id, customer_id, amount, status, settled_at)`,
    [
      written.map((payment) => payment.id),
      written.map((payment) => (payment.member === null ? null : members[payment.member])),
      written.map((payment) => payment.amount),
      written.map((payment) => payment.status),
      written.map((payment) => (payment.status === 'PENDING' ? null : new Date(runOf(day).getTime() - payment.settledBeforeRun))),
      runOf(day - 1),
    ],
  );
  return written;
}

type TEarning = { payment_id: string; customer_id: string; paid_amount: string; satang_per_point: number; points: number };

describe('the points a payment earns', () => {
  it('are pointsForPayment under the rule of the first run that awards them, once, and add up to the balance', async () => {
    await fc.assert(
      fc.asyncProperty(daysArbitrary, async ({ days }) => {
        const written: TWritten[] = [];
        for (const [day, { rules, payments }] of days.entries()) {
          await setPointsRules({ db: t.db, rules, at: runOf(day - 1) });
          written.push(
            ...(await writePayments(
              day,
              payments.filter((plan) => !plan.heardLate),
            )),
          );
          // Settled the day before, but heard of only after that day's run: this run awards them.
          written.push(...(await writePayments(day - 1, days[day - 1]?.payments.filter((plan) => plan.heardLate) ?? [])));
          await awardPointsForPayments({ db: t.db, at: runOf(day) });
        }
        const earnings = await t.pool.query<TEarning>(
          'select payment_id, customer_id, paid_amount, satang_per_point, points from points_earning where payment_id = any($1)',
          [written.map((payment) => payment.id)],
        );
        const earned = new Map(
          earnings.rows.map((row) => [row.payment_id, `${row.customer_id} ${row.paid_amount} ${row.satang_per_point} ${row.points}`]),
        );
        const differences: string[] = [];
        const balances = new Map<string, number>();
        for (const payment of written) {
          // The runs whose 48 hours hold its settlement after it was written: its day's and the next, or the next alone when heard of late.
          const seenBy = (payment.heardLate ? [payment.day + 1] : [payment.day, payment.day + 1]).flatMap((day) => days[day]?.rules ?? []);
          const customerId = payment.member === null ? null : (members[payment.member] ?? null);
          const awards =
            customerId !== null && payment.status === 'PAID'
              ? seenBy.map((rules) => ({ rules, points: pointsForPayment(payment.amount, rules) }))
              : [];
          const award = awards.find((candidate) => candidate.points > 0);
          if (customerId !== null) balances.set(customerId, (balances.get(customerId) ?? 0) + (award?.points ?? 0));
          const expected = award ? `${customerId} ${payment.amount} ${award.rules.satangPerPoint} ${award.points}` : undefined;
          if (earned.get(payment.id) !== expected)
            differences.push(
              `${JSON.stringify(payment)} under ${JSON.stringify(seenBy)}: earned ${earned.get(payment.id) ?? 'nothing'}, expected ${expected ?? 'nothing'}`,
            );
        }
        const points = await t.pool.query<{ id: string; point: number }>('select id, point from customer where id = any($1)', [members]);
        for (const row of points.rows) {
          if (row.point !== (balances.get(row.id) ?? 0))
            differences.push(`member ${row.id} holds ${row.point} points, expected ${balances.get(row.id) ?? 0}`);
        }
        if (differences.length > 0)
          throw new Error(`${differences.length} differ from the contract; the first:\n${differences.slice(0, 3).join('\n')}`);
      }),
      { numRuns: 1, endOnFailure: true },
    );
  });
});
