import '../../../shared/theme/bootstrap/badge.scss';
import { FormattedMessage } from 'react-intl';
import type { TNotice } from '../api/notices-api';
import { NOTICE_STATUS_LABEL, NOTICE_STATUS_TONE } from './notice-labels';

export function NoticeStatusBadge({ status }: { status: TNotice['status'] }) {
  return (
    <span className={`badge notice-status ${NOTICE_STATUS_TONE[status]}`} data-status={status} data-testid="notice-status">
      <FormattedMessage id={NOTICE_STATUS_LABEL[status]} />
    </span>
  );
}
