import '../../../shared/forms/forms.scss';
import '../payments.css';
import { useCallback, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLoad } from '../../../shared/api/use-load';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { getPayLinkInvoice, payByLink, type TPayLinkInvoice, type TPaymentStart } from '../api/payments-api';
import { Baht } from '../components/amount';
import { PaymentSummary } from '../components/payment-summary';
import { PaymentChoiceForm } from '../components/payment-choice-form';
import { QrToScan } from '../components/qr-to-scan';
import { usePayLinkPayment } from '../components/use-payment';
import { isOpenInvoiceStatus } from '@mflow/contracts/billing/ladder';

const TOKEN = /^[A-Za-z0-9_-]{22}$/;
/** A link pays by a new card or QR: the visitor has no saved methods. */
const LINK_CHOICES = [{ value: 'CARD' }, { value: 'QR' }];

/** The QR to scan, then the payment's end, asked with the link's token until it settles. */
function QrPanel({ token, started }: { token: string; started: TPaymentStart }) {
  const load = usePayLinkPayment(token, started.paymentId);
  if (load.status === 'done' && load.payment.status !== 'PENDING') return <PaymentSummary payment={load.payment} />;
  return <QrToScan started={started} />;
}

function PayForm({ token, invoice }: { token: string; invoice: TPayLinkInvoice }) {
  const [channel, setChannel] = useState<'CARD' | 'QR'>('CARD');
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<TPaymentStart>();
  if (started) return <QrPanel token={token} started={started} />;
  const choose = (value: 'CARD' | 'QR') => {
    setChannel(value);
    // Another choice is another payment request, so it gets its own key.
    setIdempotencyKey(crypto.randomUUID());
  };
  const pay = async () => {
    setBusy(true);
    try {
      const answer = await payByLink({ token, channel, idempotencyKey });
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else setStarted(answer);
    } catch {
      // The API client has shown the refusal; the same key may be sent again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <PaymentChoiceForm
      choices={LINK_CHOICES}
      chosen={channel}
      onChoose={(value) => choose(value as 'CARD' | 'QR')}
      onPay={() => void pay()}
      busy={busy}
      amountSatang={invoice.totalAmount}
    />
  );
}

function LinkedInvoice({ token, invoice }: { token: string; invoice: TPayLinkInvoice }) {
  return (
    <>
      <dl className="payment-facts" data-testid="pay-link-invoice" data-invoice={invoice.invoiceNo} data-status={invoice.status}>
        <dt>
          <FormattedMessage id="payments.field.invoice" />
        </dt>
        <dd className="font-monospace">{invoice.invoiceNo}</dd>
        {invoice.plate ? (
          <>
            <dt>
              <FormattedMessage id="payments.link.plate" />
            </dt>
            <dd>{invoice.plate}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="payments.link.dueDate" />
        </dt>
        <dd>
          <FormattedDate value={`${invoice.dueDate}T12:00:00+07:00`} dateStyle="long" timeZone="Asia/Bangkok" />
        </dd>
        <dt>
          <FormattedMessage id="payments.field.amount" />
        </dt>
        <dd data-testid="payment-amount">
          <Baht satang={invoice.totalAmount} />
        </dd>
      </dl>
      {isOpenInvoiceStatus(invoice.status) ? (
        <PayForm token={token} invoice={invoice} />
      ) : (
        <p className="alert alert-info" data-testid="pay-link-closed">
          <FormattedMessage id={invoice.status === 'PAID' ? 'payments.link.paid' : 'payments.nothingToPay'} />
        </p>
      )}
    </>
  );
}

/**
 * The non-line payment path (requirements/portal-shell.md#always-available-routes), /mflow/nonlinepayment?link=: one non-member invoice paid from
 * the link on its slip, with no sign-in and no access key (the portal starts this path without
 * either, requirements/portal-shell.md#start-up). The link's token is the only credential; a ladder step's replacement is paid by
 * the same link. By the gateway's card page or by QR, as a visitor pays.
 */
export function NonLinePaymentPage() {
  const [params] = useSearchParams();
  const token = (params.get('link') ?? '').trim();
  const valid = TOKEN.test(token);
  const load = useCallback((signal: AbortSignal) => getPayLinkInvoice(token, signal), [token]);
  const state = useLoad(valid ? token : null, load);
  return (
    <>
      <PageHeader titleId="screen.nonLinePayment" icon={<IconWallet size={32} />} />
      <div className="container payments-page">
        {!valid || state.status === 'failed' ? (
          <div className="alert alert-warning" data-testid="pay-link-unknown">
            <p>
              <FormattedMessage id="payments.link.unknown" />
            </p>
            <Link to="/unuserpayment">
              <FormattedMessage id="payments.link.search" />
            </Link>
          </div>
        ) : state.status === 'loading' ? (
          <PageLoading />
        ) : (
          <LinkedInvoice token={token} invoice={state.value} />
        )}
      </div>
    </>
  );
}
