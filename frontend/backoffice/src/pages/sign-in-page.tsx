import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, type Location } from 'react-router';
import { z } from 'zod';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { ApiErrors } from '../components/api-errors';
import { useStaffSession } from '../session/session-context';

const ZSignInFormSchema = z.object({
  email: z.string().trim().min(1, 'signIn.email.required').max(254, 'signIn.email.tooLong'),
  password: z.string().min(1, 'signIn.password.required').max(100, 'signIn.password.tooLong'),
});

type TSignInForm = z.infer<typeof ZSignInFormSchema>;

/** Where to go after signing in: the page that sent the staff member here, or the first page of their roles. */
function destination(state: unknown): string {
  const from = (state as { from?: Location } | null)?.from;
  return from && from.pathname !== '/signin' ? `${from.pathname}${from.search}` : '/';
}

export function SignInPage() {
  const intl = useIntl();
  const location = useLocation();
  const { session, lastEnd, signIn } = useStaffSession();
  const [errors, setErrors] = useState<ApiErrorItem[]>();
  const form = useForm<TSignInForm>({ resolver: zodResolver(ZSignInFormSchema), defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;
  const fieldError = (field: keyof TSignInForm) => {
    const message = form.formState.errors[field]?.message;
    return message ? intl.formatMessage({ id: message }) : undefined;
  };

  if (session) return <Navigate to={destination(location.state)} replace />;

  const submit = form.handleSubmit(async (values) => {
    setErrors(undefined);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
    } catch (error) {
      form.resetField('password');
      setErrors(error instanceof ApiError ? error.errors : []);
    }
  });

  const title = intl.formatMessage({ id: 'signIn.title' });
  return (
    <div className="bo-signin">
      <title>{intl.formatMessage({ id: 'document.title' }, { page: title })}</title>
      <div className="card bo-card bo-signin-card">
        <div className="card-body">
          <h1 className="h4 mb-1">{title}</h1>
          <p className="text-body-secondary small mb-3">
            <FormattedMessage id="signIn.lead" />
          </p>
          {lastEnd === 'expired' && !errors ? (
            <Alert variant="warning" className="bo-alert" data-testid="session-ended">
              <FormattedMessage id="signIn.expired" />
            </Alert>
          ) : null}
          {lastEnd === 'signedOut' && !errors ? (
            <Alert variant="info" className="bo-alert" data-testid="session-ended">
              <FormattedMessage id="signIn.signedOut" />
            </Alert>
          ) : null}
          {errors ? <ApiErrors errors={errors} titleId="signIn.failed" /> : null}
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <Form.Group className="mb-3" controlId="staff-email">
              <Form.Label>
                <FormattedMessage id="signIn.email" />
              </Form.Label>
              <Form.Control
                type="email"
                autoComplete="username"
                autoFocus
                isInvalid={Boolean(fieldError('email'))}
                aria-invalid={Boolean(fieldError('email'))}
                aria-describedby={fieldError('email') ? 'staff-email-error' : undefined}
                {...form.register('email')}
              />
              <Form.Control.Feedback type="invalid" id="staff-email-error">
                {fieldError('email')}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-4" controlId="staff-password">
              <Form.Label>
                <FormattedMessage id="signIn.password" />
              </Form.Label>
              <Form.Control
                type="password"
                autoComplete="current-password"
                isInvalid={Boolean(fieldError('password'))}
                aria-invalid={Boolean(fieldError('password'))}
                aria-describedby={fieldError('password') ? 'staff-password-error' : undefined}
                {...form.register('password')}
              />
              <Form.Control.Feedback type="invalid" id="staff-password-error">
                {fieldError('password')}
              </Form.Control.Feedback>
            </Form.Group>
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {isSubmitting ? <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" /> : null}
              <FormattedMessage id={isSubmitting ? 'signIn.submitting' : 'signIn.submit'} />
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
