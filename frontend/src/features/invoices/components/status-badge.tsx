import '../../../shared/theme/bootstrap/badge.scss';
import type { TInvoiceStatus } from '@mflow/contracts/billing/ladder';
import { FormattedMessage } from 'react-intl';
import { STATUS_LABEL, STATUS_TONE } from './invoice-labels';

/** The label of an invoice's status (requirements/billing.md#invoice-statuses). */
export function InvoiceStatusBadge({ status }: { status: TInvoiceStatus }) {
  return (
    <span className={`badge invoice-status ${STATUS_TONE[status]}`} data-status={status}>
      <FormattedMessage id={STATUS_LABEL[status]} />
    </span>
  );
}
