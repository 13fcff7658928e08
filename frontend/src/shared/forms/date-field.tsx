import './forms.scss';
import { useId, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldMessage, RequiredMark, useFieldError } from './fields';

type Parts = { day: string; month: string; year: string };

function partsOf(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match
    ? { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
}

/** YYYY-MM-DD once all three parts are chosen; the rules then check that the day exists. */
function isoOf(parts: Parts): string {
  if (!parts.day || !parts.month || !parts.year) return '';
  return `${parts.year.padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

type DateFieldProps = {
  name: string;
  label: string;
  required?: boolean;
  className?: string;
  /** Gregorian years offered, newest first. */
  fromYear: number;
  toYear: number;
};

/**
 * A date as day, month and year lists: Thai shows Buddhist-era years and Thai month names, English
 * Gregorian ones (requirements/portal-shell.md#language-and-font-size); the value is always the Gregorian YYYY-MM-DD the API takes.
 */
export function DateField({ name, label, required, className, fromYear, toYear }: DateFieldProps) {
  const intl = useIntl();
  const id = useId();
  const { control } = useFormContext();
  const {
    field: { value: fieldValue, onChange: fieldChange, onBlur: fieldBlur, ref: fieldRef },
  } = useController({ name, control });
  const [parts, setParts] = useState<Parts>(() => partsOf(fieldValue));
  const code = useFieldError(name);
  const labelText = intl.formatMessage({ id: label });
  const buddhist = intl.locale.startsWith('th');

  const change = (key: keyof Parts, value: string) => {
    const next = { ...parts, [key]: value };
    setParts(next);
    fieldChange(isoOf(next));
  };

  const monthName = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
  const years: number[] = [];
  for (let year = toYear; year >= fromYear; year -= 1) years.push(year);
  const invalid = code ? true : undefined;
  const errorId = code ? `${id}-error` : undefined;

  return (
    <fieldset className={className ?? 'col-12'} aria-describedby={errorId}>
      <legend className="form-label fs-6">
        {labelText}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="date-parts">
        <select
          className={`form-select${code ? ' is-invalid' : ''}`}
          aria-label={intl.formatMessage({ id: 'form.date.day' }, { field: labelText })}
          aria-invalid={invalid}
          value={parts.day}
          onChange={(event) => change('day', event.target.value)}
          onBlur={fieldBlur}
          ref={fieldRef}
        >
          <option value="">{intl.formatMessage({ id: 'form.date.dayPlaceholder' })}</option>
          {Array.from({ length: 31 }, (_, index) => String(index + 1)).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          className={`form-select${code ? ' is-invalid' : ''}`}
          aria-label={intl.formatMessage({ id: 'form.date.month' }, { field: labelText })}
          aria-invalid={invalid}
          value={parts.month}
          onChange={(event) => change('month', event.target.value)}
          onBlur={fieldBlur}
        >
          <option value="">{intl.formatMessage({ id: 'form.date.monthPlaceholder' })}</option>
          {Array.from({ length: 12 }, (_, index) => index + 1).map((month) => (
            <option key={month} value={String(month)}>
              {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
            </option>
          ))}
        </select>
        <select
          className={`form-select${code ? ' is-invalid' : ''}`}
          aria-label={intl.formatMessage({ id: 'form.date.year' }, { field: labelText })}
          aria-invalid={invalid}
          value={parts.year}
          onChange={(event) => change('year', event.target.value)}
          onBlur={fieldBlur}
        >
          <option value="">{intl.formatMessage({ id: 'form.date.yearPlaceholder' })}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {buddhist ? year + 543 : year}
            </option>
          ))}
        </select>
      </div>
      <FieldMessage id={`${id}-error`} code={code} label={labelText} />
    </fieldset>
  );
}
