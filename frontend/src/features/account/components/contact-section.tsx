import '../../../shared/forms/forms.scss';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TCustomerView, TUpdateProfileRequest } from '@mflow/contracts/customer/customer.contract';
import { ZCompanyPhoneSchema, ZEmailSchema, ZMobileSchema } from '@mflow/contracts/rules/contact';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { formatMobile } from '@mflow/ui/format/format';
import { TextField } from '../../../shared/forms/fields';
import { requiredNumber, requiredText, stripSeparators } from '../../../shared/forms/form-rules';
import { IconEdit } from '../../../shared/icons/icons';
import { SectionCard } from '../../../shared/layout/section-card';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';
import { updateProfile } from '../api/account-api';
import { Fact } from './fact';
import { useSaved } from './use-saved';
import { VerifyPasswordModal } from './verify-password-modal';

const ZContactSchema = (juristic: boolean) =>
  z.object({
    email: requiredText(ZEmailSchema),
    mobile: requiredNumber(ZMobileSchema),
    juristicPhone: juristic ? requiredNumber(ZCompanyPhoneSchema) : z.string().optional(),
  });

type ContactForm = { email: string; mobile: string; juristicPhone?: string };
type Pending = { changes: TUpdateProfileRequest; email?: string; mobile?: string };

/** E-mail, mobile and company phone: the password first (verifypwd), then an OTP to each new contact. */
export function ContactSection({ customer }: { customer: TCustomerView }) {
  const { updateCustomer } = useSession();
  const saved = useSaved();
  const juristic = customer.accountType === 'JURISTIC';
  const [mode, setMode] = useState<'view' | 'verify' | 'edit'>('view');
  const [pending, setPending] = useState<Pending>();
  const [emailToken, setEmailToken] = useState<string>();
  const [mobileToken, setMobileToken] = useState<string>();
  const defaults = { email: customer.email, mobile: formatMobile(customer.mobile), juristicPhone: customer.juristicPhone ?? '' };
  const form = useForm<ContactForm>({ resolver: zodResolver(ZContactSchema(juristic)) as never, defaultValues: defaults });

  const save = async (changes: TUpdateProfileRequest) => {
    const updated = await updateProfile(changes).catch(() => undefined);
    if (!updated) return;
    updateCustomer(updated);
    setMode('view');
    setPending(undefined);
    setEmailToken(undefined);
    setMobileToken(undefined);
    saved();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const email = values.email.trim();
    const mobile = stripSeparators(values.mobile);
    const changes: TUpdateProfileRequest = {};
    if (email.toLowerCase() !== customer.email.toLowerCase()) changes.email = email;
    if (mobile !== customer.mobile) changes.mobile = mobile;
    if (juristic && values.juristicPhone !== undefined && stripSeparators(values.juristicPhone) !== customer.juristicPhone) {
      changes.juristicPhone = stripSeparators(values.juristicPhone);
    }
    if (changes.email || changes.mobile) {
      setPending({ changes, email: changes.email, mobile: changes.mobile });
      return;
    }
    if (changes.juristicPhone) await save(changes);
    else setMode('view');
  });

  const confirmPending = async (next: { email?: string; mobile?: string }) => {
    if (!pending) return;
    const emailProof = next.email ?? emailToken;
    const mobileProof = next.mobile ?? mobileToken;
    if ((pending.email && !emailProof) || (pending.mobile && !mobileProof)) return;
    await save({
      ...pending.changes,
      ...(pending.email ? { emailVerificationToken: emailProof } : {}),
      ...(pending.mobile ? { mobileVerificationToken: mobileProof } : {}),
    });
  };

  return (
    <SectionCard id="contact" title={<FormattedMessage id="account.contact.title" />} icon={<IconEdit size={20} />}>
      {mode !== 'edit' ? (
        <>
          <dl className="facts">
            <Fact label="registration.email">{customer.email}</Fact>
            <Fact label="registration.mobile">{formatMobile(customer.mobile)}</Fact>
            {juristic ? <Fact label="registration.juristicPhone">{customer.juristicPhone}</Fact> : null}
          </dl>
          <button type="button" className="btn btn-outline-primary" onClick={() => setMode('verify')}>
            <FormattedMessage id="account.contact.edit" />
          </button>
        </>
      ) : pending ? (
        <div className="pending-contacts">
          <p>
            <FormattedMessage id="account.contact.verifyNew" />
          </p>
          {pending.mobile ? (
            <OtpVerification
              channel="SMS"
              contact={pending.mobile}
              purpose="CHANGE_MOBILE"
              verified={Boolean(mobileToken)}
              onVerified={(token) => {
                setMobileToken(token);
                void confirmPending({ mobile: token });
              }}
            />
          ) : null}
          {pending.email ? (
            <OtpVerification
              channel="EMAIL"
              contact={pending.email}
              purpose="CHANGE_EMAIL"
              verified={Boolean(emailToken)}
              onVerified={(token) => {
                setEmailToken(token);
                void confirmPending({ email: token });
              }}
            />
          ) : null}
          <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setPending(undefined)}>
            <FormattedMessage id="registration.back" />
          </button>
        </div>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3">
            <TextField name="email" label="registration.email" type="email" autoComplete="email" required className="col-12 col-md-6" />
            <TextField
              name="mobile"
              label="registration.mobile"
              type="tel"
              inputMode="tel"
              hint="registration.mobile.hint"
              maxLength={12}
              required
              className="col-12 col-md-6"
            />
            {juristic ? (
              <TextField
                name="juristicPhone"
                label="registration.juristicPhone"
                type="tel"
                inputMode="tel"
                maxLength={12}
                required
                className="col-12 col-md-6"
              />
            ) : null}
            <div className="col-12 d-flex gap-2 flex-wrap">
              <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
                <FormattedMessage id="account.save" />
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => {
                  form.reset(defaults);
                  setMode('view');
                }}
              >
                <FormattedMessage id="modal.cancel" />
              </button>
            </div>
          </form>
        </FormProvider>
      )}
      <VerifyPasswordModal
        show={mode === 'verify'}
        onVerified={() => {
          form.reset(defaults);
          setMode('edit');
        }}
        onCancel={() => setMode('view')}
      />
    </SectionCard>
  );
}
