import '../invoices.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { INVOICE_STATUSES } from '@mflow/contracts/billing/ladder';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { DateField } from '../../../shared/forms/date-field';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { IconInvoice } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { serverClock } from '../../../shared/time/server-clock';
import { searchInvoices, type TInvoicePage } from '../api/invoices-api';
import {
  filterOfQuery,
  isFiltered,
  queryFromParams,
  queryOfFilter,
  searchParamsOf,
  ZInvoiceFilterFormSchema,
  type TInvoiceFilterForm,
} from '../api/invoice-queries';
import { InvoiceCard } from '../components/invoice-card';
import { SearchForm } from '../components/search-form';
import { STATUS_LABEL } from '../components/invoice-labels';
import { useInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';

/** Years the date filters offer: invoices are kept for years, and due dates run a month or so ahead. */
const YEARS_BACK = 5;

function FilterForm({
  initial,
  onSearch,
  onClear,
}: {
  initial: TInvoiceFilterForm;
  onSearch: (values: TInvoiceFilterForm) => void;
  onClear: () => void;
}) {
  const intl = useIntl();
  const format = useInvoiceFormat();
  const form = useForm<TInvoiceFilterForm, unknown, z.output<typeof ZInvoiceFilterFormSchema>>({
    resolver: zodResolver(ZInvoiceFilterFormSchema),
    defaultValues: initial,
  });
  const thisYear = Number(bangkokDateOf(serverClock.now()).slice(0, 4));
  const years = { fromYear: thisYear - YEARS_BACK, toYear: thisYear + 1 };
  const statuses = INVOICE_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: STATUS_LABEL[status] }) }));
  const provinces = format.provinces?.map((item) => ({ value: item.code, label: item.name }));
  const classes = format.classes?.map((item) => ({ value: item.code, label: item.name }));
  return (
    <SearchForm
      form={form}
      headingId="invoice-filter-title"
      titleId="invoices.filter.title"
      className="invoice-filter"
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      onClear={onClear}
    >
      <TextField name="invoiceNo" label="invoices.field.invoiceNo" className="col-12 col-md-6 col-lg-4" maxLength={20} autoComplete="off" />
      <SelectField
        name="status"
        label="invoices.field.status"
        options={statuses}
        placeholder="invoices.filter.any"
        className="col-12 col-md-6 col-lg-4"
      />
      <TextField
        name="plate"
        label="invoices.field.plate"
        hint="invoices.field.plate.hint"
        className="col-12 col-md-6 col-lg-4"
        maxLength={20}
        autoComplete="off"
      />
      <SelectField
        name="province"
        label="invoices.field.province"
        options={provinces}
        placeholder="invoices.filter.any"
        className="col-12 col-md-6 col-lg-4"
      />
      <SelectField
        name="categoryGroup"
        label="invoices.field.categoryGroup"
        options={classes}
        placeholder="invoices.filter.any"
        className="col-12 col-md-6 col-lg-4"
      />
      <DateField name="issuedFrom" label="invoices.field.issuedFrom" className="col-12 col-lg-6" {...years} />
      <DateField name="issuedTo" label="invoices.field.issuedTo" className="col-12 col-lg-6" {...years} />
      <DateField name="dueFrom" label="invoices.field.dueFrom" className="col-12 col-lg-6" {...years} />
      <DateField name="dueTo" label="invoices.field.dueTo" className="col-12 col-lg-6" {...years} />
    </SearchForm>
  );
}

function Pager({ page, searchFor }: { page: TInvoicePage; searchFor: (pageNo: number) => string }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (pages === 1) return null;
  return (
    <nav className="invoice-pager" aria-label={intl.formatMessage({ id: 'invoices.pager.label' })}>
      {page.page > 1 ? (
        <Link className="btn btn-outline-primary btn-sm" to={searchFor(page.page - 1)}>
          <FormattedMessage id="invoices.pager.previous" />
        </Link>
      ) : null}
      <span>
        <FormattedMessage id="invoices.pager.status" values={{ page: page.page, count: pages }} />
      </span>
      {page.page < pages ? (
        <Link className="btn btn-outline-primary btn-sm" to={searchFor(page.page + 1)}>
          <FormattedMessage id="invoices.pager.next" />
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The member's invoices with the search filter of requirements/billing.md#invoice-search (number, plate, province, category group,
 * issue and due dates) and the status. The filter lives in the address, so going back from an
 * invoice finds the same search.
 */
export function InvoicesPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const format = useInvoiceFormat();
  const isActive = useMenuActive();
  const [params, setParams] = useSearchParams();
  // The form keeps what its date fields show; a cleared filter starts a fresh form.
  const [formRound, setFormRound] = useState(0);
  const query = useMemo(() => queryFromParams(params), [params]);
  const queryString = searchParamsOf(query).toString();
  const load = useCallback((signal: AbortSignal) => searchInvoices(query, signal), [query]);
  const state = useLoad(`${language}|${queryString}`, load);
  const searchFor = (pageNo: number) => `?${searchParamsOf({ ...query, page: pageNo }).toString()}`;

  return (
    <>
      <PageHeader titleId="screen.invoices" leadId="invoices.list.lead" icon={<IconInvoice size={32} />} />
      <div className="container invoices-page">
        {isActive(MENU.payToll) ? (
          <p className="invoice-cross-link">
            <Link to="/accruallist">
              <FormattedMessage id="invoices.list.toAccruals" />
            </Link>
          </p>
        ) : null}
        <section className="invoice-section">
          <FilterForm
            key={formRound}
            initial={filterOfQuery(query)}
            onSearch={(values) => setParams(searchParamsOf(queryOfFilter(values)))}
            onClear={() => {
              setFormRound((round) => round + 1);
              setParams(new URLSearchParams());
            }}
          />
        </section>
        <div aria-live="polite">
          {state.status === 'loading' ? (
            <PageLoading />
          ) : state.status === 'failed' ? (
            <p className="alert alert-danger">
              <FormattedMessage id="modal.error.generic" />
            </p>
          ) : state.value.invoices.length === 0 ? (
            <p className="invoices-empty" data-testid="invoices-empty">
              <FormattedMessage id={isFiltered(query) ? 'invoices.list.noMatch' : 'invoices.list.empty'} />
            </p>
          ) : (
            <>
              <p className="invoice-count" data-testid="invoice-count">
                <FormattedMessage id="invoices.list.count" values={{ count: state.value.total }} />
              </p>
              <ul className="invoice-list" aria-label={intl.formatMessage({ id: 'screen.invoices' })}>
                {state.value.invoices.map((invoice) => (
                  <InvoiceCard key={invoice.invoiceNo} invoice={invoice} format={format} />
                ))}
              </ul>
              <Pager page={state.value} searchFor={searchFor} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
