import fc from 'fast-check';
import request from 'supertest';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import {
  amountsAt,
  dueDateAfter,
  dueDateOfStage,
  INVOICE_STAGES,
  nextStage,
  vatPartOf,
  type TInvoiceStage,
} from '@mflow/contracts/billing/ladder';
import { addDays, startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { accessKeyHeaders } from '../../test/factories/http';
import { TEST_GANTRY } from '../../test/factories/passages';
import { payAtCounter } from '../../test/factories/payments';
import { createIsolatedTestApp } from '../../test/isolated-test-app';
import type { TTestApp } from '../../test/test-app';
import { ensurePassagePartitions, passagePartitionOf } from '../toll/passage-partitions';
import { cutNonMemberDay } from './billing-cut';
import { markPaid, waiveFees } from './invoice-payable';
import { climbLadder } from './ladder-steps';

/*
 * The engine's money against the contract's: a few thousand random cases (a toll of one to three
 * passages, rules anywhere in their allowed ranges, a waiver at some stage, a payment at some
 * stage or none) go through the real cut, ladder, waiver and counter payment, and every invoice
 * each case ever had must carry what `amountsAt`, `dueDateOfStage` and `vatPartOf` say for its
 * place in the chain; each paid case's receipt must carry `vatPartOf` of its toll. The cases are
 * written and moved set-based, so the run takes seconds. Each run draws new cases; a failure
 * prints fast-check's seed, and `{ seed: <seed> }` added to the fc.assert options replays them.
 */

const RULE_SETS = 16;
const FIRST_PERIOD: TIsoDate = '2026-12-01';
const PROVINCE = '10';
const HOUR = 60 * 60 * 1000;
const LATER_STAGES = ['FIRST_LATE_FEE', 'SECOND_LATE_FEE', 'FINED'] as const;
const OPEN = `('NORMAL', 'NEAR_DUE', 'OVERDUE')`;
const STAFF_ID = '00000000-0000-4000-8000-000000000001';
/** Plain objects, as the database layer takes them: fast-check otherwise makes some without a prototype. */
const PLAIN = { noNullPrototype: true };

type TCasePlan = { passages: number[]; waiveAt: TInvoiceStage | null; payAt: TInvoiceStage | null; atCounter: boolean };
type TCase = TCasePlan & { plate: string; period: TIsoDate; rules: TBillingRules };

// The limits of ZBillingRulesSchema, with the defaults of docs/requirements/billing.md drawn more often than any other value.
const rulesArbitrary: fc.Arbitrary<TBillingRules> = fc.record(
  {
    vatBasisPoints: fc.oneof(fc.constant(700), fc.integer({ min: 0, max: 10_000 })),
    paymentDays: fc.integer({ min: 1, max: 90 }),
    nearDueDays: fc.integer({ min: 0, max: 30 }),
    firstLateFeeMultiplier: fc.integer({ min: 0, max: 10 }),
    firstLateFeeDays: fc.integer({ min: 1, max: 90 }),
    secondLateFeeMultiplier: fc.integer({ min: 0, max: 10 }),
    noticeDays: fc.integer({ min: 1, max: 90 }),
    fineSatang: fc.oneof(fc.constant(20_000), fc.integer({ min: 0, max: 10_000_000 })),
  },
  PLAIN,
);

const caseArbitrary: fc.Arbitrary<TCasePlan> = fc.record(
  {
    passages: fc.array(fc.oneof(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 10_000_000 })), {
      minLength: 1,
      maxLength: 3,
    }),
    // About one case in twenty-four waived and one in twenty-four paid (each a row at a time, as staff and payers do); one paid case in six pays at a counter, the others are marked paid as the payments module marks them.
    waiveAt: fc.oneof({ arbitrary: fc.constant(null), weight: 23 }, { arbitrary: fc.constantFrom(...LATER_STAGES), weight: 1 }),
    payAt: fc.oneof({ arbitrary: fc.constant(null), weight: 23 }, { arbitrary: fc.constantFrom(...INVOICE_STAGES), weight: 1 }),
    atCounter: fc.oneof({ arbitrary: fc.constant(false), weight: 5 }, { arbitrary: fc.constant(true), weight: 1 }),
  },
  PLAIN,
);

