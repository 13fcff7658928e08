import '../../../shared/theme/bootstrap/forms.scss';
import '../prepaid.css';
import type { TDebitMode } from '@mflow/contracts/payment/payment-method-kinds';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useModals } from '../../../shared/modals/modal-host';
import { openPrepaidAccount, refusalOf } from '../api/prepaid-api';
import { PrepaidOtp } from '../components/prepaid-otp';

const DEBIT_MODE_MESSAGES: Record<TDebitMode, string> = {
  AUTOMATIC: 'paymentMethods.debitMode.automatic',
  DAILY: 'paymentMethods.debitMode.daily',
};

/**
 * /mflow/prepaid/open: the member opens their prepaid account from the payment methods page, as
 * a method is added: choose how tolls are drawn, then prove it with the one-time code of step
 * CREATE_MFLOW_PREPAID (28). It is the primary method at once when it is the member's first.
 */
export function PrepaidOpenPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { showMessage } = useModals();
  const [debitMode, setDebitMode] = useState<TDebitMode>('AUTOMATIC');
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const [refusal, setRefusal] = useState('');

  const open = (verificationToken: string) => {
    openPrepaidAccount(debitMode, verificationToken).then(
      () => {
        showMessage({ status: true, title: <FormattedMessage id="prepaid.open.done" /> });
        void navigate('/prepaid');
      },
      (error: unknown) => {
        setRefusal(refusalOf(error) || intl.formatMessage({ id: 'modal.error.generic' }));
        setStep('form');
      },
    );
  };

  return (
    <>
      <PageHeader titleId="screen.prepaidOpen" leadId="prepaid.open.lead" icon={<IconWallet size={32} />} />
      <div className="container prepaid-page">
        <section className="prepaid-card">
          {refusal ? (
            <Alert variant="danger" data-testid="prepaid-refusal">
              {refusal}
            </Alert>
          ) : null}
          {step === 'form' ? (
            <Form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setRefusal('');
                setStep('otp');
              }}
            >
              <fieldset className="mb-3">
                <legend className="form-label fs-6">
                  <FormattedMessage id="paymentMethods.debitMode" />
                </legend>
                {(['AUTOMATIC', 'DAILY'] as const).map((mode) => (
                  <Form.Check
                    key={mode}
                    type="radio"
                    id={`prepaid-debit-${mode}`}
                    name="debitMode"
                    label={intl.formatMessage({ id: DEBIT_MODE_MESSAGES[mode] })}
                    checked={debitMode === mode}
                    onChange={() => setDebitMode(mode)}
                  />
                ))}
              </fieldset>
              <div className="d-flex gap-2">
                <button type="submit" className="btn btn-primary" data-testid="prepaid-open-continue">
                  <FormattedMessage id="paymentMethods.add.continue" />
                </button>
                <Link className="btn btn-link" to="/paymentmethod">
                  <FormattedMessage id="modal.cancel" />
                </Link>
              </div>
            </Form>
          ) : (
            <div data-testid="prepaid-open-otp">
              <h2 className="h5 mb-3">
                <FormattedMessage id="prepaid.open.otpTitle" />
              </h2>
              <PrepaidOtp purpose="CREATE_MFLOW_PREPAID" onVerified={open} />
              <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setStep('form')}>
                <FormattedMessage id="paymentMethods.add.back" />
              </button>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
