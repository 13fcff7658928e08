import '../../../shared/theme/bootstrap/forms.scss';
import { FormattedMessage, useIntl } from 'react-intl';
import { Baht } from './amount';

export type TPaymentChoice = { value: string; label?: string | null };

/** The ways to pay as radio buttons, and one button that pays the amount the chosen way. */
export function PaymentChoiceForm(props: {
  choices: TPaymentChoice[];
  chosen: string | undefined;
  onChoose: (value: string) => void;
  onPay: () => void;
  busy: boolean;
  amountSatang: number;
}) {
  const intl = useIntl();
  const { choices, chosen, onChoose, onPay, busy, amountSatang } = props;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <fieldset className="payment-choices">
        <legend>
          <FormattedMessage id="payments.choose" />
        </legend>
        {choices.map((item) => (
          <label key={item.value} className="form-check">
            <input
              className="form-check-input"
              type="radio"
              name="payment-choice"
              value={item.value}
              checked={chosen === item.value}
              onChange={() => onChoose(item.value)}
            />
            <span className="form-check-label">
              {item.label ?? intl.formatMessage({ id: item.value === 'CARD' ? 'payments.choice.newCard' : 'payments.choice.qr' })}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-warning" disabled={busy} data-testid="payment-submit">
        <FormattedMessage id="payments.payAmount" values={{ value: <Baht satang={amountSatang} /> }} />
      </button>
    </form>
  );
}
