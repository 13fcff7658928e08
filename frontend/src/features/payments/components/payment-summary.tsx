import '../../../shared/theme/bootstrap/forms.scss';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { TPayment } from '../api/payments-api';
import { Baht } from './amount';
import { DocumentButton } from './document-button';

/** The payment states (requirements/payments.md#payment-states): success, fail, being processed, cancelled (and a code left unpaid, expired). */
const STATES: Record<TPayment['status'], { messageId: string; tone: string }> = {
  PAID: { messageId: 'payments.result.paid', tone: 'success' },
  FAILED: { messageId: 'payments.result.failed', tone: 'danger' },
  PENDING: { messageId: 'payments.result.pending', tone: 'info' },
  CANCELLED: { messageId: 'payments.result.cancelled', tone: 'secondary' },
  EXPIRED: { messageId: 'payments.result.expired', tone: 'warning' },
};

/** A payment's state in the words of requirements/payments.md#payment-states, with what it paid, how and when. */
export function PaymentSummary({ payment }: { payment: TPayment }) {
  const state = STATES[payment.status];
  return (
    <section className="payment-result" data-testid="payment-result" data-status={payment.status} aria-live="polite">
      <p className={`alert alert-${state.tone}`} role="status">
        <strong>
          <FormattedMessage id={state.messageId} />
        </strong>
        {payment.failure ? <span className="d-block">{payment.failure.description}</span> : null}
      </p>
      <dl className="payment-facts">
        <dt>
          <FormattedMessage id="payments.field.amount" />
        </dt>
        <dd>
          <Baht satang={payment.amount} />
        </dd>
        <dt>
          <FormattedMessage id="payments.field.invoices" />
        </dt>
        <dd>{payment.invoices.map((invoice) => invoice.invoiceNo).join(', ')}</dd>
        <dt>
          <FormattedMessage id="payments.field.channel" />
        </dt>
        <dd>
          <FormattedMessage id={`payments.channel.${payment.channel.toLowerCase()}`} />
          {payment.paymentMethod ? <span className="ms-2 font-monospace">{payment.paymentMethod}</span> : null}
        </dd>
        <dt>
          <FormattedMessage id="payments.field.createdAt" />
        </dt>
        <dd>
          <FormattedDate value={payment.createdAt} dateStyle="medium" timeStyle="short" />
        </dd>
        <dt>
          <FormattedMessage id="payments.field.reference" />
        </dt>
        <dd className="font-monospace">{payment.paymentId}</dd>
        {payment.receipt ? (
          <>
            <dt>
              <FormattedMessage id="payments.field.verificationCode" />
            </dt>
            <dd className="font-monospace" data-testid="receipt-verification-code">
              {payment.receipt.verificationCode}
            </dd>
          </>
        ) : null}
      </dl>
      {payment.receipt ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span className="text-body-secondary">
            <FormattedMessage id="payments.result.keepCode" />
          </span>
          <DocumentButton
            path={payment.receipt.pdfPath}
            number={payment.receipt.receiptNo}
            member={false}
            labelId="payments.history.receipt"
            testId="receipt-download"
          />
        </div>
      ) : null}
    </section>
  );
}
