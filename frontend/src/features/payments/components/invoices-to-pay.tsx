import { FormattedMessage } from 'react-intl';
import type { TPayableInvoice } from '../api/payments-api';
import { totalSatang } from '../api/card-payment';
import { Baht } from './amount';

/** What a payment pays: each invoice with its plate and amount, and the total charged once for all of them. */
export function InvoicesToPay({ invoices }: { invoices: readonly TPayableInvoice[] }) {
  return (
    <table className="payment-invoices" data-testid="payment-invoices">
      <caption>
        <FormattedMessage id="payments.card.invoices" values={{ count: invoices.length }} />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="payments.field.invoice" />
          </th>
          <th scope="col">
            <FormattedMessage id="payments.link.plate" />
          </th>
          <th scope="col" className="text-end">
            <FormattedMessage id="payments.field.amount" />
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.invoiceNo} data-testid="payment-invoice" data-invoice={invoice.invoiceNo}>
            <td className="font-monospace">{invoice.invoiceNo}</td>
            <td>{invoice.plate}</td>
            <td className="text-end">
              <Baht satang={invoice.totalAmount} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            <FormattedMessage id="payments.card.total" />
          </th>
          <td className="text-end" data-testid="payment-total">
            <Baht satang={totalSatang(invoices)} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
