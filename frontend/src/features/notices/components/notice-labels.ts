import type { TNotice } from '../api/notices-api';

export const NOTICE_STATUS_LABEL: Record<TNotice['status'], string> = {
  OPEN: 'invoices.notice.status.open',
  APPEALED: 'invoices.notice.status.appealed',
  PAID: 'invoices.notice.status.paid',
  FINED: 'invoices.notice.status.fined',
  CANCELLED: 'invoices.notice.status.cancelled',
};

export const NOTICE_STATUS_TONE: Record<TNotice['status'], string> = {
  OPEN: 'text-bg-warning',
  APPEALED: 'text-bg-info',
  PAID: 'text-bg-success',
  FINED: 'text-bg-danger',
  CANCELLED: 'text-bg-secondary',
};

/** What the ladder's next step is called on the notice (requirements/billing.md#late-fee-ladder). */
export const NEXT_STEP_LABEL: Record<NonNullable<TNotice['nextStep']>['step'], string> = {
  NEAR_DUE: 'invoices.step.nearDue.title',
  ISSUED: 'invoices.step.issued.title',
  FIRST_LATE_FEE: 'invoices.step.firstLateFee.title',
  SECOND_LATE_FEE: 'invoices.step.secondLateFee.title',
  FINED: 'invoices.step.fined.title',
};

/** A notice may be paid while it is open or under appeal; paid, fined to collection or cancelled, it may not. */
export const mayPay = (status: TNotice['status']) => status === 'OPEN' || status === 'APPEALED';

/** The appeal page with the notice filled in. */
export const appealPath = (noticeNo: string) => `/appealnotice?${new URLSearchParams({ noticeNo }).toString()}`;

/** The existing pay flow: members by their methods, visitors by card or QR. */
export const payPath = (invoiceNo: string) => `/paymentinvoice?${new URLSearchParams({ invoiceNo }).toString()}`;
