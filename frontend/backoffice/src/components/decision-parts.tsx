import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { IconCheck, IconCross } from './icons';

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
  const intl = useIntl();
  const headingId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={headingId} data-testid={testId}>
      <Modal.Header closeButton closeLabel={intl.formatMessage({ id: 'common.close' })}>
        <Modal.Title as="h2" id={headingId} className="h5">
          <FormattedMessage id={titleId} />
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          <FormattedMessage id={bodyId} values={values} />
        </p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={sending}>
          <FormattedMessage id="common.cancel" />
        </button>
        <button type="button" className={`btn btn-${tone}`} onClick={onConfirm} disabled={sending} autoFocus>
          {sending ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
          <FormattedMessage id={confirmId} />
        </button>
      </Modal.Footer>
    </Modal>
  );
}

type TApproveModalProps = Omit<TConfirmModalProps, 'confirmId' | 'tone' | 'testId'>;

/** Asks once more before an approval, which cannot be taken back. */
export function ApproveModal(props: TApproveModalProps) {
  return <ConfirmModal {...props} confirmId="decision.approve.confirm" tone="success" testId="approve-modal" />;
}
