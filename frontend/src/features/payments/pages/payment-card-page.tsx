import '../../../shared/forms/forms.scss';
import '../payments.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useLoad } from '../../../shared/api/use-load';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary, RadioGroupField } from '../../../shared/forms/fields';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import { isOpenInvoiceStatus } from '@mflow/contracts/billing/ladder';
import {
  CARD_TYPE_OPTIONS,
  cardPaymentRequest,
  distinctInvoices,
  invoiceNosToPay,
  refusalOf,
  totalSatang,
  ZCardChoiceSchema,
  type TCardChoice,
  type TRefusal,
} from '../api/card-payment';
import { getPayableInvoice, paymentResultPath, startPayment, type TPayableInvoice } from '../api/payments-api';
import { Baht } from '../components/amount';
import { InvoicesToPay } from '../components/invoices-to-pay';

/** Why there is nothing to pay here, and where a visitor finds what they owe. */
function NothingToPay({ messageId }: { messageId: string }) {
  return (
    <div className="alert alert-warning" data-testid="payment-nothing-to-pay">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <p>
        <FormattedMessage id="payments.card.howToFind" />
      </p>
      <Link to="/unuserpayment">
        <FormattedMessage id="payments.card.find" />
      </Link>
    </div>
  );
}

function Refusal({ refusal }: { refusal: TRefusal }) {
  return (
    <p className="alert alert-danger" role="alert" data-testid="payment-refused">
      {'descriptions' in refusal ? refusal.descriptions.join(' ') : <FormattedMessage id={refusal.messageId} />}
    </p>
  );
}

function CardPaymentForm({ invoices, member }: { invoices: TPayableInvoice[]; member: boolean }) {
  const navigate = useNavigate();
  // One payment intent per visit: a double click or a retry after a refusal is the same request.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [refusal, setRefusal] = useState<TRefusal>();
  const form = useForm<TCardChoice, unknown, z.output<typeof ZCardChoiceSchema>>({ resolver: zodResolver(ZCardChoiceSchema) });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    setRefusal(undefined);
    try {
      const answer = await startPayment({ ...cardPaymentRequest({ invoices, member, idempotencyKey }), onError: 'silent' });
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else await navigate(paymentResultPath(answer.paymentId, answer.invoiceNos[0] ?? '', answer.resultKey));
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        <RadioGroupField name="cardType" label="payments.card.cardType" options={CARD_TYPE_OPTIONS} required className="payment-choices" />
        <p className="form-text">
          <FormattedMessage id="payments.card.gatewayNote" />
        </p>
        <div aria-live="polite">{refusal ? <Refusal refusal={refusal} /> : null}</div>
        <button type="submit" className="btn btn-warning" disabled={isSubmitting} data-testid="payment-submit">
          <FormattedMessage id="payments.card.pay" values={{ value: <Baht satang={totalSatang(invoices)} /> }} />
        </button>
      </form>
    </FormProvider>
  );
}

/**
 * /mflow/paymentcard?invoiceNo=… (requirements/payments.md#screens, paying by card without signing in): the invoices named,
 * each with its plate and amount, and their total; the visitor picks the card type and goes to the
 * gateway's card page, whose return lands on the payment result. Several `invoiceNo` are paid in
 * one payment; a cancelled number pays the invoice that replaced it. A signed-in member pays their
 * own invoices here the same way. When a number is unknown or no longer open, nothing is paid.
 */
export function PaymentCardPage() {
  const [params] = useSearchParams();
  const { loggedIn } = useSession();
  const invoiceNos = invoiceNosToPay(params);
  const numbers = JSON.stringify(invoiceNos);
  const key = invoiceNos.length > 0 ? `${String(loggedIn)}|${numbers}` : null;
  const load = useCallback(
    async (signal: AbortSignal) =>
      distinctInvoices(
        await Promise.all((JSON.parse(numbers) as string[]).map((invoiceNo) => getPayableInvoice(invoiceNo, loggedIn, signal))),
      ),
    [numbers, loggedIn],
  );
  const state = useLoad(key, load);
  const payable = state.status === 'done' && state.value.every((invoice) => isOpenInvoiceStatus(invoice.status));
  return (
    <>
      <PageHeader titleId="screen.paymentCard" icon={<IconWallet size={32} />} />
      <div className="container payments-page">
        {key === null ? (
          <NothingToPay messageId="payments.card.noInvoice" />
        ) : state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'done' && payable ? (
          <>
            <InvoicesToPay invoices={state.value} />
            <CardPaymentForm invoices={state.value} member={loggedIn} />
          </>
        ) : (
          <NothingToPay messageId="payments.nothingToPay" />
        )}
      </div>
    </>
  );
}
