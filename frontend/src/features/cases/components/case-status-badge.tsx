import '../../../shared/theme/bootstrap/badge.scss';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { FormattedMessage } from 'react-intl';
import { statusLabel, statusTone } from './case-labels';

export function CaseStatusBadge({ status }: { status: TCaseStatus }) {
  return (
    <span className={`badge ${statusTone(status)}`} data-testid="case-status" data-status={status}>
      <FormattedMessage id={statusLabel(status)} />
    </span>
  );
}
