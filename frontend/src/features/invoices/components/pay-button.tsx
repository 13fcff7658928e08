import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TInvoiceSummary } from '../api/invoices-api';

/** An open invoice's way to the payment page (requirements/payments.md#screens), for members and visitors alike. */
export function PayButton({ invoice }: { invoice: Pick<TInvoiceSummary, 'status' | 'invoiceNo'> }) {
  if (invoice.status === 'PAID' || invoice.status === 'CANCELLED') return null;
  return (
    <Link
      className="btn btn-warning"
      to={`/paymentinvoice?${new URLSearchParams({ invoiceNo: invoice.invoiceNo }).toString()}`}
      data-testid="invoice-pay"
    >
      <FormattedMessage id="invoices.pay" />
    </Link>
  );
}
