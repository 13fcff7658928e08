import './billing-pages.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBaht } from '../../../src/shared/format/use-baht';
import { invoiceSearchParams, listInvoicesForStaff, type InvoiceSearch, type TInvoiceSummary } from '../api/billing-api';
import { loadProvinceNames, nameOf, type MasterNames } from '../api/master-names';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { ApiErrors } from '../components/api-errors';
import { IconInbox } from '../components/icons';
import { BillingPeriod, DueDate, InvoiceStatusBadge } from '../components/invoice-parts';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { RefreshButton } from '../components/refresh-button';
import { WaiverForm } from '../components/waiver-form';
import { useLanguage } from '../preferences/language-context';
import { formOfParams, PLATE_MAX, searchOfForm, searchOfParams, ZInvoiceSearchFormSchema, type TInvoiceSearchForm } from './invoice-search';

const NO_NAMES: MasterNames = {};

type Waived = { from: string; replacement: TInvoiceSummary };

function SearchForm({ paramsKey, provinces, onSearch }: { paramsKey: string; provinces: MasterNames; onSearch: (search: InvoiceSearch) => void }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const form = useForm<TInvoiceSearchForm>({ resolver: zodResolver(ZInvoiceSearchFormSchema), defaultValues: formOfParams(new URLSearchParams(paramsKey)) });
  const { reset, control } = form;
  const by = useWatch({ control, name: 'by' });

  // The address changed some other way (the menu, back and forward): the form shows what it asks for.
  useEffect(() => {
    reset(formOfParams(new URLSearchParams(paramsKey)));
  }, [paramsKey, reset]);

  const provinceOptions = useMemo(
    () =>
      [...(provinces.provinces?.values() ?? [])]
        .map((item) => ({ code: item.code, name: language === 'EN' ? item.nameEn : item.nameTh }))
        .sort((a, b) => a.name.localeCompare(b.name, intl.locale)),
    [provinces, language, intl.locale],
  );

  const problem = (field: keyof TInvoiceSearchForm) => {
    const message = form.formState.errors[field]?.message;
    return message ? intl.formatMessage({ id: message }, { max: PLATE_MAX }) : undefined;
  };
  const described = (id: string, error: string | undefined, help = false) =>
    [help ? `${id}-help` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const customerIdError = problem('customerId');
  const plateError = problem('plate');
  const provinceError = problem('province');

  return (
    <section className="card bo-card mb-3" aria-labelledby="invoice-search-heading">
      <div className="card-header bo-card-header">
        <h2 id="invoice-search-heading" className="bo-card-title">
          <FormattedMessage id="invoices.search.heading" />
        </h2>
      </div>
      <Form noValidate className="card-body" onSubmit={(event) => void form.handleSubmit((values) => onSearch(searchOfForm(values)))(event)} data-testid="invoice-search">
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">
            <FormattedMessage id="invoices.search.by" />
          </legend>
          <Form.Check inline type="radio" id="invoice-search-by-customer" value="customer" label={intl.formatMessage({ id: 'invoices.search.by.customer' })} {...form.register('by')} />
          <Form.Check inline type="radio" id="invoice-search-by-plate" value="plate" label={intl.formatMessage({ id: 'invoices.search.by.plate' })} {...form.register('by')} />
        </fieldset>
        <div className="row g-3 align-items-start">
          {by === 'customer' ? (
            <Form.Group controlId="invoice-customer-id" className="col-md-8">
              <Form.Label>
                <FormattedMessage id="invoices.search.customerId" />
              </Form.Label>
              <Form.Control
                type="text"
                className="font-monospace"
                autoComplete="off"
                spellCheck={false}
                isInvalid={Boolean(customerIdError)}
                aria-invalid={Boolean(customerIdError)}
                aria-describedby={described('invoice-customer-id', customerIdError, true)}
                {...form.register('customerId')}
              />
              <Form.Text id="invoice-customer-id-help" className="d-block">
                <FormattedMessage id="invoices.search.customerId.help" />
              </Form.Text>
              <Form.Control.Feedback type="invalid" id="invoice-customer-id-error">
                {customerIdError}
              </Form.Control.Feedback>
            </Form.Group>
          ) : (
            <>
              <Form.Group controlId="invoice-plate" className="col-md-4">
                <Form.Label>
                  <FormattedMessage id="invoices.search.plate" />
                </Form.Label>
                <Form.Control
                  type="text"
                  autoComplete="off"
                  maxLength={PLATE_MAX}
                  isInvalid={Boolean(plateError)}
                  aria-invalid={Boolean(plateError)}
                  aria-describedby={described('invoice-plate', plateError, true)}
                  {...form.register('plate')}
                />
                <Form.Text id="invoice-plate-help" className="d-block">
                  <FormattedMessage id="invoices.search.plate.help" />
                </Form.Text>
                <Form.Control.Feedback type="invalid" id="invoice-plate-error">
                  {plateError}
                </Form.Control.Feedback>
              </Form.Group>
              <Form.Group controlId="invoice-province" className="col-md-4">
                <Form.Label>
                  <FormattedMessage id="invoices.search.province" />
                </Form.Label>
                <Form.Select
                  isInvalid={Boolean(provinceError)}
                  aria-invalid={Boolean(provinceError)}
                  aria-describedby={described('invoice-province', provinceError)}
                  {...form.register('province')}
                >
                  <option value="">{intl.formatMessage({ id: 'invoices.search.province.choose' })}</option>
                  {provinceOptions.map((option) => (
                    <option key={option.code} value={option.code}>
                      {option.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid" id="invoice-province-error">
                  {provinceError}
                </Form.Control.Feedback>
              </Form.Group>
            </>
          )}
          <div className="col-md-auto bo-search-submit">
            <button type="submit" className="btn btn-primary">
              <FormattedMessage id="invoices.search.submit" />
            </button>
          </div>
        </div>
      </Form>
    </section>
  );
}

function InvoiceTable({ invoices, selected, onSelect }: { invoices: TInvoiceSummary[]; selected: string | undefined; onSelect: (invoiceNo: string) => void }) {
  const intl = useIntl();
  const baht = useBaht();
  return (
    <div className="table-responsive bo-table-wrap">
      <Table hover size="sm" className="bo-table mb-0" data-testid="invoice-table">
        <caption className="visually-hidden">
          <FormattedMessage id="invoices.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="invoices.column.number" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.column.period" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.column.stage" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.column.status" />
            </th>
            <th scope="col" className="text-end">
              <FormattedMessage id="invoices.column.total" />
            </th>
            <th scope="col">
              <FormattedMessage id="invoices.column.due" />
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <FormattedMessage id="queue.column.actions" />
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => {
            const isSelected = invoice.invoiceNo === selected;
            return (
              <tr
                key={invoice.invoiceNo}
                data-invoice-no={invoice.invoiceNo}
                data-stage={invoice.stage}
                data-status={invoice.status}
                className={isSelected ? 'table-active' : undefined}
              >
                <td className="bo-cell-stack">
                  <span className="font-monospace fw-semibold">{invoice.invoiceNo}</span>
                  {invoice.plate ? <span className="small text-body-secondary">{invoice.plate}</span> : null}
                </td>
                <td className="text-nowrap">
                  <BillingPeriod invoice={invoice} />
                </td>
                <td>
                  <FormattedMessage id={`invoiceStage.${invoice.stage}`} />
                </td>
                <td>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="text-end text-nowrap" data-testid="invoice-total">
                  {baht(invoice.totalAmount)}
                </td>
                <td className="text-nowrap">
                  <DueDate invoice={invoice} />
                </td>
                <td className="text-end">
                  <button type="button" className="btn btn-outline-primary btn-sm text-nowrap" aria-pressed={isSelected} onClick={() => onSelect(invoice.invoiceNo)}>
                    <FormattedMessage id="invoices.select" />
                    <span className="visually-hidden"> {intl.formatMessage({ id: 'invoices.selectWhich' }, { invoiceNo: invoice.invoiceNo })}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

function WaivedNotice({ waived, onClose }: { waived: Waived; onClose: () => void }) {
  const baht = useBaht();
  const ref = useRef<HTMLDivElement>(null);
  // The selected invoice's card is gone: the keyboard goes to what replaced it.
  useEffect(() => {
    ref.current?.focus();
  }, [waived]);
  const { replacement } = waived;
  return (
    <Alert ref={ref} tabIndex={-1} variant="success" className="bo-alert" dismissible onClose={onClose} role="status" data-testid="waiver-notice">
      <FormattedMessage
        id="waiver.done"
        values={{
          invoiceNo: waived.from,
          newInvoiceNo: <strong className="font-monospace">{replacement.invoiceNo}</strong>,
          amount: baht(replacement.totalAmount),
          date: <FormattedDate value={replacement.dueAt} dateStyle="medium" />,
        }}
      />
    </Alert>
  );
}

/** Staff look-up of a customer's or a plate's invoices, newest first, and the waiver of one invoice's fees. */
export function InvoicesPage() {
  const intl = useIntl();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const search = useMemo(() => searchOfParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const [selected, setSelected] = useState<string>();
  const [waived, setWaived] = useState<Waived>();

  const loadProvinces = useCallback(() => loadProvinceNames(staffApi), []);
  const provinces = useLoad('provinces', loadProvinces);
  const names = provinces.data ?? NO_NAMES;

  const load = useCallback((signal: AbortSignal) => (search ? listInvoicesForStaff(staffApi, search, signal) : Promise.resolve(undefined)), [search]);
  const searchKey = search ? invoiceSearchParams(search).toString() : '';
  const { loading, data, errors, reload } = useLoad(searchKey, load);
  const invoices = data?.invoices;
  const chosen = invoices?.find((invoice) => invoice.invoiceNo === selected);

  const onSearch = (next: InvoiceSearch) => {
    setSelected(undefined);
    setWaived(undefined);
    const nextParams = invoiceSearchParams(next);
    if (nextParams.toString() === searchKey) reload();
    else setParams(nextParams);
  };

  const subject =
    search?.by === 'customer' ? (
      <FormattedMessage id="invoices.results.customer" values={{ value: <span className="font-monospace">{search.customerId}</span> }} />
    ) : search ? (
      <FormattedMessage id="invoices.results.plate" values={{ value: `${search.plate} ${nameOf(names, 'provinces', search.province, language) ?? ''}`.trim() }} />
    ) : null;

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'invoices.title' })}>
        {search ? <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} /> : null}
      </PageTitle>
      {provinces.errors ? <ApiErrors errors={provinces.errors} /> : null}
      {/* The province list comes first: a select given the address's province before its options would show none. */}
      {provinces.data || provinces.errors ? <SearchForm paramsKey={paramsKey} provinces={names} onSearch={onSearch} /> : <LoadingBlock />}

      {waived ? <WaivedNotice waived={waived} onClose={() => setWaived(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}

      {search ? (
        <section className="card bo-card" aria-labelledby="invoice-results-heading" aria-busy={loading} data-testid="invoice-results">
          <div className="card-header bo-card-header">
            <h2 id="invoice-results-heading" className="bo-card-title">
              {subject}
            </h2>
            {invoices ? (
              <span className="text-body-secondary small" data-testid="invoice-count">
                <FormattedMessage id="invoices.count" values={{ total: invoices.length }} />
              </span>
            ) : null}
          </div>
          {!invoices && loading ? <LoadingBlock /> : null}
          {invoices && invoices.length === 0 ? (
            <div className="bo-empty" data-testid="invoice-empty">
              <IconInbox size={40} />
              <p className="bo-empty-title">
                <FormattedMessage id="invoices.empty" />
              </p>
            </div>
          ) : null}
          {invoices && invoices.length > 0 ? (
            <InvoiceTable
              invoices={invoices}
              selected={selected}
              onSelect={(invoiceNo) => {
                setWaived(undefined);
                setSelected(invoiceNo);
              }}
            />
          ) : null}
        </section>
      ) : (
        <p className="text-body-secondary" data-testid="invoice-start">
          <FormattedMessage id="invoices.start" />
        </p>
      )}

      {chosen ? (
        <WaiverForm
          key={chosen.invoiceNo}
          invoice={chosen}
          onWaived={(replacement) => {
            setSelected(undefined);
            setWaived({ from: chosen.invoiceNo, replacement });
            reload();
          }}
          onRefused={reload}
        />
      ) : null}
    </>
  );
}
