import { DEFAULT_BILLING_RULES, ZBillingRulesSchema } from './billing-rules';
import {
  amountsAt,
  dueDateAfter,
  dueDateOfStage,
  isOpenInvoiceStatus,
  lateFrom,
  nearDueFrom,
  nextStage,
  upcomingSteps,
  vatFractionOf,
  vatPartOf,
} from './ladder';

const rules = DEFAULT_BILLING_RULES;
const bangkok = (local: string) => new Date(`${local}+07:00`);

describe('requirements/billing.md#worked-example: one 30 baht passage on 3 Nov 2026', () => {
  it('is due 22 Nov, near due from 20 Nov, late from 23 Nov', () => {
    expect(dueDateAfter('2026-11-15', rules)).toBe('2026-11-22');
    expect(nearDueFrom('2026-11-22', rules)).toEqual(bangkok('2026-11-20T00:00:00'));
    expect(lateFrom('2026-11-22')).toEqual(bangkok('2026-11-23T00:00:00'));
  });

  it('costs 30.00, then 90.00 due 7 Dec, then 330.00 due 22 Dec, then 530.00', () => {
    expect(amountsAt('ISSUED', 3000, rules).totalAmount).toBe(3000);
    expect(amountsAt('FIRST_LATE_FEE', 3000, rules)).toMatchObject({ firstLateFee: 6000, secondLateFee: 0, fine: 0, totalAmount: 9000 });
    expect(dueDateOfStage('FIRST_LATE_FEE', '2026-11-22', rules)).toBe('2026-12-07');
    expect(amountsAt('SECOND_LATE_FEE', 3000, rules)).toMatchObject({ firstLateFee: 0, secondLateFee: 30000, fine: 0, totalAmount: 33000 });
    expect(dueDateOfStage('SECOND_LATE_FEE', '2026-12-07', rules)).toBe('2026-12-22');
    expect(amountsAt('FINED', 3000, rules)).toMatchObject({ secondLateFee: 30000, fine: 20000, totalAmount: 53000 });
    expect(dueDateOfStage('FINED', '2026-12-22', rules)).toBe('2026-12-22');
  });

  it('shows a NORMAL invoice every step ahead with its date, amount and due date', () => {
    const steps = upcomingSteps({ stage: 'ISSUED', status: 'NORMAL', dueDate: '2026-11-22', tollAmount: 3000 }, rules);
    expect(steps).toEqual([
      { step: 'NEAR_DUE', at: bangkok('2026-11-20T00:00:00'), totalAmount: 3000, dueDate: '2026-11-22' },
      { step: 'FIRST_LATE_FEE', at: bangkok('2026-11-23T00:00:00'), totalAmount: 9000, dueDate: '2026-12-07' },
      { step: 'SECOND_LATE_FEE', at: bangkok('2026-12-08T00:00:00'), totalAmount: 33000, dueDate: '2026-12-22' },
      { step: 'FINED', at: bangkok('2026-12-23T00:00:00'), totalAmount: 53000, dueDate: '2026-12-22' },
    ]);
  });
});

