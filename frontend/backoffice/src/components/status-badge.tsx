import { FormattedMessage } from 'react-intl';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';

const TONE: Record<TCustomerStatus, string> = {
  PENDING_APPROVAL: 'text-bg-warning',
  WAIT_EMAIL_CONFIRM: 'text-bg-light border',
  ACTIVE: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  CLOSED: 'text-bg-secondary',
};

export function StatusBadge({ status }: { status: TCustomerStatus }) {
  return (
    <span className={`badge rounded-pill bo-status ${TONE[status] ?? 'text-bg-secondary'}`} data-status={status}>
      <FormattedMessage id={`status.${status}`} />
    </span>
  );
}
