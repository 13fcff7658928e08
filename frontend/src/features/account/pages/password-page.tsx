import type { TCustomerView } from '@mflow/contracts/customer/customer.contract';
import '../../../shared/forms/forms.scss';
import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { FormErrorSummary, PasswordField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import {
  PASSWORD_HINT_VALUES,
  ZChangePasswordFormSchema,
  ZPinFormSchema,
  type ChangePasswordForm,
} from '../../../shared/forms/password-schema';
import { IconKey, IconShield } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { useModals } from '../../../shared/modals/modal-host';
import { useSession } from '../../../shared/session/session-context';
import { changePassword, setPasscode } from '../api/account-api';
import { AccountLayout } from '../components/account-layout';

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePassword() {
  const { showMessage } = useModals();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(ZChangePasswordFormSchema), defaultValues: EMPTY_PASSWORDS });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const ok = await changePassword(values).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    form.reset(EMPTY_PASSWORDS);
    showMessage({
      status: true,
      title: <FormattedMessage id="changePassword.done.title" />,
      body: <FormattedMessage id="changePassword.done.body" />,
    });
  });
  return (
    <SectionCard id="change-password" title={<FormattedMessage id="changePassword.title" />} icon={<IconKey size={20} />}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
          <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
          <PasswordField
            name="currentPassword"
            label="password.current"
            autoComplete="current-password"
            required
            className="col-12 col-md-6"
          />
          <div className="w-100 m-0" />
          <PasswordField
            name="newPassword"
            label="password.new"
            hint="password.rules"
            hintValues={PASSWORD_HINT_VALUES}
            autoComplete="new-password"
            required
            className="col-12 col-md-6"
          />
          <PasswordField name="confirmPassword" label="password.confirm" autoComplete="new-password" required className="col-12 col-md-6" />
          <div className="col-12">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              <FormattedMessage id="changePassword.submit" />
            </button>
          </div>
          <p className="form-text col-12 mb-0">
            <FormattedMessage id="changePassword.note" />
          </p>
        </form>
      </FormProvider>
    </SectionCard>
  );
}

/** Replacing a passcode needs the current one (the API's other way, an OTP, is for a forgotten passcode). */
const ZChangePinFormSchema = z
  .object({
    currentPin: z
      .string()
      .min(1, REQUIRED)
      .regex(/^\d{6}$/, 'ERR_CUST_0035'),
    pin: z.string(),
    confirmPin: z.string(),
  })
  .superRefine(
    (value, ctx) => {
      const result = ZPinFormSchema.safeParse(value);
      if (!result.success)
        for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    },
    { when: () => true },
  );

const PIN_STATUS_TEXT: Record<TCustomerView['pinStatus'], string> = {
  SET: 'passcode.status.set',
  SKIPPED: 'passcode.status.skipped',
  NOT_SET: 'passcode.status.notSet',
};

type PinFields = { currentPin: string; pin: string; confirmPin: string };

function Passcode({ customer }: { customer: TCustomerView }) {
  const { showMessage } = useModals();
  const { updateCustomer } = useSession();
  const hasPin = customer.pinStatus === 'SET';
  const form = useForm<PinFields>({
    resolver: zodResolver(hasPin ? ZChangePinFormSchema : ZPinFormSchema) as never,
    defaultValues: { currentPin: '', pin: '', confirmPin: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ currentPin, pin, confirmPin }) => {
    const answer = await setPasscode(hasPin ? { currentPin, pin, confirmPin } : { pin, confirmPin }).catch(() => undefined);
    if (!answer) return;
    form.reset({ currentPin: '', pin: '', confirmPin: '' });
    updateCustomer({ ...customer, pinStatus: 'SET' });
    showMessage({ status: true, title: <FormattedMessage id="passcode.set.title" />, body: <FormattedMessage id="passcode.set.body" /> });
  });
  return (
    <SectionCard id="passcode" title={<FormattedMessage id="passcode.title" />} icon={<IconShield size={20} />}>
      <p className="text-body-secondary">
        <FormattedMessage id={PIN_STATUS_TEXT[customer.pinStatus]} />
      </p>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
          <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
          {hasPin ? (
            <PasswordField
              name="currentPin"
              label="passcode.current"
              autoComplete="off"
              inputMode="numeric"
              maxLength={6}
              required
              className="col-12 col-md-4"
            />
          ) : null}
          <PasswordField
            name="pin"
            label="passcode.pin"
            hint="passcode.pin.hint"
            autoComplete="off"
            inputMode="numeric"
            maxLength={6}
            required
            className="col-12 col-md-4"
          />
          <PasswordField
            name="confirmPin"
            label="passcode.confirm"
            autoComplete="off"
            inputMode="numeric"
            maxLength={6}
            required
            className="col-12 col-md-4"
          />
          <div className="col-12">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              <FormattedMessage id={hasPin ? 'passcode.change' : 'passcode.submit'} />
            </button>
          </div>
        </form>
      </FormProvider>
    </SectionCard>
  );
}

/** /mflow/account/password: change password (requirements/accounts.md#password-rules) and the passcode. */
export function PasswordPage() {
  return (
    <AccountLayout titleId="account.tab.security">
      {(customer) => (
        <>
          <ChangePassword />
          <Passcode customer={customer} />
        </>
      )}
    </AccountLayout>
  );
}
