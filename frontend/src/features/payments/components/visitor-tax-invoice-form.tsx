import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import {
  ZTaxInvoiceBuyerSchema,
  ZVisitorTaxInvoiceRequestSchema,
  type TReprintQuery,
  type TTaxInvoice,
} from '@mflow/contracts/payment/receipts.contract';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary, TextField } from '../../../shared/forms/fields';
import { requestVisitorTaxInvoice } from '../api/receipts-api';

type TProps = { receiptNo: string; query: TReprintQuery; onIssued: (issued: TTaxInvoice) => void };

const ZFormSchema = ZTaxInvoiceBuyerSchema.extend({ verificationCode: ZVisitorTaxInvoiceRequestSchema.shape.verificationCode });

/**
 * The verification code printed on the receipt the payer was handed (the reprint does not show
 * it), and the buyer a visitor's tax invoice names: a company's name, address and 13-digit tax ID,
 * checked here by the rules the API applies, and a branch (head office when left empty).
 */
export function VisitorTaxInvoiceForm({ receiptNo, query, onIssued }: TProps) {
  const titleId = useId();
  const form = useForm<z.input<typeof ZFormSchema>, unknown, z.output<typeof ZFormSchema>>({
    resolver: zodResolver(ZFormSchema),
    defaultValues: { verificationCode: '', name: '', address: '', taxId: '', branch: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ verificationCode, branch, ...buyer }) => {
    try {
      onIssued(await requestVisitorTaxInvoice(receiptNo, { ...query, verificationCode, buyer: branch ? { ...buyer, branch } : buyer }));
    } catch {
      // The API client has shown the refusal; the form stays as typed.
    }
  });
  return (
    <FormProvider {...form}>
      {/* Its own line under the document buttons it sits beside. */}
      <form
        className="row g-3 mt-1 mx-0 w-100"
        aria-labelledby={titleId}
        noValidate
        data-testid="tax-invoice-form"
        onSubmit={(event) => void onSubmit(event)}
      >
        <h3 id={titleId} className="h6 col-12">
          <FormattedMessage id="payments.reprint.taxInvoice.title" />
        </h3>
        <p className="col-12 form-text mt-0">
          <FormattedMessage id="payments.reprint.taxInvoice.lead" />
        </p>
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        <TextField
          name="verificationCode"
          label="payments.reprint.taxInvoice.verificationCode"
          hint="payments.reprint.taxInvoice.verificationCodeHint"
          required
          maxLength={20}
          autoComplete="off"
        />
        <TextField name="name" label="payments.reprint.taxInvoice.name" required maxLength={200} autoComplete="organization" />
        <TextField name="address" label="payments.reprint.taxInvoice.address" required maxLength={500} autoComplete="street-address" />
        <TextField
          name="taxId"
          label="payments.reprint.taxInvoice.taxId"
          required
          className="col-12 col-md-6"
          maxLength={13}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="branch"
          label="payments.reprint.taxInvoice.branch"
          hint="payments.reprint.taxInvoice.branchHint"
          className="col-12 col-md-6"
          maxLength={100}
          autoComplete="off"
        />
        <div className="col-12">
          <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
            <FormattedMessage id="payments.reprint.taxInvoice.submit" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
