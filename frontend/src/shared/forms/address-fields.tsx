import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import './forms.scss';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useMasterList } from '../master/use-master-list';
import { SelectField, TextField, type Option } from './fields';

const toOptions = (items: TMasterItem[] | undefined): Option[] | undefined =>
  items?.map((item) => ({ value: item.code, label: item.name }));

/** The postal codes of a sub-district (requirements/accounts.md#addresses): most have one, a few several. */
function postalCodesOf(item: TMasterItem | undefined): string[] {
  if (!item?.extra) return [];
  const { postalCodes, postalCode } = item.extra;
  if (Array.isArray(postalCodes)) return postalCodes.filter((code): code is string => typeof code === 'string');
  return typeof postalCode === 'string' ? [postalCode] : [];
}

/**
 * One address section: house number (a dash for none), the optional lines, then province, district,
 * sub-district and postal code, each list following the choice above it (requirements/accounts.md#addresses).
 */
export function AddressFields({ prefix }: { prefix: string }) {
  const { setValue, getValues, control } = useFormContext();
  const name = (part: string) => `${prefix}.${part}`;
  const [provinceCode, districtCode, subDistrictCode] = useWatch({
    control,
    name: [name('provinceCode'), name('districtCode'), name('subDistrictCode')],
  }) as [string | undefined, string | undefined, string | undefined];

  const provinces = useMasterList('provinces');
  const districts = useMasterList('districts', provinceCode ? provinceCode : null);
  const subDistricts = useMasterList('subdistricts', districtCode ? districtCode : null);
  const postalCodes = useMemo(
    () => postalCodesOf(subDistricts?.find((item) => item.code === subDistrictCode)),
    [subDistricts, subDistrictCode],
  );

  // One postal code means nothing to choose: it is filled in.
  useEffect(() => {
    if (postalCodes.length === 1 && getValues(name('postalCode')) !== postalCodes[0]) {
      setValue(name('postalCode'), postalCodes[0], { shouldValidate: false, shouldDirty: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postalCodes]);

  const clear = (...parts: string[]) => {
    for (const part of parts) setValue(name(part), '', { shouldDirty: true });
  };

  return (
    <div className="row g-3">
      <TextField
        name={name('houseNumber')}
        label="address.houseNumber"
        hint="address.houseNumber.hint"
        required
        className="col-6 col-md-3"
      />
      <TextField name={name('moo')} label="address.moo" className="col-6 col-md-3" />
      <TextField name={name('building')} label="address.building" className="col-12 col-md-6" />
      <TextField name={name('floor')} label="address.floor" className="col-6 col-md-3" />
      <TextField name={name('village')} label="address.village" className="col-6 col-md-9" />
      <TextField name={name('soi')} label="address.soi" className="col-12 col-md-4" />
      <TextField name={name('alley')} label="address.alley" className="col-12 col-md-4" />
      <TextField name={name('road')} label="address.road" className="col-12 col-md-4" />
      <SelectField
        name={name('provinceCode')}
        label="address.province"
        required
        className="col-12 col-md-6"
        options={toOptions(provinces)}
        onChanged={() => clear('districtCode', 'subDistrictCode', 'postalCode')}
      />
      <SelectField
        name={name('districtCode')}
        label="address.district"
        required
        className="col-12 col-md-6"
        options={provinceCode ? toOptions(districts) : []}
        disabled={!provinceCode}
        onChanged={() => clear('subDistrictCode', 'postalCode')}
      />
      <SelectField
        name={name('subDistrictCode')}
        label="address.subDistrict"
        required
        className="col-12 col-md-6"
        options={districtCode ? toOptions(subDistricts) : []}
        disabled={!districtCode}
        onChanged={() => clear('postalCode')}
      />
      <SelectField
        name={name('postalCode')}
        label="address.postalCode"
        required
        className="col-12 col-md-6"
        options={postalCodes.map((code) => ({ value: code, label: code }))}
        disabled={postalCodes.length === 0}
      />
    </div>
  );
}