describe('the ladder', () => {
  it('has nothing ahead of a paid or cancelled invoice, nor after a fine', () => {
    expect(upcomingSteps({ stage: 'ISSUED', status: 'PAID', dueDate: '2026-11-22', tollAmount: 3000 }, rules)).toEqual([]);
    expect(upcomingSteps({ stage: 'FIRST_LATE_FEE', status: 'CANCELLED', dueDate: '2026-12-07', tollAmount: 3000 }, rules)).toEqual([]);
    expect(upcomingSteps({ stage: 'FINED', status: 'OVERDUE', dueDate: '2026-12-22', tollAmount: 3000 }, rules)).toEqual([]);
    expect(nextStage('FINED')).toBeUndefined();
  });

  it('skips the near-due step once the invoice is near due, and starts from the current stage', () => {
    const nearDue = upcomingSteps({ stage: 'ISSUED', status: 'NEAR_DUE', dueDate: '2026-11-22', tollAmount: 3000 }, rules);
    expect(nearDue.map((step) => step.step)).toEqual(['FIRST_LATE_FEE', 'SECOND_LATE_FEE', 'FINED']);
    const overdue = upcomingSteps({ stage: 'FIRST_LATE_FEE', status: 'OVERDUE', dueDate: '2026-12-07', tollAmount: 3000 }, rules);
    expect(overdue.map((step) => [step.step, step.dueDate])).toEqual([
      ['SECOND_LATE_FEE', '2026-12-22'],
      ['FINED', '2026-12-22'],
    ]);
  });

  it('counts the due date across a month and a year end', () => {
    expect(dueDateAfter('2026-12-31', rules)).toBe('2027-01-07');
    expect(dueDateAfter('2027-02-28', rules)).toBe('2027-03-07');
    expect(nearDueFrom('2027-01-01', rules)).toEqual(bangkok('2026-12-30T00:00:00'));
  });

  it('has no near-due step when the rules give it no days', () => {
    const noNearDue = ZBillingRulesSchema.parse({ nearDueDays: 0 });
    const steps = upcomingSteps({ stage: 'ISSUED', status: 'NORMAL', dueDate: '2026-11-22', tollAmount: 3000 }, noNearDue);
    expect(steps[0]?.step).toBe('FIRST_LATE_FEE');
  });

  it('follows other rules: 3x then 5x, 10 days each, a 100 baht fine', () => {
    const other = ZBillingRulesSchema.parse({
      firstLateFeeMultiplier: 3,
      secondLateFeeMultiplier: 5,
      firstLateFeeDays: 10,
      noticeDays: 10,
      fineSatang: 10000,
    });
    expect(amountsAt('FIRST_LATE_FEE', 5000, other).totalAmount).toBe(20000);
    expect(amountsAt('SECOND_LATE_FEE', 5000, other).totalAmount).toBe(30000);
    expect(amountsAt('FINED', 5000, other).totalAmount).toBe(40000);
    expect(dueDateOfStage('FIRST_LATE_FEE', '2026-11-22', other)).toBe('2026-12-02');
    expect(dueDateOfStage('SECOND_LATE_FEE', '2026-12-02', other)).toBe('2026-12-12');
  });

  it('carries no fee a rule sets to nothing: no multiple, no fine', () => {
    const none = ZBillingRulesSchema.parse({ firstLateFeeMultiplier: 0, secondLateFeeMultiplier: 0, fineSatang: 0 });
    expect(amountsAt('FIRST_LATE_FEE', 3000, none)).toMatchObject({ firstLateFee: 0, totalAmount: 3000 });
    expect(amountsAt('FINED', 3000, none)).toMatchObject({ secondLateFee: 0, fine: 0, totalAmount: 3000, vatAmount: 196 });
  });
});

describe('VAT inside a toll', () => {
  it('is toll x 7/107 rounded to the satang', () => {
    expect(vatPartOf(3000, rules)).toBe(196);
    expect(vatPartOf(10700, rules)).toBe(700);
    expect(vatPartOf(5000, rules)).toBe(327);
    expect(vatPartOf(0, rules)).toBe(0);
  });

  it('is the rate over one plus the rate: 700/10700 at 7%, 1000/11000 at 10%', () => {
    expect(vatFractionOf(rules)).toEqual({ numerator: 700, denominator: 10700 });
    expect(vatFractionOf({ vatBasisPoints: 1000 })).toEqual({ numerator: 1000, denominator: 11000 });
    expect(vatPartOf(11000, { vatBasisPoints: 1000 })).toBe(1000);
  });

  it('rounds a half satang up, as PostgreSQL rounds the cut', () => {
    expect(vatPartOf(1, { vatBasisPoints: 10_000 })).toBe(1);
    expect(vatPartOf(3, { vatBasisPoints: 10_000 })).toBe(2);
    expect(vatPartOf(2, { vatBasisPoints: 10_000 })).toBe(1);
  });
});

describe('the near-due step', () => {
  it('belongs to the first invoice only: a late-fee invoice goes straight to the next step', () => {
    const steps = upcomingSteps(
      { stage: 'FIRST_LATE_FEE', status: 'NORMAL', dueDate: '2026-12-07', tollAmount: 3000 },
      DEFAULT_BILLING_RULES,
    );
    expect(steps.map((step) => step.step)).toEqual(['SECOND_LATE_FEE', 'FINED']);
  });
});

describe('an open invoice', () => {
  it('is NORMAL, NEAR_DUE or OVERDUE, not PAID or CANCELLED', () => {
    expect(['NORMAL', 'NEAR_DUE', 'OVERDUE', 'PAID', 'CANCELLED'].map(isOpenInvoiceStatus)).toEqual([true, true, true, false, false]);
  });
});
