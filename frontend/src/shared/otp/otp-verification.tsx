import type { TOtpChannel, TOtpPurpose, TOtpResponse, TOtpVerifyResponse } from '@mflow/contracts/otp/otp.contract';
import '../forms/forms.scss';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMobile } from '@mflow/ui/format/format';
import { portalApi } from '../api/portal-api';
import { IconCheckCircle } from '../icons/icons';

type Props = {
  channel: TOtpChannel;
  contact: string;
  purpose: TOtpPurpose;
  onVerified: (verificationToken: string) => void;
  /** Already verified: shows the tick instead of the form. */
  verified?: boolean;
};

/** Seconds left until a moment, ticking once a second. */
function useSecondsUntil(until: number | undefined, now: number, setNow: (value: number) => void): number {
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until, setNow]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

/**
 * Proves a mobile number or e-mail address with a one-time code (steps 2 and 3 of requirements/accounts.md#registration-steps): ask for a
 * code, type it with the reference shown, and get the verification token the next call needs.
 * Failed calls show the "Operation status" modal with the server's message.
 */
export function OtpVerification({ channel, contact, purpose, onVerified, verified }: Props) {
  const intl = useIntl();
  const id = useId();
  const [sent, setSent] = useState<TOtpResponse & { resendAt: number }>();
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const resendIn = useSecondsUntil(sent?.resendAt, now, setNow);
  const shownContact = channel === 'SMS' ? formatMobile(contact) : contact;

  const send = async () => {
    setBusy(true);
    try {
      const answer = await portalApi.request<TOtpResponse>('/otpservice/api/v1/otp', {
        method: 'POST',
        auth: 'bearerOrAccessKey',
        body: { channel, contact, purpose },
      });
      const at = Date.now();
      setNow(at);
      setSent({ ...answer, resendAt: at + answer.resendAfter * 1000 });
      setCode('');
      setProblem(undefined);
    } catch {
      // The modal has told the user.
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setProblem('otp.codeFormat');
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await portalApi.request<TOtpVerifyResponse>('/otpservice/api/v1/verify', {
        method: 'POST',
        auth: 'bearerOrAccessKey',
        body: { contact, otpReference: sent.otpReference, otp: code.trim() },
      });
      onVerified(answer.verificationToken);
    } catch {
      // The modal has told the user.
    } finally {
      setBusy(false);
    }
  };

  if (verified) {
    return (
      <p className="otp-verified" role="status">
        <IconCheckCircle size={20} />
        <span>
          <FormattedMessage id={channel === 'SMS' ? 'otp.verified.mobile' : 'otp.verified.email'} values={{ contact: shownContact }} />
        </span>
      </p>
    );
  }

  return (
    <div className="otp-box" data-testid={`otp-${purpose}`}>
      <p className="mb-2">
        <FormattedMessage
          id={channel === 'SMS' ? 'otp.intro.mobile' : 'otp.intro.email'}
          values={{ contact: <strong>{shownContact}</strong> }}
        />
      </p>
      {!sent ? (
        <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy}>
          <FormattedMessage id="otp.request" />
        </button>
      ) : (
        <form onSubmit={(event) => void verify(event)} noValidate>
          <p className="otp-sent" role="status">
            <FormattedMessage
              id="otp.sent"
              values={{
                reference: <strong className="otp-reference">{sent.otpReference}</strong>,
                minutes: Math.max(1, Math.round(sent.expiresIn / 60)),
              }}
            />
          </p>
          <label htmlFor={id} className="form-label">
            <FormattedMessage id="otp.code" values={{ reference: sent.otpReference }} />
          </label>
          <div className="otp-entry">
            <input
              id={id}
              className={`form-control otp-input${problem ? ' is-invalid' : ''}`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-error` : undefined}
            />
            <button type="submit" className="btn btn-primary" disabled={busy}>
              <FormattedMessage id="otp.confirm" />
            </button>
          </div>
          {problem ? (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {intl.formatMessage({ id: problem })}
            </div>
          ) : null}
          <button type="button" className="btn btn-link px-0 mt-2" onClick={() => void send()} disabled={busy || resendIn > 0}>
            {resendIn > 0 ? <FormattedMessage id="otp.resendIn" values={{ seconds: resendIn }} /> : <FormattedMessage id="otp.resend" />}
          </button>
        </form>
      )}
    </div>
  );
}
