import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldLabel, FieldMessage, useFieldError } from '../../../shared/forms/fields';

/** A free-text field of several lines, with its message under it. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  maxLength,
  serverError,
}: {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength: number;
  serverError?: string | undefined;
}) {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  const invalid = Boolean(code || serverError);
  return (
    <div className="col-12">
      <FieldLabel htmlFor={id} text={labelText} required={required} />
      <textarea
        id={id}
        rows={4}
        maxLength={maxLength}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        aria-describedby={[hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined}
        {...register(name)}
      />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          <FormattedMessage id={hint} />
        </div>
      ) : null}
      {serverError ? (
        <div id={`${id}-error`} className="invalid-feedback d-block field-error">
          {serverError}
        </div>
      ) : (
        <FieldMessage id={`${id}-error`} code={code} label={labelText} />
      )}
    </div>
  );
}
