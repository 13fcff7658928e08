import '../../../shared/theme/bootstrap/badge.scss';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldMessage, RequiredMark, useFieldError } from '../../../shared/forms/fields';
import type { TEligiblePassage } from '../api/cases-api';
import { refusalLabel } from './case-labels';
import type { TDisputeFormValues } from './dispute-form';
import type { TCaseFormat } from './use-case-format';

/** The invoice's passages to tick: when, where, which plate, how much, the gantry's photo, and why one cannot be disputed. */
export function PassagePicker({
  passages,
  format,
  serverError,
}: {
  passages: readonly TEligiblePassage[];
  format: TCaseFormat;
  serverError: string | undefined;
}) {
  const intl = useIntl();
  const id = useId();
  const { control } = useFormContext<TDisputeFormValues>();
  const { field } = useController({ name: 'passageIds', control });
  const code = useFieldError('passageIds');
  const chosen = new Set(field.value);
  const legend = intl.formatMessage({ id: 'cases.form.passages' });
  const toggle = (passageId: string, on: boolean) =>
    field.onChange(on ? [...field.value, passageId] : field.value.filter((item) => item !== passageId));

  return (
    <fieldset className="col-12" aria-describedby={code || serverError ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">
        {legend}
        <RequiredMark />
      </legend>
      <ul className="case-passages">
        {passages.map((passage) => {
          const name = intl.locale.startsWith('th') ? passage.plazaNameTh : passage.plazaNameEn;
          const when = format.dateTime(passage.passedAt);
          return (
            <li key={passage.passageId} className="case-passage" data-testid="dispute-passage" data-passage={passage.passageId}>
              <div className="form-check">
                <input
                  id={`${id}-${passage.passageId}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={chosen.has(passage.passageId)}
                  disabled={!passage.eligible}
                  onChange={(event) => toggle(passage.passageId, event.target.checked)}
                  onBlur={field.onBlur}
                />
                <label htmlFor={`${id}-${passage.passageId}`} className="form-check-label">
                  <span className="case-passage-when">
                    <time dateTime={passage.passedAt}>{when}</time>
                  </span>
                  <span className="case-passage-where">
                    <FormattedMessage id="cases.passage.where" values={{ name, code: passage.gantryCode }} />
                  </span>
                  <span className="case-passage-plate">
                    {passage.plate} {format.province(passage.province)}
                  </span>
                  <span className="case-passage-price">{format.baht(passage.price)}</span>
                  {passage.refusal ? (
                    <span className="badge text-bg-secondary" data-testid="passage-refusal">
                      <FormattedMessage id={refusalLabel(passage.refusal)} />
                    </span>
                  ) : null}
                </label>
              </div>
              <a className="case-passage-photo" href={passage.photoUrl} target="_blank" rel="noreferrer">
                <FormattedMessage id="cases.passage.photo" values={{ date: when }} />
              </a>
            </li>
          );
        })}
      </ul>
      {serverError ? (
        <div id={`${id}-error`} className="invalid-feedback d-block field-error" data-testid="dispute-error-passages">
          {serverError}
        </div>
      ) : (
        <FieldMessage id={`${id}-error`} code={code} label={legend} />
      )}
    </fieldset>
  );
}
