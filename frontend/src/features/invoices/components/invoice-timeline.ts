import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import type { TInvoiceDetail, TTollTransaction, TUpcomingStep } from '../api/invoices-api';

export type TTimelineStep = 'DUE' | TUpcomingStep['step'];

export type TTimelineItem = {
  step: TTimelineStep;
  /** When it happens if the invoice stays unpaid; for DUE, the last instant to pay what is owed now. */
  at: string;
  /** What is to pay from then on. */
  totalAmount: number;
  /**
   * By when that is to be paid; none once the step comes after it (a fined case keeps the notice's
   * due date, already passed, and goes to collection).
   */
  payBy: string | undefined;
  /** How much the step adds to what was to pay before it. */
  added: number;
};

/**
 * The late-fee ladder (requirements/billing.md#late-fee-ladder) with no surprise fines: what happens to an unpaid invoice, in time order, starting
 * from what is owed now and by when, each later step with the amount it adds. Paid and
 * cancelled invoices have nothing ahead.
 */
export function unpaidTimeline(
  invoice: Pick<TInvoiceDetail, 'status' | 'totalAmount' | 'dueDate' | 'dueAt' | 'upcoming'>,
): TTimelineItem[] {
  if (invoice.status === 'PAID' || invoice.status === 'CANCELLED') return [];
  const steps = [
    { step: 'DUE' as const, at: invoice.dueAt, totalAmount: invoice.totalAmount, dueDate: invoice.dueDate },
    ...invoice.upcoming,
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  let owed = invoice.totalAmount;
  return steps.map(({ step, at, totalAmount, dueDate }) => {
    const added = totalAmount - owed;
    owed = totalAmount;
    return { step, at, totalAmount, added, payBy: dueDate >= bangkokDateOf(new Date(at)) ? dueDate : undefined };
  });
}

export type TVehicleLines = { plate: string; province: string; lines: TTollTransaction[]; totalAmount: number };

/** An invoice's lines grouped by vehicle (requirements/billing.md#member-invoices: a line per passage, grouped by vehicle in the view), in the order they first appear. */
export function groupByVehicle(lines: readonly TTollTransaction[]): TVehicleLines[] {
  const groups = new Map<string, TVehicleLines>();
  for (const line of lines) {
    const key = `${line.plate}|${line.province}`;
    const group = groups.get(key) ?? { plate: line.plate, province: line.province, lines: [], totalAmount: 0 };
    group.lines.push(line);
    group.totalAmount += line.price;
    groups.set(key, group);
  }
  return [...groups.values()];
}
