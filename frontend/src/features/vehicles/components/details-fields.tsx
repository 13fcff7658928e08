import { MAX_COLOURS, OTHER_CHOICE } from '@mflow/contracts/vehicle/vehicle-kinds';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldMessage, RadioGroupField, RequiredMark, SelectField, TextField, useFieldError } from '../../../shared/forms/fields';
import type { TVehicleFormValues } from './vehicle-form-values';
import type { TVehicleLists } from './vehicle-names';
import { nameOf } from './vehicle-text';

const OWNER_OPTIONS = [
  { value: 'OWN', label: 'vehicles.owner.own' },
  { value: 'OTHER', label: 'vehicles.owner.other', description: 'vehicles.owner.other.hint' },
] as const;

/** A colour picker taking several colours (requirements/vehicles.md#screens): up to MAX_COLOURS, and typed text with Other. */
function ColourPicker({ lists }: { lists: Pick<TVehicleLists, 'colours'> }) {
  const intl = useIntl();
  const id = useId();
  const { control } = useFormContext<TVehicleFormValues>();
  const { field } = useController({ name: 'colourCodes', control });
  const code = useFieldError('colourCodes');
  const chosen: string[] = field.value;
  const label = intl.formatMessage({ id: 'vehicles.field.colours' });
  const toggle = (value: string) => field.onChange(chosen.includes(value) ? chosen.filter((item) => item !== value) : [...chosen, value]);
  return (
    <fieldset className="col-12" aria-describedby={[`${id}-hint`, code ? `${id}-error` : ''].filter(Boolean).join(' ')}>
      <legend className="form-label fs-6">
        {label}
        <RequiredMark />
      </legend>
      <p id={`${id}-hint`} className="form-text mt-0">
        <FormattedMessage id="vehicles.field.colours.hint" values={{ max: MAX_COLOURS }} />
      </p>
      <div className="colour-grid">
        {(lists.colours ?? []).map((item) => (
          <div key={item.code} className="form-check colour-choice">
            <input
              id={`${id}-${item.code}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(item.code)}
              disabled={!chosen.includes(item.code) && chosen.length >= MAX_COLOURS}
              onChange={() => toggle(item.code)}
            />
            <label htmlFor={`${id}-${item.code}`} className="form-check-label">
              {item.name}
            </label>
          </div>
        ))}
      </div>
      <FieldMessage id={`${id}-error`} code={code} label={label} />
    </fieldset>
  );
}

/** Step 2: the vehicle's details, prefilled from the land-transport record; what identifies it is shown, not edited. */
export function DetailsFields({ lists }: { lists: TVehicleLists }) {
  const { control } = useFormContext<TVehicleFormValues>();
  const [plateNumber, provinceCode, plateType, chassisLast5, brandCode, colourCodes, categoryGroup] = useWatch({
    control,
    name: ['plateNumber', 'provinceCode', 'plateType', 'chassisLast5', 'brandCode', 'colourCodes', 'categoryGroup'],
  });
  const types = lists.vehicleTypes
    ?.filter((item) => {
      const extra = (item as { extra?: { vehicleClass?: unknown } }).extra;
      return !extra?.vehicleClass || extra.vehicleClass === categoryGroup;
    })
    .map((item) => ({ value: item.code, label: item.name }));
  return (
    <>
      <dl className="vehicle-facts col-12" data-testid="vehicle-identity">
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.plate" />
          </dt>
          <dd>{plateNumber}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.province" />
          </dt>
          <dd>{nameOf(lists.provinces, provinceCode)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.plateType" />
          </dt>
          <dd>{nameOf(lists.plateTypes, plateType)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.chassis" />
          </dt>
          <dd>{chassisLast5}</dd>
        </div>
      </dl>
      <RadioGroupField name="ownerFlag" label="vehicles.field.owner" required options={OWNER_OPTIONS} />
      <SelectField
        name="categoryGroup"
        label="vehicles.field.class"
        required
        className="col-12 col-md-6"
        options={lists.classes?.map((item) => ({ value: item.code, label: item.name }))}
      />
      <TextField name="axleCount" label="vehicles.field.axles" required type="number" inputMode="numeric" className="col-12 col-md-6" />
      <SelectField name="vehicleTypeCode" label="vehicles.field.type" required className="col-12 col-md-6" options={types} />
      <SelectField
        name="brandCode"
        label="vehicles.field.brand"
        required
        className="col-12 col-md-6"
        options={lists.brands?.map((item) => ({ value: item.code, label: item.name }))}
      />
      {brandCode === OTHER_CHOICE ? (
        <TextField name="brandOther" label="vehicles.field.brandOther" required className="col-12 col-md-6" maxLength={50} />
      ) : null}
      <ColourPicker lists={lists} />
      {colourCodes.includes(OTHER_CHOICE) ? (
        <TextField name="colourOther" label="vehicles.field.colourOther" required className="col-12 col-md-6" maxLength={50} />
      ) : null}
    </>
  );
}
