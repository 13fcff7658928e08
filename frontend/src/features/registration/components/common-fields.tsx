import type { ReactNode } from 'react';
import '../../../shared/forms/forms.scss';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { PasswordField, RadioGroupField, SelectField, TextField, type Option } from '../../../shared/forms/fields';
import { PASSWORD_HINT_VALUES } from '../../../shared/forms/password-schema';
import { useMasterList } from '../../../shared/master/use-master-list';

/** A titled block of the registration form. */
export function FormSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="form-section" aria-labelledby={`section-${id}`}>
      <h3 id={`section-${id}`} className="form-section-title">
        <FormattedMessage id={title} />
      </h3>
      {lead ? (
        <p className="form-section-lead">
          <FormattedMessage id={lead} />
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** The people's titles of the master list (Mr, Mrs, Miss...); company forms are named by the juristic type. */
export function usePersonTitles(): Option[] | undefined {
  const titles = useMasterList('titles');
  return titles?.filter((item) => item.extra?.for === 'INDIVIDUAL').map((item) => ({ value: item.code, label: item.name }));
}

export function RegistrantChoice({ ownerLabel, ownerDescription }: { ownerLabel: string; ownerDescription: string }) {
  return (
    <div className="row g-3">
      <RadioGroupField
        name="registrantType"
        label="registration.registrant"
        required
        options={[
          { value: 'OWNER', label: ownerLabel, description: ownerDescription },
          {
            value: 'AUTHORISED_PERSON',
            label: 'registration.registrant.authorised',
            description: 'registration.registrant.authorised.description',
          },
        ]}
      />
    </div>
  );
}

/** E-mail, mobile, password and the language of e-mails and SMS (requirements/accounts.md#a-persons-registration-data, requirements/accounts.md#field-rules). */
export function ContactFields() {
  return (
    <div className="row g-3">
      <TextField
        name="email"
        label="registration.email"
        type="email"
        autoComplete="email"
        hint="registration.email.hint"
        required
        className="col-12 col-md-6"
      />
      <TextField
        name="mobile"
        label="registration.mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="registration.mobile.hint"
        maxLength={12}
        required
        className="col-12 col-md-6"
      />
      <PasswordField
        name="password"
        label="registration.password"
        hint="password.rules"
        hintValues={PASSWORD_HINT_VALUES}
        autoComplete="new-password"
        required
        className="col-12 col-md-6"
      />
      <PasswordField name="confirmPassword" label="password.confirm" autoComplete="new-password" required className="col-12 col-md-6" />
      <RadioGroupField
        name="notificationLanguage"
        label="registration.notificationLanguage"
        inline
        options={[
          { value: 'TH', label: 'language.th' },
          { value: 'EN', label: 'language.en' },
        ]}
      />
    </div>
  );
}

/** The authorised person who registers on the customer's behalf (requirements/roles.md#authorised-person), shown only for that registrant. */
export function AuthorisedPersonFields() {
  const { control } = useFormContext();
  const registrant = useWatch({ control, name: 'registrantType' }) as string;
  const titles = usePersonTitles();
  if (registrant !== 'AUTHORISED_PERSON') return null;
  return (
    <FormSection id="authorised" title="registration.authorised.title" lead="registration.authorised.lead">
      <div className="row g-3">
        <SelectField name="authorisedPerson.titleCode" label="registration.title" options={titles} required className="col-12 col-md-4" />
        <TextField
          name="authorisedPerson.firstName"
          label="registration.firstName"
          autoComplete="off"
          required
          className="col-12 col-md-4"
        />
        <TextField name="authorisedPerson.lastName" label="registration.lastName" autoComplete="off" required className="col-12 col-md-4" />
        <TextField
          name="authorisedPerson.idNumber"
          label="registration.authorised.idNumber"
          hint="registration.authorised.idNumber.hint"
          required
          className="col-12 col-md-6"
        />
      </div>
    </FormSection>
  );
}
