import '../../../shared/forms/forms.scss';
import '../cases.css';
import { useCallback, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isClosedStatus, movesFrom } from '@mflow/contracts/cases/case-status';
import { saveFile } from '../../../shared/files/save-file';
import { portalApi } from '../../../shared/api/portal-api';
import { IconScale } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useLoad } from '../../../shared/api/use-load';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getCase, reopenComplaint, withdrawCase, type TCaseDetail } from '../api/cases-api';
import { answerErrors } from '../components/answer-errors';
import { appealReasonLabel, decisionLabel, kindLabel, reasonLabel } from '../components/case-labels';
import { CaseStatusBadge } from '../components/case-status-badge';
import { CaseTimeline } from '../components/case-timeline';
import { ComplaintPanel } from '../components/complaint-panel';
import { RefundPanel } from '../components/refund-panel';
import { ReplyForm } from '../components/reply-form';
import { useCaseFormat, type TCaseFormat } from '../components/use-case-format';

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function DisputeFacts({ dispute, format }: { dispute: NonNullable<TCaseDetail['dispute']>; format: TCaseFormat }) {
  return (
    <>
      <Fact label="cases.field.invoice">
        <Link to={`/invoicedetail?invoiceNo=${encodeURIComponent(dispute.invoiceNo)}`}>{dispute.invoiceNo}</Link>
      </Fact>
      <Fact label="cases.field.reason">
        <FormattedMessage id={reasonLabel(dispute.reason)} />
        {dispute.reasonText ? <span className="d-block text-body-secondary">{dispute.reasonText}</span> : null}
      </Fact>
      <Fact label="cases.field.passages">
        <ul className="list-unstyled mb-0" data-testid="case-passages">
          {dispute.passages.map((passage, index) => (
            <li key={passage.passageId}>
              <FormattedMessage id="cases.field.passageAmount" values={{ count: index + 1, amount: format.baht(passage.price) }} />
            </li>
          ))}
        </ul>
      </Fact>
      <Fact label="cases.field.disputedToll" testId="case-disputed-toll">
        {format.baht(dispute.disputedToll)}
      </Fact>
      {dispute.replacementInvoiceNo ? (
        <Fact label="cases.field.replacement">
          <Link to={`/invoicedetail?invoiceNo=${encodeURIComponent(dispute.replacementInvoiceNo)}`}>{dispute.replacementInvoiceNo}</Link>
        </Fact>
      ) : null}
    </>
  );
}

function AppealFacts({ appeal, format }: { appeal: NonNullable<TCaseDetail['appeal']>; format: TCaseFormat }) {
  return (
    <>
      <Fact label="cases.field.notice" testId="case-notice">
        <Link to={`/paymentnotice?noticeNo=${encodeURIComponent(appeal.noticeNo)}`}>{appeal.noticeNo}</Link>
      </Fact>
      <Fact label="cases.field.noticeDue">{format.date(appeal.noticeDueDate)}</Fact>
      <Fact label="cases.field.reason">
        <FormattedMessage id={appealReasonLabel(appeal.reason)} />
        {appeal.reasonText ? <span className="d-block text-body-secondary">{appeal.reasonText}</span> : null}
      </Fact>
      {appeal.replacementInvoiceNo ? (
        <Fact label="cases.field.replacement">
          <Link to={`/invoicedetail?invoiceNo=${encodeURIComponent(appeal.replacementInvoiceNo)}`}>{appeal.replacementInvoiceNo}</Link>
        </Fact>
      ) : null}
    </>
  );
}

/** An appeal's appointment, put in by the app (features do not import each other): booked, moved or cancelled here. */
export type TAppealPanel = (detail: TCaseDetail, onCaseChanged: (detail: TCaseDetail) => void) => ReactNode;

const FAVOURABLE = new Set(['ACCEPTED', 'UPHELD', 'FEES_WAIVED']);

