import '../../../shared/theme/bootstrap/badge.scss';
import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import { codeKey } from './payment-method-form-values';
import { FormattedMessage, useIntl } from 'react-intl';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { formatLongDate } from '@mflow/ui/format/format';

type Props = {
  method: TPaymentMethodView;
  onSetPrimary: (method: TPaymentMethodView) => void;
  onEdit: (method: TPaymentMethodView) => void;
  onDelete: (method: TPaymentMethodView) => void;
};

/** One method in the list: its kind and card type, the masked number, the primary badge, the debit mode and from when it is charged. */
export function PaymentMethodItem({ method, onSetPrimary, onEdit, onDelete }: Props) {
  const intl = useIntl();
  const title = method.brand
    ? intl.formatMessage({ id: `paymentMethods.brand.${codeKey(method.brand)}` })
    : intl.formatMessage({ id: `paymentMethods.kind.${codeKey(method.kind)}` });
  return (
    <li className="payment-method-card" data-testid="payment-method">
      <div className="payment-method-head">
        <h2 className="h6 mb-1">{title}</h2>
        {method.isPrimary ? (
          <span className="badge text-bg-success" data-testid="primary-badge">
            <FormattedMessage id="paymentMethods.primary" />
          </span>
        ) : null}
      </div>
      <p className="payment-method-display mb-2" data-testid="masked-display">
        {method.display}
      </p>
      <dl className="payment-method-facts">
        {method.debitMode ? (
          <div>
            <dt>
              <FormattedMessage id="paymentMethods.debitMode" />
            </dt>
            <dd>
              <FormattedMessage id={`paymentMethods.debitMode.${codeKey(method.debitMode)}`} />
            </dd>
          </div>
        ) : null}
        {method.isPrimary && method.effectiveFrom ? (
          <div>
            <dt>
              <FormattedMessage id="paymentMethods.effectiveFrom" />
            </dt>
            <dd data-testid="effective-from">{formatLongDate(startOfBangkokDay(method.effectiveFrom), intl.locale)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="payment-method-actions">
        {!method.isPrimary ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onSetPrimary(method)}>
            <FormattedMessage id="paymentMethods.setPrimary" />
          </button>
        ) : null}
        {method.debitMode ? (
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => onEdit(method)}>
            <FormattedMessage id="paymentMethods.edit" />
          </button>
        ) : null}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onDelete(method)}>
          <FormattedMessage id="paymentMethods.delete" />
        </button>
      </div>
    </li>
  );
}
