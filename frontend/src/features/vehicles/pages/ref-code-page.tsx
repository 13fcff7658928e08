import '../vehicles.css';
import type { TRefCodeResponse } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { INVALID, REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { ApiError } from '@mflow/ui/api/api-types';
import { FormErrorSummary, TextField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { IconCar } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useMasterList } from '../../../shared/master/use-master-list';
import { lookUpReferenceCode } from '../api/vehicles-api';
import { StatusBadge } from '../components/status-badge';
import { nameOf } from '../components/vehicle-text';

const ZLookUpSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, REQUIRED)
    .max(32, INVALID)
    .transform((value) => value.toUpperCase()),
});
type TLookUp = z.input<typeof ZLookUpSchema>;

type Outcome = { found: TRefCodeResponse } | { notFound: true } | { problem: string[] };

/** /mflow/refcode: a vehicle look-up by reference code (requirements/vehicles.md#reference-code), for visitors; the answer is masked by the API. */
export function RefCodePage() {
  const provinces = useMasterList('provinces');
  const [outcome, setOutcome] = useState<Outcome>();
  const form = useForm<TLookUp, unknown, z.output<typeof ZLookUpSchema>>({
    resolver: zodResolver(ZLookUpSchema),
    defaultValues: { code: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ code }) => {
    setOutcome(undefined);
    try {
      setOutcome({ found: await lookUpReferenceCode(code) });
    } catch (error) {
      const items = error instanceof ApiError ? error.errors : [];
      setOutcome(
        items.some((item) => item.code === 'ERR_VEH_0022') || (error instanceof ApiError && error.status === 404)
          ? { notFound: true }
          : { problem: items.map((item) => item.description) },
      );
    }
  });
  return (
    <>
      <PageHeader titleId="screen.refCode" leadId="refCode.lead" icon={<IconCar size={32} />} />
      <div className="container vehicles-page refcode-page">
        <div className="vehicle-step">
          <FormProvider {...form}>
            <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3" role="search">
              <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
              <TextField
                name="code"
                label="refCode.code"
                hint="refCode.code.hint"
                required
                className="col-12 col-md-8"
                maxLength={32}
                autoComplete="off"
              />
              <div className="col-12">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  <FormattedMessage id="refCode.submit" />
                </button>
              </div>
            </form>
          </FormProvider>
          <div aria-live="polite" className="mt-3">
            {outcome && 'notFound' in outcome ? (
              <p className="alert alert-warning mb-0" data-testid="refcode-not-found">
                <FormattedMessage id="refCode.notFound" />
              </p>
            ) : null}
            {outcome && 'problem' in outcome ? (
              <p className="alert alert-danger mb-0">
                {outcome.problem.length > 0 ? outcome.problem.join(' ') : <FormattedMessage id="modal.error.generic" />}
              </p>
            ) : null}
            {outcome && 'found' in outcome ? (
              <section className="refcode-result" aria-labelledby="refcode-result-title" data-testid="refcode-result">
                <h2 id="refcode-result-title" className="h5">
                  <FormattedMessage id="refCode.result" values={{ code: outcome.found.referenceCode }} />
                </h2>
                <dl className="vehicle-facts">
                  <div>
                    <dt>
                      <FormattedMessage id="vehicles.field.plate" />
                    </dt>
                    <dd>{outcome.found.plateNumber}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="vehicles.field.province" />
                    </dt>
                    <dd>{nameOf(provinces, outcome.found.provinceCode)}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="refCode.owner" />
                    </dt>
                    <dd>{outcome.found.ownerName}</dd>
                  </div>
                  <div>
                    <dt>
                      <FormattedMessage id="refCode.status" />
                    </dt>
                    <dd>
                      <StatusBadge label={outcome.found.statusLabel} />
                    </dd>
                  </div>
                </dl>
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
