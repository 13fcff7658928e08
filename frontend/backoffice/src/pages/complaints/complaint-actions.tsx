import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import { movesFrom } from '@mflow/contracts/cases/case-status';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { staffApi } from '../../app/browser';

/** The longest answer or resolution the server takes. */
const TEXT_MAX = 2000;

type TComplaintAction = 'reply' | 'resolve';

/** What the officer may do to a complaint now, read from the contract's status machine (requirements/complaints.md#handling). */
export function complaintActionsFor(status: TStaffCaseDetail['status']): TComplaintAction[] {
  const next = movesFrom('COMPLAINT', status, 'STAFF');
  const actions: TComplaintAction[] = [];
  if (next.includes('ANSWERED') || status === 'ANSWERED') actions.push('reply');
  if (next.includes('RESOLVED')) actions.push('resolve');
  return actions;
}

function act(caseNo: string, action: TComplaintAction, version: number, text: string) {
  return staffApi.request(`/staffservice/api/v1/cases/${encodeURIComponent(caseNo)}/${action}`, {
    method: 'POST',
    auth: 'staff',
    body: { version, text },
  });
}

/**
 * A complaint's own actions beside the case's: answer by message, sent to the customer, and close
 * with a resolution. Each is sent with the version the page shows, as the case's other actions are.
 */
export function ComplaintActions({
  detail,
  onDone,
  onFailed,
}: {
  detail: TStaffCaseDetail;
  onDone: () => void;
  onFailed: (errors: ApiErrorItem[]) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const [open, setOpen] = useState<TComplaintAction>();
  const [done, setDone] = useState<TComplaintAction>();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const actions = complaintActionsFor(detail.status);

  const submit = async () => {
    const words = text.trim();
    if (!open || !words) return;
    setSending(true);
    try {
      await act(detail.caseNo, open, detail.version, words);
      setDone(open);
      setOpen(undefined);
      onDone();
    } catch (error) {
      setOpen(undefined);
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  if (actions.length === 0 && !done) return null;
  return (
    <>
      {done ? (
        <Alert
          variant="success"
          className="bo-alert"
          dismissible
          onClose={() => setDone(undefined)}
          role="status"
          data-testid="complaint-done"
        >
          <FormattedMessage id={`complaint.done.${done}`} values={{ reference: detail.caseNo }} />
        </Alert>
      ) : null}
      <div
        className="bo-decision"
        role="group"
        aria-label={intl.formatMessage({ id: 'complaint.actions' })}
        data-testid="complaint-actions"
      >
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={`btn btn-sm ${action === 'resolve' ? 'btn-primary' : 'btn-outline-primary'}`}
            data-action={action}
            disabled={sending}
            onClick={() => {
              setText('');
              setOpen(action);
            }}
          >
            <FormattedMessage id={`complaint.action.${action}`} />
          </button>
        ))}
      </div>
      <Modal show={open !== undefined} onHide={() => !sending && setOpen(undefined)} centered aria-labelledby={headingId}>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
            <Modal.Title as="h2" id={headingId} className="h5">
              {open ? <FormattedMessage id={`complaint.action.${open}`} /> : null}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Form.Group controlId="complaint-action-text">
              <Form.Label>{open ? <FormattedMessage id={`complaint.action.${open}.label`} /> : null}</Form.Label>
              <Form.Control
                as="textarea"
                rows={4}
                maxLength={TEXT_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
                autoFocus
                required
              />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(undefined)} disabled={sending}>
              <FormattedMessage id="common.cancel" />
            </button>
            <button type="submit" className="btn btn-primary" disabled={sending || text.trim() === ''}>
              {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              <FormattedMessage id="complaint.send" />
            </button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}
