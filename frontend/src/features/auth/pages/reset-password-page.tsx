import '../../../shared/forms/forms.scss';
import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { portalApi } from '../../../shared/api/portal-api';
import { FormErrorSummary, PasswordField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import {
  PASSWORD_HINT_VALUES,
  ZNewPasswordFormSchema,
  type NewPasswordForm,
  type NewPasswordValues,
} from '../../../shared/forms/password-schema';
import { IconAlert, IconCheckCircle, IconKey } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useSession } from '../../../shared/session/session-context';

/** Reset password (requirements/accounts.md#forgotten-and-changed-passwords), opened from the e-mailed or texted link /mflow/resetpwd?token=... (always available). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { loggedIn } = useSession();
  const [done, setDone] = useState(false);
  const form = useForm<NewPasswordForm, unknown, NewPasswordValues>({
    resolver: zodResolver(ZNewPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting, errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await portalApi
      .request('/customerservice/api/v1/resetpwd', { method: 'POST', auth: 'accessKey', body: { token, ...values } })
      .then(
        () => true,
        () => false,
      );
    if (ok) setDone(true);
  });

  let body;
  if (done) {
    body = (
      <div className="result-panel" role="status">
        <span className="result-icon result-icon-success" aria-hidden="true">
          <IconCheckCircle size={40} />
        </span>
        <h2 className="h4">
          <FormattedMessage id="reset.done.title" />
        </h2>
        <p>
          <FormattedMessage id="reset.done.text" />
        </p>
        {loggedIn ? null : (
          <Link className="btn btn-primary" to="/login">
            <FormattedMessage id="reset.done.login" />
          </Link>
        )}
      </div>
    );
  } else if (!token) {
    body = (
      <div className="result-panel">
        <span className="result-icon result-icon-warning" aria-hidden="true">
          <IconAlert size={40} />
        </span>
        <h2 className="h4">
          <FormattedMessage id="reset.noToken.title" />
        </h2>
        <p>
          <FormattedMessage id="reset.noToken.text" />
        </p>
        <Link className="btn btn-primary" to={loggedIn ? '/account/password' : '/forgotpwd'}>
          <FormattedMessage id={loggedIn ? 'reset.noToken.change' : 'reset.noToken.forgot'} />
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <h2 className="section-card-title">
          <FormattedMessage id="reset.title" />
        </h2>
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
            <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
            <PasswordField
              name="newPassword"
              label="password.new"
              hint="password.rules"
              hintValues={PASSWORD_HINT_VALUES}
              autoComplete="new-password"
              required
            />
            <PasswordField name="confirmPassword" label="password.confirm" autoComplete="new-password" required />
            <div className="col-12">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                <FormattedMessage id="reset.submit" />
              </button>
            </div>
          </form>
        </FormProvider>
      </>
    );
  }

  return (
    <>
      <PageHeader titleId="screen.resetPassword" leadId="reset.lead" icon={<IconKey size={32} />} />
      <div className="container page-body auth-page auth-page-narrow">
        <section className="section-card">{body}</section>
      </div>
    </>
  );
}
