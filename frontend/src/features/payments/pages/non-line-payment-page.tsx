import '../../../shared/forms/forms.scss';
import '../payments.css';
import { useCallback, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLoad } from '../../../shared/api/use-load';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { getPayLinkInvoice, payByLink, type TPayLinkInvoice, type TPaymentStart } from '../api/payments-api';
import { Baht } from '../components/amount';
import { PaymentSummary } from '../components/payment-summary';
import { usePayLinkPayment } from '../components/use-payment';

const OPEN = new Set(['NORMAL', 'NEAR_DUE', 'OVERDUE']);
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The QR to scan, then the payment's end, asked with the link's token until it settles. */
function QrPanel({ token, started }: { token: string; started: TPaymentStart }) {
  const intl = useIntl();
  const load = usePayLinkPayment(token, started.paymentId);
  if (load.status === 'done' && load.payment.status !== 'PENDING') return <PaymentSummary payment={load.payment} />;
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

function PayForm({ token, invoice }: { token: string; invoice: TPayLinkInvoice }) {
  const intl = useIntl();
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
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <fieldset className="payment-choices">
        <legend>
          <FormattedMessage id="payments.choose" />
        </legend>
        {(['CARD', 'QR'] as const).map((value) => (
          <label key={value} className="form-check">
            <input className="form-check-input" type="radio" name="payment-choice" value={value} checked={channel === value} onChange={() => choose(value)} />
            <span className="form-check-label">{intl.formatMessage({ id: value === 'CARD' ? 'payments.choice.newCard' : 'payments.choice.qr' })}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-warning" disabled={busy} data-testid="payment-submit">
        <FormattedMessage id="payments.payAmount" values={{ value: <Baht satang={invoice.totalAmount} /> }} />
      </button>
    </form>
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
      {OPEN.has(invoice.status) ? (
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
 * SPEC 2's non-line payment path, /mflow/nonlinepayment?link=: one non-member invoice paid from
 * the link on its slip, with no sign-in and no access key (the portal starts this path without
 * either, SPEC 4). The link's token is the only credential; a ladder step's replacement is paid by
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