function CaseFiles({ detail }: { detail: TCaseDetail }) {
  if (detail.attachments.length === 0) return null;
  const open = async (fileId: string, index: number) => {
    try {
      saveFile(
        await portalApi.download(`/fileservice/api/v1/downloadFile/${encodeURIComponent(fileId)}`, { auth: 'bearer' }),
        `${detail.caseNo}-${index + 1}`,
      );
    } catch {
      // The "Operation status" modal says why.
    }
  };
  return (
    <section className="case-section" aria-labelledby="case-files-title">
      <h2 id="case-files-title" className="case-section-title">
        <FormattedMessage id="cases.files.title" />
      </h2>
      <ul className="case-file-list" data-testid="case-files">
        {detail.attachments.map((file, index) => (
          <li key={file.fileId}>
            <button type="button" className="btn btn-link p-0" onClick={() => void open(file.fileId, index)}>
              <FormattedMessage id="cases.files.file" values={{ count: index + 1 }} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CaseView({ initial, filed, appealPanel }: { initial: TCaseDetail; filed: boolean; appealPanel?: TAppealPanel | undefined }) {
  const format = useCaseFormat();
  const [detail, setDetail] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<'filed' | 'replied' | 'withdrawn' | 'reopened' | undefined>(filed ? 'filed' : undefined);
  const [failure, setFailure] = useState<string>();
  const mayWithdraw = movesFrom(detail.kind, detail.status, 'CUSTOMER').includes('WITHDRAWN');
  const withdraw = async () => {
    setConfirming(false);
    setFailure(undefined);
    try {
      setDetail(await withdrawCase(detail.caseNo));
      setNotice('withdrawn');
    } catch (error) {
      setFailure(
        answerErrors(error)
          .map((item) => item.description)
          .join(' ') || undefined,
      );
    }
  };
  const reopen = async (text: string | undefined) => {
    await reopenComplaint(detail.caseNo, text);
    setDetail(await getCase(detail.caseNo, new AbortController().signal));
    setNotice('reopened');
  };
  return (
    <article className="case-detail" aria-labelledby="case-title" data-testid="case-detail" data-case={detail.caseNo}>
      {notice ? (
        <p className="alert alert-success" role="status" data-testid={`case-${notice}`}>
          <FormattedMessage id={`cases.detail.${notice}`} values={{ code: detail.caseNo }} />
        </p>
      ) : null}
      {failure ? (
        <p className="alert alert-danger" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="case-detail-head">
        <h2 id="case-title" className="case-detail-title">
          <FormattedMessage id="cases.detail.title" values={{ code: detail.caseNo }} />
        </h2>
        <CaseStatusBadge status={detail.status} />
      </div>
      <section className="case-section" aria-labelledby="case-facts-title">
        <h2 id="case-facts-title" className="case-section-title">
          <FormattedMessage id="cases.detail.facts" />
        </h2>
        <dl className="case-facts">
          <Fact label="cases.field.kind">
            <FormattedMessage id={kindLabel(detail.kind)} />
          </Fact>
          <Fact label="cases.field.filedAt">{format.dateTime(detail.filedAt)}</Fact>
          {isClosedStatus(detail.status) ? null : (
            <Fact label="cases.field.answerBy" testId="case-deadline">
              {format.date(detail.deadlineDate)}
            </Fact>
          )}
          {detail.dispute ? <DisputeFacts dispute={detail.dispute} format={format} /> : null}
          {detail.appeal ? <AppealFacts appeal={detail.appeal} format={format} /> : null}
        </dl>
      </section>
      {detail.appeal && appealPanel ? appealPanel(detail, setDetail) : null}
      {detail.decision && detail.kind === 'COMPLAINT' ? (
        <section className="case-section" aria-labelledby="case-decision-title" data-testid="case-decision">
          <h2 id="case-decision-title" className="case-section-title">
            <FormattedMessage id="cases.decision.resolutionTitle" />
          </h2>
          {detail.decision.text ? <p className="case-message mb-0">{detail.decision.text}</p> : null}
        </section>
      ) : null}
      {detail.complaint ? <ComplaintPanel complaint={detail.complaint} onReopen={reopen} /> : null}
      {detail.decision && detail.kind !== 'COMPLAINT' ? (
        <section className="case-section" aria-labelledby="case-decision-title" data-testid="case-decision">
          <h2 id="case-decision-title" className="case-section-title">
            <FormattedMessage id={FAVOURABLE.has(detail.status) ? 'cases.decision.acceptedTitle' : 'cases.decision.rejectedTitle'} />
          </h2>
          <p className="mb-1">
            <FormattedMessage id={decisionLabel(detail.decision.reasonCode)} />
          </p>
          {detail.decision.text ? <p className="case-message mb-0">{detail.decision.text}</p> : null}
        </section>
      ) : null}
      {detail.status === 'ACCEPTED' && detail.dispute ? <RefundPanel dispute={detail.dispute} format={format} /> : null}
      {detail.status === 'INFO_REQUESTED' ? (
        <section className="case-section case-section-ask" aria-labelledby="case-reply-title">
          <h2 id="case-reply-title" className="case-section-title">
            <FormattedMessage id="cases.reply.title" />
          </h2>
          <p>
            <FormattedMessage id="cases.reply.lead" />
          </p>
          <ReplyForm
            caseNo={detail.caseNo}
            onReplied={(next) => {
              setDetail(next);
              setNotice('replied');
            }}
          />
        </section>
      ) : null}
      <section className="case-section" aria-labelledby="case-timeline-title">
        <h2 id="case-timeline-title" className="case-section-title">
          <FormattedMessage id="cases.detail.timeline" />
        </h2>
        <CaseTimeline events={detail.timeline} format={format} />
      </section>
      <CaseFiles detail={detail} />
      {mayWithdraw ? (
        <div className="case-actions">
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)} data-testid="case-withdraw">
            <FormattedMessage id="cases.withdraw.action" />
          </button>
        </div>
      ) : null}
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage id="cases.withdraw.title" values={{ code: detail.caseNo }} />}
        body={<FormattedMessage id="cases.withdraw.body" />}
        confirmLabel={<FormattedMessage id="cases.withdraw.confirm" />}
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

/** /mflow/casedetail?caseNo=…: one of the member's cases; another member's is not found. */
export function CaseDetailPage({ appealPanel }: { appealPanel?: TAppealPanel }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const caseNo = (params.get('caseNo') ?? '').trim().toUpperCase();
  const { language } = usePreferences();
  const load = useCallback((signal: AbortSignal) => getCase(caseNo, signal), [caseNo]);
  const state = useLoad(caseNo ? `${language}|${caseNo}` : null, load);
  const filed = (location.state as { filed?: boolean } | null)?.filed === true;
  return (
    <>
      <PageHeader titleId="screen.caseDetail" icon={<IconScale size={32} />} />
      <div className="container cases-page">
        <Link className="btn btn-link px-0" to="/cases">
          <FormattedMessage id="cases.detail.back" />
        </Link>
        {caseNo === '' ? (
          <p className="alert alert-info">
            <FormattedMessage id="cases.detail.noneChosen" />
          </p>
        ) : state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'failed' ? (
          <p className="alert alert-warning" data-testid="case-not-found">
            {answerErrors(state.error)
              .map((item) => item.description)
              .join(' ') || <FormattedMessage id="modal.error.generic" />}
          </p>
        ) : (
          <CaseView key={`${state.value.caseNo}|${language}`} initial={state.value} filed={filed} appealPanel={appealPanel} />
        )}
      </div>
    </>
  );
}
