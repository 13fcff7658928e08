import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { TDecisionResponse, TRegistrationDetail } from '@mflow/contracts/staff/staff.contract';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { invoiceSearchParams } from '../api/billing-api';
import { loadMasterNames, type MasterNames } from '../api/master-names';
import { getRegistration } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { LoadingBlock } from '../components/loading-block';
import { RefreshButton } from '../components/refresh-button';
import { DecisionControls } from '../components/decision-controls';
import { DocumentsPanel } from '../components/documents-panel';
import { IconArrowLeft } from '../components/icons';
import { PageTitle } from '../components/page-title';
import { RegistrationData } from '../components/registration-data';
import { StatusBadge } from '../components/status-badge';
import type { DecisionNotice } from './queue-page';

const NO_NAMES: MasterNames = {};

/** Who decided, when, and why (for a rejection): shown instead of the buttons once a registration is decided. */
function DecidedNote({ detail }: { detail: TRegistrationDetail }) {
  if (detail.status === 'PENDING_APPROVAL') return null;
  if (!detail.decidedAt) {
    return (
      <Alert variant="secondary" className="bo-alert" data-testid="not-pending">
        <FormattedMessage id="decision.notPending" values={{ status: <StatusBadge status={detail.status} /> }} />
      </Alert>
    );
  }
  return (
    <Alert variant={detail.status === 'REJECTED' ? 'danger' : 'success'} className="bo-alert" data-testid="decided-note">
      <p className="mb-0">
        <FormattedMessage
          id="decision.decided"
          values={{
            status: <StatusBadge status={detail.status} />,
            staff: detail.decidedBy ?? '',
            date: <FormattedDate value={detail.decidedAt} dateStyle="medium" timeStyle="short" />,
          }}
        />
      </p>
      {detail.rejectionReason ? (
        <p className="mb-0 mt-1">
          <FormattedMessage id="decision.decided.reason" values={{ reason: detail.rejectionReason }} />
        </p>
      ) : null}
    </Alert>
  );
}

function BackToQueue() {
  return (
    <Link to="/registrations" className="bo-back">
      <IconArrowLeft size={16} />
      <span className="ms-1">
        <FormattedMessage id="detail.back" />
      </span>
    </Link>
  );
}

/** One registration: its data and its documents side by side, and the decision. */
export function RegistrationPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { customerId = '' } = useParams();
  const [decisionErrors, setDecisionErrors] = useState<ApiErrorItem[]>();

  const load = useCallback((signal: AbortSignal) => getRegistration(staffApi, customerId, signal), [customerId]);
  const { loading, data: detail, errors, reload } = useLoad(customerId, load);

  const loadNames = useCallback(() => (detail ? loadMasterNames(staffApi, detail) : Promise.resolve(NO_NAMES)), [detail]);
  const names = useLoad(`names:${detail?.customerId ?? ''}`, loadNames).data ?? NO_NAMES;

  const decided = (decision: TDecisionResponse) => {
    if (!detail) return;
    const notice: DecisionNotice = { referenceCode: detail.referenceCode, status: decision.status === 'ACTIVE' ? 'ACTIVE' : 'REJECTED' };
    navigate('/registrations', { state: { decided: notice } });
  };

  const failed = (failure: ApiErrorItem[]) => {
    setDecisionErrors(failure);
    // Most often someone else decided meanwhile: show what the registration is now.
    reload();
  };

  if (!detail) {
    return (
      <>
        <BackToQueue />
        <PageTitle title={intl.formatMessage({ id: 'detail.loadingTitle' })} />
        {errors ? <ApiErrors errors={errors} /> : <LoadingBlock />}
      </>
    );
  }

  return (
    <>
      <BackToQueue />
      <PageTitle
        title={intl.formatMessage({ id: 'detail.title' }, { name: detail.displayName })}
        badge={<StatusBadge status={detail.status} />}
      >
        <RefreshButton labelId="detail.reload" loading={loading} onClick={reload} />
        {detail.status === 'ACTIVE' || detail.status === 'CLOSED' ? (
          <Link
            className="btn btn-outline-primary btn-sm text-nowrap"
            to={`/invoices?${invoiceSearchParams({ by: 'customer', customerId: detail.customerId })}`}
            data-testid="customer-invoices"
          >
            <FormattedMessage id="detail.invoices" />
          </Link>
        ) : null}
        {detail.status === 'PENDING_APPROVAL' ? <DecisionControls detail={detail} onDecided={decided} onFailed={failed} /> : null}
      </PageTitle>
      <p className="bo-page-sub font-monospace small text-body-secondary">{detail.referenceCode}</p>

      {decisionErrors ? <ApiErrors errors={decisionErrors} titleId="decision.failed" onClose={() => setDecisionErrors(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <DecidedNote detail={detail} />

      <div className="row g-3">
        <div className="col-lg-5">
          <RegistrationData detail={detail} names={names} />
        </div>
        <div className="col-lg-7">
          <div className="bo-sticky">
            <DocumentsPanel attachments={detail.attachments} onRenew={reload} renewing={loading} />
          </div>
        </div>
      </div>
    </>
  );
}
