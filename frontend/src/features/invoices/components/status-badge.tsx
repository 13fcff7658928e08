import '../../../shared/theme/bootstrap/badge.scss';
import type { TInvoiceStatus } from '@mflow/contracts/billing/ladder';
import { FormattedMessage } from 'react-intl';
import type { TTollNotice } from '../api/invoices-api';
import { NOTICE_STATUS_LABEL, NOTICE_STATUS_TONE, STATUS_LABEL, STATUS_TONE } from './invoice-labels';

/** The label of an invoice's status (requirements/billing.md#invoice-statuses). */
export function InvoiceStatusBadge({ status }: { status: TInvoiceStatus }) {
  return (
    <span className={`badge invoice-status ${STATUS_TONE[status]}`} data-status={status}>
      <FormattedMessage id={STATUS_LABEL[status]} />
    </span>
  );
}

export function NoticeStatusBadge({ status }: { status: TTollNotice['status'] }) {
  return (
    <span className={`badge invoice-status ${NOTICE_STATUS_TONE[status]}`} data-status={status}>
      <FormattedMessage id={NOTICE_STATUS_LABEL[status]} />
    </span>
  );
}
