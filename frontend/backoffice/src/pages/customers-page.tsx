import { useCallback, useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { findCustomers, type CustomerLookupField } from '../api/customer-lookup-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { BoTable } from '../components/bo-table';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';

const FIELDS: readonly CustomerLookupField[] = ['email', 'mobile', 'plate', 'invoiceNo'];

function fieldOf(value: string | null): CustomerLookupField {
  return FIELDS.find((field) => field === value) ?? 'email';
}

/** The call centre's look-up: a customer by e-mail, mobile, plate or invoice number. */
export function CustomersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const by = fieldOf(params.get('by'));
  const value = params.get('q')?.trim() ?? '';
  const [draft, setDraft] = useState({ by, value });
  const load = useCallback(
    (signal: AbortSignal) => (value ? findCustomers(staffApi, by, value, signal) : Promise.resolve(undefined)),
    [by, value],
  );
  const { loading, data, errors } = useLoad(`${by}:${value}`, load);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.value.trim()) setParams(new URLSearchParams({ by: draft.by, q: draft.value.trim() }));
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'customers.title' })} />
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="customers.lead" />
      </p>
      <form role="search" className="card bo-card mb-3" onSubmit={submit} aria-labelledby="customer-search-heading">
        <div className="card-header bo-card-header">
          <h2 id="customer-search-heading" className="bo-card-title">
            <FormattedMessage id="customers.search.heading" />
          </h2>
        </div>
        <div className="card-body row g-2 align-items-end">
          <Form.Group controlId="customer-search-by" className="col-sm-4">
            <Form.Label>
              <FormattedMessage id="customers.search.by" />
            </Form.Label>
            <Form.Select size="sm" value={draft.by} onChange={(event) => setDraft({ ...draft, by: fieldOf(event.target.value) })}>
              {FIELDS.map((field) => (
                <option key={field} value={field}>
                  {intl.formatMessage({ id: `customers.search.by.${field}` })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId="customer-search-value" className="col-sm-5">
            <Form.Label>
              <FormattedMessage id="customers.search.value" />
            </Form.Label>
            <Form.Control size="sm" required value={draft.value} onChange={(event) => setDraft({ ...draft, value: event.target.value })} />
          </Form.Group>
          <div className="col-sm-3">
            <button type="submit" className="btn btn-primary btn-sm">
              <FormattedMessage id="customers.search.submit" />
            </button>
          </div>
        </div>
      </form>
      {errors ? <ApiErrors errors={errors} /> : null}
      {value ? (
        <section className="card bo-card" aria-labelledby="customer-results-heading" aria-busy={loading}>
          <div className="card-header bo-card-header">
            <h2 id="customer-results-heading" className="bo-card-title">
              <FormattedMessage id="customers.results.heading" />
            </h2>
          </div>
          {!data && loading ? <LoadingBlock /> : null}
          {data && data.items.length === 0 ? (
            <div className="bo-empty" data-testid="customers-empty">
              <IconInbox size={40} />
              <p className="bo-empty-title">
                <FormattedMessage id="customers.results.empty" />
              </p>
            </div>
          ) : null}
          {data && data.items.length > 0 ? (
            <BoTable
              testId="customer-table"
              captionId="customers.results.caption"
              columns={[
                { id: 'customers.column.name' },
                { id: 'customers.column.email' },
                { id: 'customers.column.mobile' },
                { id: 'customers.column.status' },
              ]}
            >
              {data.items.map((customer) => (
                <tr key={customer.customerId} data-customer-id={customer.customerId}>
                  <td>
                    <Link to={`/customers/${customer.customerId}`}>{customer.displayName}</Link>
                    <span className="d-block small text-body-secondary font-monospace">{customer.referenceCode}</span>
                  </td>
                  <td>{customer.email}</td>
                  <td>{customer.mobile}</td>
                  <td>
                    <FormattedMessage id={`status.${customer.status}`} />
                  </td>
                </tr>
              ))}
            </BoTable>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
