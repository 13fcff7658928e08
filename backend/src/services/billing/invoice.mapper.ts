import type { z } from 'zod';
import { upcomingSteps } from '@mflow/contracts/billing/ladder';
import type { ZInvoiceSummarySchema, ZUpcomingStepSchema } from '@mflow/contracts/billing/invoice.contract';
import { endOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { billingCycleOf } from '@mflow/contracts/time/billing-cycle';
import type { invoices } from './billing.schema';

export type TInvoiceRow = typeof invoices.$inferSelect;

/** The days an invoice bills: a member's whole cycle, or a non-member's one day. */
export function serviceDaysOf(row: Pick<TInvoiceRow, 'kind' | 'billingPeriod'>): { serviceFrom: string; serviceTo: string } {
  if (row.kind === 'NON_MEMBER') return { serviceFrom: row.billingPeriod, serviceTo: row.billingPeriod };
  const cycle = billingCycleOf(`${row.billingPeriod.slice(0, 7)}-${row.billingPeriod.endsWith('-1') ? '01' : '16'}`);
  return { serviceFrom: cycle.start, serviceTo: cycle.end };
}

export function toInvoiceSummary(row: TInvoiceRow): z.input<typeof ZInvoiceSummarySchema> {
  return {
    invoiceNo: row.invoiceNo,
    refNo: row.refNo,
    kind: row.kind,
    status: row.status,
    stage: row.stage,
    billingPeriod: row.billingPeriod,
    ...serviceDaysOf(row),
    plate: row.plate,
    province: row.province,
    passageCount: row.passageCount,
    tollAmount: row.tollAmount,
    firstLateFee: row.firstLateFee,
    secondLateFee: row.secondLateFee,
    fine: row.fine,
    vatAmount: row.vatAmount,
    totalAmount: row.totalAmount,
    issuedAt: row.issuedAt.toISOString(),
    dueDate: row.dueDate,
    dueAt: endOfBangkokDay(row.dueDate).toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function upcomingOf(row: TInvoiceRow): z.input<typeof ZUpcomingStepSchema>[] {
  return upcomingSteps(row, row.rules).map((step) => ({ ...step, at: step.at.toISOString() }));
}

/** All but the last two characters hidden: enough for the payer to know their car, too little to learn whose it is. */
export function maskedPlate(plate: string): string {
  return `${'*'.repeat(Math.max(plate.length - 2, 1))}${plate.slice(-2)}`;
}
