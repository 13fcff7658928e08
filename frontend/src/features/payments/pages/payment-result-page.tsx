import '../../../shared/forms/forms.scss';
import '../payments.css';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import type { TPayment } from '../api/payments-api';
import { Baht } from '../components/amount';
import { usePayment } from '../components/use-payment';

/** SPEC 4's payment states: success, fail, being processed, cancelled (and a code left unpaid, expired). */
const STATES: Record<TPayment['status'], { messageId: string; tone: string }> = {
  PAID: { messageId: 'payments.result.paid', tone: 'success' },
  FAILED: { messageId: 'payments.result.failed', tone: 'danger' },
  PENDING: { messageId: 'payments.result.pending', tone: 'info' },
  CANCELLED: { messageId: 'payments.result.cancelled', tone: 'secondary' },
  EXPIRED: { messageId: 'payments.result.expired', tone: 'warning' },
};

function PaymentSummary({ payment }: { payment: TPayment }) {
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
      </dl>
    </section>
  );
}

/**
 * /mflow/paymentresult?paymentId=&invoiceNo=: where a payment ends up (the card page's return
 * links here, the QR and saved-method payments come here). A payment still being processed is
 * asked about again until it settles. A visitor's payment is found by its id and an invoice number.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const paymentId = params.get('paymentId');
  const load = usePayment(paymentId, params.get('invoiceNo'), loggedIn);
  return (
    <>
      <PageHeader titleId="screen.paymentResult" icon={<IconWallet size={32} />} />
      <div className="container payments-page">
        {!paymentId || load.status === 'failed' ? (
          <p className="alert alert-warning" data-testid="payment-not-found">
            <FormattedMessage id="payments.result.notFound" />
          </p>
        ) : load.status === 'loading' ? (
          <PageLoading />
        ) : (
          <PaymentSummary payment={load.payment} />
        )}
        <Link className="btn btn-outline-primary" to={loggedIn ? '/invoice' : '/unuserpayment'}>
          <FormattedMessage id="payments.backToInvoices" />
        </Link>
      </div>
    </>
  );
}
