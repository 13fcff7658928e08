import { FormattedMessage } from 'react-intl';
import type { TInvoiceSummary } from '../api/invoices-api';
import { timesToll } from './invoice-format';
import type { TInvoiceFormat } from './use-invoice-format';

function FeeLabel({ fee, toll, plain, times }: { fee: number; toll: number; plain: string; times: string }) {
  const multiple = timesToll(fee, toll);
  return multiple === undefined ? <FormattedMessage id={plain} /> : <FormattedMessage id={times} values={{ count: multiple }} />;
}

/** The amounts of an invoice (requirements/billing.md#invoice-fields): toll (VAT included, its VAT part shown), first and second late fee, fine, total. */
export function InvoiceAmounts({ invoice, format }: { invoice: TInvoiceSummary; format: TInvoiceFormat }) {
  return (
    <dl className="invoice-amounts" data-testid="invoice-amounts">
      <div data-amount="toll">
        <dt>
          <FormattedMessage id="invoices.amount.toll" />
        </dt>
        <dd>{format.baht(invoice.tollAmount)}</dd>
      </div>
      <div data-amount="vat" className="invoice-amount-part">
        <dt>
          <FormattedMessage id="invoices.amount.vat" />
        </dt>
        <dd>{format.baht(invoice.vatAmount)}</dd>
      </div>
      <div data-amount="firstLateFee">
        <dt>
          <FeeLabel
            fee={invoice.firstLateFee}
            toll={invoice.tollAmount}
            plain="invoices.amount.firstLateFee"
            times="invoices.amount.firstLateFeeTimes"
          />
        </dt>
        <dd>{format.baht(invoice.firstLateFee)}</dd>
      </div>
      <div data-amount="secondLateFee">
        <dt>
          <FeeLabel
            fee={invoice.secondLateFee}
            toll={invoice.tollAmount}
            plain="invoices.amount.secondLateFee"
            times="invoices.amount.secondLateFeeTimes"
          />
        </dt>
        <dd>{format.baht(invoice.secondLateFee)}</dd>
      </div>
      <div data-amount="fine">
        <dt>
          <FormattedMessage id="invoices.amount.fine" />
        </dt>
        <dd>{format.baht(invoice.fine)}</dd>
      </div>
      <div data-amount="total" className="invoice-amount-total">
        <dt>
          <FormattedMessage id="invoices.amount.total" />
        </dt>
        <dd>{format.baht(invoice.totalAmount)}</dd>
      </div>
    </dl>
  );
}
