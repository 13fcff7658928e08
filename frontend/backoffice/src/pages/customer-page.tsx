import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useBaht } from '@mflow/ui/format/use-baht';
import { customerOverview } from '../api/customer-lookup-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { InvoiceStatusBadge } from '../components/invoice-parts';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { SubmittedAtCell } from '../components/queue-parts';

function Part({ id, count, children }: { id: string; count: number; children: ReactNode }) {
  return (
    <section className="card bo-card mb-3" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="card-header bo-card-header">
        <h2 id={`${id}-heading`} className="bo-card-title">
          <FormattedMessage id={`customer.${id}.heading`} />
        </h2>
        <span className="text-body-secondary small">
          <FormattedMessage id="customer.count" values={{ count }} />
        </span>
      </div>
      {count > 0 ? (
        children
      ) : (
        <p className="card-body mb-0 text-body-secondary">
          <FormattedMessage id="customer.none" />
        </p>
      )}
    </section>
  );
}

/** One customer as the call centre sees it: read only, the latest of each list, messages without their text. */
export function CustomerPage() {
  const intl = useIntl();
  const baht = useBaht();
  const { customerId = '' } = useParams();
  const load = useCallback((signal: AbortSignal) => customerOverview(staffApi, customerId, signal), [customerId]);
  const { loading, data, errors } = useLoad(customerId, load);

  return (
    <>
      <p className="mb-2">
        <Link to="/customers">
          <FormattedMessage id="customer.back" />
        </Link>
      </p>
      <PageTitle title={data?.account.displayName ?? intl.formatMessage({ id: 'customer.title' })} />
      {errors ? <ApiErrors errors={errors} /> : null}
      {!data && loading ? <LoadingBlock /> : null}
      {data ? (
        <>
          <section className="card bo-card mb-3" aria-labelledby="account-heading" data-testid="account">
            <div className="card-header bo-card-header">
              <h2 id="account-heading" className="bo-card-title">
                <FormattedMessage id="customer.account.heading" />
              </h2>
            </div>
            <dl className="card-body row mb-0">
              {(
                [
                  ['customer.account.reference', data.account.referenceCode],
                  ['customers.column.email', data.account.email],
                  ['customers.column.mobile', data.account.mobile],
                  ['customers.column.status', intl.formatMessage({ id: `status.${data.account.status}` })],
                  ['customer.account.registered', intl.formatDate(data.account.registeredAt, { dateStyle: 'medium', timeStyle: 'short' })],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="col-sm-6 col-lg-4 mb-2">
                  <dt className="small text-body-secondary">
                    <FormattedMessage id={label} />
                  </dt>
                  <dd className="mb-0">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <p className="mb-3">
            <Link to={`/customers/${encodeURIComponent(customerId)}/prepaid`} data-testid="customer-prepaid-link">
              <FormattedMessage id="customer.prepaid.link" />
            </Link>
          </p>
          <Part id="vehicles" count={data.vehicles.length}>
            <BoTable
              testId="customer-vehicles"
              captionId="customer.vehicles.heading"
              focusableScroll
              columns={[{ id: 'customer.vehicles.plate' }, { id: 'customer.account.reference' }, { id: 'customers.column.status' }]}
            >
              {data.vehicles.map((vehicle) => (
                <tr key={vehicle.vehicleId}>
                  <td className="bo-cell-stack">
                    <span>{vehicle.plateNumber}</span>
                    <span className="text-body-secondary small">{vehicle.provinceCode}</span>
                  </td>
                  <td className="font-monospace">{vehicle.referenceCode}</td>
                  <td className="font-monospace small">{vehicle.status}</td>
                </tr>
              ))}
            </BoTable>
          </Part>
          <Part id="invoices" count={data.invoices.length}>
            <BoTable
              testId="customer-invoices"
              focusableScroll
              captionId="customer.invoices.heading"
              columns={[{ id: 'invoices.column.number' }, { id: 'invoices.column.status' }, { id: 'invoices.column.total', align: 'end' }]}
            >
              {data.invoices.map((invoice) => (
                <tr key={invoice.invoiceNo}>
                  <td className="font-monospace">{invoice.invoiceNo}</td>
                  <td>
                    <InvoiceStatusBadge status={invoice.status} />
                  </td>
                  <td className="text-end">{baht(invoice.totalAmount)}</td>
                </tr>
              ))}
            </BoTable>
          </Part>
          <Part id="payments" count={data.payments.payments.length}>
            <BoTable
              testId="customer-payments"
              focusableScroll
              captionId="customer.payments.heading"
              columns={[
                { id: 'customer.payments.at' },
                { id: 'customer.payments.channel' },
                { id: 'customers.column.status' },
                { id: 'invoices.column.total', align: 'end' },
              ]}
            >
              {data.payments.payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <SubmittedAtCell at={payment.createdAt} />
                  <td className="font-monospace small">{payment.channel}</td>
                  <td className="font-monospace small">{payment.status}</td>
                  <td className="text-end">{baht(payment.amount)}</td>
                </tr>
              ))}
            </BoTable>
          </Part>
          <Part id="messages" count={data.messages.length}>
            <BoTable
              testId="customer-messages"
              focusableScroll
              captionId="customer.messages.heading"
              columns={[
                { id: 'customer.payments.at' },
                { id: 'customer.messages.channel' },
                { id: 'customer.messages.purpose' },
                { id: 'customers.column.status' },
              ]}
            >
              {data.messages.map((message, index) => (
                <tr key={`${message.createdAt}-${index}`}>
                  <SubmittedAtCell at={message.createdAt} />
                  <td className="bo-cell-stack">
                    <span>{message.channel}</span>
                    <span className="small text-body-secondary">{message.to}</span>
                  </td>
                  <td>{message.subject ?? <span className="font-monospace small">{message.purpose}</span>}</td>
                  <td className="font-monospace small">{message.status}</td>
                </tr>
              ))}
            </BoTable>
          </Part>
        </>
      ) : null}
    </>
  );
}
