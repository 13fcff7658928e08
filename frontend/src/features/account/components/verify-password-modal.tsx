import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { verifyPassword } from '../api/account-api';

type Props = { show: boolean; onVerified: () => void; onCancel: () => void };

/** verifypwd (requirements/wire-contract.md#calls) before a sensitive step: the password again, its refusal shown inside the dialog. */
export function VerifyPasswordModal({ show, onVerified, onCancel }: Props) {
  const intl = useIntl();
  const id = useId();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setProblem(intl.formatMessage({ id: 'rule.required' }, { field: intl.formatMessage({ id: 'verifyPassword.label' }) }));
      return;
    }
    setBusy(true);
    try {
      await verifyPassword(password);
      setPassword('');
      setProblem(undefined);
      onVerified();
    } catch (error) {
      const described = error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '';
      setProblem(described || intl.formatMessage({ id: 'modal.error.generic' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      show={show}
      onHide={onCancel}
      centered
      dialogClassName="modal-w-400"
      aria-labelledby={`${id}-title`}
      data-testid="verify-password-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Modal.Body className="px-4 pt-4 pb-2">
          <h2 id={`${id}-title`} className="h5 mb-2">
            <FormattedMessage id="verifyPassword.title" />
          </h2>
          <p className="text-body-secondary">
            <FormattedMessage id="verifyPassword.text" />
          </p>
          <label htmlFor={id} className="form-label">
            <FormattedMessage id="verifyPassword.label" />
          </label>
          <input
            id={id}
            type="password"
            className={`form-control${problem ? ' is-invalid' : ''}`}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            autoFocus
          />
          {problem ? (
            <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
              {problem}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer className="border-0 pt-2 pb-4 px-4 gap-2">
          <button type="button" className="btn btn-outline-secondary flex-fill" onClick={onCancel}>
            <FormattedMessage id="modal.cancel" />
          </button>
          <button type="submit" className="btn btn-primary flex-fill" disabled={busy}>
            <FormattedMessage id="modal.confirm" />
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
