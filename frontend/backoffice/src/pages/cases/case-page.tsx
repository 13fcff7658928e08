import './case-pages.css';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { useBaht } from '@mflow/ui/format/use-baht';
import { getStaffCase } from '../../api/cases-api';
import { loadVehicleMasterNames, type MasterNames } from '../../api/master-names';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { IconArrowLeft } from '../../components/icons';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { RefreshButton } from '../../components/refresh-button';
import { useStaffSession } from '../../session/session-context';
import { AppealFacts, AppealNotice } from './appeal-notice';
import { CaseActions } from './case-actions';
import { caseActionsFor, type TCaseAction } from './case-actions-rules';
import { CaseEvidence, CaseFiles } from './case-evidence';
import { CaseAssignee, CaseDeadline, CaseStatusBadge } from './case-parts';
import { CaseTimeline } from './case-timeline';
import { Fact } from './case-facts';
import { ComplaintActions } from '../complaints/complaint-actions';
import { ComplaintFacts } from '../complaints/complaint-facts';
import { RfidPanel } from '../rfid/rfid-panel';

const NO_NAMES: MasterNames = {};

/** The answer the server gives when the case changed since the page was loaded. */
const VERSION_CONFLICT = 'ERR_CASE_0002';

/**
 * One case for the officer (requirements/disputes.md#screens): the customer and the case, the
 * evidence (a dispute's passages, an appeal's notice and appointment), the files, the whole
 * timeline, and the actions its status allows. Every action says
 * how it went and loads the case again.
 */
export function CasePage() {
  const intl = useIntl();
  const baht = useBaht();
  const { session } = useStaffSession();
  const { caseNo = '' } = useParams();
  const [done, setDone] = useState<TCaseAction>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();
  const load = useCallback((signal: AbortSignal) => getStaffCase(staffApi, caseNo, signal), [caseNo]);
  const { loading, data: detail, errors, reload } = useLoad(`case:${caseNo}`, load);
  const loadNames = useCallback(() => loadVehicleMasterNames(staffApi), []);
  const names = useLoad('vehicle-names', loadNames).data ?? NO_NAMES;

  const back = (
    <Link to="/cases" className="bo-back">
      <IconArrowLeft size={16} />
      <span className="ms-1">
        <FormattedMessage id="case.back" />
      </span>
    </Link>
  );

  if (!detail) {
    return (
      <>
        {back}
        <PageTitle title={intl.formatMessage({ id: 'case.loadingTitle' })} />
        {errors ? <ApiErrors errors={errors} /> : <LoadingBlock />}
      </>
    );
  }

  const actions = session ? caseActionsFor(detail, session) : [];
  const conflict = failed?.some((error) => error.code === VERSION_CONFLICT) ?? false;
  const dispute = detail.dispute;

  return (
    <>
      {back}
      <PageTitle
        title={intl.formatMessage({ id: 'case.title' }, { reference: detail.caseNo })}
        badge={<CaseStatusBadge status={detail.status} />}
      >
        <RefreshButton labelId="detail.reload" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary">{detail.summary}</p>
      {done ? (
        <Alert variant="success" className="bo-alert" dismissible onClose={() => setDone(undefined)} role="status" data-testid="case-done">
          <FormattedMessage id={`case.done.${done}`} values={{ reference: detail.caseNo }} />
        </Alert>
      ) : null}
      {failed ? (
        <>
          <ApiErrors errors={failed} titleId="case.failed" onClose={() => setFailed(undefined)} />
          {conflict ? (
            <Alert variant="warning" className="bo-alert" data-testid="case-conflict">
              <FormattedMessage id="case.conflict" />
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-1 align-baseline"
                onClick={() => {
                  setFailed(undefined);
                  reload();
                }}
              >
                <FormattedMessage id="detail.reload" />
              </button>
            </Alert>
          ) : null}
        </>
      ) : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <div className="mb-3">
        <CaseActions
          detail={detail}
          actions={actions}
          onDone={(action) => {
            setFailed(undefined);
            setDone(action);
            reload();
          }}
          onFailed={(failure) => {
            setDone(undefined);
            setFailed(failure);
          }}
        />
      </div>
      {detail.kind === 'COMPLAINT' ? (
        <div className="mb-3">
          <ComplaintActions
            detail={detail}
            onDone={() => {
              setFailed(undefined);
              reload();
            }}
            onFailed={setFailed}
          />
        </div>
      ) : null}
      {detail.kind === 'RFID' ? (
        <RfidPanel
          detail={detail}
          onDone={() => {
            setFailed(undefined);
            reload();
          }}
          onFailed={setFailed}
        />
      ) : null}

      <div className="row g-3">
        <div className="col-lg-5 d-grid gap-3 align-content-start">
          <section className="card bo-card" aria-labelledby="case-facts-title">
            <div className="card-header bo-card-header">
              <h2 id="case-facts-title" className="bo-card-title">
                <FormattedMessage id={`caseKind.${detail.kind}`} />
              </h2>
            </div>
            <dl className="card-body bo-vehicle-facts mb-0" data-testid="case-facts">
              <Fact label="case.fact.customer">
                {detail.customerId ? (
                  <span className="font-monospace small">{detail.customerId}</span>
                ) : (
                  <FormattedMessage id="case.fact.visitor" />
                )}
              </Fact>
              <Fact label="case.fact.filed">
                <FormattedDate value={detail.filedAt} dateStyle="medium" />
              </Fact>
              <Fact label="cases.column.deadline">
                <CaseDeadline date={detail.deadlineDate} overdue={detail.overdue} />
              </Fact>
              <Fact label="cases.column.assignee">
                <CaseAssignee staffId={detail.assignedStaffId} me={session?.staffId} />
              </Fact>
              {dispute ? (
                <>
                  <Fact label="case.fact.invoice">{dispute.invoiceNo}</Fact>
                  <Fact label="case.fact.reason">
                    <FormattedMessage id={`disputeReason.${dispute.reason}`} />
                    {dispute.reasonText ? <span className="d-block bo-case-words">{dispute.reasonText}</span> : null}
                  </Fact>
                  <Fact label="case.fact.disputedToll">{baht(dispute.disputedToll)}</Fact>
                  {dispute.refundChannelKind ? (
                    <Fact label="case.fact.refundChannel">
                      <FormattedMessage id={`refundChannel.${dispute.refundChannelKind}`} />
                    </Fact>
                  ) : null}
                  {dispute.replacementInvoiceNo ? <Fact label="case.fact.replacement">{dispute.replacementInvoiceNo}</Fact> : null}
                </>
              ) : null}
              {detail.appeal ? <AppealFacts appeal={detail.appeal} /> : null}
              {detail.complaint ? <ComplaintFacts complaint={detail.complaint} /> : null}
              {detail.decision ? (
                <Fact label="case.fact.decision">
                  <FormattedMessage id={`caseReason.${detail.decision.reasonCode}`} />
                  {detail.decision.text ? <span className="d-block bo-case-words">{detail.decision.text}</span> : null}
                </Fact>
              ) : null}
            </dl>
          </section>
          <CaseFiles attachments={detail.attachments} />
          <CaseTimeline timeline={detail.timeline} />
        </div>
        <div className="col-lg-7 d-grid gap-3 align-content-start">
          {detail.appeal ? <AppealNotice appeal={detail.appeal} /> : null}
          {detail.evidence ? <CaseEvidence evidence={detail.evidence} names={names} /> : null}
        </div>
      </div>
    </>
  );
}