/** Each rule set bills one non-member day; a case is a plate's passages that day. Printed as a count, not as thousands of cases. */
const worldArbitrary = fc
  .array(fc.record({ rules: rulesArbitrary, cases: fc.array(caseArbitrary, { minLength: 100, maxLength: 140 }) }, PLAIN), {
    minLength: RULE_SETS,
    maxLength: RULE_SETS,
  })
  .map((sets) => {
    let index = 0;
    const cases = sets.flatMap(({ rules, cases: plans }, day) =>
      plans.map((plan): TCase => ({ ...plan, rules, period: addDays(FIRST_PERIOD, day), plate: plateOf(index++) })),
    );
    return { cases, [fc.toStringMethod]: () => `${cases.length} cases under ${sets.length} rule sets` };
  });

/** A distinct private plate per case, so a plate names its case. */
function plateOf(index: number): string {
  return `${1 + (Math.floor(index / 9_999) % 9)}กข ${1 + (index % 9_999)}`;
}

let t: TTestApp;

beforeAll(async () => {
  // A visitor's receipt look-up is limited per address, and every look-up here comes from one.
  t = await createIsolatedTestApp({ authRateLimitPerMinute: 10_000 });
});
afterAll(() => t.close());

async function writePassages(cases: TCase[]): Promise<void> {
  const rows = cases.flatMap((one) =>
    one.passages.map((price, n) => ({
      passedAt: new Date(startOfBangkokDay(one.period).getTime() + 8 * HOUR + n * 60_000),
      plate: one.plate,
      price,
      period: one.period,
    })),
  );
  await ensurePassagePartitions({ db: t.db, partitions: rows.map((row) => passagePartitionOf(row.passedAt)) });
  await t.pool.query(
    `insert into passage (passed_at, recorded_at, gantry_code, plaza_code, lane, plate, province, vehicle_class, price, is_member, billing_period)
     select p.passed_at, p.passed_at, g.code, g.plaza_code, 1, p.plate, $5, 1, p.price, false, p.period
     from unnest($1::timestamptz[], $2::text[], $3::int[], $4::text[]) as p (passed_at, plate, price, period)
     join toll_gantry g on g.code = $6`,
    [
      rows.map((row) => row.passedAt),
      rows.map((row) => row.plate),
      rows.map((row) => row.price),
      rows.map((row) => row.period),
      PROVINCE,
      TEST_GANTRY,
    ],
  );
}

/** Runs `task` over `items`, four at a time: the pool's size. */
async function inTurns<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 4) await Promise.all(items.slice(start, start + 4).map(task));
}

type TOpenRow = { id: string; invoice_no: string; ref_no: string; plate: string; stage: TInvoiceStage; fees: string; total_amount: string };

/** What the cases do at `at` with the invoice each has open: the waiver first, then the payment, when the invoice is at their stage. */
async function act(byPlate: Map<string, TCase>, at: Date): Promise<void> {
  t.clock.set(at);
  const open = await t.pool.query<TOpenRow>(
    `select id, invoice_no, ref_no, plate, stage, first_late_fee + second_late_fee + fine as fees, total_amount
     from invoice where plate = any($1) and replaced_by_invoice_id is null and status in ${OPEN}`,
    [[...byPlate.keys()]],
  );
  await inTurns(open.rows, async (row) => {
    const plan = byPlate.get(row.plate);
    if (!plan || (plan.waiveAt !== row.stage && plan.payAt !== row.stage)) return;
    let payable = { id: row.id, refNo: row.ref_no, total: Number(row.total_amount) };
    if (plan.waiveAt === row.stage && Number(row.fees) > 0) {
      const fresh = await t.db.transaction((tx) =>
        waiveFees({ db: tx, invoiceNo: row.invoice_no, staffId: STAFF_ID, reason: 'property test', at }),
      );
      payable = { id: fresh.id, refNo: fresh.refNo, total: fresh.totalAmount };
    }
    if (plan.payAt !== row.stage) return;
    if (!plan.atCounter) {
      await t.db.transaction((tx) => markPaid({ db: tx, invoiceId: payable.id, at }));
      return;
    }
    const paid = await payAtCounter(t, payable.refNo, payable.total);
    if (paid.status !== 200) throw new Error(`the counter payment of ${row.plate} was refused: ${JSON.stringify(paid.body)}`);
  });
}

/**
 * The jobs' timeline, event by event: each day's cut at 00:00 after it, the ladder at every
 * instant an open invoice turns late, and an hour after each, the cases' waivers and payments.
 */
