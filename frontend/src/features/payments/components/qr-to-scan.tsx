import { FormattedMessage, useIntl } from 'react-intl';
import type { TPaymentStart } from '../api/payments-api';

/** The PromptPay QR of a started payment, to scan with a banking app while the payment is asked after. */
export function QrToScan({ started }: { started: TPaymentStart }) {
  const intl = useIntl();
  return (
    <section className="payment-qr-panel" data-testid="payment-qr" aria-live="polite">
      <p>
        <FormattedMessage id="payments.qr.scan" />
      </p>
      {started.qr ? <img className="payment-qr" src={started.qr.image} alt={intl.formatMessage({ id: 'payments.qr.alt' })} /> : null}
      <p className="text-body-secondary">
        <FormattedMessage id="payments.result.pending" />
      </p>
    </section>
  );
}
