import '../invoices.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { z } from 'zod';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary, RadioGroupField, SelectField, TextField } from '../../../shared/forms/fields';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { findOpenInvoices, type TInvoiceDetail } from '../api/invoices-api';
import { invoiceDetailPath, publicSearchOf, ZPublicSearchFormSchema, type TPublicSearchForm } from '../api/invoice-queries';
import { Fact } from '../components/fact';
import { FailureNotice, isNoOutstandingBills } from '../components/failure-notice';
import { InvoiceAmounts } from '../components/invoice-amounts';
import { ServicePeriod } from '../components/invoice-card';
import { groupReference } from '../components/invoice-format';
import { unpaidTimeline } from '../components/invoice-timeline';
import { PassageList } from '../components/passage-list';
import { PayButton } from '../components/pay-button';
import { InvoiceStatusBadge } from '../components/status-badge';
import { useInvoiceFormat, type TInvoiceFormat } from '../components/use-invoice-format';

const MODES = [
  { value: 'plate', label: 'invoices.search.byPlate' },
  { value: 'invoiceNo', label: 'invoices.search.byInvoiceNo' },
  { value: 'refCode', label: 'invoices.search.byReference' },
] as const;

type Outcome = { found: TInvoiceDetail[] } | { failed: unknown };

/** The next fee ahead and its date, so a visitor sees what waiting costs before it happens. */
function NextFee({ invoice, format }: { invoice: TInvoiceDetail; format: TInvoiceFormat }) {
  const next = unpaidTimeline(invoice).find((item) => item.added > 0);
  if (!next) return null;
  return (
    <p className="invoice-next-fee" data-testid="invoice-next-fee">
      <FormattedMessage id="invoices.search.nextFee" values={{ date: format.dateTime(next.at), value: format.baht(next.totalAmount) }} />
    </p>
  );
}

function OpenInvoiceCard({ invoice, format }: { invoice: TInvoiceDetail; format: TInvoiceFormat }) {
  const titleId = `open-invoice-${invoice.invoiceNo}-title`;
  return (
    <li className="invoice-card open-invoice" aria-labelledby={titleId} data-testid="open-invoice" data-invoice={invoice.invoiceNo}>
      <div className="invoice-card-head">
        <h3 id={titleId} className="invoice-card-title">
          <FormattedMessage id="invoices.card.title" values={{ code: invoice.invoiceNo }} />
        </h3>
        <InvoiceStatusBadge status={invoice.status} />
      </div>
      <dl className="invoice-facts">
        {invoice.plate ? (
          <Fact label="invoices.field.plate">
            {invoice.plate} {format.province(invoice.province)}
          </Fact>
        ) : null}
        <Fact label="invoices.field.reference">
          <span className="font-monospace">{groupReference(invoice.refNo)}</span>
        </Fact>
        <Fact label="invoices.field.servicePeriod">
          <ServicePeriod invoice={invoice} format={format} />
        </Fact>
        <Fact label="invoices.field.dueDate" testId="open-invoice-due">
          <strong>{format.date(invoice.dueDate)}</strong>
        </Fact>
      </dl>
      <InvoiceAmounts invoice={invoice} format={format} />
      <NextFee invoice={invoice} format={format} />
      <h4 className="open-invoice-lines-title">
        <FormattedMessage id="invoices.lines.title" values={{ count: invoice.lines.length }} />
      </h4>
      <PassageList lines={invoice.lines} format={format} showPlate={invoice.kind === 'MEMBER'} />
      {invoice.lines.length === 0 && invoice.passageCount > 0 ? (
        <p className="form-text" data-testid="passages-withheld">
          <FormattedMessage id="invoices.search.passagesWithheld" />
        </p>
      ) : null}
      <div className="invoice-actions">
        <PayButton invoice={invoice} />
        <Link className="btn btn-outline-primary" to={invoiceDetailPath(invoice.invoiceNo)}>
          <FormattedMessage id="invoices.search.details" />
        </Link>
      </div>
    </li>
  );
}

