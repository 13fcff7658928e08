import type { TSignInResponse } from '@mflow/contracts/auth/auth.contract';
import '../../../shared/forms/forms.scss';
import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router';
import { z } from 'zod';
import { portalApi } from '../../../shared/api/portal-api';
import { CheckboxField, FormErrorSummary, PasswordField, TextField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { localStore } from '@mflow/ui/storage/browser-storage';
import { IconLock } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';
import { useSession } from '../../../shared/session/session-context';
import { LOCAL_KEYS } from '../../../shared/storage/storage-keys';
import { peekAfterSignIn, setAfterSignIn } from '../api/after-sign-in';
import { returnPathOf } from '../api/return-path';
import { isValidIdentifier, normaliseIdentifier, signInHeaders } from '../api/sign-in';
import { SocialSignIn } from '../components/social-sign-in';

const ZLoginFormSchema = z.object({
  identifier: z
    .string()
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .refine((value) => isValidIdentifier(value), 'auth.identifier.invalid'),
    ),
  password: z.string().min(1, REQUIRED),
  remember: z.boolean(),
});

type LoginForm = z.input<typeof ZLoginFormSchema>;

/** The sign-in page's heading band; the start-up frame draws it too, before the script runs. */
export function LoginPageHeader() {
  return <PageHeader titleId="screen.login" leadId="login.lead" icon={<IconLock size={32} />} />;
}

export function LoginPage() {
  const intl = useIntl();
  const location = useLocation();
  const isActive = useMenuActive();
  const { loggedIn, completeSignIn } = useSession();
  const remembered = localStore.getItem(LOCAL_KEYS.rememberUsername);
  const form = useForm<LoginForm, unknown, z.output<typeof ZLoginFormSchema>>({
    resolver: zodResolver(ZLoginFormSchema),
    defaultValues: { identifier: remembered ?? '', password: '', remember: Boolean(remembered) },
  });
  const { isSubmitting, errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const answer = await portalApi
      .request<TSignInResponse>('/authservice/api/auth', {
        method: 'POST',
        auth: 'accessKey',
        headers: signInHeaders(values.identifier, values.password),
      })
      .catch(() => undefined);
    if (!answer) {
      form.setValue('password', '');
      form.setFocus('password');
      return;
    }
    // requirements/portal-shell.md#sign-out: the remember-me username outlives sign-out; unticking forgets it.
    if (values.remember) localStore.setItem(LOCAL_KEYS.rememberUsername, normaliseIdentifier(values.identifier));
    else localStore.removeItem(LOCAL_KEYS.rememberUsername);
    const from = returnPathOf(location.state);
    setAfterSignIn({ to: answer.pinStatus === 'NOT_SET' ? '/passcode' : from, from });
    completeSignIn(answer);
  });

  // Signed in (just now, or already when the page was opened): on to the next page.
  if (loggedIn) {
    const next = peekAfterSignIn();
    return <Navigate to={next?.to ?? '/'} replace state={{ from: next?.from ?? '/' }} />;
  }

  return (
    <>
      <LoginPageHeader />
      <div className="container page-body auth-page">
        <div className="auth-grid">
          <section className="section-card auth-card" aria-labelledby="login-title">
            <h2 id="login-title" className="section-card-title">
              <FormattedMessage id="login.title" />
            </h2>
            <FormProvider {...form}>
              <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
                <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
                <TextField name="identifier" label="login.identifier" hint="login.identifier.hint" autoComplete="username" required />
                <PasswordField name="password" label="login.password" required />
                <div className="col-12 d-flex justify-content-between align-items-center flex-wrap gap-2">
                  <CheckboxField name="remember" label="login.remember" className="" />
                  <Link to="/forgotpwd">
                    <FormattedMessage id="login.forgot" />
                  </Link>
                </div>
                <div className="col-12">
                  <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
                    <FormattedMessage id="login.submit" />
                  </button>
                </div>
              </form>
            </FormProvider>
            <SocialSignIn />
          </section>
          <aside className="auth-aside" aria-labelledby="login-register-title">
            <h2 id="login-register-title" className="auth-aside-title">
              <FormattedMessage id="login.newHere" />
            </h2>
            <ul className="check-list">
              <li>
                <FormattedMessage id="login.benefit.vehicles" />
              </li>
              <li>
                <FormattedMessage id="login.benefit.autoPay" />
              </li>
              <li>
                <FormattedMessage id="login.benefit.history" />
              </li>
            </ul>
            {isActive(MENU.register) ? (
              <Link className="btn btn-outline-light" to="/consent">
                <FormattedMessage id="header.register" />
              </Link>
            ) : null}
            <p className="auth-aside-note">
              {intl.formatMessage({ id: 'login.callCentre' }, { number: intl.formatMessage({ id: 'contact.callCentre.number' }) })}
            </p>
          </aside>
        </div>
      </div>
    </>
  );
}
