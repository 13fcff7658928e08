import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import { IconAlert, IconCheckCircle, IconErrorCircle } from '../icons/icons';

/** requirements/portal-shell.md#modals: true is success, false is error, and the string "warning". */
export type MessageStatus = true | false | 'warning';

export type MessageModalProps = {
  show: boolean;
  status: MessageStatus;
  title?: ReactNode;
  /** Without a body the modal shows the generic text of its status (requirements/error-messages.md#modal-without-a-body). */
  body?: ReactNode;
  onClose: () => void;
};

const LOOK = {
  success: { icon: IconCheckCircle, tone: 'success', title: 'modal.success.title', generic: 'modal.success.generic' },
  error: { icon: IconErrorCircle, tone: 'danger', title: 'modal.error.title', generic: 'modal.error.generic' },
  warning: { icon: IconAlert, tone: 'warning', title: 'modal.warning.title', generic: 'modal.warning.generic' },
} as const;

function lookOf(status: MessageStatus) {
  if (status === 'warning') return LOOK.warning;
  return status ? LOOK.success : LOOK.error;
}

export function MessageModal({ show, status, title, body, onClose }: MessageModalProps) {
  const titleId = useId();
  const look = lookOf(status);
  const Icon = look.icon;
  return (
    <Modal show={show} onHide={onClose} centered dialogClassName="modal-w-420" aria-labelledby={titleId} data-testid="message-modal">
      <Modal.Body className="text-center px-4 pt-4 pb-3">
        <span className={`modal-status-icon text-${look.tone}`}>
          <Icon size={48} />
        </span>
        <h2 id={titleId} className="h5 mt-3 mb-2">
          {title ?? <FormattedMessage id={look.title} />}
        </h2>
        <div className="modal-message-body">{body ?? <FormattedMessage id={look.generic} />}</div>
      </Modal.Body>
      <Modal.Footer className="justify-content-center border-0 pt-0 pb-4">
        <button type="button" className="btn btn-primary px-5" onClick={onClose} autoFocus>
          <FormattedMessage id="modal.ok" />
        </button>
      </Modal.Footer>
    </Modal>
  );
}
