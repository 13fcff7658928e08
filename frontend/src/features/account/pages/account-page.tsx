import type { TAddressView, TCustomerView, TUpdateProfileRequest } from '@mflow/contracts/customer/customer.contract';
import '../account.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { ZCompanyPhoneSchema, ZEmailSchema, ZMobileSchema } from '@mflow/contracts/rules/contact';
import { AddressFields } from '../../../shared/forms/address-fields';
import { toAddressForm, toAddressInput, ZAddressFormSchema, type AddressFormValues } from '../../../shared/forms/address-schema';
import { RadioGroupField, TextField } from '../../../shared/forms/fields';
import { requiredNumber, requiredText, stripSeparators } from '../../../shared/forms/form-rules';
import { formatMobile } from '../../../shared/format/format';
import { IconEdit, IconMapPin, IconUser } from '../../../shared/icons/icons';
import { Avatar } from '../../../shared/layout/avatar';
import { SectionCard } from '../../../shared/layout/section-card';
import { useMasterList } from '../../../shared/master/use-master-list';
import { useModals } from '../../../shared/modals/modal-host';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';
import { removeProfilePicture, setProfilePicture, updateProfile } from '../api/account-api';
import { AccountLayout } from '../components/account-layout';
import { AddressText } from '../components/address-text';
import { VerifyPasswordModal } from '../components/verify-password-modal';

function useSaved() {
  const { showMessage } = useModals();
  return () => showMessage({ status: true, title: <FormattedMessage id="account.saved.title" />, body: <FormattedMessage id="account.saved.body" /> });
}

function ProfileCard({ customer }: { customer: TCustomerView }) {
  const intl = useIntl();
  const { profileImage, updateCustomer } = useSession();
  const { showMessage } = useModals();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      showMessage({ status: false, body: <FormattedMessage id="account.picture.type" /> });
      return;
    }
    setBusy(true);
    const updated = await setProfilePicture(file).catch(() => undefined);
    setBusy(false);
    if (updated) updateCustomer(updated);
  };

  const remove = async () => {
    setBusy(true);
    const updated = await removeProfilePicture().catch(() => undefined);
    setBusy(false);
    if (updated) updateCustomer(updated);
  };

  return (
    <section className="section-card profile-card" aria-labelledby="profile-name">
      <div className="profile-picture">
        <Avatar src={profileImage} size={96} alt={intl.formatMessage({ id: 'account.picture.alt' })} />
      </div>
      <div className="profile-identity">
        <h2 id="profile-name" className="profile-name">
          {customer.displayName}
        </h2>
        <p className="profile-meta">
          <span className="badge text-bg-light">
            <FormattedMessage id={customer.accountType === 'JURISTIC' ? 'account.type.juristic' : 'account.type.individual'} />
          </span>
          <span>
            <FormattedMessage id="account.reference" values={{ code: customer.referenceCode }} />
          </span>
          <span>
            <FormattedMessage id="header.points" values={{ points: customer.point }} />
          </span>
        </p>
        <p className="profile-since">
          <FormattedMessage id="account.memberSince" values={{ date: <FormattedDate value={customer.registeredAt} day="numeric" month="long" year="numeric" /> }} />
        </p>
        <div className="d-flex gap-2 flex-wrap">
          <input ref={input} type="file" accept="image/jpeg,image/png" className="d-none" onChange={(event) => void choose(event)} data-testid="profile-picture-input" tabIndex={-1} />
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => input.current?.click()} disabled={busy}>
            <FormattedMessage id="account.picture.change" />
          </button>
          {profileImage ? (
            <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => void remove()} disabled={busy}>
              <FormattedMessage id="account.picture.remove" />
            </button>
          ) : null}
        </div>
        <p className="form-text mb-0">
          <FormattedMessage id="account.picture.hint" />
        </p>
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children ?? <FormattedMessage id="common.none" />}</dd>
    </div>
  );
}

function PersonalData({ customer }: { customer: TCustomerView }) {
  const titles = useMasterList('titles');
  const genders = useMasterList('genders');
  const nationalities = useMasterList('nationalities');
  const types = useMasterList('juristictypes');
  const name = (items: { code: string; name: string }[] | undefined, code: string | null) => (code ? (items?.find((item) => item.code === code)?.name ?? code) : null);
  const person = [name(titles, customer.titleCode), customer.firstName, customer.middleName, customer.lastName].filter(Boolean).join(' ');
  return (
    <SectionCard id="personal" title={<FormattedMessage id="account.personal.title" />} icon={<IconUser size={20} />}>
      <dl className="facts">
        {customer.accountType === 'JURISTIC' ? (
          <>
            <Fact label="registration.juristicName">{customer.companyName}</Fact>
            <Fact label="registration.juristicId">{customer.juristicId}</Fact>
            <Fact label="registration.juristicType">{customer.juristicType === 'OTHER' ? customer.juristicTypeOther : name(types, customer.juristicType)}</Fact>
            <Fact label="account.branch">
              {customer.branchName ? <FormattedMessage id="account.branch.value" values={{ name: customer.branchName, code: customer.branchCode }} /> : null}
            </Fact>
            <Fact label="registration.authorisedDirector">{customer.authorisedDirector}</Fact>
            <Fact label="account.contactPerson">{person}</Fact>
          </>
        ) : (
          <>
            <Fact label="account.name">{person}</Fact>
            <Fact label="account.idNumber">{customer.idNumberMasked}</Fact>
            <Fact label="registration.birthDate">
              {customer.birthDate ? <FormattedDate value={`${customer.birthDate}T00:00:00+07:00`} day="numeric" month="long" year="numeric" /> : null}
            </Fact>
            <Fact label="registration.gender">{name(genders, customer.gender)}</Fact>
            <Fact label="registration.nationality">{name(nationalities, customer.nationality)}</Fact>
          </>
        )}
      </dl>
      <p className="form-text mb-0">
        <FormattedMessage id="account.personal.note" />
      </p>
    </SectionCard>
  );
}

