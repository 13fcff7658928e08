import './forms.scss';
import { useId, type InputHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

/** A text field with its label above it. */
export function LabelledInput({
  labelId,
  value,
  onChange,
  ...rest
}: { labelId: string; value: string; onChange: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        <FormattedMessage id={labelId} />
      </label>
      <input id={id} className="form-control" value={value} onChange={(event) => onChange(event.target.value)} {...rest} />
    </div>
  );
}
