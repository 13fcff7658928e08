import './forms.scss';
import { useId, useState, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { get, useController, useFormContext, type FieldError } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ruleMessageId } from './rule-messages';

/** The message under a field: the rule's code in the current language, naming the field where the text does. */
export function FieldMessage({ id, code, label }: { id: string; code: string | undefined; label: string }) {
  const intl = useIntl();
  if (code === undefined) return null;
  return (
    <div id={id} className="invalid-feedback d-block field-error">
      {intl.formatMessage({ id: ruleMessageId(code) }, { field: label })}
    </div>
  );
}

/** The rule code of the error at a (dotted) field name, if any. */
export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error = get(errors, name) as FieldError | undefined;
  return error?.message ?? (error ? 'ERR_COMMON_0002' : undefined);
}

export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      <FormattedMessage id="form.requiredMark" />
    </span>
  );
}

/** A field's label with its required mark beside it (outside the label, so the label's text is the field's name alone). */
export function FieldLabel({ htmlFor, text, required, id }: { htmlFor: string; text: string; required?: boolean; id?: string }) {
  return (
    <div className="field-label">
      <label id={id} htmlFor={htmlFor} className="form-label">
        {text}
      </label>
      {required ? <RequiredMark /> : null}
    </div>
  );
}

type BaseFieldProps = {
  name: string;
  /** Message id of the label. */
  label: string;
  /** Message id of a hint shown under the control. */
  hint?: string;
  hintValues?: Record<string, string | number>;
  required?: boolean;
  className?: string;
  disabled?: boolean;
};

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

type TextFieldProps = BaseFieldProps & {
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal';
  maxLength?: number;
  placeholder?: string;
  /** A button or text at the end of the input (a "check" button, say). */
  append?: ReactNode;
};

export function TextField({
  name,
  label,
  hint,
  hintValues,
  required,
  className,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  placeholder,
  append,
}: TextFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  const input = (
    <input
      id={id}
      type={type}
      className={`form-control${code ? ' is-invalid' : ''}`}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      placeholder={placeholder}
      disabled={disabled}
      aria-invalid={code ? true : undefined}
      aria-required={required || undefined}
      aria-describedby={describedBy(hint && `${id}-hint`, code && `${id}-error`)}
      {...register(name)}
    />
  );
  return (
    <div className={className ?? 'col-12'}>
      <FieldLabel htmlFor={id} text={labelText} required={required} />
      {append ? (
        <div className="input-group has-validation">
          {input}
          {append}
        </div>
      ) : (
        input
      )}
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          <FormattedMessage id={hint} values={hintValues} />
        </div>
      ) : null}
      <FieldMessage id={`${id}-error`} code={code} label={labelText} />
    </div>
  );
}

type PasswordFieldProps = BaseFieldProps & { autoComplete?: string; inputMode?: 'numeric' | 'text'; maxLength?: number };

export function PasswordField({
  name,
  label,
  hint,
  hintValues,
  required,
  className,
  autoComplete = 'current-password',
  inputMode,
  maxLength,
}: PasswordFieldProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const [shown, setShown] = useState(false);
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  return (
    <div className={className ?? 'col-12'}>
      <FieldLabel htmlFor={id} text={labelText} required={required} />
      <div className="input-group has-validation">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          className={`form-control${code ? ' is-invalid' : ''}`}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          aria-invalid={code ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, code && `${id}-error`)}
          {...register(name)}
        />
        <button
          type="button"
          className="btn btn-outline-secondary password-toggle"
          aria-pressed={shown}
          aria-label={intl.formatMessage({ id: 'form.password.show' }, { field: labelText })}
          onClick={() => setShown((value) => !value)}
        >
          <FormattedMessage id={shown ? 'form.password.hideShort' : 'form.password.showShort'} />
        </button>
      </div>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          <FormattedMessage id={hint} values={hintValues} />
        </div>
      ) : null}
      <FieldMessage id={`${id}-error`} code={code} label={labelText} />
    </div>
  );
}

