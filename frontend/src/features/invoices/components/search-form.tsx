import type { FormEvent, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { countErrors } from '../../../shared/forms/error-count';
import { FormErrorSummary } from '../../../shared/forms/fields';

type TSearchFormProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  headingId: string;
  titleId: string;
  className?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClear?: () => void;
  children: ReactNode;
};

/** The frame of a filter over invoices or passages: a titled search landmark, its error summary, the fields given, search and (optionally) clear. */
export function SearchForm<T extends FieldValues, O>({
  form,
  headingId,
  titleId,
  className,
  onSubmit,
  onClear,
  children,
}: TSearchFormProps<T, O>) {
  const { errors, submitCount } = form.formState;
  return (
    <FormProvider {...form}>
      <form
        className={className ? `${className} row g-3` : 'row g-3'}
        role="search"
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
      >
        <h2 id={headingId} className="invoice-section-title col-12">
          <FormattedMessage id={titleId} />
        </h2>
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        {children}
        <div className="col-12 invoice-actions">
          <button type="submit" className="btn btn-primary">
            <FormattedMessage id="invoices.filter.search" />
          </button>
          {onClear ? (
            <button type="button" className="btn btn-outline-secondary" onClick={onClear}>
              <FormattedMessage id="invoices.filter.clear" />
            </button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
