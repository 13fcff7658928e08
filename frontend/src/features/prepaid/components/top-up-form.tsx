import '../../../shared/theme/bootstrap/forms.scss';
import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import type { TPaymentAnswer } from '@mflow/contracts/payment/payments.contract';
import type { TPrepaidAccountView, TPrepaidTopUpRequest } from '@mflow/contracts/payment/prepaid.contract';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { getTopUpPayment, refusalOf, topUpPrepaid } from '../api/prepaid-api';
import { Baht } from './baht';
import { bahtToSatang, topUpProblem, type TProblem } from './prepaid-forms';

/** How often a QR top-up still waiting to be paid is asked about again. */
const POLL_MS = 3000;

type TChoice = { value: string; request: Pick<TPrepaidTopUpRequest, 'channel' | 'paymentMethodId'>; label?: string };

/** A saved card or bank account is drawn on at once (SAVED); a new card goes to the gateway's page; QR is PromptPay. */
function choicesOf(methods: TPaymentMethodView[]): TChoice[] {
  const saved = methods
    .filter((method) => method.kind === 'CARD' || method.kind === 'BANK_DEBIT')
    .map((method) => ({
      value: method.paymentMethodId,
      request: { channel: 'SAVED' as const, paymentMethodId: method.paymentMethodId },
      label: method.display,
    }));
  return [...saved, { value: 'CARD', request: { channel: 'CARD' } }, { value: 'QR', request: { channel: 'QR' } }];
}

/** The QR to scan, asked about until the payment settles. */
function QrWaiting({ started, onSettled }: { started: TPaymentAnswer; onSettled: (status: string) => void }) {
  const intl = useIntl();
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      getTopUpPayment(started.paymentId, controller.signal).then(
        (payment) => {
          if (controller.signal.aborted) return;
          if (payment.status === 'PENDING') timer = setTimeout(ask, POLL_MS);
          else onSettled(payment.status);
        },
        () => {
          if (!controller.signal.aborted) timer = setTimeout(ask, POLL_MS);
        },
      );
    };
    timer = setTimeout(ask, POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [started.paymentId, onSettled]);
  return (
    <div className="prepaid-qr" data-testid="prepaid-qr" aria-live="polite">
      <p>
        <FormattedMessage id="prepaid.topUp.scan" values={{ amount: <Baht satang={started.amount} /> }} />
      </p>
      {started.qr ? <img src={started.qr.image} alt={intl.formatMessage({ id: 'prepaid.topUp.qrAlt' })} width={220} height={220} /> : null}
    </div>
  );
}

/**
 * Topping up (requirements/prepaid-account.md#balance-and-top-ups): an amount within the limits
 * shown, checked before it is sent, by a saved card or bank account, a card on the gateway's page
 * or PromptPay QR. Each attempt has its own Idempotency-Key: a retry of one attempt after a lost
 * answer is the same request, a changed amount or channel another.
 */
export function TopUpForm({
  account,
  methods,
  onDone,
}: {
  account: TPrepaidAccountView;
  methods: TPaymentMethodView[];
  onDone: (status: string) => void;
}) {
  const intl = useIntl();
  const amountId = useId();
  const choices = choicesOf(methods);
  const [amount, setAmount] = useState('');
  const [choice, setChoice] = useState('QR');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<TProblem>();
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<TPaymentAnswer>();
  const chosen = choices.find((item) => item.value === choice) ?? choices[choices.length - 1];
  const baht = (satang: number) => intl.formatNumber(satang / 100, { style: 'currency', currency: 'THB' });
  const limits = account.limits;

  const changed = (update: () => void) => {
    update();
    setKey(crypto.randomUUID());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = topUpProblem(amount, account);
    setProblem(found);
    setRefusal('');
    if (found || !chosen) return;
    setBusy(true);
    try {
      const answer = await topUpPrepaid({ amount: bahtToSatang(amount) ?? 0, ...chosen.request }, key);
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else if (answer.qr && answer.status === 'PENDING') setStarted(answer);
      else {
        setKey(crypto.randomUUID());
        if (answer.failure) setRefusal(answer.failure.description);
        onDone(answer.status);
      }
    } catch (error) {
      setRefusal(refusalOf(error) || intl.formatMessage({ id: 'modal.error.generic' }));
    } finally {
      setBusy(false);
    }
  };

  if (started)
    return (
      <QrWaiting
        started={started}
        onSettled={(status) => {
          setStarted(undefined);
          setAmount('');
          setKey(crypto.randomUUID());
          onDone(status);
        }}
      />
    );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} data-testid="prepaid-top-up-form">
      <Form.Group className="mb-3" controlId={amountId}>
        <Form.Label>
          <FormattedMessage id="prepaid.topUp.amount" />
        </Form.Label>
        <Form.Control
          inputMode="decimal"
          value={amount}
          onChange={(event) => changed(() => setAmount(event.target.value))}
          isInvalid={Boolean(problem)}
          aria-describedby={`${amountId}-limits`}
        />
        <Form.Text id={`${amountId}-limits`}>
          <FormattedMessage
            id="prepaid.topUp.limits"
            values={{ min: baht(limits.minTopUp), max: baht(limits.maxTopUp), amount: baht(limits.maxBalance) }}
          />
        </Form.Text>
        {problem ? (
          <Form.Control.Feedback type="invalid">
            {intl.formatMessage(
              { id: problem.id },
              Object.fromEntries(Object.entries(problem.values ?? {}).map(([name, satang]) => [name, baht(satang)])),
            )}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="prepaid.topUp.channel" />
        </legend>
        {choices.map((item) => (
          <Form.Check
            key={item.value}
            type="radio"
            id={`prepaid-channel-${item.value}`}
            name="prepaid-channel"
            checked={chosen?.value === item.value}
            onChange={() => changed(() => setChoice(item.value))}
            label={
              item.label
                ? intl.formatMessage({ id: 'prepaid.topUp.saved' }, { value: item.label })
                : intl.formatMessage({ id: item.value === 'CARD' ? 'prepaid.topUp.card' : 'prepaid.topUp.qr' })
            }
          />
        ))}
      </fieldset>
      {refusal ? (
        <Alert variant="danger" data-testid="prepaid-refusal">
          {refusal}
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy} data-testid="prepaid-top-up-submit">
        <FormattedMessage id="prepaid.topUp.submit" />
      </Button>
    </Form>
  );
}
