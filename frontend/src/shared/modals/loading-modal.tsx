import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';

/** Blocks the page while an action the user started finishes (sign-out, for one). */
export function LoadingModal({ show }: { show: boolean }) {
  const intl = useIntl();
  return (
    <Modal
      show={show}
      centered
      backdrop="static"
      keyboard={false}
      dialogClassName="modal-w-300"
      aria-label={intl.formatMessage({ id: 'loading.pleaseWait' })}
      data-testid="loading-modal"
    >
      <Modal.Body className="text-center py-4" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mt-3 mb-0">
          <FormattedMessage id="loading.pleaseWait" />
        </p>
      </Modal.Body>
    </Modal>
  );
}
