import { addDays, startOfBangkokDay, type TIsoDate } from '../time/bangkok';
import type { TBillingRules } from './billing-rules';

/**
 * Where an invoice stands on the ladder of requirements/billing.md#late-fee-ladder. Every step issues a new invoice in place of the
 * last (an issued invoice's amounts never change), so the stage says which amounts it carries.
 */
export const INVOICE_STAGES = ['ISSUED', 'FIRST_LATE_FEE', 'SECOND_LATE_FEE', 'FINED'] as const;
export type TInvoiceStage = (typeof INVOICE_STAGES)[number];

/** The invoice states (requirements/billing.md#invoice-statuses), plus the two ends of an invoice's life. */
export const INVOICE_STATUSES = ['NORMAL', 'NEAR_DUE', 'OVERDUE', 'PAID', 'CANCELLED'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The statuses of an invoice still to be paid. */
export const OPEN_INVOICE_STATUSES = ['NORMAL', 'NEAR_DUE', 'OVERDUE'] as const satisfies readonly TInvoiceStatus[];

export function isOpenInvoiceStatus(status: string): boolean {
  return (OPEN_INVOICE_STATUSES as readonly string[]).includes(status);
}

export type TInvoiceAmounts = {
  tollAmount: number;
  firstLateFee: number;
  secondLateFee: number;
  fine: number;
  /** The VAT part of the toll (fees and fines are penalties, not supplies). */
  vatAmount: number;
  totalAmount: number;
};

/**
 * The VAT part of a VAT-inclusive amount as a fraction, rate / (1 + rate): 700 / 10,700 = 7/107 at
 * the default rate. `vatPartOf` and the cut's SQL (`billing-cut.ts`) both take it from here.
 */
export function vatFractionOf(rules: Pick<TBillingRules, 'vatBasisPoints'>): { numerator: number; denominator: number } {
  return { numerator: rules.vatBasisPoints, denominator: 10_000 + rules.vatBasisPoints };
}

/** The VAT inside a VAT-inclusive amount: toll x 7/107 at the default rate, rounded to the satang (half up). */
export function vatPartOf(inclusiveSatang: number, rules: Pick<TBillingRules, 'vatBasisPoints'>): number {
  const { numerator, denominator } = vatFractionOf(rules);
  return Math.round((inclusiveSatang * numerator) / denominator);
}

/** A fee an invoice carries: a multiple of the toll, or a fixed amount, each named by the rule that holds its number. */
export type TFeeTerm = { timesToll: 'firstLateFeeMultiplier' | 'secondLateFeeMultiplier' } | { fixed: 'fineSatang' } | null;

/** An invoice's fee columns, each a `TFeeTerm` of its stage. */
export type TStageTerms = Record<'firstLateFee' | 'secondLateFee' | 'fine', TFeeTerm> & {
  /** The rule holding the days the step adds to the last due date; none keeps that date. */
  dueDateMovedBy: 'firstLateFeeDays' | 'noticeDays' | null;
};

/**
 * The ladder of docs/requirements/billing.md#late-fee-ladder as data: what an invoice of each stage carries and how the step to it moves
 * the due date. `amountsAt` and `dueDateOfStage` read it here, and the ladder's SQL
 * (`ladder-steps.ts`) is built from it, so the invoices the engine issues and the amounts the
 * portal shows ahead cannot part ways. The second late fee replaces the first; the fine adds to it.
 */
export const STAGE_TERMS: Readonly<Record<TInvoiceStage, TStageTerms>> = {
  ISSUED: { firstLateFee: null, secondLateFee: null, fine: null, dueDateMovedBy: null },
  FIRST_LATE_FEE: {
    firstLateFee: { timesToll: 'firstLateFeeMultiplier' },
    secondLateFee: null,
    fine: null,
    dueDateMovedBy: 'firstLateFeeDays',
  },
  SECOND_LATE_FEE: {
    firstLateFee: null,
    secondLateFee: { timesToll: 'secondLateFeeMultiplier' },
    fine: null,
    dueDateMovedBy: 'noticeDays',
  },
  FINED: {
    firstLateFee: null,
    secondLateFee: { timesToll: 'secondLateFeeMultiplier' },
    fine: { fixed: 'fineSatang' },
    dueDateMovedBy: null,
  },
};

/** One fee of a stage for an unpaid toll under these rules. */
function feeOf(term: TFeeTerm, tollAmount: number, rules: TBillingRules): number {
  if (term === null) return 0;
  return 'timesToll' in term ? tollAmount * rules[term.timesToll] : rules[term.fixed];
}

/** What an invoice of this stage carries for an unpaid toll (STAGE_TERMS). */
export function amountsAt(stage: TInvoiceStage, tollAmount: number, rules: TBillingRules): TInvoiceAmounts {
  const terms = STAGE_TERMS[stage];
  const firstLateFee = feeOf(terms.firstLateFee, tollAmount, rules);
  const secondLateFee = feeOf(terms.secondLateFee, tollAmount, rules);
  const fine = feeOf(terms.fine, tollAmount, rules);
  return {
    tollAmount,
    firstLateFee,
    secondLateFee,
    fine,
    vatAmount: vatPartOf(tollAmount, rules),
    totalAmount: tollAmount + firstLateFee + secondLateFee + fine,
  };
}

/** A member's cycle ending on `cycleEnd`, or a non-member's day of passages, is due on this date (23:59:59 Bangkok). */
export function dueDateAfter(lastServiceDate: TIsoDate, rules: Pick<TBillingRules, 'paymentDays'>): TIsoDate {
  return addDays(lastServiceDate, rules.paymentDays);
}

/** NEAR_DUE from 00:00 of the first of the last `nearDueDays` days: due 22 Nov with 3 days → 20 Nov 00:00. */
export function nearDueFrom(dueDate: TIsoDate, rules: Pick<TBillingRules, 'nearDueDays'>): Date {
  return startOfBangkokDay(addDays(dueDate, 1 - rules.nearDueDays));
}

/** Unpaid at 00:00 the day after the due date: the next step of the ladder is taken then. */
export function lateFrom(dueDate: TIsoDate): Date {
  return startOfBangkokDay(addDays(dueDate, 1));
}

/** The stage that follows, or none once the case is fined and marked for collection. */
export function nextStage(stage: TInvoiceStage): TInvoiceStage | undefined {
  return INVOICE_STAGES[INVOICE_STAGES.indexOf(stage) + 1];
}

/**
 * The due date of the invoice that a step issues: 15 days after the last due date for each late
 * fee; a fined case keeps the notice's due date, which has passed, since it goes to collection.
 */
export function dueDateOfStage(stage: TInvoiceStage, previousDueDate: TIsoDate, rules: TBillingRules): TIsoDate {
  const movedBy = STAGE_TERMS[stage].dueDateMovedBy;
  return movedBy === null ? previousDueDate : addDays(previousDueDate, rules[movedBy]);
}

export type TUpcomingStep = {
  step: 'NEAR_DUE' | TInvoiceStage;
  /** When it happens if the invoice is still unpaid. */
  at: Date;
  /** The total to pay from then on. */
  totalAmount: number;
  /** The due date of what is to pay from then on. */
  dueDate: TIsoDate;
};

type TLadderPosition = { stage: TInvoiceStage; status: TInvoiceStatus; dueDate: TIsoDate; tollAmount: number };

/**
 * What happens to an unpaid invoice from here on, with dates and amounts, so a member sees the
 * next fee and its date before it comes. Paid and cancelled invoices have nothing ahead.
 */
export function upcomingSteps(invoice: TLadderPosition, rules: TBillingRules): TUpcomingStep[] {
  if (invoice.status === 'PAID' || invoice.status === 'CANCELLED') return [];
  const steps: TUpcomingStep[] = [];
  if (invoice.stage === 'ISSUED' && invoice.status === 'NORMAL' && rules.nearDueDays > 0) {
    // Stryker disable next-line StringLiteral: any stage without fees totals the toll alone, as ISSUED does
    const { totalAmount } = amountsAt('ISSUED', invoice.tollAmount, rules);
    steps.push({ step: 'NEAR_DUE', at: nearDueFrom(invoice.dueDate, rules), totalAmount, dueDate: invoice.dueDate });
  }
  let stage = invoice.stage;
  let dueDate = invoice.dueDate;
  for (let next = nextStage(stage); next; next = nextStage(stage)) {
    const at = lateFrom(dueDate);
    dueDate = dueDateOfStage(next, dueDate, rules);
    steps.push({ step: next, at, totalAmount: amountsAt(next, invoice.tollAmount, rules).totalAmount, dueDate });
    stage = next;
  }
  return steps;
}
