import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The six digits of a one-time code with the reference its message names; the caller sends and checks it. */
export function CodeStep({
  reference,
  sentTo,
  busy,
  onConfirm,
  onResend,
}: {
  reference: string;
  sentTo: string;
  busy: boolean;
  onConfirm: (code: string) => void;
  onResend: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    const valid = /^\d{6}$/.test(typed);
    setProblem(!valid);
    if (valid) onConfirm(typed);
  };
  return (
    <form onSubmit={submit} noValidate className="appeal-section" data-testid="code-step">
      <p role="status">
        <FormattedMessage
          id="caseTracking.code.sent"
          values={{ contact: <strong>{sentTo}</strong>, reference: <strong>{reference}</strong> }}
        />
      </p>
      <label htmlFor={id} className="form-label">
        <FormattedMessage id="caseTracking.code.label" values={{ reference }} />
      </label>
      <div className="d-flex gap-2 flex-wrap">
        <input
          id={id}
          className={`form-control appeal-code${problem ? ' is-invalid' : ''}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <FormattedMessage id="caseTracking.code.confirm" />
        </button>
      </div>
      {problem ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {intl.formatMessage({ id: 'caseTracking.code.format' })}
        </div>
      ) : null}
      <button type="button" className="btn btn-link px-0 mt-2" onClick={onResend} disabled={busy}>
        <FormattedMessage id="caseTracking.code.resend" />
      </button>
    </form>
  );
}
