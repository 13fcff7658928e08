import '../../../shared/forms/forms.scss';
import '../case-tracking.css';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { TCaseDetail } from '@mflow/contracts/cases/case.contract';
import { movesFrom } from '@mflow/contracts/cases/case-status';
import { saveFile } from '../../../shared/files/save-file';
import { PageHeader } from '../../../shared/layout/page-header';
import {
  openTrackingSession,
  replyToTrackedCase,
  requestTrackingCode,
  trackedCase,
  trackedCaseFile,
  uploadEvidence,
  withdrawTrackedCase,
  type TChannel,
} from '../api/case-tracking-api';
import { EVENT_LABELS, STATUS_LABELS } from '../components/case-labels';
import { CodeStep } from '../components/code-step';
import { LabelledInput } from '../../../shared/forms/labelled-input';
import { useCaseFormat } from '../components/use-case-format';

type TStep = { at: 'ask' } | { at: 'code'; reference: string; sentTo: string } | { at: 'case'; token: string; detail: TCaseDetail };

/**
 * A kind's own part of the tracked case under its tracking session, put in by the app (features do
 * not import each other): an appeal's appointment, a complaint's topic and reopening, an RFID
 * request's contact, fitting and cancellation.
 */
export type TTrackedCasePanel = (detail: TCaseDetail, trackingToken: string, onCaseChanged: (detail: TCaseDetail) => void) => ReactNode;

/**
 * "Track a case" (requirements/disputes.md#visitors): the case number, a code sent to the contact
 * the case holds, then the case with its timeline, a reply when staff asked, and withdrawal.
 */
