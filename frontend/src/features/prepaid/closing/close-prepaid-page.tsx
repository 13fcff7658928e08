import '../../../shared/forms/forms.scss';
import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TPrepaidAccountView, TPrepaidClosing } from '@mflow/contracts/payment/prepaid.contract';
import { ApiError } from '@mflow/ui/api/api-types';
import { useBaht } from '@mflow/ui/format/use-baht';
import { FormErrorSummary, SelectField, TextField } from '../../../shared/forms/fields';
import { PageHeader } from '../../../shared/layout/page-header';
import { SectionCard } from '../../../shared/layout/section-card';
import { useMasterList } from '../../../shared/master/use-master-list';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';
import { closePrepaidAccount, getPrepaidAccount, uploadBankBook } from './closing-api';
import { bankBookProblem, closingFormProblems, closingRequestOf, emptyClosingForm, type TClosingForm } from './closing-form';

function useMemberMobile(): string | undefined {
  const { customer } = useSession();
  const mobile = customer && 'mobile' in customer ? (customer as { mobile?: unknown }).mobile : undefined;
  return typeof mobile === 'string' ? mobile : undefined;
}

const errorText = (error: unknown) =>
  error instanceof ApiError
    ? error.errors.map((item) => item.description).join(' ')
    : String(error instanceof Error ? error.message : error);

/**
 * /mflow/prepaid/close: closing the prepaid account (requirements/prepaid-account.md#closing). A
 * balance goes back to the bank account the member gives, with a copy of its bank book; the OTP of
 * step 30 proves the request, and one key per form makes a resend the same closing.
 */
function ClosePrepaid() {
  const intl = useIntl();
  const baht = useBaht();
  const mobile = useMemberMobile();
  const banks = useMasterList('banks');
  const [account, setAccount] = useState<TPrepaidAccountView>();
  const [loadError, setLoadError] = useState<string>();
  const [ready, setReady] = useState<TClosingForm>();
  const [closed, setClosed] = useState<TPrepaidClosing>();
  const [failure, setFailure] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const balance = account?.balance ?? 0;

  useEffect(() => {
    const controller = new AbortController();
    getPrepaidAccount(controller.signal).then(setAccount, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(errorText(error));
    });
    return () => controller.abort();
  }, []);

  const resolver = useMemo<Resolver<TClosingForm>>(
    () => (values) => {
      const entries = Object.entries(closingFormProblems(values, { balance, banks }));
      if (entries.length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(entries.map(([name, message]) => [name, { type: 'custom', message }]));
      return { values: {}, errors: errors as FieldErrors<TClosingForm> };
    },
    [balance, banks],
  );
  const methods = useForm<TClosingForm>({ resolver, defaultValues: emptyClosingForm() });
  const errorCount = Object.keys(methods.formState.errors).length;
  const bankBookError = methods.formState.errors.bankBookFileId?.message;

  const onBankBook = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = bankBookProblem(file);
    if (problem) {
      methods.setError('bankBookFileId', { type: 'custom', message: problem });
      return;
    }
    setUploading(true);
    try {
      const { fileId } = await uploadBankBook(file);
      methods.setValue('bankBookFileId', fileId, { shouldValidate: methods.formState.isSubmitted });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setUploading(false);
    }
  };

  const close = async (verificationToken: string) => {
    if (!ready) return;
    setFailure(undefined);
    try {
      setClosed(await closePrepaidAccount(closingRequestOf(ready, balance, verificationToken), idempotencyKey));
    } catch (error) {
      setReady(undefined);
      setFailure(errorText(error));
    }
  };

  if (closed) {
    return (
      <SectionCard id="prepaid-closed" title={intl.formatMessage({ id: 'prepaidClose.done.title' })}>
        <p data-testid="prepaid-closed">
          {closed.refund ? (
            <FormattedMessage
              id="prepaidClose.done.refund"
              values={{ amount: baht(closed.refund.amount), reference: closed.refund.destination }}
            />
          ) : (
            <FormattedMessage id="prepaidClose.done.empty" />
          )}
        </p>
        <Link to="/paymentmethod">
          <FormattedMessage id="prepaidClose.back" />
        </Link>
      </SectionCard>
    );
  }

  return (
    <SectionCard id="prepaid-close" title={intl.formatMessage({ id: 'prepaidClose.section' })}>
      {loadError ? (
        <p className="text-danger" role="alert">
          {loadError}
        </p>
      ) : null}
      {account ? (
        <>
          <p data-testid="prepaid-close-balance">
            <FormattedMessage
              id={balance > 0 ? 'prepaidClose.lead.balance' : 'prepaidClose.lead.empty'}
              values={{ amount: baht(balance) }}
            />
          </p>
          {failure ? (
            <p className="text-danger" role="alert" data-testid="prepaid-close-error">
              {failure}
            </p>
          ) : null}
          {ready ? (
            mobile ? (
              <OtpVerification channel="SMS" contact={mobile} purpose="DELETE_MFLOW_PREPAID" onVerified={(token) => void close(token)} />
            ) : null
          ) : (
            <FormProvider {...methods}>
              <form noValidate className="row g-3" onSubmit={(event) => void methods.handleSubmit((values) => setReady(values))(event)}>
                <FormErrorSummary count={errorCount} />
                {balance > 0 ? (
                  <>
                    <SelectField
                      name="bankCode"
                      label="prepaidClose.bank"
                      required
                      className="col-12 col-md-6"
                      options={banks?.map((bank) => ({ value: bank.code, label: bank.name }))}
                    />
                    <TextField
                      name="accountNo"
                      label="prepaidClose.accountNo"
                      required
                      className="col-12 col-md-6"
                      inputMode="numeric"
                      autoComplete="off"
                      maxLength={15}
                    />
                    <TextField name="holderName" label="prepaidClose.holderName" required autoComplete="name" maxLength={200} />
                    <div className="col-12">
                      <label htmlFor="prepaid-bank-book" className="form-label">
                        <FormattedMessage id="prepaidClose.bankBook" />
                      </label>
                      <input
                        id="prepaid-bank-book"
                        type="file"
                        accept="image/jpeg,image/png,application/pdf"
                        className={`form-control${bankBookError ? ' is-invalid' : ''}`}
                        aria-invalid={bankBookError ? true : undefined}
                        aria-describedby={bankBookError ? 'prepaid-bank-book-error' : undefined}
                        disabled={uploading}
                        onChange={(event) => void onBankBook(event)}
                      />
                      {bankBookError ? (
                        <div id="prepaid-bank-book-error" className="invalid-feedback d-block">
                          <FormattedMessage id={bankBookError} />
                        </div>
                      ) : null}
                    </div>
                  </>
                ) : null}
                <div className="col-12">
                  <button type="submit" className="btn btn-danger" disabled={uploading} data-testid="prepaid-close-submit">
                    <FormattedMessage id="prepaidClose.submit" />
                  </button>
                </div>
              </form>
            </FormProvider>
          )}
        </>
      ) : null}
    </SectionCard>
  );
}

export function ClosePrepaidPage() {
  return (
    <>
      <PageHeader titleId="prepaidClose.title" />
      <div className="container">
        <ClosePrepaid />
      </div>
    </>
  );
}
