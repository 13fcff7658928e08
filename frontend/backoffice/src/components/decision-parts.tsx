import { useId, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { IconCheck, IconCross } from './icons';

/**
 * A decision's dialogs and its one send: which dialog is open, whether the send is under way, and
 * the answer handed up; a dialog does not close while its send is under way.
 */
export function useDecision<TDecision>(onDecided: (decision: TDecision) => void, onFailed: (errors: ApiErrorItem[]) => void) {
  const [open, setOpen] = useState<'approve' | 'reject'>();
  const [sending, setSending] = useState(false);

  const decide = async (send: () => Promise<TDecision>) => {
    setSending(true);
    try {
      const decision = await send();
      setOpen(undefined);
      onDecided(decision);
    } catch (error) {
      setOpen(undefined);
      onFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    if (!sending) setOpen(undefined);
  };

  return { open, setOpen, sending, decide, close };
}

/** The approve and reject buttons that open a decision's dialogs. */
export function DecisionButtons({ onApprove, onReject }: { onApprove: () => void; onReject: () => void }) {
  const intl = useIntl();
  return (
    <div className="bo-decision" role="group" aria-label={intl.formatMessage({ id: 'decision.label' })}>
      <button type="button" className="btn btn-success btn-sm" onClick={onApprove}>
        <IconCheck size={16} />
        <span className="ms-1">
          <FormattedMessage id="decision.approve" />
        </span>
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onReject}>
        <IconCross size={16} />
        <span className="ms-1">
          <FormattedMessage id="decision.reject" />
        </span>
      </button>
    </div>
  );
}

function DialogHeader({ headingId, titleId }: { headingId: string; titleId: string }) {
  const intl = useIntl();
  return (
    <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
      <Modal.Title as="h2" id={headingId} className="h5">
        <FormattedMessage id={titleId} />
      </Modal.Title>
    </Modal.Header>
  );
}

type TDialogActionsProps = {
  confirmId: string;
  tone: 'success' | 'danger';
  sending: boolean;
  submit?: true;
  onClose: () => void;
  onConfirm?: () => void;
};

/** Cancel, and the step's own button, which shows a spinner while it is sent. */
function DialogActions({ confirmId, tone, sending, submit, onClose, onConfirm }: TDialogActionsProps) {
  return (
    <Modal.Footer>
      <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={sending}>
        <FormattedMessage id="common.cancel" />
      </button>
      <button type={submit ? 'submit' : 'button'} className={`btn btn-${tone}`} onClick={onConfirm} disabled={sending} autoFocus={!submit}>
        {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
        <FormattedMessage id={confirmId} />
      </button>
    </Modal.Footer>
  );
}

type TConfirmModalProps = {
  show: boolean;
  titleId: string;
  bodyId: string;
  values: Record<string, string>;
  confirmId: string;
  /** The confirm button's colour: green to approve, red for what takes something away. */
  tone: 'success' | 'danger';
  testId: string;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Asks once more before a step that cannot be taken back; the confirm button has the focus. */
export function ConfirmModal({ show, titleId, bodyId, values, confirmId, tone, testId, sending, onClose, onConfirm }: TConfirmModalProps) {
  const headingId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={headingId} data-testid={testId}>
      <DialogHeader headingId={headingId} titleId={titleId} />
      <Modal.Body>
        <p className="mb-0">
          <FormattedMessage id={bodyId} values={values} />
        </p>
      </Modal.Body>
      <DialogActions confirmId={confirmId} tone={tone} sending={sending} onClose={onClose} onConfirm={onConfirm} />
    </Modal>
  );
}

type TApproveModalProps = Omit<TConfirmModalProps, 'confirmId' | 'tone' | 'testId'>;

/** Asks once more before an approval, which cannot be taken back. */
export function ApproveModal(props: TApproveModalProps) {
  return <ConfirmModal {...props} confirmId="decision.approve.confirm" tone="success" testId="approve-modal" />;
}

type TRejectModalProps = Omit<TConfirmModalProps, 'tone' | 'testId' | 'onConfirm'> & {
  onSubmit: () => void;
  /** The reason's fields. */
  children: ReactNode;
};

/** Asks for the reason of a rejection, which the customer is sent; the reason's first field has the focus. */
export function RejectModal({ show, titleId, bodyId, values, confirmId, sending, onClose, onSubmit, children }: TRejectModalProps) {
  const headingId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={headingId} data-testid="reject-modal">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogHeader headingId={headingId} titleId={titleId} />
        <Modal.Body>
          <p>
            <FormattedMessage id={bodyId} values={values} />
          </p>
          {children}
        </Modal.Body>
        <DialogActions confirmId={confirmId} tone="danger" sending={sending} submit onClose={onClose} />
      </Form>
    </Modal>
  );
}
