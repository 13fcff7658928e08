import '../../../shared/theme/bootstrap/forms.scss';
import { DEBIT_MODES, type TDebitMode } from '@mflow/contracts/payment/payment-method-kinds';
import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { codeKey } from './payment-method-form-values';
import { FormattedMessage } from 'react-intl';

type Props = { method: TPaymentMethodView | undefined; onChosen: (debitMode: TDebitMode) => void; onCancel: () => void };

/** Edit: the debit mode is what changes on a method (a new card or account is a new method); the OTP step follows. */
export function EditDebitMode({ method, onChosen, onCancel }: Props) {
  const titleId = useId();
  const fieldId = useId();
  const [chosen, setChosen] = useState<TDebitMode>();
  const value = chosen ?? method?.debitMode ?? 'AUTOMATIC';
  return (
    <Modal show={Boolean(method)} onHide={onCancel} centered aria-labelledby={titleId}>
      <Modal.Body className="p-4">
        <h2 id={titleId} className="h5 mb-3">
          <FormattedMessage id="paymentMethods.edit.title" values={{ value: method?.display ?? '' }} />
        </h2>
        <fieldset>
          <legend className="form-label fs-6">
            <FormattedMessage id="paymentMethods.debitMode" />
          </legend>
          {DEBIT_MODES.map((mode) => (
            <div key={mode} className="form-check">
              <input
                id={`${fieldId}-${mode}`}
                type="radio"
                className="form-check-input"
                name={fieldId}
                checked={value === mode}
                onChange={() => setChosen(mode)}
              />
              <label htmlFor={`${fieldId}-${mode}`} className="form-check-label">
                <FormattedMessage id={`paymentMethods.debitMode.${codeKey(mode)}`} />
              </label>
            </div>
          ))}
        </fieldset>
        <div className="d-flex gap-2 mt-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setChosen(undefined);
              onChosen(value);
            }}
          >
            <FormattedMessage id="paymentMethods.edit.continue" />
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            <FormattedMessage id="modal.cancel" />
          </button>
        </div>
      </Modal.Body>
    </Modal>
  );
}
