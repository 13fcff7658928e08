import type { TInvoiceStatus } from '@mflow/contracts/billing/ladder';
import type { TInvoiceRemark } from '../api/invoices-api';
import type { TTimelineStep } from './invoice-timeline';

/** The invoice states (requirements/billing.md#invoice-statuses: normal, near due, overdue) and the two ends of an invoice's life. */
export const STATUS_LABEL: Record<TInvoiceStatus, string> = {
  NORMAL: 'invoices.status.normal',
  NEAR_DUE: 'invoices.status.nearDue',
  OVERDUE: 'invoices.status.overdue',
  PAID: 'invoices.status.paid',
  CANCELLED: 'invoices.status.cancelled',
};

export const STATUS_TONE: Record<TInvoiceStatus, string> = {
  NORMAL: 'text-bg-primary',
  NEAR_DUE: 'text-bg-warning',
  OVERDUE: 'text-bg-danger',
  PAID: 'text-bg-success',
  CANCELLED: 'text-bg-secondary',
};

/** The history remark kinds (requirements/billing.md#history-remarks). */
export const REMARK_KIND_LABEL: Record<TInvoiceRemark['kind'], string> = {
  NORMAL: 'invoices.remark.normal',
  CANCELLED: 'invoices.remark.cancelled',
  NEW_INVOICE: 'invoices.remark.newInvoice',
  REFERENCE_TO_NEW: 'invoices.remark.referenceToNew',
  REFERENCE_TO_CANCELLED: 'invoices.remark.referenceToCancelled',
};

/** Why a remark was made: the ladder step or the waiver that replaced the invoice. */
const REMARK_REASON_LABEL: Record<string, string> = {
  FIRST_LATE_FEE: 'invoices.remark.reason.firstLateFee',
  SECOND_LATE_FEE: 'invoices.remark.reason.secondLateFee',
  FINED: 'invoices.remark.reason.fined',
  WAIVER: 'invoices.remark.reason.waiver',
};

/** The message id of a remark's reason, or undefined for a reason the portal has no words for (shown as it came). */
export function remarkReasonLabel(reason: string): string | undefined {
  return Object.hasOwn(REMARK_REASON_LABEL, reason) ? REMARK_REASON_LABEL[reason] : undefined;
}

/** Each step of the unpaid timeline: its title and what it means for the member. */
export const STEP_TEXT: Record<TTimelineStep, { title: string; text: string }> = {
  DUE: { title: 'invoices.step.due.title', text: 'invoices.step.due.text' },
  NEAR_DUE: { title: 'invoices.step.nearDue.title', text: 'invoices.step.nearDue.text' },
  ISSUED: { title: 'invoices.step.issued.title', text: 'invoices.step.issued.text' },
  FIRST_LATE_FEE: { title: 'invoices.step.firstLateFee.title', text: 'invoices.step.firstLateFee.text' },
  SECOND_LATE_FEE: { title: 'invoices.step.secondLateFee.title', text: 'invoices.step.secondLateFee.text' },
  FINED: { title: 'invoices.step.fined.title', text: 'invoices.step.fined.text' },
};
