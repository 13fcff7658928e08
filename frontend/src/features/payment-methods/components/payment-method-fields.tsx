import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import { DEBIT_MODES, type TPaymentMethodKind } from '@mflow/contracts/payment/payment-method-kinds';
import { useIntl } from 'react-intl';
import { RadioGroupField, SelectField, TextField } from '../../../shared/forms/fields';
import { useMasterList } from '../../../shared/master/use-master-list';
import { codeKey, directDebitBanks } from './payment-method-form-values';

const DEBIT_MODE_OPTIONS = DEBIT_MODES.map((mode) => ({ value: mode, label: `paymentMethods.debitMode.${codeKey(mode)}` }));

/** The fields of one kind of method (requirements/payment-methods.md#method-fields); QR has none. */
export function PaymentMethodFields({ kind }: { kind: TPaymentMethodKind }) {
  const intl = useIntl();
  const banks = directDebitBanks(useMasterList('banks'));
  const brandOptions = CARD_BRANDS.map((brand) => ({
    value: brand,
    label: intl.formatMessage({ id: `paymentMethods.brand.${codeKey(brand)}` }),
  }));
  const debitMode = <RadioGroupField name="debitMode" label="paymentMethods.debitMode" options={DEBIT_MODE_OPTIONS} inline />;
  switch (kind) {
    case 'CARD':
      return (
        <>
          <SelectField name="brand" label="paymentMethods.field.brand" options={brandOptions} required />
          <TextField
            name="number"
            label="paymentMethods.field.number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            required
          />
          <TextField
            name="expiryMonth"
            label="paymentMethods.field.expiryMonth"
            inputMode="numeric"
            autoComplete="cc-exp-month"
            maxLength={2}
            placeholder="MM"
            className="col-6 col-md-3"
            required
          />
          <TextField
            name="expiryYear"
            label="paymentMethods.field.expiryYear"
            inputMode="numeric"
            autoComplete="cc-exp-year"
            maxLength={4}
            placeholder="YYYY"
            className="col-6 col-md-3"
            required
          />
          <TextField
            name="cvv"
            label="paymentMethods.field.cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            className="col-6 col-md-3"
            required
          />
          <TextField name="holderName" label="paymentMethods.field.holderName" autoComplete="cc-name" maxLength={60} required />
          {debitMode}
        </>
      );
    case 'BANK_DEBIT':
      return (
        <>
          <SelectField
            name="bankCode"
            label="paymentMethods.field.bank"
            hint="paymentMethods.field.bankHint"
            options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
            required
          />
          <TextField name="accountNumber" label="paymentMethods.field.accountNumber" inputMode="numeric" maxLength={15} required />
          {debitMode}
        </>
      );
    case 'REQUEST_TO_PAY':
      return (
        <>
          <TextField
            name="mobile"
            label="paymentMethods.field.mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
          />
          {debitMode}
        </>
      );
    case 'QR':
      return <p className="col-12 mb-0">{intl.formatMessage({ id: 'paymentMethods.qr.text' })}</p>;
    case 'MPASS':
    case 'EASYPASS':
      return (
        <>
          <TextField
            name="tagNumber"
            label={`paymentMethods.field.tagNumber.${codeKey(kind)}`}
            inputMode="numeric"
            maxLength={19}
            required
          />
          <TextField name="chipSerial" label="paymentMethods.field.chipSerial" maxLength={20} className="col-md-6" required />
          <TextField name="holderId" label="paymentMethods.field.holderId" maxLength={13} className="col-md-6" required />
          <TextField name="officeNumber" label="paymentMethods.field.officeNumber" maxLength={5} className="col-6 col-md-3" required />
          {debitMode}
        </>
      );
  }
}
