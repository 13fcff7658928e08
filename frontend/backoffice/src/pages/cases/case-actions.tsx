import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { addInternalNote, askForInformation, assignCase, decideCase, takeCase } from '../../api/cases-api';
import { staffApi } from '../../app/browser';
import {
  AppealDecisionFields,
  appealDecisionRequestOf,
  firstAppealDraft,
  type TAppealDraft,
} from '../../components/appeal-decision-fields';
import { DecisionFields, decisionRequestOf, FIRST_DRAFT, type TDecisionDraft } from '../../components/case-decision-fields';
import type { TCaseAction } from './case-actions-rules';

/** The longest message or note the server takes. */
const TEXT_MAX = 2000;

type TProps = {
  detail: TStaffCaseDetail;
  actions: TCaseAction[];
  onDone: (action: TCaseAction) => void;
  onFailed: (errors: ApiErrorItem[]) => void;
};

type TDialog = Exclude<TCaseAction, 'take'>;

/**
 * The officer's actions on the case, each sent with the version the page shows, so a case changed
 * meanwhile is refused and the officer told to reload. Deciding asks once more before it is sent.
 */
export function CaseActions({ detail, actions, onDone, onFailed }: TProps) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState<TDialog>();
  const [sending, setSending] = useState(false);
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<TDecisionDraft>(FIRST_DRAFT);
  const [appealDraft, setAppealDraft] = useState<TAppealDraft>(() => firstAppealDraft(detail.appeal?.reason ?? 'OTHER'));
  const [confirming, setConfirming] = useState(false);
  const { caseNo, version, appeal } = detail;
  const chosen = appeal ? { outcome: `appeal.${appealDraft.outcome}`, reasonCode: appealDraft.reasonCode } : draft;

  const send = async (action: TCaseAction, call: () => Promise<unknown>) => {
    setSending(true);
    try {
      await call();
      setOpen(undefined);
      onDone(action);
    } catch (error) {
      setOpen(undefined);
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  const show = (dialog: TDialog) => {
    setText('');
    setDraft(FIRST_DRAFT);
    setAppealDraft(firstAppealDraft(appeal?.reason ?? 'OTHER'));
    setConfirming(false);
    setOpen(dialog);
  };
  const close = () => {
    if (!sending) setOpen(undefined);
  };

  const submit = () => {
    if (open === 'decide') {
      if (!confirming) return setConfirming(true);
      const request = appeal ? appealDecisionRequestOf(appealDraft, version) : decisionRequestOf(draft, version);
      return void send('decide', () => decideCase(staffApi, caseNo, request));
    }
    const words = text.trim();
    if (!words) return undefined;
    if (open === 'ask') return void send('ask', () => askForInformation(staffApi, caseNo, version, words));
    if (open === 'note') return void send('note', () => addInternalNote(staffApi, caseNo, words));
    if (open === 'assign') return void send('assign', () => assignCase(staffApi, caseNo, version, words));
    return undefined;
  };

  return (
    <>
      <div className="bo-decision" role="group" aria-label={intl.formatMessage({ id: 'case.actions' })} data-testid="case-actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${action === 'decide' ? 'btn-primary' : 'btn-outline-primary'}`}
            data-action={action}
            disabled={sending}
            onClick={() => (action === 'take' ? void send('take', () => takeCase(staffApi, caseNo, version)) : show(action))}
          >
            <FormattedMessage id={`case.action.${action}`} />
          </button>
        ))}
      </div>

      <Modal show={open !== undefined} onHide={close} centered aria-labelledby={headingId} data-testid="case-action-modal">
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
            <Modal.Title as="h2" id={headingId} className="h5">
              {open ? <FormattedMessage id={`case.action.${open}`} /> : null}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {open === 'decide' && confirming ? (
              <p className="mb-0" data-testid="case-decide-confirm">
                <FormattedMessage
                  id={`case.decide.confirm.${chosen.outcome}`}
                  values={{ reference: caseNo, reason: intl.formatMessage({ id: `caseReason.${chosen.reasonCode}` }) }}
                />
              </p>
            ) : null}
            {open === 'decide' && !confirming && appeal ? (
              <AppealDecisionFields idPrefix="case-decide" draft={appealDraft} onChange={setAppealDraft} />
            ) : null}
            {open === 'decide' && !confirming && !appeal ? (
              <DecisionFields idPrefix="case-decide" draft={draft} onChange={setDraft} />
            ) : null}
            {open && open !== 'decide' ? (
              <Form.Group controlId="case-action-text">
                <Form.Label>
                  <FormattedMessage id={`case.action.${open}.label`} />
                </Form.Label>
                {open === 'assign' ? (
                  <Form.Control value={text} onChange={(event) => setText(event.target.value)} autoFocus required />
                ) : (
                  <Form.Control
                    as="textarea"
                    rows={4}
                    maxLength={TEXT_MAX}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    autoFocus
                    required
                  />
                )}
              </Form.Group>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={sending}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending || (open !== 'decide' && text.trim() === '')}>
              {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              <FormattedMessage id={open === 'decide' && confirming ? 'case.decide.confirm' : 'case.action.send'} />
            </button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
