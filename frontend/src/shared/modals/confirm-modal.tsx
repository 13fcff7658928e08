import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';

export type ConfirmModalProps = {
  show: boolean;
  title: ReactNode;
  body?: ReactNode;
  confirmLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmModal({ show, title, body, confirmLabel, onConfirm, onCancel }: ConfirmModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered dialogClassName="modal-w-400" aria-labelledby={titleId} data-testid="confirm-modal">
      <Modal.Body className="px-4 pt-4 pb-2">
        <h2 id={titleId} className="h5 mb-2">
          {title}
        </h2>
        {body ? <div className="text-body-secondary">{body}</div> : null}
      </Modal.Body>
      <Modal.Footer className="border-0 pt-2 pb-4 px-4 gap-2">
        <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>
          <FormattedMessage id="modal.cancel" />
        </button>
        <button type="button" className="btn btn-primary flex-fill" onClick={onConfirm} autoFocus>
          {confirmLabel ?? <FormattedMessage id="modal.confirm" />}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
