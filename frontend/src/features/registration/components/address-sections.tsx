import '../../../shared/forms/forms.scss';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { AddressFields } from '../../../shared/forms/address-fields';
import { RadioGroupField } from '../../../shared/forms/fields';
import type { CopySource } from '../api/registration-form';

type Section = 'registration' | 'document' | 'residence' | 'delivery';

/** The four address sections (requirements/accounts.md#addresses): house registration, company registration document, current and mailing. */
const SECTION_TEXT: Record<Section, { title: string; lead: string }> = {
  registration: { title: 'registration.address.registration', lead: 'registration.address.registration.lead' },
  document: { title: 'registration.address.document', lead: 'registration.address.document.lead' },
  residence: { title: 'registration.address.residence', lead: 'registration.address.residence.lead' },
  delivery: { title: 'registration.address.delivery', lead: 'registration.address.delivery.lead' },
};

function AddressSection({ section, copyFrom }: { section: Section; copyFrom: Exclude<CopySource, 'none'>[] }) {
  const { control } = useFormContext();
  const copyName = `copies.${section}`;
  const copy = useWatch({ control, name: copyName, disabled: copyFrom.length === 0 }) as CopySource | undefined;
  const typed = copyFrom.length === 0 || copy === 'none';
  return (
    <section className="form-section" aria-labelledby={`address-${section}`}>
      <h3 id={`address-${section}`} className="form-section-title">
        <FormattedMessage id={SECTION_TEXT[section].title} />
      </h3>
      <p className="form-section-lead">
        <FormattedMessage id={SECTION_TEXT[section].lead} />
      </p>
      {copyFrom.length > 0 ? (
        <div className="row g-3 mb-3">
          <RadioGroupField
            name={copyName}
            label="registration.address.source"
            inline
            options={[
              ...copyFrom.map((source) => ({ value: source, label: `registration.address.sameAs.${source}` })),
              { value: 'none', label: 'registration.address.other' },
            ]}
          />
        </div>
      ) : null}
      {typed ? <AddressFields prefix={`addresses.${section}`} /> : null}
    </section>
  );
}

export function AddressSections({ kind }: { kind: 'INDIVIDUAL' | 'JURISTIC' }) {
  const first: Section = kind === 'INDIVIDUAL' ? 'registration' : 'document';
  return (
    <>
      <AddressSection section={first} copyFrom={[]} />
      <AddressSection section="residence" copyFrom={[first]} />
      <AddressSection section="delivery" copyFrom={[first, 'residence']} />
    </>
  );
}
