import '../../../shared/forms/forms.scss';
import '../registration.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { ZEmailSchema } from '@mflow/contracts/rules/contact';
import { TextField } from '../../../shared/forms/fields';
import { requiredText } from '../../../shared/forms/form-rules';
import { IconAlert, IconCheckCircle, IconClock, IconMail } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { activateEmail, resendActivationLink, storeResult } from '../api/registration-api';
import { RegistrationStepper } from '../components/registration-stepper';

type Outcome = { status: string } | 'failed' | undefined;

const ZResendSchema = z.object({ email: requiredText(ZEmailSchema) });

function ResendForm() {
  const { showMessage } = useModals();
  const form = useForm<z.input<typeof ZResendSchema>, unknown, z.output<typeof ZResendSchema>>({
    resolver: zodResolver(ZResendSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email }) => {
    const ok = await resendActivationLink(email).then(
      () => true,
      () => false,
    );
    if (ok)
      showMessage({
        status: true,
        title: <FormattedMessage id="registration.link.resent.title" />,
        body: <FormattedMessage id="registration.link.resent.body" values={{ email }} />,
      });
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-2 justify-content-center text-start resend-form">
        <TextField name="email" label="registration.email" type="email" autoComplete="email" required className="col-12 col-sm-8" />
        <div className="col-12 col-sm-8">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="registration.link.resend" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/**
 * /mflow/activate?token=...: the page the e-mailed link opens (step 4 of requirements/accounts.md#registration-steps), then step 5, the
 * result: under verification until staff approve, answered by SMS and e-mail within 24 hours.
 */
export function ActivatePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { loggedIn } = useSession();
  const [outcome, setOutcome] = useState<Outcome>(token ? undefined : 'failed');
  const asked = useRef<string>(undefined);

  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    activateEmail(token).then(
      (answer) => {
        storeResult(undefined);
        setOutcome(answer);
      },
      () => setOutcome('failed'),
    );
  }, [token]);

  let body;
  if (outcome === undefined) {
    body = (
      <div className="result-panel" role="status">
        <span className="spinner-border text-primary" aria-hidden="true" />
        <p className="mt-3">
          <FormattedMessage id="activate.checking" />
        </p>
      </div>
    );
  } else if (outcome === 'failed') {
    body = (
      <div className="result-panel" data-testid="activation-failed">
        <span className="result-icon result-icon-warning" aria-hidden="true">
          <IconAlert size={40} />
        </span>
        <h2 className="h4">
          <FormattedMessage id="activate.failed.title" />
        </h2>
        <p>
          <FormattedMessage id="activate.failed.text" />
        </p>
        <ResendForm />
      </div>
    );
  } else if (outcome.status === 'ACTIVE') {
    body = (
      <div className="result-panel" data-testid="activation-result">
        <span className="result-icon result-icon-success" aria-hidden="true">
          <IconCheckCircle size={40} />
        </span>
        <h2 className="h4">
          <FormattedMessage id="activate.active.title" />
        </h2>
        <p>
          <FormattedMessage id="activate.active.text" />
        </p>
        {loggedIn ? null : (
          <Link className="btn btn-primary" to="/login">
            <FormattedMessage id="header.login" />
          </Link>
        )}
      </div>
    );
  } else {
    const rejected = outcome.status === 'REJECTED';
    body = (
      <div className="result-panel" data-testid="activation-result">
        <span className={`result-icon ${rejected ? 'result-icon-warning' : 'result-icon-info'}`} aria-hidden="true">
          {rejected ? <IconAlert size={40} /> : <IconClock size={40} />}
        </span>
        <h2 className="h4">
          <FormattedMessage id={rejected ? 'activate.rejected.title' : 'activate.pending.title'} />
        </h2>
        <p className="status-pill">
          <FormattedMessage id={rejected ? 'registration.status.rejected' : 'registration.status.pending'} />
        </p>
        <p>
          <FormattedMessage id={rejected ? 'activate.rejected.text' : 'activate.pending.text'} />
        </p>
        <p className="text-body-secondary d-flex align-items-center justify-content-center gap-2">
          <IconMail size={18} />
          <span>
            <FormattedMessage id="activate.pending.notice" />
          </span>
        </p>
        <Link className="btn btn-outline-primary" to="/">
          <FormattedMessage id="common.backHome" />
        </Link>
      </div>
    );
  }

  return (
    <>
      <PageHeader titleId="screen.activate" leadId="activate.lead" icon={<IconMail size={32} />} />
      <div className="container page-body registration-page">
        <RegistrationStepper current={outcome === undefined || outcome === 'failed' ? 'link' : 'result'} />
        <section className="section-card">{body}</section>
      </div>
    </>
  );
}
