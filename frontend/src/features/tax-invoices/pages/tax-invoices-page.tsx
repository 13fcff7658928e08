import '../../../shared/forms/forms.scss';
import '../tax-invoices.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import type { TTaxDocumentPage } from '@mflow/contracts/payment/tax-documents.contract';
import { countErrors } from '../../../shared/forms/error-count';
import { DateField } from '../../../shared/forms/date-field';
import { FormErrorSummary, TextField } from '../../../shared/forms/fields';
import { IconReceipt } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { isCompany } from '../../../shared/session/customer';
import { useSession } from '../../../shared/session/session-context';
import { serverClock } from '../../../shared/time/server-clock';
import { EMPTY_SEARCH, pageCountOf, searchQueryOf, ZTaxSearchFormSchema, type TTaxSearchForm } from '../api/search-form';
import { searchTaxDocuments } from '../api/tax-documents-api';
import { TaxDocumentItem } from '../components/tax-document-item';

/** Years the date fields offer: tax documents are kept for years. */
const YEARS_BACK = 5;

function SearchFields({ company, onSearch }: { company: boolean; onSearch: (values: TTaxSearchForm) => void }) {
  const form = useForm<TTaxSearchForm, unknown, z.output<typeof ZTaxSearchFormSchema>>({
    resolver: zodResolver(ZTaxSearchFormSchema),
    defaultValues: EMPTY_SEARCH,
  });
  const { errors, submitCount } = form.formState;
  const thisYear = Number(bangkokDateOf(serverClock.now()).slice(0, 4));
  const years = { fromYear: thisYear - YEARS_BACK, toYear: thisYear };
  return (
    <FormProvider {...form}>
      <form
        className="row g-3"
        role="search"
        aria-labelledby="tax-search-title"
        noValidate
        onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      >
        <h2 id="tax-search-title" className="h5 col-12">
          <FormattedMessage id="taxInvoices.search.title" />
        </h2>
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        <TextField name="number" label="taxInvoices.field.number" className="col-12 col-md-6" maxLength={20} autoComplete="off" />
        <TextField name="plate" label="taxInvoices.field.plate" className="col-12 col-md-6" maxLength={20} autoComplete="off" />
        <DateField name="issuedFrom" label="taxInvoices.field.issuedFrom" className="col-12 col-lg-6" {...years} />
        <DateField name="issuedTo" label="taxInvoices.field.issuedTo" className="col-12 col-lg-6" {...years} />
        {company ? (
          <TextField
            name="branch"
            label="taxInvoices.field.branch"
            hint="taxInvoices.field.branch.hint"
            className="col-12 col-md-6"
            maxLength={100}
            autoComplete="off"
          />
        ) : null}
        <div className="col-12">
          <button type="submit" className="btn btn-primary">
            <FormattedMessage id="taxInvoices.search.submit" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

function Results({ found, onPage }: { found: TTaxDocumentPage; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = pageCountOf(found.total, found.pageSize);
  if (found.documents.length === 0) {
    return (
      <p className="alert alert-info" data-testid="tax-documents-empty">
        <FormattedMessage id="taxInvoices.empty" />
      </p>
    );
  }
  return (
    <>
      <p className="mb-0" data-testid="tax-documents-total">
        <FormattedMessage id="taxInvoices.total" values={{ count: found.total }} />
      </p>
      <ul className="tax-documents" aria-label={intl.formatMessage({ id: 'taxInvoices.results' })}>
        {found.documents.map((document) => (
          <TaxDocumentItem key={`${document.kind}-${document.number}`} document={document} member />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="tax-documents-pager" aria-label={intl.formatMessage({ id: 'taxInvoices.pages' })}>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={found.page <= 1}
            onClick={() => onPage(found.page - 1)}
          >
            <FormattedMessage id="taxInvoices.newer" />
          </button>
          <span>
            <FormattedMessage id="taxInvoices.page" values={{ page: found.page, count: pages }} />
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={found.page >= pages}
            onClick={() => onPage(found.page + 1)}
          >
            <FormattedMessage id="taxInvoices.older" />
          </button>
        </nav>
      ) : null}
    </>
  );
}

/**
 * /mflow/taxinvoices (MENU00016, the e-tax invoice search): the member's tax invoices and credit
 * notes in one list, newest first, searched by number, issue dates and vehicle, and by branch for a
 * company; each downloads its PDF and can be e-mailed again (requirements/payments.md#e-tax-invoice-search).
 */
export function TaxInvoicesPage() {
  const { customer } = useSession();
  const company = customer ? isCompany(customer) : false;
  const [search, setSearch] = useState<{ form: TTaxSearchForm; page: number }>({ form: EMPTY_SEARCH, page: 1 });
  const [found, setFound] = useState<TTaxDocumentPage | 'failed'>();
  const searchFor = (next: { form: TTaxSearchForm; page: number }) => {
    setFound(undefined);
    setSearch(next);
  };
  useEffect(() => {
    const controller = new AbortController();
    searchTaxDocuments(searchQueryOf(search.form, search.page, company), controller.signal).then(
      (answer) => setFound(answer),
      () => {
        if (!controller.signal.aborted) setFound('failed');
      },
    );
    return () => controller.abort();
  }, [search, company]);
  return (
    <>
      <PageHeader titleId="screen.taxInvoices" leadId="taxInvoices.lead" icon={<IconReceipt size={32} />} />
      <div className="container tax-documents-page">
        <SearchFields company={company} onSearch={(form) => searchFor({ form, page: 1 })} />
        <div aria-live="polite" className="mt-3">
          {found === undefined ? (
            <PageLoading />
          ) : found === 'failed' ? (
            <p className="alert alert-danger">
              <FormattedMessage id="modal.error.generic" />
            </p>
          ) : (
            <Results found={found} onPage={(page) => searchFor({ ...search, page })} />
          )}
        </div>
      </div>
    </>
  );
}
