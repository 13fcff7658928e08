import { FormattedMessage } from 'react-intl';
import type { CustomerStatus } from '../api/staff-types';

const TONE: Record<CustomerStatus, string> = {
  PENDING_APPROVAL: 'text-bg-warning',
  WAIT_EMAIL_CONFIRM: 'text-bg-light border',
  ACTIVE: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  CLOSED: 'text-bg-secondary',
};

export function StatusBadge({ status }: { status: CustomerStatus }) {
  return (
    <span className={`badge rounded-pill bo-status ${TONE[status] ?? 'text-bg-secondary'}`} data-status={status}>
      <FormattedMessage id={`status.${status}`} />
    </span>
  );
}
