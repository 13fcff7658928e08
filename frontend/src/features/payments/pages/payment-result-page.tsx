import '../../../shared/forms/forms.scss';
import '../payments.css';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import { PaymentSummary } from '../components/payment-summary';
import { usePayment } from '../components/use-payment';

/**
 * /mflow/paymentresult?paymentId=&invoiceNo=&key=: where a payment ends up (the card page's return
 * links here, the QR and saved-method payments come here). A payment still being processed is
 * asked about again until it settles. A visitor's payment is found by its id, an invoice number and
 * the key handed to them when they paid; once PAID it shows their receipt with its verification code.
 */
export function PaymentResultPage() {
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const paymentId = params.get('paymentId');
  const load = usePayment(paymentId, params.get('invoiceNo'), loggedIn, params.get('key'));
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
