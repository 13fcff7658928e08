import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';

const TONE: Record<TCaseStatus, string> = {
  SUBMITTED: 'text-bg-warning',
  IN_REVIEW: 'text-bg-info',
  INFO_REQUESTED: 'text-bg-light border',
  ACCEPTED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  WITHDRAWN: 'text-bg-secondary',
  UPHELD: 'text-bg-success',
  FEES_WAIVED: 'text-bg-success',
  LAPSED: 'text-bg-secondary',
  ANSWERED: 'text-bg-light border',
  RESOLVED: 'text-bg-success',
  REOPENED: 'text-bg-warning',
  REQUESTED: 'text-bg-warning',
  CONTACTED: 'text-bg-info',
  SCHEDULED: 'text-bg-info',
  INSTALLED: 'text-bg-success',
  CANCELLED: 'text-bg-secondary',
};

export function CaseStatusBadge({ status }: { status: TCaseStatus }) {
  return (
    <span className={`badge rounded-pill bo-status ${TONE[status]}`} data-status={status}>
      <FormattedMessage id={`caseStatus.${status}`} />
    </span>
  );
}

/** The day a case must be decided by; a case past it is marked in words as well as colour. */
export function CaseDeadline({ date, overdue }: { date: string; overdue: boolean }) {
  return (
    <span className="bo-cell-stack">
      <time dateTime={date} className={overdue ? 'text-danger fw-semibold' : undefined}>
        <FormattedDate value={startOfBangkokDay(date)} dateStyle="medium" />
      </time>
      {overdue ? (
        <span className="badge text-bg-danger align-self-start" data-testid="case-overdue">
          <FormattedMessage id="cases.overdue" />
        </span>
      ) : null}
    </span>
  );
}

/** Who has the case: the officer signed in, another officer, or nobody yet. */
export function CaseAssignee({ staffId, me }: { staffId: string | null; me: string | undefined }) {
  if (!staffId) {
    return (
      <span className="text-body-secondary">
        <FormattedMessage id="cases.assignee.none" />
      </span>
    );
  }
  return staffId === me ? (
    <FormattedMessage id="cases.assignee.me" />
  ) : (
    <span className="font-monospace small" title={staffId}>
      {staffId.slice(0, 8)}
    </span>
  );
}
