import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TInvoiceSummary } from '../api/invoices-api';
import { invoiceDetailPath } from '../api/invoice-queries';
import { Fact } from './fact';
import { InvoiceStatusBadge } from './status-badge';
import type { TInvoiceFormat } from './use-invoice-format';

/** The service days an invoice bills: a member's cycle, or a non-member's one day. */
export function ServicePeriod({
  invoice,
  format,
}: {
  invoice: Pick<TInvoiceSummary, 'serviceFrom' | 'serviceTo'>;
  format: TInvoiceFormat;
}) {
  return invoice.serviceFrom === invoice.serviceTo ? (
    <>{format.date(invoice.serviceFrom)}</>
  ) : (
    <FormattedMessage id="invoices.period" values={{ date: format.date(invoice.serviceFrom), to: format.date(invoice.serviceTo) }} />
  );
}

/** One invoice of the member's list: its number (a link to the detail), status, period, dates and total. */
export function InvoiceCard({ invoice, format }: { invoice: TInvoiceSummary; format: TInvoiceFormat }) {
  const titleId = `invoice-${invoice.invoiceNo}-title`;
  return (
    <li className="invoice-card" aria-labelledby={titleId} data-testid="invoice-card" data-invoice={invoice.invoiceNo}>
      <div className="invoice-card-head">
        <h2 id={titleId} className="invoice-card-title">
          <Link to={invoiceDetailPath(invoice.invoiceNo)}>
            <FormattedMessage id="invoices.card.title" values={{ code: invoice.invoiceNo }} />
          </Link>
        </h2>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <dl className="invoice-facts">
        <Fact label="invoices.field.servicePeriod">
          <ServicePeriod invoice={invoice} format={format} />
        </Fact>
        <Fact label="invoices.field.issuedAt">{format.dayOf(invoice.issuedAt)}</Fact>
        <Fact label="invoices.field.dueDate">{format.date(invoice.dueDate)}</Fact>
        <Fact label="invoices.field.passageCount">
          <FormattedMessage id="invoices.passageCount" values={{ count: invoice.passageCount }} />
        </Fact>
        <Fact label="invoices.amount.total" testId="invoice-card-total">
          <strong>{format.baht(invoice.totalAmount)}</strong>
        </Fact>
      </dl>
    </li>
  );
}
