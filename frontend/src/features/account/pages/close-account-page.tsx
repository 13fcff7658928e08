import '../../../shared/forms/forms.scss';
import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { FormErrorSummary, PasswordField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { IconAlert } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { closeAccount } from '../api/account-api';
import { AccountLayout } from '../components/account-layout';

const ZCloseSchema = z.object({ password: z.string().min(1, REQUIRED), reason: z.string().max(500, INVALID) });
type CloseForm = z.infer<typeof ZCloseSchema>;

const CONSEQUENCES = ['signOut', 'noSignIn', 'records', 'again'] as const;

/**
 * /mflow/account/close: deactivating an account (requirements/accounts.md#closing-an-account). A confirmation first, then the password;
 * the account closes, every session ends and the customer is signed out here too.
 */
function CloseAccount() {
  const intl = useIntl();
  const reasonId = useId();
  const { showMessage } = useModals();
  const { signOutNow } = useSession();
  const [stage, setStage] = useState<'intro' | 'confirm' | 'password'>('intro');
  const form = useForm<CloseForm>({ resolver: zodResolver(ZCloseSchema), defaultValues: { password: '', reason: '' } });
  const { errors, submitCount, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password, reason }) => {
    const ok = await closeAccount({ password, ...(reason.trim() ? { reason: reason.trim() } : {}) }).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showMessage({
      status: true,
      title: <FormattedMessage id="closeAccount.done.title" />,
      body: <FormattedMessage id="closeAccount.done.body" />,
      onClose: () => void signOutNow(),
    });
  });

  return (
    <SectionCard id="close-account" title={<FormattedMessage id="closeAccount.title" />} icon={<IconAlert size={20} />}>
      <p>
        <FormattedMessage id="closeAccount.intro" />
      </p>
      <ul className="check-list">
        {CONSEQUENCES.map((item) => (
          <li key={item}>
            <FormattedMessage id={`closeAccount.consequence.${item}`} />
          </li>
        ))}
      </ul>
      {stage === 'password' ? (
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3" data-testid="close-account-form">
            <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
            <div className="col-12">
              <label htmlFor={reasonId} className="form-label">
                <FormattedMessage id="closeAccount.reason" />
              </label>
              <textarea id={reasonId} className="form-control" rows={3} maxLength={500} {...form.register('reason')} />
            </div>
            <PasswordField
              name="password"
              label="closeAccount.password"
              autoComplete="current-password"
              required
              className="col-12 col-md-6"
            />
            <div className="col-12 d-flex gap-2 flex-wrap">
              <button type="submit" className="btn btn-danger" disabled={isSubmitting}>
                <FormattedMessage id="closeAccount.submit" />
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setStage('intro')}>
                <FormattedMessage id="modal.cancel" />
              </button>
            </div>
          </form>
        </FormProvider>
      ) : (
        <button type="button" className="btn btn-outline-danger" onClick={() => setStage('confirm')}>
          <FormattedMessage id="closeAccount.start" />
        </button>
      )}
      <ConfirmModal
        show={stage === 'confirm'}
        title={<FormattedMessage id="closeAccount.confirm.title" />}
        body={<FormattedMessage id="closeAccount.confirm.body" />}
        confirmLabel={intl.formatMessage({ id: 'closeAccount.confirm.action' })}
        onConfirm={() => setStage('password')}
        onCancel={() => setStage('intro')}
      />
    </SectionCard>
  );
}

export function CloseAccountPage() {
  return <AccountLayout titleId="account.tab.close">{() => <CloseAccount />}</AccountLayout>;
}
