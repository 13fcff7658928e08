import '../../../shared/forms/forms.scss';
import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TSignInResponse } from '@mflow/contracts/auth/auth.contract';
import type { TSocialProvider } from '@mflow/contracts/auth/social-sign-in.contract';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { sessionStore } from '@mflow/ui/storage/browser-storage';
import { FormErrorSummary, PasswordField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { IconLock } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { peekAfterSignIn, setAfterSignIn } from '../api/after-sign-in';
import {
  confirmSocialLink,
  finishSocialSignIn,
  keepSocialPrefill,
  takePendingSocialSignIn,
  type PendingSocialSignIn,
} from '../../../shared/social-sign-in/social-sign-in';

/** The callback is handled once per page load: the attempt is single use, and a second call would be refused. */
let handledThisLoad = false;
let pendingOfThisLoad: PendingSocialSignIn | undefined | null = null;

/** The attempt this tab began, taken from storage the first time the page asks in this load. */
function pendingAttempt(): PendingSocialSignIn | undefined {
  pendingOfThisLoad ??= takePendingSocialSignIn(sessionStore);
  return pendingOfThisLoad;
}

type View = { kind: 'working' } | { kind: 'failed' } | { kind: 'confirm'; provider: TSocialProvider; email: string; linkToken: string };

const ZConfirmSchema = z.object({ password: z.string().min(1, REQUIRED) });

function ConfirmLink({
  provider,
  email,
  linkToken,
  onSignedIn,
}: {
  provider: TSocialProvider;
  email: string;
  linkToken: string;
  onSignedIn: (answer: TSignInResponse) => void;
}) {
  const intl = useIntl();
  const form = useForm<z.infer<typeof ZConfirmSchema>>({ resolver: zodResolver(ZConfirmSchema), defaultValues: { password: '' } });
  const { isSubmitting, errors, submitCount } = form.formState;
  const providerName = intl.formatMessage({ id: `login.social.${provider}` });
  const onSubmit = form.handleSubmit(async ({ password }) => {
    const answer = await confirmSocialLink(linkToken, password).catch(() => undefined);
    if (answer) {
      onSignedIn(answer);
      return;
    }
    form.setValue('password', '');
    form.setFocus('password');
  });
  return (
    <section className="section-card auth-card" aria-labelledby="social-confirm-title">
      <h2 id="social-confirm-title" className="section-card-title">
        <FormattedMessage id="social.confirm.title" values={{ provider: providerName }} />
      </h2>
      <p>
        <FormattedMessage id="social.confirm.lead" values={{ provider: providerName, email: <strong>{email}</strong> }} />
      </p>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
          <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
          <PasswordField name="password" label="login.password" required />
          <div className="col-12">
            <button type="submit" className="btn btn-primary btn-lg w-100" disabled={isSubmitting}>
              <FormattedMessage id="social.confirm.submit" />
            </button>
          </div>
        </form>
      </FormProvider>
      <p className="mt-3 mb-0">
        <Link to="/login">
          <FormattedMessage id="social.callback.toLogin" />
        </Link>
      </p>
    </section>
  );
}

/**
 * /mflow/social/callback: where the provider sends the browser back. The page hands the provider's
 * answer to the API with the key this tab kept, and follows what it says: signed in, confirm the
 * link with the password, register with the name and e-mail prefilled, or linked from the profile.
 */
export function SocialCallbackPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { loggedIn, completeSignIn } = useSession();
  const { showMessage } = useModals();
  const intl = useIntl();
  const [view, setView] = useState<View>(() => (pendingAttempt() ? { kind: 'working' } : { kind: 'failed' }));

  const signedIn = (answer: TSignInResponse) => {
    setAfterSignIn({ to: answer.pinStatus === 'NOT_SET' ? '/passcode' : '/', from: '/' });
    completeSignIn(answer);
  };

  useEffect(() => {
    const pending = pendingAttempt();
    if (handledThisLoad || !pending) return;
    handledThisLoad = true;
    finishSocialSignIn(pending, location.search).then(
      (answer) => {
        switch (answer.outcome) {
          case 'SIGNED_IN':
            signedIn(answer.signIn);
            return;
          case 'CONFIRM_LINK':
            setView({ kind: 'confirm', provider: answer.provider, email: answer.email, linkToken: answer.linkToken });
            return;
          case 'REGISTER':
            keepSocialPrefill(sessionStore, answer.prefill);
            void navigate('/consent', { replace: true });
            return;
          case 'LINKED':
            void navigate('/account', { replace: true });
            showMessage({
              status: true,
              title: <FormattedMessage id="social.linked.title" />,
              body: (
                <FormattedMessage
                  id="social.linked.body"
                  values={{ provider: intl.formatMessage({ id: `login.social.${answer.provider}` }) }}
                />
              ),
            });
        }
      },
      () => setView({ kind: 'failed' }),
    );
    // The answer is read once, from the URL the provider sent the browser to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const next = peekAfterSignIn();
  if (loggedIn && next) return <Navigate to={next.to} replace state={{ from: next.from }} />;

  return (
    <>
      <PageHeader titleId="screen.socialCallback" icon={<IconLock size={32} />} />
      <div className="container page-body auth-page auth-page-narrow">
        {view.kind === 'confirm' ? (
          <ConfirmLink provider={view.provider} email={view.email} linkToken={view.linkToken} onSignedIn={signedIn} />
        ) : (
          <section className="section-card" aria-live="polite">
            {view.kind === 'working' ? (
              <p className="mb-0">
                <FormattedMessage id="social.callback.working" />
              </p>
            ) : (
              <>
                <p>
                  <FormattedMessage id="social.callback.failed" />
                </p>
                <Link to={loggedIn ? '/account' : '/login'} className="btn btn-primary">
                  <FormattedMessage id={loggedIn ? 'social.callback.toAccount' : 'social.callback.toLogin'} />
                </Link>
              </>
            )}
          </section>
        )}
      </div>
    </>
  );
}