async function runTimeline(cases: TCase[]): Promise<void> {
  const byPlate = new Map(cases.map((one) => [one.plate, one]));
  const cuts = [...new Map(cases.map((one) => [one.period, one.rules])).entries()].map(([period, rules]) => ({
    period,
    rules,
    at: startOfBangkokDay(addDays(period, 1)),
  }));
  let now = new Date(0);
  for (;;) {
    const late = await t.pool.query<{ at: Date | null }>(
      `select min(late_at) as at from invoice where plate = any($1) and status in ${OPEN} and late_at > $2`,
      [[...byPlate.keys()], now],
    );
    const nextCut = cuts.find((cut) => cut.at > now);
    const candidates = [late.rows[0]?.at, nextCut?.at].filter((at): at is Date => at instanceof Date);
    if (candidates.length === 0) return;
    const at = new Date(Math.min(...candidates.map((candidate) => candidate.getTime())));
    for (const cut of cuts.filter((one) => one.at.getTime() === at.getTime())) {
      await cutNonMemberDay({ db: t.db, period: cut.period, lastServiceDate: cut.period, at, rules: cut.rules });
      await t.pool.query('analyze invoice');
    }
    // The tables grow from empty to thousands of rows in seconds, faster than autovacuum analyses
    // them. On the statistics of near-empty tables the FINED rung checks each open notice against
    // every open late invoice (a quarter of a second a rung instead of milliseconds), and the
    // plate-version triggers read `invoice` sequentially (six times the rows over a run).
    await t.pool.query('analyze toll_notice');
    await climbLadder(t.db, at);
    await act(byPlate, new Date(at.getTime() + HOUR));
    now = at;
  }
}

type TShown = {
  stage: TInvoiceStage;
  status: string;
  dueDate: TIsoDate;
  waived: boolean;
  tollAmount: number;
  firstLateFee: number;
  secondLateFee: number;
  fine: number;
  vatAmount: number;
  totalAmount: number;
};

/** The invoices a case should have had, first to last, from the contract alone. */
function expectedChain(one: TCase): TShown[] {
  const toll = one.passages.reduce((sum, price) => sum + price, 0);
  const issue = (stage: TInvoiceStage, dueDate: TIsoDate, waived: boolean): TShown => ({
    stage,
    status: 'CANCELLED',
    dueDate,
    waived,
    ...amountsAt(waived ? 'ISSUED' : stage, toll, one.rules),
  });
  const chain = [issue('ISSUED', dueDateAfter(one.period, one.rules), false)];
  let last = chain[0] as TShown;
  for (;;) {
    // A waiver replaces the invoice with one for the toll alone (an ISSUED invoice's amounts), same stage and due date.
    if (one.waiveAt === last.stage && last.totalAmount > last.tollAmount) chain.push((last = issue(last.stage, last.dueDate, true)));
    if (one.payAt === last.stage) return [...chain.slice(0, -1), { ...last, status: 'PAID' }];
    const next = nextStage(last.stage);
    if (!next) return [...chain.slice(0, -1), { ...last, status: 'OVERDUE' }];
    chain.push((last = issue(next, dueDateOfStage(next, last.dueDate, one.rules), false)));
  }
}

type TInvoiceRow = {
  id: string;
  plate: string;
  stage: TInvoiceStage;
  status: string;
  due_date: TIsoDate;
  waived: boolean;
  replaces_invoice_id: string | null;
  toll_amount: string;
  first_late_fee: string;
  second_late_fee: string;
  fine: string;
  vat_amount: string;
  total_amount: string;
};

/** Every invoice of the cases, chained per plate from the case's first invoice through `replaces_invoice_id`. */
async function actualChains(cases: TCase[]): Promise<Map<string, TShown[]>> {
  const rows = await t.pool.query<TInvoiceRow>(
    `select i.id, i.plate, i.stage, i.status, i.due_date::text as due_date, w.id is not null as waived, i.replaces_invoice_id,
       i.toll_amount, i.first_late_fee, i.second_late_fee, i.fine, i.vat_amount, i.total_amount
     from invoice i left join invoice_waiver w on w.new_invoice_id = i.id
     where i.plate = any($1)`,
    [cases.map((one) => one.plate)],
  );
  const successor = new Map(rows.rows.filter((row) => row.replaces_invoice_id).map((row) => [row.replaces_invoice_id, row]));
  const chains = new Map<string, TShown[]>();
  for (const first of rows.rows.filter((row) => row.replaces_invoice_id === null)) {
    const chain: TShown[] = [];
    for (let row: TInvoiceRow | undefined = first; row; row = successor.get(row.id)) {
      chain.push({
        stage: row.stage,
        status: row.status,
        dueDate: row.due_date,
        waived: row.waived,
        tollAmount: Number(row.toll_amount),
        firstLateFee: Number(row.first_late_fee),
        secondLateFee: Number(row.second_late_fee),
        fine: Number(row.fine),
        vatAmount: Number(row.vat_amount),
        totalAmount: Number(row.total_amount),
      });
    }
    chains.set(first.plate, chain);
  }
  return chains;
}

