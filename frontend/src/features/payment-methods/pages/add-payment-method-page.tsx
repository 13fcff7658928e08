import '../payment-methods.css';
import { FORM_PAYMENT_METHOD_KINDS, paymentMethodStep } from '@mflow/contracts/payment/payment-method-kinds';
import type { TPaymentMethodCreateRequest, TPaymentMethodForm } from '@mflow/contracts/payment/payment-method.contract';
import { useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { FormErrorSummary, RadioGroupField } from '../../../shared/forms/fields';
import { IconWallet } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { useMasterList } from '../../../shared/master/use-master-list';
import { useModals } from '../../../shared/modals/modal-host';
import { serverClock } from '../../../shared/time/server-clock';
import { createPaymentMethod } from '../api/payment-methods-api';
import { MethodOtp } from '../components/method-otp';
import { PaymentMethodFields } from '../components/payment-method-fields';
import { codeKey, EMPTY_FORM, formProblems, type TPaymentMethodFormValues } from '../components/payment-method-form-values';

const KIND_OPTIONS = FORM_PAYMENT_METHOD_KINDS.map((kind) => ({ value: kind, label: `paymentMethods.kind.${codeKey(kind)}` }));

type TStep = { name: 'form' } | { name: 'otp'; form: TPaymentMethodForm } | { name: 'verifying' };

/** Adding a payment method (requirements/payment-methods.md#screens): choose the type, fill it in, prove it with a one-time code; a card shows a verifying state while the gateway checks it. */
export function AddPaymentMethodPage() {
  const navigate = useNavigate();
  const { showMessage } = useModals();
  const banks = useMasterList('banks');
  const [step, setStep] = useState<TStep>({ name: 'form' });
  const resolver: Resolver<TPaymentMethodFormValues> = (values) => {
    const { form, problems } = formProblems(values, { now: serverClock.now(), banks });
    if (form) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, { type: 'custom', message }]));
    return { values: {}, errors: errors as FieldErrors<TPaymentMethodFormValues> };
  };
  const methods = useForm<TPaymentMethodFormValues>({ defaultValues: EMPTY_FORM, resolver });
  const kind = useWatch({ control: methods.control, name: 'kind' });
  const errorCount = Object.keys(methods.formState.errors).length;

  const submit = methods.handleSubmit((values) => {
    const { form } = formProblems(values, { now: serverClock.now(), banks });
    if (form) setStep({ name: 'otp', form });
  });

  const save = (form: TPaymentMethodForm, verificationToken: string) => {
    setStep(form.kind === 'CARD' ? { name: 'verifying' } : { name: 'otp', form });
    createPaymentMethod({ ...form, verificationToken } as TPaymentMethodCreateRequest).then(
      () => {
        showMessage({ status: true, title: <FormattedMessage id="paymentMethods.add.done" /> });
        void navigate('/paymentmethod');
      },
      () => setStep({ name: 'form' }),
    );
  };

  return (
    <>
      <PageHeader titleId="paymentMethods.add.title" leadId="paymentMethods.add.lead" icon={<IconWallet size={32} />} />
      <div className="container payment-methods-page">
        <div className="payment-method-step">
          {step.name === 'form' ? (
            <FormProvider {...methods}>
              <form noValidate onSubmit={(event) => void submit(event)} className="row g-3" data-testid="payment-method-form">
                <FormErrorSummary count={methods.formState.isSubmitted ? errorCount : 0} />
                <RadioGroupField name="kind" label="paymentMethods.field.kind" options={KIND_OPTIONS} inline required />
                <PaymentMethodFields kind={kind} />
                <div className="col-12 d-flex gap-2">
                  <button type="submit" className="btn btn-primary">
                    <FormattedMessage id="paymentMethods.add.continue" />
                  </button>
                  <Link className="btn btn-link" to="/paymentmethod">
                    <FormattedMessage id="modal.cancel" />
                  </Link>
                </div>
              </form>
            </FormProvider>
          ) : null}
          {step.name === 'otp' ? (
            <div data-testid="payment-method-otp">
              <h2 className="h5 mb-3">
                <FormattedMessage id="paymentMethods.add.otpTitle" />
              </h2>
              <MethodOtp
                purpose={paymentMethodStep('CREATE', step.form.kind, step.form.kind === 'CARD' ? step.form.brand : null)}
                onVerified={(token) => save(step.form, token)}
              />
              <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setStep({ name: 'form' })}>
                <FormattedMessage id="paymentMethods.add.back" />
              </button>
            </div>
          ) : null}
          {step.name === 'verifying' ? (
            <div role="status" className="d-flex align-items-center gap-3" data-testid="card-verifying">
              <span className="spinner-border" aria-hidden="true" />
              <span>
                <FormattedMessage id="paymentMethods.add.verifying" />
              </span>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}
