import type { TVehicleVerifyResponse } from '@mflow/contracts/vehicle/vehicle.contract';
import { ZChassisLast5Schema, ZOwnerFlagSchema, ZPlateNumberSchema } from '@mflow/contracts/vehicle/vehicle.contract';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { z } from 'zod';
import { FormErrorSummary, RadioGroupField, SelectField, TextField } from '../../../shared/forms/fields';
import { countErrors } from '../../../shared/forms/error-count';
import { verifyVehicle } from '../api/vehicles-api';
import { contractResolver } from './form-resolver';
import type { TVehicleLists } from './vehicle-names';

const ZCheckSchema = z.object({
  plateNumber: ZPlateNumberSchema,
  provinceCode: z.string().min(1, REQUIRED),
  chassisLast5: ZChassisLast5Schema,
  ownerFlag: ZOwnerFlagSchema,
});
type TCheckValues = { plateNumber: string; provinceCode: string; chassisLast5: string; ownerFlag: 'OWN' | 'OTHER' };

const OWNER_OPTIONS = [
  { value: 'OWN', label: 'vehicles.owner.own' },
  { value: 'OTHER', label: 'vehicles.owner.other', description: 'vehicles.owner.other.hint' },
] as const;

/** Step 1: plate, province, the chassis' last 5 and whose vehicle it is, checked with the land-transport record (requirements/vehicles.md#land-transport-check). */
export function RegistryCheck({
  lists,
  onFound,
}: {
  lists: Pick<TVehicleLists, 'provinces'>;
  onFound: (record: TVehicleVerifyResponse, chassisLast5: string) => void;
}) {
  const [checking, setChecking] = useState(false);
  const form = useForm<TCheckValues>({
    resolver: contractResolver<TCheckValues>(ZCheckSchema),
    defaultValues: { plateNumber: '', provinceCode: '', chassisLast5: '', ownerFlag: 'OWN' },
  });
  const { errors, submitCount } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setChecking(true);
    try {
      const record = await verifyVehicle(values);
      onFound(record, values.chassisLast5);
    } catch {
      // The refusal (requirements/vehicles.md#land-transport-check) is in the "Operation status" modal.
    } finally {
      setChecking(false);
    }
  });
  const provinces = lists.provinces?.map((item) => ({ value: item.code, label: item.name }));
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="row g-3" data-testid="registry-check">
        <FormErrorSummary count={submitCount > 0 ? countErrors(errors) : 0} />
        <TextField
          name="plateNumber"
          label="vehicles.field.plate"
          hint="vehicles.field.plate.hint"
          required
          className="col-12 col-md-6"
          maxLength={20}
        />
        <SelectField name="provinceCode" label="vehicles.field.province" required className="col-12 col-md-6" options={provinces} />
        <TextField
          name="chassisLast5"
          label="vehicles.field.chassis"
          hint="vehicles.field.chassis.hint"
          required
          className="col-12 col-md-6"
          maxLength={5}
        />
        <RadioGroupField name="ownerFlag" label="vehicles.field.owner" required options={OWNER_OPTIONS} />
        <div className="col-12">
          <button type="submit" className="btn btn-primary" disabled={checking}>
            <FormattedMessage id="vehicles.check.submit" />
          </button>
        </div>
        {checking ? (
          <p className="col-12 vehicle-checking" role="status" data-testid="registry-checking">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            <FormattedMessage id="vehicles.check.running" />
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}