const ZContactSchema = (juristic: boolean) =>
  z.object({
    email: requiredText(ZEmailSchema),
    mobile: requiredNumber(ZMobileSchema),
    juristicPhone: juristic ? requiredNumber(ZCompanyPhoneSchema) : z.string().optional(),
  });

type ContactForm = { email: string; mobile: string; juristicPhone?: string };
type Pending = { changes: TUpdateProfileRequest; email?: string; mobile?: string };

/** E-mail, mobile and company phone: the password first (verifypwd), then an OTP to each new contact. */
function ContactSection({ customer }: { customer: TCustomerView }) {
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
            <TextField name="mobile" label="registration.mobile" type="tel" inputMode="tel" hint="registration.mobile.hint" maxLength={12} required className="col-12 col-md-6" />
            {juristic ? (
              <TextField name="juristicPhone" label="registration.juristicPhone" type="tel" inputMode="tel" maxLength={12} required className="col-12 col-md-6" />
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

const ZLanguageSchema = z.object({ notificationLanguage: z.enum(['TH', 'EN']) });

/** SPEC 1 "set notification language": the language of e-mails and SMS, apart from the portal's own. */
function LanguageSection({ customer }: { customer: TCustomerView }) {
  const { updateCustomer } = useSession();
  const saved = useSaved();
  const form = useForm<z.infer<typeof ZLanguageSchema>>({ resolver: zodResolver(ZLanguageSchema), values: { notificationLanguage: customer.notificationLanguage } });
  const onSubmit = form.handleSubmit(async (values) => {
    const updated = await updateProfile(values).catch(() => undefined);
    if (!updated) return;
    updateCustomer(updated);
    saved();
  });
  return (
    <SectionCard id="language" title={<FormattedMessage id="account.language.title" />}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3 align-items-end">
          <RadioGroupField
            name="notificationLanguage"
            label="registration.notificationLanguage"
            inline
            className="col-12 col-md-8"
            options={[
              { value: 'TH', label: 'language.th' },
              { value: 'EN', label: 'language.en' },
            ]}
          />
          <div className="col-12 col-md-4 text-md-end">
            <button type="submit" className="btn btn-primary" disabled={!form.formState.isDirty || form.formState.isSubmitting}>
              <FormattedMessage id="account.save" />
            </button>
          </div>
        </form>
      </FormProvider>
    </SectionCard>
  );
}

const ZAddressEditSchema = z.object({ address: ZAddressFormSchema });

function EditableAddress({ address, section }: { address: TAddressView; section: 'residence' | 'delivery' }) {
  const { updateCustomer } = useSession();
  const saved = useSaved();
  const [editing, setEditing] = useState(false);
  const form = useForm<{ address: AddressFormValues }>({ resolver: zodResolver(ZAddressEditSchema) as never, defaultValues: { address: toAddressForm(address) } });
  const onSubmit = form.handleSubmit(async (values) => {
    const updated = await updateProfile({ addresses: { [section]: toAddressInput(values.address) } }).catch(() => undefined);
    if (!updated) return;
    updateCustomer(updated);
    setEditing(false);
    saved();
  });
  if (!editing) {
    return (
      <div className="address-row">
        <AddressText address={address} />
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => {
            form.reset({ address: toAddressForm(address) });
            setEditing(true);
          }}
        >
          <FormattedMessage id={`account.address.edit.${section}`} />
        </button>
      </div>
    );
  }
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={`address-form-${section}`}>
        <AddressFields prefix="address" />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
            <FormattedMessage id="account.save" />
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setEditing(false)}>
            <FormattedMessage id="modal.cancel" />
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

const SECTION_OF: Record<string, { title: string; editable?: 'residence' | 'delivery' }> = {
  REGISTRATION: { title: 'registration.address.registration' },
  DOCUMENT: { title: 'registration.address.document' },
  RESIDENCE: { title: 'registration.address.residence', editable: 'residence' },
  DELIVERY: { title: 'registration.address.delivery', editable: 'delivery' },
};

function AddressesSection({ customer }: { customer: TCustomerView }) {
  const order = ['REGISTRATION', 'DOCUMENT', 'RESIDENCE', 'DELIVERY'];
  const addresses = customer.addresses.filter((address) => address.kind !== 'INVOICE').sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  return (
    <SectionCard id="addresses" title={<FormattedMessage id="account.addresses.title" />} icon={<IconMapPin size={20} />}>
      <div className="address-list">
        {addresses.map((address) => {
          const section = SECTION_OF[address.kind];
          if (!section) return null;
          return (
            <section key={address.addressId} className="address-item" aria-labelledby={`address-${address.kind}`}>
              <h3 id={`address-${address.kind}`} className="h6 mb-1">
                <FormattedMessage id={section.title} />
              </h3>
              {section.editable ? <EditableAddress address={address} section={section.editable} /> : <AddressText address={address} />}
            </section>
          );
        })}
      </div>
    </SectionCard>
  );
}

/** /mflow/account (MENU00007 "user data"): the profile, its picture, contacts, notification language and addresses. */
export function AccountPage() {
  return (
    <AccountLayout titleId="member.account">
      {(customer) => (
        <>
          <ProfileCard customer={customer} />
          <PersonalData customer={customer} />
          <ContactSection customer={customer} />
          <LanguageSection customer={customer} />
          <AddressesSection customer={customer} />
        </>
      )}
    </AccountLayout>
  );
}
