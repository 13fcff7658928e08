import { useCallback, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TConsoleCase, TConsoleDecided } from '@mflow/contracts/sim/console.contract';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { decideAsTrainer, listConsoleCases } from '../../api/console-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { DecisionFields, decisionRequestOf, FIRST_DRAFT, type TDecisionDraft } from '../../components/case-decision-fields';
import { usePolling } from './use-polling';

/** How often the open cases are read again: members and officers change them meanwhile. */
const POLL_MS = 5_000;

/**
 * The undecided cases, soonest deadline first, and a way for the trainer to decide a dispute as
 * themselves (the officers' own decision; a submitted one is taken first), after a confirmation.
 */
export function CasesPanel({ onDecided }: { onDecided: () => void }) {
  const intl = useIntl();
  const headingId = useId();
  const load = useCallback((signal: AbortSignal) => listConsoleCases(staffApi, signal), []);
  const { data, errors, reload } = useLoad('console-cases', load);
  usePolling(reload, POLL_MS);
  const [deciding, setDeciding] = useState<TConsoleCase>();
  const [draft, setDraft] = useState<TDecisionDraft>(FIRST_DRAFT);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<TConsoleDecided>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();

  const open = (item: TConsoleCase) => {
    setDraft(FIRST_DRAFT);
    setConfirming(false);
    setDeciding(item);
  };
  const close = () => {
    if (!sending) setDeciding(undefined);
  };

  async function decide(item: TConsoleCase) {
    setSending(true);
    setFailed(undefined);
    try {
      setDone(await decideAsTrainer(staffApi, item.caseNo, decisionRequestOf(draft, item.version)));
      onDecided();
    } catch (error) {
      setDone(undefined);
      setFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      setDeciding(undefined);
      reload();
    }
  }

  return (
    <section className="card bo-card" aria-labelledby="console-cases-heading" data-testid="console-cases">
      <div className="card-header bo-card-header">
        <h2 id="console-cases-heading" className="bo-card-title">
          <FormattedMessage id="console.cases.heading" />
        </h2>
        {data ? (
          <span className="text-body-secondary small">
            <FormattedMessage id="cases.count" values={{ total: data.total }} />
          </span>
        ) : null}
      </div>
      <div className="card-body">
        <div role="status" className="small">
          {done ? (
            <span data-testid="console-case-decided">
              <FormattedMessage
                id="console.cases.decided"
                values={{ reference: done.caseNo, status: intl.formatMessage({ id: `caseStatus.${done.status}` }) }}
              />
            </span>
          ) : null}
        </div>
        {failed ? <ApiErrors errors={failed} onClose={() => setFailed(undefined)} /> : null}
        {errors && !data ? <ApiErrors errors={errors} /> : null}
        {data && data.cases.length === 0 ? (
          <p className="small text-body-secondary mb-0">
            <FormattedMessage id="console.cases.none" />
          </p>
        ) : null}
        {data && data.cases.length > 0 ? (
          <ul className="list-unstyled mb-0 d-grid gap-2">
            {data.cases.map((item) => (
              <li
                key={item.caseNo}
                className="d-flex flex-wrap align-items-center gap-2"
                data-case-no={item.caseNo}
                data-status={item.status}
              >
                <span className="font-monospace">{item.caseNo}</span>
                <span className="small">
                  <FormattedMessage id={`caseKind.${item.kind}`} />
                </span>
                <span className="badge text-bg-light border">
                  <FormattedMessage id={`caseStatus.${item.status}`} />
                </span>
                <span className={`small ${item.overdue ? 'text-danger fw-semibold' : 'text-body-secondary'}`}>
                  <FormattedMessage
                    id={item.overdue ? 'console.cases.overdue' : 'console.cases.deadline'}
                    values={{ date: intl.formatDate(startOfBangkokDay(item.deadlineDate), { dateStyle: 'medium' }) }}
                  />
                </span>
                {item.kind === 'DISPUTE' ? (
                  <button type="button" className="btn btn-outline-primary btn-sm ms-auto" onClick={() => open(item)}>
                    <FormattedMessage id="console.cases.decide" />
                    <span className="visually-hidden"> {item.caseNo}</span>
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Modal show={deciding !== undefined} onHide={close} centered aria-labelledby={headingId} data-testid="console-decide-modal">
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!deciding) return;
            if (confirming) void decide(deciding);
            else setConfirming(true);
          }}
        >
          <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
            <Modal.Title as="h2" id={headingId} className="h5">
              <FormattedMessage id="console.cases.decide.title" values={{ reference: deciding?.caseNo ?? '' }} />
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {deciding && deciding.status !== 'IN_REVIEW' ? (
              <p className="small text-body-secondary">
                <FormattedMessage id="console.cases.decide.take" />
              </p>
            ) : null}
            {confirming ? (
              <p className="mb-0">
                <FormattedMessage
                  id={`case.decide.confirm.${draft.outcome}`}
                  values={{ reference: deciding?.caseNo ?? '', reason: intl.formatMessage({ id: `caseReason.${draft.reasonCode}` }) }}
                />
              </p>
            ) : (
              <DecisionFields idPrefix="console-decide" draft={draft} onChange={setDraft} />
            )}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={sending}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              <FormattedMessage id={confirming ? 'case.decide.confirm' : 'case.action.send'} />
            </button>
          </Modal.Footer>
        </Form>
      </Modal>
    </section>
  );
}
