import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TInvoiceStatus } from '@mflow/contracts/billing/ladder';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import type { TInvoiceSummary } from '../api/billing-api';

const TONE: Record<TInvoiceStatus, string> = {
  NORMAL: 'text-bg-light border',
  NEAR_DUE: 'text-bg-warning',
  OVERDUE: 'text-bg-danger',
  PAID: 'text-bg-success',
  CANCELLED: 'text-bg-secondary',
};

export function InvoiceStatusBadge({ status }: { status: TInvoiceStatus }) {
  return (
    <span className={`badge rounded-pill bo-status ${TONE[status]}`} data-status={status}>
      <FormattedMessage id={`invoiceStatus.${status}`} />
    </span>
  );
}

/** A member's cycle as its first and last day; a non-member's day of passages as that day. */
export function BillingPeriod({ invoice }: { invoice: Pick<TInvoiceSummary, 'serviceFrom' | 'serviceTo'> }) {
  const from = <FormattedDate value={startOfBangkokDay(invoice.serviceFrom)} dateStyle="medium" />;
  if (invoice.serviceFrom === invoice.serviceTo) return from;
  return (
    <FormattedMessage
      id="invoices.period.range"
      values={{ from, to: <FormattedDate value={startOfBangkokDay(invoice.serviceTo)} dateStyle="medium" /> }}
    />
  );
}

/** The due date, read from its instant (23:59:59 Bangkok) so it is the Bangkok date whatever the browser's zone. */
export function DueDate({ invoice }: { invoice: Pick<TInvoiceSummary, 'dueAt' | 'dueDate'> }) {
  return (
    <time dateTime={invoice.dueDate}>
      <FormattedDate value={invoice.dueAt} dateStyle="medium" />
    </time>
  );
}
