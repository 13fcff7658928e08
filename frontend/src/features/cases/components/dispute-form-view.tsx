import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { DISPUTE_REASONS, reasonNeedsText, type TDisputeReason } from '@mflow/contracts/cases/dispute-rules';
import { FormErrorSummary, RadioGroupField, SelectField, TextField } from '../../../shared/forms/fields';
import { useMasterList } from '../../../shared/master/use-master-list';
import { fileDispute, type TEligible } from '../api/cases-api';
import { answerErrors } from './answer-errors';
import { CaseFilesField, type TCaseFile } from './case-files-field';
import { reasonLabel, refundKindLabel } from './case-labels';
import { caseDetailPath } from './case-paths';
import {
  disputeFormProblems,
  disputeRequestOf,
  emptyDisputeForm,
  MAX_CASE_FILES,
  MEMBER_REFUND_KINDS,
  sectionOfError,
  type TDisputeFormValues,
  type TDisputeSection,
} from './dispute-form';
import { PassagePicker } from './passage-picker';
import { TextAreaField } from './text-area-field';
import type { TCaseFormat } from './use-case-format';

type TServerErrors = Partial<Record<TDisputeSection | 'top', string>>;

/** The dispute of one invoice's passages: reason, evidence and, for a paid invoice, where the refund goes. */
export function DisputeFormView({
  eligible,
  prefill,
  format,
}: {
  eligible: TEligible;
  prefill: { passageIds: string[]; reason?: TDisputeReason };
  format: TCaseFormat;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const banks = useMasterList('banks');
  const { paid, invoiceNo } = eligible;
  // One key per form: a second click, or a retry after a lost answer, files the same case.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [evidence, setEvidence] = useState<TCaseFile[]>([]);
  const [bankBook, setBankBook] = useState<TCaseFile[]>([]);
  const [serverErrors, setServerErrors] = useState<TServerErrors>({});
  const [sending, setSending] = useState(false);

  const open = new Set(eligible.passages.filter((passage) => passage.eligible).map((passage) => passage.passageId));
  const resolver = useMemo<Resolver<TDisputeFormValues>>(
    () => (values) => {
      const problems = disputeFormProblems(values, { paid, banks });
      const entries = Object.entries(problems);
      if (entries.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'custom', message }]));
      return { values: {}, errors: errors as FieldErrors<TDisputeFormValues> };
    },
    [paid, banks],
  );
  const methods = useForm<TDisputeFormValues>({
    resolver,
    defaultValues: emptyDisputeForm({ passageIds: prefill.passageIds.filter((id) => open.has(id)), reason: prefill.reason }),
  });
  const reason = useWatch({ control: methods.control, name: 'reason' });
  const refundKind = useWatch({ control: methods.control, name: 'refundKind' });
  const errorCount = Object.keys(methods.formState.errors).length;

  const submit = methods.handleSubmit(async (values) => {
    setSending(true);
    setServerErrors({});
    try {
      const filed = await fileDispute(disputeRequestOf(invoiceNo, values, paid), idempotencyKey);
      void navigate(caseDetailPath(filed.caseNo), { state: { filed: true } });
    } catch (error) {
      const found: TServerErrors = {};
      for (const item of answerErrors(error)) {
        const section = sectionOfError(item.code) ?? 'top';
        found[section] = found[section] ? `${found[section]} ${item.description}` : item.description;
      }
      if (Object.keys(found).length === 0) found.top = intl.formatMessage({ id: 'modal.error.generic' });
      setServerErrors(found);
      setSending(false);
    }
  });

  const bankOptions = banks?.map((bank) => ({ value: bank.code, label: bank.name }));

  return (
    <FormProvider {...methods}>
      <form className="row g-3 case-form" noValidate onSubmit={(event) => void submit(event)} data-testid="dispute-form">
        <FormErrorSummary count={errorCount} />
        {serverErrors.top ? (
          <div className="col-12">
            <p role="alert" className="alert alert-danger mb-0" data-testid="dispute-error-top">
              {serverErrors.top}
            </p>
          </div>
        ) : null}
        <p className="col-12 mb-0" data-testid="dispute-window">
          <FormattedMessage id="cases.form.windowEndsOn" values={{ date: format.date(eligible.windowEndsOn) }} />
        </p>
        <PassagePicker passages={eligible.passages} format={format} serverError={serverErrors.passages} />
        <SelectField
          name="reason"
          label="cases.form.reason"
          required
          className="col-12 col-md-8"
          options={DISPUTE_REASONS.map((code) => ({ value: code, label: intl.formatMessage({ id: reasonLabel(code) }) }))}
        />
        {reason !== '' && reasonNeedsText(reason as TDisputeReason) ? (
          <TextAreaField name="reasonText" label="cases.form.reasonText" required maxLength={1000} serverError={serverErrors.reason} />
        ) : serverErrors.reason ? (
          <p className="col-12 invalid-feedback d-block field-error">{serverErrors.reason}</p>
        ) : null}
        <CaseFilesField
          label="cases.form.evidence"
          hint="cases.form.evidenceHint"
          documentType="CASE_EVIDENCE"
          max={MAX_CASE_FILES}
          files={evidence}
          onChange={(files) => {
            setEvidence(files);
            methods.setValue(
              'fileIds',
              files.map((file) => file.fileId),
            );
          }}
          testId="dispute-evidence"
        />
        {paid ? (
          <section className="col-12 case-refund" aria-labelledby="dispute-refund-title" data-testid="dispute-refund">
            <h2 id="dispute-refund-title" className="h5">
              <FormattedMessage id="cases.form.refundTitle" />
            </h2>
            <p className="form-text mt-0">
              <FormattedMessage id="cases.form.refundLead" />
            </p>
            <div className="row g-3">
              <RadioGroupField
                name="refundKind"
                label="cases.form.refundKind"
                required
                options={MEMBER_REFUND_KINDS.map((kind) => ({ value: kind, label: refundKindLabel(kind) }))}
              />
              {refundKind === 'BANK_ACCOUNT' ? (
                <>
                  <SelectField name="bankCode" label="cases.form.bank" required className="col-12 col-md-6" options={bankOptions} />
                  <TextField
                    name="accountNo"
                    label="cases.form.accountNo"
                    required
                    className="col-12 col-md-6"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={15}
                  />
                  <TextField
                    name="holderName"
                    label="cases.form.holderName"
                    required
                    className="col-12"
                    autoComplete="name"
                    maxLength={200}
                  />
                  <CaseFilesField
                    label="cases.form.bankBook"
                    documentType="BANK_BOOK"
                    max={1}
                    required
                    files={bankBook}
                    problem={methods.formState.errors.bankBookFileId?.message}
                    onChange={(files) => {
                      setBankBook(files);
                      methods.setValue('bankBookFileId', files[0]?.fileId ?? '', { shouldValidate: methods.formState.isSubmitted });
                    }}
                    testId="dispute-bank-book"
                  />
                </>
              ) : null}
              {serverErrors.refund ? (
                <p className="col-12 invalid-feedback d-block field-error mt-0" data-testid="dispute-error-refund">
                  {serverErrors.refund}
                </p>
              ) : null}
            </div>
          </section>
        ) : null}
        <div className="col-12 d-flex gap-2 flex-wrap">
          <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending || undefined}>
            <FormattedMessage id="cases.form.submit" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
