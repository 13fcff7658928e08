import '../../../shared/forms/forms.scss';
import '../payments.css';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import {
  getPayableInvoice,
  getSavedMethods,
  paymentResultPath,
  startPayment,
  type TPayableInvoice,
  type TPayChannel,
  type TPaymentStart,
  type TSavedMethod,
} from '../api/payments-api';
import { paymentCardPath } from '../api/card-payment';
import { Baht } from '../components/amount';
import { PaymentChoiceForm } from '../components/payment-choice-form';
import { QrToScan } from '../components/qr-to-scan';
import { usePayment } from '../components/use-payment';
import { isOpenInvoiceStatus } from '@mflow/contracts/billing/ladder';

type TLoaded = { invoice: TPayableInvoice; methods: TSavedMethod[] };
type TLoad = { status: 'loading' } | { status: 'done'; value: TLoaded } | { status: 'failed' };

function useInvoiceAndMethods(invoiceNo: string, member: boolean): TLoad {
  const [load, setLoad] = useState<{ key: string; result: TLoad }>();
  const key = `${invoiceNo}|${String(member)}`;
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([
      getPayableInvoice(invoiceNo, member, controller.signal),
      member ? getSavedMethods(controller.signal) : Promise.resolve([]),
    ]).then(
      ([invoice, methods]) => {
        if (!controller.signal.aborted) setLoad({ key, result: { status: 'done', value: { invoice, methods } } });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ key, result: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key, invoiceNo, member]);
  return load && load.key === key ? load.result : { status: 'loading' };
}

/** The choices: each saved method a member can be charged on (QR has nothing to charge), a new card on the gateway's page, and QR. */
function choicesOf(methods: TSavedMethod[]): { value: string; pay: TPayChannel; label: string | null }[] {
  const saved = methods
    .filter((method) => method.kind !== 'QR')
    .map((method) => ({
      value: method.paymentMethodId,
      pay: { channel: 'SAVED', paymentMethodId: method.paymentMethodId } as TPayChannel,
      label: method.display,
    }));
  return [...saved, { value: 'CARD', pay: { channel: 'CARD' }, label: null }, { value: 'QR', pay: { channel: 'QR' }, label: null }];
}

/** The QR to scan, and the payment asked about until it settles; then the result page. */
function QrPanel({ started, member }: { started: TPaymentStart; member: boolean }) {
  const navigate = useNavigate();
  const invoiceNo = started.invoiceNos[0] ?? '';
  const load = usePayment(started.paymentId, invoiceNo, member, started.resultKey ?? null);
  const settled = load.status === 'done' && load.payment.status !== 'PENDING';
  useEffect(() => {
    if (settled) void navigate(paymentResultPath(started.paymentId, invoiceNo, started.resultKey));
  }, [settled, navigate, started.paymentId, started.resultKey, invoiceNo]);
  return <QrToScan started={started} />;
}

/**
 * /mflow/paymentinvoice?invoiceNo= (requirements/payments.md#screens, paying an invoice): a member pays their invoice by a
 * saved method, a new card on the gateway's page, or QR; a visitor by QR here, or by card on
 * /mflow/paymentcard, where they see the invoice again and pick the card type. A cancelled
 * number pays the invoice that replaced it. One idempotency key per choice, so a double click or
 * a retry never pays twice.
 */
export function PaymentInvoicePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const invoiceNo = (params.get('invoiceNo') ?? '').trim().toUpperCase();
  const load = useInvoiceAndMethods(invoiceNo, loggedIn);
  const [choice, setChoice] = useState<string>();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<TPaymentStart>();

  if (load.status === 'loading') return <PageLoading />;
  const header = <PageHeader titleId="screen.paymentInvoice" icon={<IconWallet size={32} />} />;
  if (load.status === 'failed' || !isOpenInvoiceStatus(load.value.invoice.status)) {
    return (
      <>
        {header}
        <div className="container payments-page">
          <p className="alert alert-warning" data-testid="payment-nothing-to-pay">
            <FormattedMessage id="payments.nothingToPay" />
          </p>
        </div>
      </>
    );
  }
  const { invoice, methods } = load.value;
  const choices = choicesOf(loggedIn ? methods : []);
  const chosen = choices.find((item) => item.value === (choice ?? choices[0]?.value));
  const choose = (value: string) => {
    setChoice(value);
    // Another choice is another payment request, so it gets its own key.
    setIdempotencyKey(crypto.randomUUID());
  };
  const pay = async () => {
    if (!chosen) return;
    if (!loggedIn && chosen.pay.channel === 'CARD') {
      await navigate(paymentCardPath([invoice.invoiceNo]));
      return;
    }
    setBusy(true);
    try {
      const answer = await startPayment({ invoiceNos: [invoice.invoiceNo], member: loggedIn, pay: chosen.pay, idempotencyKey });
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else if (answer.qr && answer.status === 'PENDING') setStarted(answer);
      else await navigate(paymentResultPath(answer.paymentId, answer.invoiceNos[0] ?? invoice.invoiceNo, answer.resultKey));
    } catch {
      // The API client has shown the refusal; the same key may be sent again.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {header}
      <div className="container payments-page">
        <dl className="payment-facts">
          <dt>
            <FormattedMessage id="payments.field.invoice" />
          </dt>
          <dd className="font-monospace">{invoice.invoiceNo}</dd>
          <dt>
            <FormattedMessage id="payments.field.amount" />
          </dt>
          <dd data-testid="payment-amount">
            <Baht satang={invoice.totalAmount} />
          </dd>
        </dl>
        {started ? (
          <QrPanel started={started} member={loggedIn} />
        ) : (
          <PaymentChoiceForm
            choices={choices}
            chosen={chosen?.value}
            onChoose={choose}
            onPay={() => void pay()}
            busy={busy}
            amountSatang={invoice.totalAmount}
          />
        )}
      </div>
    </>
  );
}
