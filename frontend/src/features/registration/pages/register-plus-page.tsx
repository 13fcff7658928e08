import '../../../shared/forms/forms.scss';
import '../registration.css';
import type { TVerifyJuristicResponse } from '@mflow/contracts/registry/registry.contract';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { DateField } from '../../../shared/forms/date-field';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { bangkokYear, stripSeparators } from '../../../shared/forms/form-rules';
import { IconBuilding, IconCheckCircle } from '../../../shared/icons/icons';
import { useMasterList } from '../../../shared/master/use-master-list';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { verifyJuristic } from '../api/registration-api';
import { juristicDefaults, juristicFormSchema, toJuristicPayload, type JuristicForm } from '../api/juristic-form';
import { documentsFor } from '../api/registration-form';
import { AddressSections } from '../components/address-sections';
import { AuthorisedPersonFields, ContactFields, FormSection, RegistrantChoice, usePersonTitles } from '../components/common-fields';
import { DocumentUploads } from '../components/document-uploads';
import { RegistrationPageFrame } from '../components/registration-page-frame';

/** The juristic number, checked against the company registry, which fills in the registered name and type. */
function CompanyFields() {
  const { language } = usePreferences();
  const { getValues, setValue, trigger } = useFormContext<JuristicForm>();
  const juristicTypes = useMasterList('juristictypes');
  const juristicType = useWatch({ name: 'juristicType' }) as string;
  const [found, setFound] = useState<TVerifyJuristicResponse>();
  const [checking, setChecking] = useState(false);
  const thisYear = bangkokYear();

  const check = async () => {
    if (!(await trigger('juristicId'))) return;
    setChecking(true);
    const company = await verifyJuristic(stripSeparators(getValues('juristicId'))).catch(() => undefined);
    setChecking(false);
    setFound(company);
    if (!company) return;
    setValue('juristicName', language === 'EN' ? company.nameEn : company.nameTh, { shouldValidate: true, shouldDirty: true });
    setValue('juristicType', company.juristicType, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <div className="row g-3">
      <TextField
        name="juristicId"
        label="registration.juristicId"
        hint="registration.juristicId.hint"
        inputMode="numeric"
        autoComplete="off"
        maxLength={17}
        required
        className="col-12 col-md-6"
        append={
          <button type="button" className="btn btn-outline-primary" onClick={() => void check()} disabled={checking}>
            <FormattedMessage id="registration.juristicId.check" />
          </button>
        }
      />
      <div className="col-12 col-md-6 d-flex align-items-end">
        {found ? (
          <p className="registry-found mb-2" role="status">
            <IconCheckCircle size={18} />
            <span>
              <FormattedMessage id="registration.juristicId.found" values={{ name: language === 'EN' ? found.nameEn : found.nameTh }} />
            </span>
          </p>
        ) : null}
      </div>
      <TextField
        name="juristicName"
        label="registration.juristicName"
        hint="registration.juristicName.hint"
        autoComplete="organization"
        required
        className="col-12"
      />
      <SelectField
        name="juristicType"
        label="registration.juristicType"
        required
        className="col-12 col-md-6"
        options={juristicTypes?.map((item) => ({ value: item.code, label: item.name }))}
      />
      {juristicType === 'OTHER' ? (
        <TextField name="juristicTypeOther" label="registration.juristicTypeOther" required className="col-12 col-md-6" />
      ) : null}
      <TextField name="branchName" label="registration.branchName" required className="col-12 col-md-6" />
      <TextField
        name="branchCode"
        label="registration.branchCode"
        hint="registration.branchCode.hint"
        inputMode="numeric"
        maxLength={5}
        required
        className="col-12 col-md-6"
      />
      <TextField
        name="juristicPhone"
        label="registration.juristicPhone"
        hint="registration.juristicPhone.hint"
        type="tel"
        inputMode="tel"
        maxLength={12}
        required
        className="col-12 col-md-6"
      />
      <TextField
        name="authorisedDirector"
        label="registration.authorisedDirector"
        hint="registration.authorisedDirector.hint"
        required
        className="col-12 col-md-6"
      />
      <DateField
        name="companyCertificateIssuedOn"
        label="registration.certificateIssuedOn"
        required
        className="col-12 col-md-6"
        fromYear={thisYear - 1}
        toYear={thisYear}
      />
    </div>
  );
}

function ContactPersonFields() {
  const titles = usePersonTitles();
  return (
    <div className="row g-3 mb-3">
      <SelectField name="titleCode" label="registration.title" options={titles} required className="col-12 col-md-4" />
      <TextField name="firstName" label="registration.firstName" autoComplete="given-name" required className="col-12 col-md-4" />
      <TextField name="lastName" label="registration.lastName" autoComplete="family-name" required className="col-12 col-md-4" />
    </div>
  );
}

function Documents() {
  const registrantType = useWatch({ name: 'registrantType' }) as JuristicForm['registrantType'];
  return (
    <FormSection id="documents" title="registration.documents" lead="registration.documents.juristicLead">
      <DocumentUploads types={documentsFor('JURISTIC', { registrantType })} />
    </FormSection>
  );
}

/**
 * /mflow/registerplus: a juristic customer (company), registered by its director or by an
 * authorised person with a power of attorney (docs/decisions/0007-portal-accounts-screens.md).
 */
export function RegisterPlusPage() {
  return (
    <RegistrationPageFrame
      kind="JURISTIC"
      titleId="screen.registerPlus"
      leadId="registration.juristic.lead"
      icon={<IconBuilding size={32} />}
      schema={juristicFormSchema}
      defaults={juristicDefaults}
      verifyIdentity={(values: JuristicForm) =>
        verifyJuristic(stripSeparators(values.juristicId), values.juristicName.trim()).then(
          () => true,
          () => false,
        )
      }
      toPayload={toJuristicPayload}
    >
      <FormSection id="registrant" title="registration.registrant.title">
        <RegistrantChoice ownerLabel="registration.registrant.director" ownerDescription="registration.registrant.director.description" />
      </FormSection>
      <FormSection id="company" title="registration.company.title" lead="registration.company.lead">
        <CompanyFields />
      </FormSection>
      <FormSection id="contact" title="registration.contactPerson.title" lead="registration.contactPerson.lead">
        <ContactPersonFields />
        <ContactFields />
      </FormSection>
      <AuthorisedPersonFields />
      <AddressSections kind="JURISTIC" />
      <Documents />
    </RegistrationPageFrame>
  );
}
