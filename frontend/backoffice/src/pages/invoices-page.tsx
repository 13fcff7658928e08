import './billing-pages.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useBaht } from '@mflow/ui/format/use-baht';
import { invoiceSearchParams, listInvoicesForStaff, type InvoiceSearch, type TInvoiceSummary } from '../api/billing-api';
import { loadProvinceNames, nameOf, type MasterNames } from '../api/master-names';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { IconInbox } from '../components/icons';
import { BillingPeriod, DueDate, InvoiceStatusBadge } from '../components/invoice-parts';
import { LoadingBlock } from '../components/loading-block';
import { PageTitle } from '../components/page-title';
import { RefreshButton } from '../components/refresh-button';
import { WaiverForm } from '../components/waiver-form';
import { useLanguage } from '../preferences/language-context';
import { SearchForm } from './invoice-search-form';
import { searchOfParams } from './invoice-search';

const NO_NAMES: MasterNames = {};

type Waived = { from: string; replacement: TInvoiceSummary };

function InvoiceTable({
  invoices,
  selected,
  onSelect,
}: {
  invoices: TInvoiceSummary[];
  selected: string | undefined;
  onSelect: (invoiceNo: string) => void;
}) {
  const intl = useIntl();
  const baht = useBaht();
  return (
    <BoTable
      testId="invoice-table"
      captionId="invoices.caption"
      columns={[
        { id: 'invoices.column.number' },
        { id: 'invoices.column.period' },
        { id: 'invoices.column.stage' },
        { id: 'invoices.column.status' },
        { id: 'invoices.column.total', align: 'end' },
        { id: 'invoices.column.due' },
        { id: 'queue.column.actions', screenReaderOnly: true },
      ]}
    >
      {invoices.map((invoice) => {
        const isSelected = invoice.invoiceNo === selected;
        const which = intl.formatMessage({ id: 'invoices.selectWhich' }, { invoiceNo: invoice.invoiceNo });
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
              <button
                type="button"
                className="btn btn-outline-primary btn-sm text-nowrap"
                aria-pressed={isSelected}
                onClick={() => onSelect(invoice.invoiceNo)}
              >
                <FormattedMessage id="invoices.select" /> <span className="visually-hidden">{which}</span>
              </button>
            </td>
          </tr>
        );
      })}
    </BoTable>
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
    <Alert
      ref={ref}
      tabIndex={-1}
      variant="success"
      className="bo-alert"
      dismissible
      onClose={onClose}
      role="status"
      data-testid="waiver-notice"
    >
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

  const load = useCallback(
    (signal: AbortSignal) => (search ? listInvoicesForStaff(staffApi, search, signal) : Promise.resolve(undefined)),
    [search],
  );
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
      <FormattedMessage
        id="invoices.results.plate"
        values={{ value: `${search.plate} ${nameOf(names, 'provinces', search.province, language) ?? ''}`.trim() }}
      />
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
