import type { TVehicleForm } from '@mflow/contracts/vehicle/vehicle.contract';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { ZVehicleFormSchema } from '@mflow/contracts/vehicle/vehicle.contract';
import { vehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import { useState, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { FormErrorSummary } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { createVehicle, updateVehicle } from '../api/vehicles-api';
import { DetailsFields } from './details-fields';
import { DocumentsFields } from './documents-fields';
import { contractResolver } from './form-resolver';
import { RegistryCheck } from './registry-check';
import { StatusBadge } from './status-badge';
import { StepOtp } from './step-otp';
import { VehicleStepper } from './vehicle-stepper';
import { cleanVehicleForm, detailsOf, valuesFromRegistry, type TUploadedFile, type TVehicleFormValues } from './vehicle-form-values';
import { useVehicleLists } from './vehicle-names';

type Step = 'check' | 'details' | 'documents' | 'otp' | 'done';

const DETAIL_FIELDS = [
  'ownerFlag',
  'vehicleTypeCode',
  'brandCode',
  'brandOther',
  'colourCodes',
  'colourOther',
  'categoryGroup',
  'axleCount',
] as const;

export type VehicleFlowProps =
  { mode: 'add' } | { mode: 'edit' | 'resubmit'; vehicleId: string; values: TVehicleFormValues; files: Record<string, TUploadedFile> };

const EMPTY: TVehicleFormValues = {
  plateNumber: '',
  provinceCode: '',
  plateType: '',
  chassisLast5: '',
  ownerFlag: 'OWN',
  vehicleTypeCode: '',
  brandCode: '',
  brandOther: '',
  colourCodes: [],
  colourOther: '',
  categoryGroup: '',
  axleCount: 2,
  documents: { registrationBook: [] },
};

/**
 * Add a vehicle (registry check, details, documents, OTP, done) or edit one (details, documents,
 * OTP, done); the resubmission of a REJECTED vehicle is its edit.
 */
export function VehicleFlow(props: VehicleFlowProps) {
  const lists = useVehicleLists();
  const adding = props.mode === 'add';
  const steps: Step[] = adding ? ['check', 'details', 'documents', 'otp', 'done'] : ['details', 'documents', 'otp', 'done'];
  const [step, setStep] = useState<Step>(steps[0] ?? 'details');
  const [files, setFiles] = useState<Record<string, TUploadedFile>>(adding ? {} : props.files);
  const [ready, setReady] = useState<TVehicleForm>();
  const [saved, setSaved] = useState<TVehicleView>();
  const form = useForm<TVehicleFormValues>({
    resolver: contractResolver<TVehicleFormValues>(ZVehicleFormSchema, cleanVehicleForm),
    defaultValues: adding ? EMPTY : props.values,
  });
  const { errors } = form.formState;
  const [tried, setTried] = useState(false);

  const toDocuments = async () => {
    setTried(true);
    if (!(await form.trigger([...DETAIL_FIELDS]))) return;
    setTried(false);
    setStep('documents');
  };
  const toOtp = form.handleSubmit((values) => {
    setTried(false);
    setReady(values as unknown as TVehicleForm);
    setStep('otp');
  });
  const send = async (verificationToken: string) => {
    if (!ready) return;
    const answer = await (
      adding ? createVehicle({ ...ready, verificationToken }) : updateVehicle(props.vehicleId, { ...detailsOf(ready), verificationToken })
    ).catch(() => undefined);
    if (!answer) return;
    setSaved(answer);
    setStep('done');
  };

  const onSubmit = (event: FormEvent) => {
    if (step === 'details') {
      event.preventDefault();
      void toDocuments();
      return;
    }
    setTried(true);
    void toOtp(event);
  };

  const purpose = adding ? 'CREATE_VEHICLE' : 'EDIT_VEHICLE';
  const current = steps.indexOf(step);

  return (
    <div className="vehicle-flow">
      <VehicleStepper labelIds={steps.map((item) => `vehicles.step.${item}`)} current={current} />
      <section className="vehicle-step" aria-labelledby="vehicle-step-title">
        <h2 id="vehicle-step-title" className="h5 mb-3">
          <FormattedMessage id={`vehicles.step.${step}`} />
        </h2>
        {step === 'check' ? (
          <RegistryCheck
            lists={lists}
            onFound={(record, chassisLast5) => {
              form.reset(valuesFromRegistry(record, chassisLast5));
              setStep('details');
            }}
          />
        ) : null}
        {step === 'details' || step === 'documents' ? (
          <FormProvider {...form}>
            <form onSubmit={onSubmit} noValidate className="row g-3">
              <FormErrorSummary count={tried ? countErrors(errors) : 0} />
              {step === 'details' ? (
                <>
                  {adding ? (
                    <p className="col-12 alert alert-success mb-0" role="status">
                      <FormattedMessage id="vehicles.check.found" />
                    </p>
                  ) : null}
                  <DetailsFields lists={lists} />
                </>
              ) : (
                <DocumentsFields files={files} onUploaded={(file) => setFiles((known) => ({ ...known, [file.fileId]: file }))} />
              )}
              <div className="col-12 d-flex flex-wrap gap-2">
                <button type="submit" className="btn btn-primary">
                  <FormattedMessage id="vehicles.next" />
                </button>
                {step === 'documents' ? (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setStep('details')}>
                    <FormattedMessage id="vehicles.back" />
                  </button>
                ) : null}
                <Link className="btn btn-link" to="/car">
                  <FormattedMessage id="modal.cancel" />
                </Link>
              </div>
            </form>
          </FormProvider>
        ) : null}
        {step === 'otp' ? (
          <>
            <p>
              <FormattedMessage id={adding ? 'vehicles.otp.add' : 'vehicles.otp.edit'} />
            </p>
            <StepOtp purpose={purpose} onVerified={(token) => void send(token)} />
            <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => setStep('documents')}>
              <FormattedMessage id="vehicles.back" />
            </button>
          </>
        ) : null}
        {step === 'done' && saved ? (
          <div data-testid="vehicle-saved">
            <p role="status">
              <FormattedMessage id={adding ? 'vehicles.done.added' : 'vehicles.done.edited'} values={{ value: saved.plateNumber }} />
            </p>
            <p className="d-flex align-items-center gap-2 flex-wrap">
              <FormattedMessage id="vehicles.done.status" />
              <StatusBadge label={vehicleStatusLabel(saved.status, saved.hasPendingChange)} />
            </p>
            <Link className="btn btn-primary" to="/car">
              <FormattedMessage id="vehicles.done.toList" />
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
