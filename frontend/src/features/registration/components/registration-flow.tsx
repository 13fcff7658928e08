import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { type TRegistration } from '@mflow/contracts/customer/registration';
import type { TRegistrationResponse } from '@mflow/contracts/customer/customer.contract';
import { FormErrorSummary } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { stripSeparators } from '../../../shared/forms/form-rules';
import { IconMail } from '../../../shared/icons/icons';
import { useModals } from '../../../shared/modals/modal-host';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { resendActivationLink, storeResult, submitRegistration } from '../api/registration-api';
import type { ContactProofs } from '../api/registration-form';
import { RegistrationStepper, type RegistrationStep } from './registration-stepper';

type Proof = { contact: string; token: string };

type FlowProps<F extends FieldValues & { email: string; mobile: string }> = {
  form: UseFormReturn<F>;
  /** Step 1's fields. */
  children: ReactNode;
  /** The registry check of step 1 (requirements/accounts.md#identity-checks); false when it failed (the modal said why). */
  verifyIdentity: (values: F) => Promise<boolean>;
  toPayload: (values: F, proofs: ContactProofs) => TRegistration;
  /** A result kept from earlier in this tab (a reload on step 4). */
  initialResult?: TRegistrationResponse;
  onRestart: () => void;
};

/**
 * The registration steps (requirements/accounts.md#registration-steps) around a form: 1 enter data (checked against the registry),
 * 2 confirm the mobile by SMS OTP, 3 confirm the e-mail by OTP, then submit, 4 confirm by the link
 * e-mailed (valid 7 days, with a resend). Step 5, the result, is the page the link opens.
 */
export function RegistrationFlow<F extends FieldValues & { email: string; mobile: string }>({
  form,
  children,
  verifyIdentity,
  toPayload,
  initialResult,
  onRestart,
}: FlowProps<F>) {
  const { showMessage } = useModals();
  const [step, setStep] = useState<RegistrationStep>(initialResult ? 'link' : 'data');
  const [mobileProof, setMobileProof] = useState<Proof>();
  const [emailProof, setEmailProof] = useState<Proof>();
  const [result, setResult] = useState<TRegistrationResponse | undefined>(initialResult);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { errors, submitCount } = form.formState;

  const values = form.getValues();
  const mobile = stripSeparators(String(values.mobile ?? ''));
  const email = String(values.email ?? '').trim();
  const mobileDone = mobileProof?.contact === mobile;
  const emailDone = emailProof?.contact === email;

  // A new step starts at its heading, for sighted and screen-reader users alike.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  const next = form.handleSubmit(async (checked) => {
    setBusy(true);
    const ok = await verifyIdentity(checked);
    setBusy(false);
    if (!ok) return;
    // A contact proven earlier in this visit need not be proven again, unless it was changed.
    setStep(mobileProof?.contact === stripSeparators(String(checked.mobile)) ? 'email' : 'mobile');
  });

  const submit = async () => {
    if (!mobileProof || !emailProof) return;
    setBusy(true);
    try {
      const answer = await submitRegistration(
        toPayload(form.getValues(), { mobileVerificationToken: mobileProof.token, emailVerificationToken: emailProof.token }),
      );
      storeResult(answer);
      setResult(answer);
      setStep('link');
    } catch {
      // The "Operation status" modal lists what the server refused; the data can be corrected in step 1.
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (!result) return;
    setBusy(true);
    const ok = await resendActivationLink(result.email).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (ok)
      showMessage({
        status: true,
        title: <FormattedMessage id="registration.link.resent.title" />,
        body: <FormattedMessage id="registration.link.resent.body" values={{ email: result.email }} />,
      });
  };

  const stepTitle = (
    <h2 ref={heading} tabIndex={-1} className="step-title">
      <FormattedMessage id={`registration.stepTitle.${step}`} />
    </h2>
  );

  return (
    <div className="registration-flow">
      <RegistrationStepper current={step} />
      <FormProvider {...form}>
        <form hidden={step !== 'data'} onSubmit={(event) => void next(event)} noValidate data-testid="registration-form">
          {step === 'data' ? stepTitle : null}
          <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
          {children}
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
              <FormattedMessage id="registration.next" />
            </button>
          </div>
        </form>
      </FormProvider>

      {step === 'mobile' ? (
        <section className="section-card step-card">
          {stepTitle}
          <OtpVerification
            channel="SMS"
            contact={mobile}
            purpose="REGISTER_MOBILE"
            verified={mobileDone}
            onVerified={(token) => {
              setMobileProof({ contact: mobile, token });
              setStep('email');
            }}
          />
          <div className="form-actions">
            <button type="button" className="btn btn-outline-secondary" onClick={() => setStep('data')}>
              <FormattedMessage id="registration.back" />
            </button>
            {mobileDone ? (
              <button type="button" className="btn btn-primary" onClick={() => setStep('email')}>
                <FormattedMessage id="registration.next" />
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      {step === 'email' ? (
        <section className="section-card step-card">
          {stepTitle}
          <OtpVerification
            channel="EMAIL"
            contact={email}
            purpose="REGISTER_EMAIL"
            verified={emailDone}
            onVerified={(token) => setEmailProof({ contact: email, token })}
          />
          {emailDone ? (
            <div className="submit-box">
              <p className="mb-2">
                <FormattedMessage id="registration.submit.intro" />
              </p>
            </div>
          ) : null}
          <div className="form-actions">
            <button type="button" className="btn btn-outline-secondary" onClick={() => setStep(mobileDone ? 'mobile' : 'data')}>
              <FormattedMessage id="registration.back" />
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setStep('data')}>
              <FormattedMessage id="registration.editData" />
            </button>
            {emailDone && mobileDone ? (
              <button type="button" className="btn btn-primary btn-lg" onClick={() => void submit()} disabled={busy}>
                <FormattedMessage id="registration.submit" />
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      {step === 'link' && result ? (
        <section className="section-card step-card result-panel" data-testid="registration-link-step">
          <span className="result-icon result-icon-info" aria-hidden="true">
            <IconMail size={40} />
          </span>
          {stepTitle}
          <p>
            <FormattedMessage id="registration.link.text" values={{ email: <strong>{result.email}</strong>, days: 7 }} />
          </p>
          <p className="text-body-secondary">
            <FormattedMessage
              id="registration.link.until"
              values={{
                date: (
                  <FormattedDate
                    value={result.activationLinkExpiresAt}
                    day="numeric"
                    month="long"
                    year="numeric"
                    hour="2-digit"
                    minute="2-digit"
                  />
                ),
              }}
            />
          </p>
          <dl className="reference-box">
            <dt>
              <FormattedMessage id="registration.referenceCode" />
            </dt>
            <dd data-testid="reference-code">{result.referenceCode}</dd>
          </dl>
          <p className="text-body-secondary">
            <FormattedMessage id="registration.link.next" />
          </p>
          <div className="form-actions justify-content-center">
            <button type="button" className="btn btn-primary" onClick={() => void resend()} disabled={busy}>
              <FormattedMessage id="registration.link.resend" />
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => {
                storeResult(undefined);
                onRestart();
              }}
            >
              <FormattedMessage id="registration.restart" />
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