export type Option = { value: string; label: string };

type SelectFieldProps = BaseFieldProps & {
  options: readonly Option[] | undefined;
  /** Message id of the empty first choice. */
  placeholder?: string;
  onChanged?: (value: string) => void;
};

export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  disabled,
  options,
  placeholder = 'form.choose',
  onChanged,
}: SelectFieldProps) {
  const intl = useIntl();
  const { control } = useFormContext();
  // Controlled, so a value set before its list arrives shows once the list is there.
  const {
    field: { value: fieldValue, onChange: fieldChange, onBlur: fieldBlur, ref: fieldRef, name: fieldName },
  } = useController({ name, control });
  const id = useId();
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  return (
    <div className={className ?? 'col-12'}>
      <FieldLabel htmlFor={id} text={labelText} required={required} />
      <select
        id={id}
        ref={fieldRef}
        name={fieldName}
        value={typeof fieldValue === 'string' ? fieldValue : ''}
        onBlur={fieldBlur}
        onChange={(event) => {
          fieldChange(event.target.value);
          onChanged?.(event.target.value);
        }}
        className={`form-select${code ? ' is-invalid' : ''}`}
        disabled={disabled || options === undefined}
        aria-invalid={code ? true : undefined}
        aria-required={required || undefined}
        aria-busy={options === undefined || undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, code && `${id}-error`)}
      >
        <option value="">{intl.formatMessage({ id: placeholder })}</option>
        {(options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          <FormattedMessage id={hint} />
        </div>
      ) : null}
      <FieldMessage id={`${id}-error`} code={code} label={labelText} />
    </div>
  );
}

export function CheckboxField({
  name,
  label,
  labelValues,
  className,
}: Omit<BaseFieldProps, 'hint' | 'required'> & { labelValues?: Record<string, ReactNode> }) {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError(name);
  return (
    <div className={className ?? 'col-12'}>
      <div className="form-check">
        <input
          id={id}
          type="checkbox"
          className={`form-check-input${code ? ' is-invalid' : ''}`}
          aria-invalid={code ? true : undefined}
          aria-describedby={code ? `${id}-error` : undefined}
          {...register(name)}
        />
        <label htmlFor={id} className="form-check-label">
          <FormattedMessage id={label} values={labelValues} />
        </label>
      </div>
      <FieldMessage id={`${id}-error`} code={code} label={intl.formatMessage({ id: label }, { link: (chunks) => chunks.join('') })} />
    </div>
  );
}

type RadioGroupProps = BaseFieldProps & { options: readonly { value: string; label: string; description?: string }[]; inline?: boolean };

/** A choice among a few options, as a fieldset whose legend names it. Option labels are message ids. */
export function RadioGroupField({ name, label, required, className, options, inline }: RadioGroupProps) {
  const intl = useIntl();
  const { register } = useFormContext();
  const id = useId();
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  return (
    <fieldset className={className ?? 'col-12'} aria-describedby={code ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">
        {labelText}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className={inline ? 'choice-row' : 'choice-stack'}>
        {options.map((option) => (
          <div key={option.value} className="form-check choice">
            <input id={`${id}-${option.value}`} type="radio" className="form-check-input" value={option.value} {...register(name)} />
            <label htmlFor={`${id}-${option.value}`} className="form-check-label">
              <FormattedMessage id={option.label} />
              {option.description ? (
                <span className="choice-description">
                  <FormattedMessage id={option.description} />
                </span>
              ) : null}
            </label>
          </div>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} code={code} label={labelText} />
    </fieldset>
  );
}

/** Announced once a submit finds problems; each field then says what is wrong under itself. */
export function FormErrorSummary({ count }: { count: number }) {
  return (
    <div role="alert" className={count > 0 ? 'alert alert-danger form-error-summary' : 'visually-hidden'}>
      {count > 0 ? <FormattedMessage id="form.errorSummary" values={{ count }} /> : null}
    </div>
  );
}
