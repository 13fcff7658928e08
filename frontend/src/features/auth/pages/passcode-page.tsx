import '../../../shared/forms/forms.scss';
import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { portalApi } from '../../../shared/api/portal-api';
import { FormErrorSummary, PasswordField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { ZPinFormSchema, type PinForm } from '../../../shared/forms/password-schema';
import { IconShield } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { returnPathOf } from '../api/return-path';

const PIN_PATH = '/customerservice/api/v1/customer/current/pin';

/**
 * The passcode step after sign-in (requirements/accounts.md#passcode): set a 6-digit passcode, or skip it after confirming. The
 * server remembers either answer, so the step is offered once.
 */
export function PasscodePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { customer } = useSession();
  const { showMessage } = useModals();
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<PinForm>({ resolver: zodResolver(ZPinFormSchema), defaultValues: { pin: '', confirmPin: '' } });
  const { isSubmitting, errors, submitCount } = form.formState;
  const next = returnPathOf(location.state);

  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await portalApi.request(PIN_PATH, { method: 'PUT', auth: 'bearer', body: values }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showMessage({ status: true, title: <FormattedMessage id="passcode.set.title" />, body: <FormattedMessage id="passcode.set.body" /> });
    navigate(next, { replace: true });
  });

  const skip = async () => {
    setConfirmSkip(false);
    setBusy(true);
    const ok = await portalApi.request(`${PIN_PATH}/skip`, { method: 'POST', auth: 'bearer' }).then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (ok) navigate(next, { replace: true });
  };

  // Reached again after answering (a bookmark, the back button): nothing left to ask.
  const status = (customer as { pinStatus?: string } | undefined)?.pinStatus;
  if (status === 'SET' || status === 'SKIPPED') {
    if (!isSubmitting && !busy) return <Navigate to={next} replace />;
  }

  return (
    <>
      <PageHeader titleId="screen.passcode" leadId="passcode.lead" icon={<IconShield size={32} />} />
      <div className="container page-body auth-page auth-page-narrow">
        <section className="section-card" aria-labelledby="passcode-title">
          <h2 id="passcode-title" className="section-card-title">
            <FormattedMessage id="passcode.title" />
          </h2>
          <p className="text-body-secondary">
            <FormattedMessage id="passcode.intro" />
          </p>
          <FormProvider {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
              <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
              <PasswordField
                name="pin"
                label="passcode.pin"
                hint="passcode.pin.hint"
                autoComplete="off"
                inputMode="numeric"
                maxLength={6}
                required
                className="col-12 col-sm-6"
              />
              <PasswordField
                name="confirmPin"
                label="passcode.confirm"
                autoComplete="off"
                inputMode="numeric"
                maxLength={6}
                required
                className="col-12 col-sm-6"
              />
              <div className="col-12 d-flex gap-2 flex-wrap">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting || busy}>
                  <FormattedMessage id="passcode.submit" />
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setConfirmSkip(true)}
                  disabled={isSubmitting || busy}
                >
                  <FormattedMessage id="passcode.skip" />
                </button>
              </div>
            </form>
          </FormProvider>
        </section>
      </div>
      <ConfirmModal
        show={confirmSkip}
        title={<FormattedMessage id="passcode.skip.title" />}
        body={<FormattedMessage id="passcode.skip.body" />}
        confirmLabel={<FormattedMessage id="passcode.skip.confirm" />}
        onConfirm={() => void skip()}
        onCancel={() => setConfirmSkip(false)}
      />
    </>
  );
}
