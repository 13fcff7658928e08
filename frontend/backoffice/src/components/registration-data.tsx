import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { TAddressView } from '@mflow/contracts/customer/customer.contract';
import type { TRegistrationDetail } from '@mflow/contracts/staff/staff.contract';
import type { Language } from '@mflow/ui/api/api-types';
import { nameOf, type MasterNames } from '../api/master-names';
import { useLanguage } from '../preferences/language-context';
import { StatusBadge } from './status-badge';

const THAI = 'THA';
const BANGKOK = '10';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="bo-field" data-testid={testId}>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children === null || children === undefined || children === '' ? <FormattedMessage id="common.none" /> : children}</dd>
    </div>
  );
}

function DataCard({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <section className="card bo-card mb-3" aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="card-header bo-card-header">
        <h2 id={`${id}-heading`} className="bo-card-title">
          <FormattedMessage id={titleId} />
        </h2>
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}

/** A date without a time (birth date, certificate date): shown as that calendar day, whatever the time zone. */
function CalendarDate({ value }: { value: string }) {
  return <FormattedDate value={`${value}T00:00:00Z`} dateStyle="long" timeZone="UTC" />;
}

function Instant({ value }: { value: string }) {
  return (
    <time dateTime={value}>
      <FormattedDate value={value} dateStyle="medium" timeStyle="short" />
    </time>
  );
}

function personName(parts: (string | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join(' ');
}

/** One line per address, in the order and the words of the language shown. */
function addressLine(address: TAddressView, names: MasterNames, language: Language, label: (id: string, value: string) => string): string {
  const inBangkok = address.provinceCode === BANGKOK;
  const parts = [
    label('address.houseNumber', address.houseNumber),
    address.moo ? label('address.moo', address.moo) : undefined,
    address.village ? label('address.village', address.village) : undefined,
    address.building ? label('address.building', address.building) : undefined,
    address.floor ? label('address.floor', address.floor) : undefined,
    address.soi ? label('address.soi', address.soi) : undefined,
    address.alley ? label('address.alley', address.alley) : undefined,
    address.road ? label('address.road', address.road) : undefined,
    label(
      inBangkok ? 'address.subDistrict.bangkok' : 'address.subDistrict',
      nameOf(names, 'subdistricts', address.subDistrictCode, language) ?? '',
    ),
    label(inBangkok ? 'address.district.bangkok' : 'address.district', nameOf(names, 'districts', address.districtCode, language) ?? ''),
    label(inBangkok ? 'address.province.bangkok' : 'address.province', nameOf(names, 'provinces', address.provinceCode, language) ?? ''),
    address.postalCode,
  ];
  return parts.filter(Boolean).join(language === 'TH' ? ' ' : ', ');
}

const ADDRESS_ORDER = ['REGISTRATION', 'DOCUMENT', 'RESIDENCE', 'DELIVERY', 'INVOICE'];

function Addresses({ detail, names }: { detail: TRegistrationDetail; names: MasterNames }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = (id: string, value: string) => intl.formatMessage({ id }, { value });
  const sorted = [...detail.addresses].sort((a, b) => ADDRESS_ORDER.indexOf(a.kind) - ADDRESS_ORDER.indexOf(b.kind));
  if (sorted.length === 0) {
    return (
      <p className="mb-0 text-body-secondary">
        <FormattedMessage id="address.none" />
      </p>
    );
  }
  return (
    <dl className="bo-fields bo-fields-stacked mb-0">
      {sorted.map((address) => (
        <div className="bo-field" key={address.addressId}>
          <dt>
            <FormattedMessage id={`address.kind.${address.kind}`} />
            {address.kind === 'INVOICE' && address.isMain ? (
              <span className="badge text-bg-light border ms-2">
                <FormattedMessage id="address.main" />
              </span>
            ) : null}
          </dt>
          <dd>{addressLine(address, names, language, label)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Individual({ detail, names }: { detail: TRegistrationDetail; names: MasterNames }) {
  const { language } = useLanguage();
  const thai = detail.nationality === THAI;
  return (
    <DataCard id="person" titleId="detail.section.person">
      <dl className="bo-fields mb-0">
        <Field label="field.name" testId="field-name">
          {personName([nameOf(names, 'titles', detail.titleCode, language), detail.firstName, detail.middleName, detail.lastName])}
        </Field>
        <Field label="field.nationality">{nameOf(names, 'nationalities', detail.nationality, language)}</Field>
        <Field label={thai ? 'field.idNumber' : 'field.passportNumber'}>
          {detail.idNumber ? <span className="font-monospace">{detail.idNumber}</span> : null}
        </Field>
        {thai ? (
          <Field label="field.laserCode">{detail.laserCode ? <span className="font-monospace">{detail.laserCode}</span> : null}</Field>
        ) : null}
        <Field label="field.birthDate">{detail.birthDate ? <CalendarDate value={detail.birthDate} /> : null}</Field>
        <Field label="field.gender">{nameOf(names, 'genders', detail.gender, language)}</Field>
      </dl>
    </DataCard>
  );
}

function Company({ detail, names }: { detail: TRegistrationDetail; names: MasterNames }) {
  const { language } = useLanguage();
  const type = detail.juristicTypeOther ?? nameOf(names, 'juristictypes', detail.juristicType, language);
  return (
    <DataCard id="company" titleId="detail.section.company">
      <dl className="bo-fields mb-0">
        <Field label="field.companyName" testId="field-name">
          {detail.companyName}
        </Field>
        <Field label="field.juristicId">{detail.juristicId ? <span className="font-monospace">{detail.juristicId}</span> : null}</Field>
        <Field label="field.juristicType">{type}</Field>
        <Field label="field.branch">
          {detail.branchName || detail.branchCode
            ? personName([detail.branchName, detail.branchCode ? `(${detail.branchCode})` : null])
            : null}
        </Field>
        <Field label="field.juristicPhone">{detail.juristicPhone}</Field>
        <Field label="field.authorisedDirector">{detail.authorisedDirector}</Field>
        <Field label="field.certificateIssuedOn">
          {detail.companyCertificateIssuedOn ? <CalendarDate value={detail.companyCertificateIssuedOn} /> : null}
        </Field>
        <Field label="field.contactPerson">
          {personName([nameOf(names, 'titles', detail.titleCode, language), detail.firstName, detail.middleName, detail.lastName])}
        </Field>
      </dl>
    </DataCard>
  );
}

function Registrant({ detail, names }: { detail: TRegistrationDetail; names: MasterNames }) {
  const { language } = useLanguage();
  const person = detail.authorisedPerson;
  return (
    <DataCard id="registrant" titleId="detail.section.registrant">
      <dl className="bo-fields mb-0">
        <Field label="field.registrantType">
          <FormattedMessage id={`registrant.${detail.registrantType}`} />
        </Field>
        {detail.registrantType === 'AUTHORISED_PERSON' ? (
          <>
            <Field label="field.authorisedPersonName">
              {person ? personName([nameOf(names, 'titles', person.titleCode, language), person.firstName, person.lastName]) : null}
            </Field>
            <Field label="field.authorisedPersonId">{person ? <span className="font-monospace">{person.idNumber}</span> : null}</Field>
          </>
        ) : null}
      </dl>
    </DataCard>
  );
}

/** Everything the customer gave, grouped the way a reviewer checks it against the documents. */
export function RegistrationData({ detail, names }: { detail: TRegistrationDetail; names: MasterNames }) {
  return (
    <>
      <DataCard id="application" titleId="detail.section.application">
        <dl className="bo-fields mb-0">
          <Field label="field.referenceCode">
            <span className="font-monospace">{detail.referenceCode}</span>
          </Field>
          <Field label="field.status">
            <StatusBadge status={detail.status} />
          </Field>
          <Field label="field.customerType">
            <FormattedMessage id={`accountType.${detail.accountType}`} />
          </Field>
          <Field label="field.submitted">{detail.registeredAt ? <Instant value={detail.registeredAt} /> : null}</Field>
          <Field label="field.emailConfirmed">{detail.emailConfirmedAt ? <Instant value={detail.emailConfirmedAt} /> : null}</Field>
          <Field label="field.registry" testId="field-registry">
            <span className={`badge ${detail.registryMatches ? 'text-bg-success' : 'text-bg-danger'}`}>
              <FormattedMessage id={detail.registryMatches ? 'registry.matches' : 'registry.mismatch'} />
            </span>
          </Field>
        </dl>
      </DataCard>
      {detail.accountType === 'JURISTIC' ? <Company detail={detail} names={names} /> : <Individual detail={detail} names={names} />}
      <Registrant detail={detail} names={names} />
      <DataCard id="contact" titleId="detail.section.contact">
        <dl className="bo-fields mb-0">
          <Field label="field.email">{detail.email}</Field>
          <Field label="field.mobile">{detail.mobile}</Field>
          <Field label="field.notificationLanguage">
            <FormattedMessage id={`language.${detail.notificationLanguage}`} />
          </Field>
        </dl>
      </DataCard>
      <DataCard id="addresses" titleId="detail.section.addresses">
        <Addresses detail={detail} names={names} />
      </DataCard>
    </>
  );
}
