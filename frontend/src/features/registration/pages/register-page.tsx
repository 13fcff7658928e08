import '../../../shared/forms/forms.scss';
import '../registration.css';
import { useWatch } from 'react-hook-form';
import { THAI_NATIONALITY } from '@mflow/contracts/rules/identity';
import { DateField } from '../../../shared/forms/date-field';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { bangkokYear } from '../../../shared/forms/form-rules';
import { IconUser } from '../../../shared/icons/icons';
import { useMasterList } from '../../../shared/master/use-master-list';
import { verifyIndividual } from '../api/registration-api';
import {
  individualDefaults,
  individualFormSchema,
  toIndividualPayload,
  toVerifyIndividual,
  type IndividualForm,
} from '../api/individual-form';
import { documentsFor } from '../api/registration-form';
import { AddressSections } from '../components/address-sections';
import { AuthorisedPersonFields, ContactFields, FormSection, RegistrantChoice, usePersonTitles } from '../components/common-fields';
import { DocumentUploads } from '../components/document-uploads';
import { RegistrationPageFrame } from '../components/registration-page-frame';

function IdentityFields() {
  const nationalities = useMasterList('nationalities');
  const genders = useMasterList('genders');
  const titles = usePersonTitles();
  const nationality = useWatch({ name: 'nationality' }) as string;
  const thai = nationality === THAI_NATIONALITY;
  const thisYear = bangkokYear();
  return (
    <div className="row g-3">
      <SelectField
        name="nationality"
        label="registration.nationality"
        required
        className="col-12 col-md-6"
        options={nationalities?.map((item) => ({ value: item.code, label: item.name }))}
      />
      <TextField
        name="idNumber"
        label={thai ? 'registration.nationalId' : 'registration.passport'}
        hint={thai ? 'registration.nationalId.hint' : 'registration.passport.hint'}
        inputMode={thai ? 'numeric' : 'text'}
        autoComplete="off"
        maxLength={thai ? 17 : 13}
        required
        className="col-12 col-md-6"
      />
      {thai ? (
        <TextField
          name="laserCode"
          label="registration.laserCode"
          hint="registration.laserCode.hint"
          autoComplete="off"
          maxLength={14}
          required
          className="col-12 col-md-6"
        />
      ) : null}
      <SelectField name="titleCode" label="registration.title" options={titles} required className="col-12 col-md-6" />
      <TextField name="firstName" label="registration.firstName" autoComplete="given-name" required className="col-12 col-md-4" />
      <TextField name="middleName" label="registration.middleName" autoComplete="additional-name" className="col-12 col-md-4" />
      <TextField name="lastName" label="registration.lastName" autoComplete="family-name" required className="col-12 col-md-4" />
      <DateField
        name="birthDate"
        label="registration.birthDate"
        required
        className="col-12 col-md-6"
        fromYear={thisYear - 100}
        toYear={thisYear}
      />
      <SelectField
        name="gender"
        label="registration.gender"
        required
        className="col-12 col-md-6"
        options={genders?.map((item) => ({ value: item.code, label: item.name }))}
      />
    </div>
  );
}

function Documents() {
  const [registrantType, nationality] = useWatch({ name: ['registrantType', 'nationality'] }) as [IndividualForm['registrantType'], string];
  return (
    <FormSection id="documents" title="registration.documents" lead="registration.documents.lead">
      <DocumentUploads types={documentsFor('INDIVIDUAL', { registrantType, nationality })} />
    </FormSection>
  );
}

/** /mflow/register: an individual customer, registering as themself or through an authorised person. */
export function RegisterPage() {
  return (
    <RegistrationPageFrame
      kind="INDIVIDUAL"
      titleId="screen.register"
      leadId="registration.individual.lead"
      icon={<IconUser size={32} />}
      schema={individualFormSchema}
      defaults={individualDefaults}
      verifyIdentity={(values: IndividualForm) =>
        verifyIndividual(toVerifyIndividual(values)).then(
          () => true,
          () => false,
        )
      }
      toPayload={toIndividualPayload}
    >
      <FormSection id="registrant" title="registration.registrant.title">
        <RegistrantChoice ownerLabel="registration.registrant.owner" ownerDescription="registration.registrant.owner.description" />
      </FormSection>
      <FormSection id="identity" title="registration.identity.title" lead="registration.identity.lead">
        <IdentityFields />
      </FormSection>
      <FormSection id="contact" title="registration.contact.title" lead="registration.contact.lead">
        <ContactFields />
      </FormSection>
      <AuthorisedPersonFields />
      <AddressSections kind="INDIVIDUAL" />
      <Documents />
    </RegistrationPageFrame>
  );
}
