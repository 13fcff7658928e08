import '../../../shared/forms/forms.scss';
import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { z } from 'zod';
import { portalApi } from '../../../shared/api/portal-api';
import { FormErrorSummary, TextField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { formatMobile } from '@mflow/ui/format/format';
import { IconKey, IconMail } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { isValidIdentifier, normaliseIdentifier, signInTypeOf } from '../api/sign-in';

const ZForgotFormSchema = z.object({
  identifier: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .refine((value) => isValidIdentifier(value), 'auth.identifier.invalid'),
    ),
});

type ForgotForm = z.input<typeof ZForgotFormSchema>;

/** Forgot password (requirements/accounts.md#forgotten-and-changed-passwords): the reset link goes by e-mail, or by SMS for a mobile number. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<ForgotForm, unknown, z.output<typeof ZForgotFormSchema>>({
    resolver: zodResolver(ZForgotFormSchema),
    defaultValues: { identifier: '' },
  });
  const { isSubmitting, errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async ({ identifier }) => {
    const normalised = normaliseIdentifier(identifier);
    const accepted = await portalApi
      .request('/customerservice/api/v1/forgotpwd', { method: 'POST', auth: 'accessKey', body: { identifier: normalised } })
      .then(
        () => true,
        () => false,
      );
    if (accepted) setSentTo(normalised);
  });

  return (
    <>
      <PageHeader titleId="screen.forgotPassword" leadId="forgot.lead" icon={<IconKey size={32} />} />
      <div className="container page-body auth-page auth-page-narrow">
        <section className="section-card" aria-labelledby="forgot-title">
          {sentTo ? (
            <div className="result-panel" role="status">
              <span className="result-icon result-icon-info" aria-hidden="true">
                <IconMail size={40} />
              </span>
              <h2 id="forgot-title" className="h4">
                <FormattedMessage id="forgot.sent.title" />
              </h2>
              <p>
                <FormattedMessage
                  id={signInTypeOf(sentTo) === 'EMAIL' ? 'forgot.sent.email' : 'forgot.sent.sms'}
                  values={{ contact: <strong>{signInTypeOf(sentTo) === 'EMAIL' ? sentTo : formatMobile(sentTo)}</strong> }}
                />
              </p>
              <p className="text-body-secondary">
                <FormattedMessage id="forgot.sent.hint" />
              </p>
              <div className="d-flex gap-2 justify-content-center flex-wrap">
                <Link className="btn btn-primary" to="/login">
                  <FormattedMessage id="forgot.backToLogin" />
                </Link>
                <button type="button" className="btn btn-outline-primary" onClick={() => setSentTo(undefined)}>
                  <FormattedMessage id="forgot.again" />
                </button>
              </div>
            </div>
          ) : (
            <>
              <h2 id="forgot-title" className="section-card-title">
                <FormattedMessage id="forgot.title" />
              </h2>
              <p className="text-body-secondary">
                <FormattedMessage id="forgot.intro" />
              </p>
              <FormProvider {...form}>
                <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
                  <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
                  <TextField name="identifier" label="login.identifier" hint="login.identifier.hint" autoComplete="username" required />
                  <div className="col-12 d-flex gap-2 flex-wrap">
                    <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                      <FormattedMessage id="forgot.submit" />
                    </button>
                    <Link className="btn btn-outline-secondary" to="/login">
                      <FormattedMessage id="forgot.backToLogin" />
                    </Link>
                  </div>
                </form>
              </FormProvider>
            </>
          )}
        </section>
      </div>
    </>
  );
}
