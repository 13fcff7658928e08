import type { TPaymentMethodView } from '@mflow/contracts/payment/payment-method.contract';
import { startOfBangkokDay } from '@mflow/contracts/time/bangkok';
import { formatLongDate } from '@mflow/ui/format/format';
import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { serverClock } from '../../../shared/time/server-clock';
import { makePrimary, refusalOf } from '../api/prepaid-api';
import { PrepaidOtpModal } from './prepaid-otp';
import { primaryTakesEffectOn } from './prepaid-forms';

/**
 * The account as the primary method, through the change every method goes through (OTP step
 * SET_MAIN_PAYMENT) and its dates (requirements/payment-methods.md#when-a-channel-change-takes-effect),
 * shown before the member asks and as the answer gives them.
 */
export function PrimaryPanel({
  method,
  methods,
  onChanged,
}: {
  method: TPaymentMethodView;
  methods: TPaymentMethodView[];
  onChanged: () => void;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [refusal, setRefusal] = useState('');
  const longDate = (date: string) => formatLongDate(startOfBangkokDay(date), intl.locale);
  const verified = (token: string) => {
    setAsking(false);
    makePrimary(method.paymentMethodId, token).then(onChanged, (error: unknown) => setRefusal(refusalOf(error)));
  };
  if (method.isPrimary)
    return (
      <p className="mb-0" data-testid="prepaid-primary">
        {method.effectiveFrom ? (
          <FormattedMessage id="prepaid.primary.is" values={{ date: longDate(method.effectiveFrom) }} />
        ) : (
          <FormattedMessage id="prepaid.primary.isNow" />
        )}
      </p>
    );
  const from = primaryTakesEffectOn(
    methods.some((item) => item.isPrimary),
    serverClock.now(),
  );
  return (
    <div data-testid="prepaid-not-primary">
      <p>
        <FormattedMessage id="prepaid.primary.wouldBe" values={{ date: longDate(from) }} />
      </p>
      {refusal ? <Alert variant="danger">{refusal}</Alert> : null}
      <button type="button" className="btn btn-outline-primary" data-testid="prepaid-make-primary" onClick={() => setAsking(true)}>
        <FormattedMessage id="prepaid.primary.make" />
      </button>
      <PrepaidOtpModal
        purpose={asking ? 'SET_MAIN_PAYMENT' : undefined}
        title={<FormattedMessage id="prepaid.primary.otpTitle" />}
        onVerified={verified}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