export function CaseTrackingPage({
  appealPanel,
  complaintPanel,
  rfidPanel,
}: {
  appealPanel?: TTrackedCasePanel;
  complaintPanel?: TTrackedCasePanel;
  rfidPanel?: TTrackedCasePanel;
}) {
  const [params] = useSearchParams();
  const [caseNo, setCaseNo] = useState(params.get('caseNo') ?? '');
  const [channel, setChannel] = useState<TChannel>('EMAIL');
  const [step, setStep] = useState<TStep>({ at: 'ask' });
  const [busy, setBusy] = useState(false);
  const number = caseNo.trim().toUpperCase();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The "Operation status" modal has told the visitor.
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () =>
    run(async () => {
      const sent = await requestTrackingCode(number, channel);
      setStep({ at: 'code', reference: sent.otpReference, sentTo: sent.sentTo });
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendCode();
  };

  return (
    <>
      <PageHeader titleId="caseTracking.track.title" leadId="caseTracking.track.lead" />
      <div className="container case-tracking-page">
        {step.at === 'ask' ? (
          <form onSubmit={submit} className="case-tracking-step" data-testid="track-step">
            <LabelledInput labelId="caseTracking.track.caseNo" value={caseNo} onChange={setCaseNo} required autoComplete="off" />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">
                <FormattedMessage id="caseTracking.track.channel" />
              </legend>
              {(['EMAIL', 'SMS'] as const).map((option) => (
                <div className="form-check form-check-inline" key={option}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="track-channel"
                    id={`track-channel-${option}`}
                    checked={channel === option}
                    onChange={() => setChannel(option)}
                  />
                  <label className="form-check-label" htmlFor={`track-channel-${option}`}>
                    <FormattedMessage id={option === 'EMAIL' ? 'caseTracking.track.channel.email' : 'caseTracking.track.channel.sms'} />
                  </label>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <FormattedMessage id="caseTracking.track.sendCode" />
            </button>
          </form>
        ) : null}
        {step.at === 'code' ? (
          <CodeStep
            reference={step.reference}
            sentTo={step.sentTo}
            busy={busy}
            onResend={() => void sendCode()}
            onConfirm={(otp) =>
              void run(async () => {
                const { trackingToken } = await openTrackingSession(number, { channel, otpReference: step.reference, otp });
                setStep({ at: 'case', token: trackingToken, detail: await trackedCase(number, trackingToken) });
              })
            }
          />
        ) : null}
        {step.at === 'case' ? (
          <TrackedCase
            detail={step.detail}
            busy={busy}
            onDownload={(fileId) => void run(async () => saveFile(await trackedCaseFile(step.detail.caseNo, step.token, fileId), fileId))}
            onReply={(text, fileIds) =>
              void run(async () => setStep({ ...step, detail: await replyToTrackedCase(step.detail.caseNo, step.token, text, fileIds) }))
            }
            onWithdraw={() => void run(async () => setStep({ ...step, detail: await withdrawTrackedCase(step.detail.caseNo, step.token) }))}
            appointment={
              step.detail.appeal && appealPanel ? appealPanel(step.detail, step.token, (detail) => setStep({ ...step, detail })) : null
            }
            kindPanel={
              step.detail.kind === 'COMPLAINT' && complaintPanel
                ? complaintPanel(step.detail, step.token, (detail) => setStep({ ...step, detail }))
                : step.detail.kind === 'RFID' && rfidPanel
                  ? rfidPanel(step.detail, step.token, (detail) => setStep({ ...step, detail }))
                  : null
            }
          />
        ) : null}
      </div>
    </>
  );
}

function TrackedCase(props: {
  detail: TCaseDetail;
  busy: boolean;
  onDownload: (fileId: string) => void;
  onReply: (text: string, fileIds: string[]) => void;
  onWithdraw: () => void;
  appointment: ReactNode;
  kindPanel: ReactNode;
}) {
  const { detail, busy } = props;
  const intl = useIntl();
  const format = useCaseFormat();
  return (
    <section aria-labelledby="tracked-case-title" data-testid="tracked-case">
      <h2 id="tracked-case-title" className="h4">
        <FormattedMessage id="caseTracking.case.title" values={{ code: detail.caseNo }} />
      </h2>
      <dl className="row">
        <dt className="col-sm-4">
          <FormattedMessage id="caseTracking.case.status" />
        </dt>
        <dd className="col-sm-8" data-testid="tracked-case-status">
          <FormattedMessage id={STATUS_LABELS[detail.status]} />
        </dd>
        <dt className="col-sm-4">
          <FormattedMessage id="caseTracking.case.deadline" />
        </dt>
        <dd className="col-sm-8">{format.date(detail.deadlineDate)}</dd>
        {detail.dispute ? (
          <>
            <dt className="col-sm-4">
              <FormattedMessage id="caseTracking.case.invoice" />
            </dt>
            <dd className="col-sm-8">{detail.dispute.invoiceNo}</dd>
            <dt className="col-sm-4">
              <FormattedMessage id="caseTracking.case.disputed" />
            </dt>
            <dd className="col-sm-8">
              <FormattedMessage
                id="caseTracking.case.disputedValue"
                values={{ count: detail.dispute.passages.length, value: format.baht(detail.dispute.disputedToll) }}
              />
            </dd>
          </>
        ) : null}
        {detail.appeal ? (
          <>
            <dt className="col-sm-4">
              <FormattedMessage id="caseTracking.case.notice" />
            </dt>
            <dd className="col-sm-8" data-testid="tracked-case-notice">
              {detail.appeal.noticeNo}
            </dd>
          </>
        ) : null}
        {detail.decision?.text ? (
          <>
            <dt className="col-sm-4">
              <FormattedMessage id="caseTracking.case.decision" />
            </dt>
            <dd className="col-sm-8">{detail.decision.text}</dd>
          </>
        ) : null}
      </dl>
      {props.appointment}
      {props.kindPanel}
      <h3 className="h5">
        <FormattedMessage id="caseTracking.case.timeline" />
      </h3>
      <ol className="case-timeline" data-testid="tracked-case-timeline">
        {detail.timeline.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <span className="text-body-secondary me-2">{format.dateTime(event.at)}</span>
            <FormattedMessage id={EVENT_LABELS[event.type]} />
            {typeof event.data.text === 'string' ? <q className="ms-2">{event.data.text}</q> : null}
          </li>
        ))}
      </ol>
      {detail.attachments.length > 0 ? (
        <>
          <h3 className="h5">
            <FormattedMessage id="caseTracking.case.files" />
          </h3>
          <ul className="list-unstyled">
            {detail.attachments.map((file, index) => (
              <li key={file.fileId}>
                <button type="button" className="btn btn-link px-0" onClick={() => props.onDownload(file.fileId)} disabled={busy}>
                  {intl.formatMessage({ id: 'caseTracking.case.file' }, { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {detail.status === 'INFO_REQUESTED' ? <ReplyForm busy={busy} onReply={props.onReply} /> : null}
      {movesFrom(detail.kind, detail.status, 'CUSTOMER').includes('WITHDRAWN') ? (
        <button type="button" className="btn btn-outline-danger mt-3" onClick={props.onWithdraw} disabled={busy}>
          <FormattedMessage id="caseTracking.case.withdraw" />
        </button>
      ) : null}
    </section>
  );
}

function ReplyForm({ busy, onReply }: { busy: boolean; onReply: (text: string, fileIds: string[]) => void }) {
  const ids = { text: useId(), files: useId() };
  const [text, setText] = useState('');
  const [fileIds, setFileIds] = useState<string[]>([]);
  const upload = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      try {
        const stored = await uploadEvidence(file);
        setFileIds((earlier) => [...earlier, stored.fileId]);
      } catch {
        // The modal has told the visitor.
      }
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onReply(text.trim(), fileIds);
  };
  return (
    <form onSubmit={submit} className="mt-3" data-testid="reply-form">
      <h3 className="h5">
        <FormattedMessage id="caseTracking.reply.title" />
      </h3>
      <label htmlFor={ids.text} className="form-label">
        <FormattedMessage id="caseTracking.reply.text" />
      </label>
      <textarea
        id={ids.text}
        className="form-control mb-3"
        value={text}
        onChange={(event) => setText(event.target.value)}
        required
        maxLength={2000}
      />
      <label htmlFor={ids.files} className="form-label">
        <FormattedMessage id="caseTracking.dispute.files" />
      </label>
      <input
        id={ids.files}
        type="file"
        className="form-control mb-3"
        accept="image/jpeg,image/png"
        multiple
        onChange={(event) => void upload(event.target.files)}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        <FormattedMessage id="caseTracking.reply.send" />
      </button>
    </form>
  );
}