/** The receipt of each paid case, as a visitor reprints it: its amount and the VAT the receipt and tax invoice print. */
async function receiptDifferences(cases: TCase[]): Promise<string[]> {
  const differences: string[] = [];
  const invoiceNos = await t.pool.query<{ plate: string; invoice_no: string }>(
    `select plate, invoice_no from invoice where plate = any($1) and status = 'PAID'`,
    [cases.map((one) => one.plate)],
  );
  const paidNo = new Map(invoiceNos.rows.map((row) => [row.plate, row.invoice_no]));
  await inTurns(
    cases.filter((one) => one.payAt !== null && one.atCounter),
    async (one) => {
      const res = await request(t.app)
        .get('/invoiceservice/api/v1/public/receipts')
        .query({ invoiceNo: paidNo.get(one.plate) ?? '', plate: one.plate, province: PROVINCE })
        .set(accessKeyHeaders(t));
      const receipts = (res.body.data?.receipts ?? []) as { amount: number; vatAmount: number }[];
      const toll = one.passages.reduce((sum, price) => sum + price, 0);
      const expected = JSON.stringify([{ amount: expectedChain(one).at(-1)?.totalAmount, vatAmount: vatPartOf(toll, one.rules) }]);
      const printed = JSON.stringify(receipts.map(({ amount, vatAmount }) => ({ amount, vatAmount })));
      if (printed !== expected) differences.push(`${caseName(one)}: receipts ${printed}, expected ${expected}`);
    },
  );
  return differences;
}

function caseName(one: TCase): string {
  return `${one.plate} (${one.period}, passages ${one.passages.join('+')}, waive ${one.waiveAt}, pay ${one.payAt}, rules ${JSON.stringify(one.rules)})`;
}

const SHOWN_FIELDS = [
  'stage',
  'status',
  'dueDate',
  'waived',
  'tollAmount',
  'firstLateFee',
  'secondLateFee',
  'fine',
  'vatAmount',
  'totalAmount',
];
const shown = (invoice: TShown | undefined) => JSON.stringify(invoice ?? null, SHOWN_FIELDS);

function chainDifferences(cases: TCase[], chains: Map<string, TShown[]>): string[] {
  return cases.flatMap((one) => {
    const expected = expectedChain(one);
    const actual = chains.get(one.plate) ?? [];
    const index = Array.from({ length: Math.max(expected.length, actual.length) }, (_, n) => n).find(
      (n) => shown(actual[n]) !== shown(expected[n]),
    );
    if (index === undefined) return [];
    return [
      `${caseName(one)}: invoice ${index + 1} of ${actual.length} is ${shown(actual[index])}, the contract says ${shown(expected[index])}`,
    ];
  });
}

describe('every invoice the engine issues', () => {
  // Seconds on a quiet machine; the timeout leaves room for a shared one busy with other test runs.
  it('carries what the contract says for its stage: amounts, VAT and due date, through the cut, the ladder, waivers and payments', async () => {
    await fc.assert(
      fc.asyncProperty(worldArbitrary, async ({ cases }) => {
        await writePassages(cases);
        await runTimeline(cases);
        const chains = await actualChains(cases);
        const differences = [...chainDifferences(cases, chains), ...(await receiptDifferences(cases))];
        if (differences.length > 0)
          throw new Error(
            `${differences.length} of ${cases.length} cases differ from the contract; the first:\n${differences.slice(0, 3).join('\n')}`,
          );
      }),
      // One run of thousands of cases; a failing one is reported with the cases it differs in, not shrunk.
      { numRuns: 1, endOnFailure: true },
    );
  }, 300_000);
});
