import '../../../shared/forms/forms.scss';
import '../tax-invoices.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import type { TTaxDocument } from '@mflow/contracts/payment/tax-documents.contract';
import { ApiError } from '@mflow/ui/api/api-types';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary, TextField } from '../../../shared/forms/fields';
import { ZVisitorLookupFormSchema, type TVisitorLookupForm } from '../api/search-form';
import { findVisitorTaxInvoice } from '../api/tax-documents-api';
import { TaxDocumentItem } from './tax-document-item';

type TOutcome = { found: TTaxDocument } | { failed: unknown };

/**
 * A visitor finds one tax invoice by its number and the buyer's tax ID printed on it, downloads it
 * and has it e-mailed again to the buyer's address on it (requirements/payments.md#e-tax-invoice-search).
 */
export function VisitorTaxInvoiceLookup() {
  const [outcome, setOutcome] = useState<TOutcome>();
  const form = useForm<TVisitorLookupForm, unknown, z.output<typeof ZVisitorLookupFormSchema>>({
    resolver: zodResolver(ZVisitorLookupFormSchema),
    defaultValues: { taxInvoiceNo: '', taxId: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      setOutcome({ found: await findVisitorTaxInvoice(values) });
    } catch (error) {
      setOutcome({ failed: error });
    }
  });
  const refusal =
    outcome && 'failed' in outcome && outcome.failed instanceof ApiError ? outcome.failed.errors.map((item) => item.description) : [];
  return (
    <section className="tax-documents-page" aria-labelledby="tax-lookup-title" data-testid="visitor-tax-invoice-lookup">
      <FormProvider {...form}>
        <form className="row g-3" role="search" aria-labelledby="tax-lookup-title" noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 id="tax-lookup-title" className="h5 col-12">
            <FormattedMessage id="taxInvoices.visitor.title" />
          </h2>
          <p className="col-12 mb-0">
            <FormattedMessage id="taxInvoices.visitor.lead" />
          </p>
          <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
          <TextField
            name="taxInvoiceNo"
            label="taxInvoices.field.taxInvoiceNo"
            required
            className="col-12 col-md-6"
            maxLength={20}
            autoComplete="off"
          />
          <TextField
            name="taxId"
            label="taxInvoices.field.taxId"
            required
            className="col-12 col-md-6"
            maxLength={13}
            inputMode="numeric"
            autoComplete="off"
          />
          <div className="col-12">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              <FormattedMessage id="taxInvoices.visitor.submit" />
            </button>
          </div>
        </form>
      </FormProvider>
      <div aria-live="polite" className="mt-3">
        {outcome && 'found' in outcome ? (
          <ul className="tax-documents">
            <TaxDocumentItem document={outcome.found} member={false} />
          </ul>
        ) : outcome ? (
          <p className="alert alert-warning" data-testid="tax-lookup-failure">
            {refusal.length > 0 ? refusal.join(' ') : <FormattedMessage id="modal.error.generic" />}
          </p>
        ) : null}
      </div>
    </section>
  );
}
