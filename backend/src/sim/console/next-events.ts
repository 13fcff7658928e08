import { dueDateAfter, nextStage, type TInvoiceStage, type TInvoiceStatus } from '@mflow/contracts/billing/ladder';
import type { TBillingRules } from '@mflow/contracts/billing/billing-rules';
import type { TNextEvent } from '@mflow/contracts/sim/console.contract';
import { addDays, bangkokDateOf, endOfBangkokDay, startOfBangkokDay, type TIsoDate } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';

/** An invoice still to pay, as the ladder sees it. */
export type TOpenInvoice = {
  invoiceNo: string;
  stage: TInvoiceStage;
  status: TInvoiceStatus;
  dueDate: TIsoDate;
  nearDueAt: Date | null;
  lateAt: Date;
};

const event = (kind: TNextEvent['kind'], at: Date, fields: Partial<Omit<TNextEvent, 'kind' | 'at'>> = {}): TNextEvent => ({
  kind,
  at: at.toISOString(),
  invoiceNo: fields.invoiceNo ?? null,
  stage: fields.stage ?? null,
  billingPeriod: fields.billingPeriod ?? null,
});

/**
 * The member cut that comes next (billing-member-cut, `0 0 1,16 * *`): 00:00 Bangkok after the
 * last day of the cycle `now` is in. At the cut's own instant its run is over, so the next is the one after.
 */
export function nextMemberCut(now: Date): { at: Date; cycle: string; lastDay: TIsoDate } {
  const cycle = billingCycleOf(bangkokDateOf(now));
  return { at: startOfBangkokDay(addDays(cycle.end, 1)), cycle: cycle.id, lastDay: cycle.end };
}

/** The next 00:00 Bangkok (billing-non-member-cut and billing-ladder, `0 0 * * *`), and the day it closes. */
export function nextDailyCut(now: Date): { at: Date; day: TIsoDate } {
  const day = bangkokDateOf(now);
  return { at: startOfBangkokDay(addDays(day, 1)), day };
}

/** The earliest of the candidates by instant, then by invoice number, so the answer does not depend on the order read. */
function earliest<T extends { at: Date; invoiceNo: string }>(candidates: T[]): T | undefined {
  return [...candidates].sort((a, b) => a.at.getTime() - b.at.getTime() || a.invoiceNo.localeCompare(b.invoiceNo))[0];
}

const isOpen = (invoice: TOpenInvoice) => invoice.status === 'NORMAL' || invoice.status === 'NEAR_DUE' || invoice.status === 'OVERDUE';

/**
 * The next event of each kind after `now`, soonest first: the two cuts from the jobs' schedules;
 * from the open invoices, the next turn to NEAR_DUE, the next due date (23:59:59.999 Bangkok) and
 * the ladder's next step (00:00 after a due date). With no open invoice due, the due date shown
 * is the one the next member cut will give (the cycle's last day plus the payment days).
 */
export function nextEvents({
  now,
  rules,
  invoices,
}: {
  now: Date;
  rules: Pick<TBillingRules, 'paymentDays'>;
  invoices: TOpenInvoice[];
}): TNextEvent[] {
  const open = invoices.filter(isOpen);
  const memberCut = nextMemberCut(now);
  const dailyCut = nextDailyCut(now);
  const events = [
    event('MEMBER_CUT', memberCut.at, { billingPeriod: memberCut.cycle }),
    event('DAILY_CUT', dailyCut.at, { billingPeriod: dailyCut.day }),
  ];

  const nearDue = earliest(
    open.flatMap((invoice) =>
      invoice.status === 'NORMAL' && invoice.nearDueAt && invoice.nearDueAt > now ? [{ ...invoice, at: invoice.nearDueAt }] : [],
    ),
  );
  if (nearDue) events.push(event('NEAR_DUE', nearDue.at, { invoiceNo: nearDue.invoiceNo }));

  const due = earliest(
    open.flatMap((invoice) => (endOfBangkokDay(invoice.dueDate) >= now ? [{ ...invoice, at: endOfBangkokDay(invoice.dueDate) }] : [])),
  );
  if (due) events.push(event('DUE_DATE', due.at, { invoiceNo: due.invoiceNo }));
  else events.push(event('DUE_DATE', endOfBangkokDay(dueDateAfter(memberCut.lastDay, rules)), { billingPeriod: memberCut.cycle }));

  const step = earliest(
    open.flatMap((invoice) => {
      const stage = nextStage(invoice.stage);
      return stage && invoice.lateAt > now ? [{ ...invoice, at: invoice.lateAt, next: stage }] : [];
    }),
  );
  if (step) events.push(event('FEE_STEP', step.at, { invoiceNo: step.invoiceNo, stage: step.next }));

  return events.sort((a, b) => a.at.localeCompare(b.at));
}
