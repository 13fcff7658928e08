import '../../../shared/forms/forms.scss';
import '../registration.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CheckboxField, FormErrorSummary, RadioGroupField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { IconShield } from '../../../shared/icons/icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { giveConsent, storeResult } from '../api/registration-api';
import { RegistrationStepper } from '../components/registration-stepper';

const ZConsentSchema = z.object({
  kind: z.enum(['INDIVIDUAL', 'JURISTIC']),
  // requirements/accounts.md#contact-and-consent: the terms consent checkbox is required (the same code the API answers without acceptTerms).
  accept: z.boolean().refine((value) => value, 'ERR_CUST_0043'),
});

type ConsentForm = z.infer<typeof ZConsentSchema>;

const TERMS = ['purpose', 'data', 'sharing', 'rights', 'retention'] as const;

function kindFrom(state: unknown): ConsentForm['kind'] {
  return typeof state === 'object' && state !== null && (state as { kind?: unknown }).kind === 'JURISTIC' ? 'JURISTIC' : 'INDIVIDUAL';
}

/** /mflow/consent: the terms of using personal data, which a registrant must accept first (requirements/accounts.md#contact-and-consent). */
export function ConsentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<ConsentForm>({
    resolver: zodResolver(ZConsentSchema),
    defaultValues: { kind: kindFrom(location.state), accept: false },
  });
  const { errors, submitCount } = form.formState;

  const onSubmit = form.handleSubmit(({ kind }) => {
    giveConsent(true);
    storeResult(undefined);
    navigate(kind === 'JURISTIC' ? '/registerplus' : '/register');
  });

  return (
    <>
      <PageHeader titleId="screen.consent" leadId="consent.lead" icon={<IconShield size={32} />} />
      <div className="container page-body registration-page">
        <RegistrationStepper current="data" />
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
            <section className="section-card" aria-labelledby="consent-terms">
              <h2 id="consent-terms" className="section-card-title">
                <FormattedMessage id="consent.terms.title" />
              </h2>
              <div className="consent-terms" tabIndex={0} role="region" aria-labelledby="consent-terms">
                {TERMS.map((term) => (
                  <section key={term}>
                    <h3 className="h6">
                      <FormattedMessage id={`consent.terms.${term}.title`} />
                    </h3>
                    <p>
                      <FormattedMessage id={`consent.terms.${term}.text`} />
                    </p>
                  </section>
                ))}
                <p className="mb-0">
                  <FormattedMessage id="consent.terms.full" values={{ link: (chunks) => <Link to="/terms">{chunks}</Link> }} />
                </p>
              </div>
            </section>
            <section className="section-card" aria-labelledby="consent-kind">
              <h2 id="consent-kind" className="section-card-title">
                <FormattedMessage id="consent.kind.title" />
              </h2>
              <div className="row g-3">
                <RadioGroupField
                  name="kind"
                  label="consent.kind.label"
                  required
                  options={[
                    { value: 'INDIVIDUAL', label: 'consent.kind.individual', description: 'consent.kind.individual.description' },
                    { value: 'JURISTIC', label: 'consent.kind.juristic', description: 'consent.kind.juristic.description' },
                  ]}
                />
                <CheckboxField name="accept" label="consent.accept" />
              </div>
              <div className="form-actions">
                <button type="submit" className="btn btn-primary btn-lg">
                  <FormattedMessage id="consent.continue" />
                </button>
              </div>
            </section>
          </form>
        </FormProvider>
      </div>
    </>
  );
}
