import { z } from 'zod';
import { ZHouseNumberSchema, ZPostalCodeSchema, type TAddressInput } from '@mflow/contracts/rules/address';
import { INVALID } from '@mflow/contracts/rules/rule-codes';
import { optionalText, requiredChoice, requiredText } from './form-rules';

/** An address as the form holds it: every part a string, blank when not given. */
export type AddressFormValues = {
  houseNumber: string;
  floor: string;
  village: string;
  moo: string;
  soi: string;
  building: string;
  alley: string;
  road: string;
  provinceCode: string;
  districtCode: string;
  subDistrictCode: string;
  postalCode: string;
};

export const EMPTY_ADDRESS: AddressFormValues = {
  houseNumber: '',
  floor: '',
  village: '',
  moo: '',
  soi: '',
  building: '',
  alley: '',
  road: '',
  provinceCode: '',
  districtCode: '',
  subDistrictCode: '',
  postalCode: '',
};

const line = (max: number) => optionalText(z.string().max(max, INVALID));

/** The shared address rules (requirements/accounts.md#addresses: a dash for no house number), with "please enter" for blanks. */
export const ZAddressFormSchema = z.object({
  houseNumber: requiredText(ZHouseNumberSchema),
  floor: line(10),
  village: line(100),
  moo: line(10),
  soi: line(100),
  building: line(100),
  alley: line(100),
  road: line(100),
  provinceCode: requiredChoice(),
  districtCode: requiredChoice(),
  subDistrictCode: requiredChoice(),
  postalCode: requiredText(ZPostalCodeSchema),
});

const OPTIONAL_LINES = ['floor', 'village', 'moo', 'soi', 'building', 'alley', 'road'] as const;

/** The API's address, from form values or from what the form schema made of them (blank lines undefined): blank optional lines are left out. */
export function toAddressInput(values: { [K in keyof AddressFormValues]?: string | undefined }): TAddressInput {
  const text = (key: keyof AddressFormValues) => (values[key] ?? '').trim();
  const address: TAddressInput = {
    houseNumber: text('houseNumber'),
    subDistrictCode: text('subDistrictCode'),
    districtCode: text('districtCode'),
    provinceCode: text('provinceCode'),
    postalCode: text('postalCode'),
  };
  for (const key of OPTIONAL_LINES) {
    const value = text(key);
    if (value) address[key] = value;
  }
  return address;
}

/** An address the API answered (optional lines null) as form values. */
export function toAddressForm(address: Partial<Record<keyof AddressFormValues, string | null>>): AddressFormValues {
  const values = { ...EMPTY_ADDRESS };
  for (const key of Object.keys(EMPTY_ADDRESS) as (keyof AddressFormValues)[]) values[key] = address[key] ?? '';
  return values;
}