function Results({ outcome }: { outcome: Outcome }) {
  const intl = useIntl();
  const format = useInvoiceFormat();
  if ('failed' in outcome)
    return (
      <>
        <FailureNotice error={outcome.failed} />
        {isNoOutstandingBills(outcome.failed) ? (
          <p data-testid="members-sign-in">
            <FormattedMessage id="invoices.search.membersSignIn" />
            <Link className="ms-1" to="/login">
              <FormattedMessage id="invoices.search.signIn" />
            </Link>
          </p>
        ) : null}
      </>
    );
  const total = outcome.found.reduce((sum, invoice) => sum + invoice.totalAmount, 0);
  return (
    <section className="open-invoices" aria-labelledby="open-invoices-title" data-testid="open-invoices">
      <h2 id="open-invoices-title" className="invoice-section-title">
        <FormattedMessage id="invoices.search.owed" values={{ count: outcome.found.length, value: format.baht(total) }} />
      </h2>
      <ul className="invoice-list is-wide" aria-label={intl.formatMessage({ id: 'invoices.search.results' })}>
        {outcome.found.map((invoice) => (
          <OpenInvoiceCard key={invoice.invoiceNo} invoice={invoice} format={format} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /mflow/unuserpayment (MENU00020): a visitor finds what is owed by licence plate and province, by
 * invoice number or by the 18-digit payment reference (checked here before it is sent), with no
 * account. Paying comes with the payments work.
 */
export function NonMemberPaymentPage() {
  const format = useInvoiceFormat();
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<TPublicSearchForm, unknown, z.output<typeof ZPublicSearchFormSchema>>({
    resolver: zodResolver(ZPublicSearchFormSchema),
    defaultValues: { by: 'plate', invoiceNo: '', plate: '', province: '', refCode: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const by = useWatch({ control: form.control, name: 'by' });
  const provinces = format.provinces?.map((item) => ({ value: item.code, label: item.name }));
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      setOutcome({ found: await findOpenInvoices(publicSearchOf(values)) });
    } catch (error) {
      setOutcome({ failed: error });
    }
  });
  return (
    <>
      <PageHeader titleId="screen.nonMemberPayment" leadId="invoices.search.lead" icon={<IconWallet size={32} />} />
      <div className="container invoices-page">
        <section className="invoice-section">
          <FormProvider {...form}>
            <form
              className="row g-3"
              role="search"
              aria-labelledby="open-search-title"
              noValidate
              onSubmit={(event) => void onSubmit(event)}
            >
              <h2 id="open-search-title" className="invoice-section-title col-12">
                <FormattedMessage id="invoices.search.title" />
              </h2>
              <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
              <RadioGroupField name="by" label="invoices.search.by" options={MODES} inline />
              {by === 'plate' ? (
                <>
                  <TextField
                    name="plate"
                    label="invoices.field.plate"
                    hint="invoices.field.plate.hint"
                    required
                    className="col-12 col-md-6"
                    maxLength={20}
                    autoComplete="off"
                  />
                  <SelectField name="province" label="invoices.field.province" options={provinces} required className="col-12 col-md-6" />
                </>
              ) : null}
              {by === 'invoiceNo' ? (
                <TextField
                  name="invoiceNo"
                  label="invoices.field.invoiceNo"
                  hint="invoices.field.invoiceNo.hint"
                  required
                  className="col-12 col-md-8"
                  maxLength={20}
                  autoComplete="off"
                />
              ) : null}
              {by === 'refCode' ? (
                <TextField
                  name="refCode"
                  label="invoices.field.reference"
                  hint="invoices.field.reference.hint"
                  required
                  className="col-12 col-md-8"
                  inputMode="numeric"
                  maxLength={24}
                  autoComplete="off"
                />
              ) : null}
              <div className="col-12">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  <FormattedMessage id="invoices.search.submit" />
                </button>
              </div>
            </form>
          </FormProvider>
        </section>
        <div aria-live="polite">{outcome ? <Results outcome={outcome} /> : null}</div>
        <p className="mt-4" data-testid="visitor-dispute-link">
          <FormattedMessage id="invoices.search.disputeQuestion" />
          <Link className="ms-1" to="/dispute/visitor">
            <FormattedMessage id="invoices.search.dispute" />
          </Link>
        </p>
      </div>
    </>
  );
}
