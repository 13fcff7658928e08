import '../../../shared/forms/forms.scss';
import '../payments.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary, SelectField, TextField } from '../../../shared/forms/fields';
import { IconReceipt } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useMasterList } from '../../../shared/master/use-master-list';
import type { TReprintQuery } from '@mflow/contracts/payment/receipts.contract';
import { ApiError } from '@mflow/ui/api/api-types';
import { findReceipts, type TReprintedReceipt } from '../api/receipts-api';
import { ZReprintFormSchema, type TReprintForm } from '../api/reprint-form';
import { Baht } from '../components/amount';
import { DocumentButton } from '../components/document-button';
import { VisitorTaxInvoiceForm } from '../components/visitor-tax-invoice-form';

type Outcome = { found: TReprintedReceipt[]; query: TReprintQuery } | { failed: unknown };

/** The API's own words for a refusal (a plate that does not match says so), or the generic one. */
function Failure({ error }: { error: unknown }) {
  const descriptions = error instanceof ApiError ? error.errors.map((item) => item.description) : [];
  return (
    <p className="alert alert-warning" data-testid="reprint-failure">
      {descriptions.length > 0 ? descriptions.join(' ') : <FormattedMessage id="modal.error.generic" />}
    </p>
  );
}

/** The receipt's tax invoice once issued, or the button that opens the form asking for it. */
function TaxInvoice({
  receipt,
  query,
  onIssued,
}: {
  receipt: TReprintedReceipt;
  query: TReprintQuery;
  onIssued: (receipt: TReprintedReceipt) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (receipt.taxInvoiceNo && receipt.taxInvoicePdfPath) {
    return (
      <DocumentButton
        path={receipt.taxInvoicePdfPath}
        number={receipt.taxInvoiceNo}
        member={false}
        labelId="payments.history.taxInvoice"
        testId="reprint-tax-invoice-download"
      />
    );
  }
  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        data-testid="reprint-tax-invoice-request"
        onClick={() => setAsking(true)}
      >
        <FormattedMessage id="payments.history.requestTaxInvoice" />
      </button>
    );
  }
  return (
    <VisitorTaxInvoiceForm
      receiptNo={receipt.receiptNo}
      query={query}
      onIssued={(issued) => onIssued({ ...receipt, taxInvoiceNo: issued.taxInvoiceNo, taxInvoicePdfPath: issued.pdfPath })}
    />
  );
}

function Receipts({
  receipts,
  query,
  onIssued,
}: {
  receipts: TReprintedReceipt[];
  query: TReprintQuery;
  onIssued: (receipt: TReprintedReceipt) => void;
}) {
  const intl = useIntl();
  return (
    <ul className="payment-history" aria-label={intl.formatMessage({ id: 'payments.reprint.results' })}>
      {receipts.map((receipt) => (
        <li key={receipt.receiptNo} className="payment-history-item" data-testid="reprint-receipt" data-receipt={receipt.receiptNo}>
          <div className="d-flex justify-content-between gap-2 flex-wrap">
            <strong>
              <Baht satang={receipt.amount} />
            </strong>
            <span className="font-monospace">{receipt.receiptNo}</span>
          </div>
          <p className="mb-1 payment-summary">
            <span>
              <FormattedDate value={receipt.paidAt} dateStyle="medium" timeStyle="short" />
            </span>
            <span>
              <FormattedMessage id={`payments.channel.${receipt.channel.toLowerCase()}`} />
            </span>
            <span>{receipt.invoiceNos.join(', ')}</span>
          </p>
          <p className="mb-2">
            <FormattedMessage id="payments.reprint.vat" /> <Baht satang={receipt.vatAmount} />
          </p>
          <div className="payment-documents">
            <DocumentButton
              path={receipt.pdfPath}
              number={receipt.receiptNo}
              member={false}
              labelId="payments.history.receipt"
              testId="reprint-download"
            />
            <TaxInvoice receipt={receipt} query={query} onIssued={onIssued} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * /mflow/nonm-reprint (MENU00023): a visitor reprints the receipts of a paid invoice with no
 * account, proving it is theirs by the invoice number and the plate and province it was billed to,
 * and asks for a company's full tax invoice of one of them.
 */
export function ReceiptReprintPage() {
  const provinces = useMasterList('provinces')?.map((item) => ({ value: item.code, label: item.name }));
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<TReprintForm, unknown, z.output<typeof ZReprintFormSchema>>({
    resolver: zodResolver(ZReprintFormSchema),
    defaultValues: { invoiceNo: '', plate: '', province: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const query = { ...values, invoiceNo: values.invoiceNo.toUpperCase() };
    try {
      setOutcome({ found: (await findReceipts(query)).receipts, query });
    } catch (error) {
      setOutcome({ failed: error });
    }
  });
  return (
    <>
      <PageHeader titleId="screen.nonMemberReprint" leadId="payments.reprint.lead" icon={<IconReceipt size={32} />} />
      <div className="container payments-page">
        <FormProvider {...form}>
          <form className="row g-3" role="search" aria-labelledby="reprint-title" noValidate onSubmit={(event) => void onSubmit(event)}>
            <h2 id="reprint-title" className="h5 col-12">
              <FormattedMessage id="payments.reprint.title" />
            </h2>
            <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
            <TextField name="invoiceNo" label="payments.reprint.invoiceNo" required className="col-12" maxLength={20} autoComplete="off" />
            <TextField name="plate" label="payments.reprint.plate" required className="col-12 col-md-6" maxLength={20} autoComplete="off" />
            <SelectField name="province" label="payments.reprint.province" options={provinces} required className="col-12 col-md-6" />
            <div className="col-12">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                <FormattedMessage id="payments.reprint.submit" />
              </button>
            </div>
          </form>
        </FormProvider>
        <div aria-live="polite" className="mt-3">
          {outcome ? (
            'failed' in outcome ? (
              <Failure error={outcome.failed} />
            ) : (
              <Receipts
                receipts={outcome.found}
                query={outcome.query}
                onIssued={(issued) =>
                  setOutcome({
                    ...outcome,
                    found: outcome.found.map((receipt) => (receipt.receiptNo === issued.receiptNo ? issued : receipt)),
                  })
                }
              />
            )
          ) : null}
        </div>
      </div>
    </>
  );
}
