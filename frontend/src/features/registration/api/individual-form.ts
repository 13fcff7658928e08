import type { TIndividualRegistration, TVerifyIndividual } from '@mflow/contracts/customer/registration';
import { checkIdentity } from '@mflow/contracts/rules/cross-field';
import { THAI_NATIONALITY, ZPersonNameSchema } from '@mflow/contracts/rules/identity';
import { bangkokToday, type TNowSource } from '@mflow/contracts/time/bangkok';
import { EMPTY_ADDRESS, type AddressFormValues } from '../../../shared/forms/address-schema';
import { stripSeparators } from '../../../shared/forms/form-rules';
import { serverClock } from '../../../shared/time/server-clock';
import {
  addressesOf,
  checkAddresses,
  checkCommon,
  checkFormDocuments,
  checkPastDate,
  commonDefaults,
  commonPayload,
  looseForm,
  numberOrBlank,
  optionalRule,
  requireText,
  type CommonForm,
  type ContactProofs,
  type Language,
} from './registration-form';

export type IndividualForm = CommonForm & {
  nationality: string;
  idNumber: string;
  laserCode: string;
  middleName: string;
  birthDate: string;
  gender: string;
  addresses: { registration: AddressFormValues; residence: AddressFormValues; delivery: AddressFormValues };
};

export function individualDefaults(language: Language): IndividualForm {
  return {
    ...commonDefaults(language),
    nationality: THAI_NATIONALITY,
    idNumber: '',
    laserCode: '',
    middleName: '',
    birthDate: '',
    gender: '',
    addresses: { registration: { ...EMPTY_ADDRESS }, residence: { ...EMPTY_ADDRESS }, delivery: { ...EMPTY_ADDRESS } },
    copies: { residence: 'registration', delivery: 'residence' },
  };
}

/** Step 1 of an individual's registration: every field of requirements/accounts.md#a-persons-registration-data with the shared rules; "today" is the server's, in Bangkok. */
export function individualFormSchema(clock: TNowSource = serverClock) {
  return looseForm.superRefine((input, ctx) => {
    const value = input as unknown as IndividualForm;
    checkCommon(ctx, value);
    requireText(ctx, value.nationality, ['nationality']);
    // The laser code field is shown to Thai nationals only, so anyone else's is not sent.
    checkIdentity(ctx, {
      nationality: value.nationality || undefined,
      idNumber: numberOrBlank(value.idNumber),
      laserCode: value.nationality === THAI_NATIONALITY ? numberOrBlank(value.laserCode) : undefined,
    });
    optionalRule(ctx, value.middleName, ['middleName'], ZPersonNameSchema);
    checkPastDate(ctx, value.birthDate, ['birthDate'], bangkokToday(clock));
    requireText(ctx, value.gender, ['gender']);
    checkAddresses(ctx, value.addresses, value.copies);
    checkFormDocuments(ctx, value, 'INDIVIDUAL', value.nationality);
  });
}

/** The POST /customerservice/api/v1/customer body of an individual (requirements/accounts.md#a-persons-registration-data). */
export function toIndividualPayload(value: IndividualForm, proofs: ContactProofs): TIndividualRegistration {
  const thai = value.nationality === THAI_NATIONALITY;
  const middleName = value.middleName.trim();
  return {
    customerType: 'INDIVIDUAL',
    ...commonPayload(value, proofs, 'INDIVIDUAL', value.nationality),
    nationality: value.nationality,
    idNumber: stripSeparators(value.idNumber).toUpperCase(),
    ...(thai ? { laserCode: stripSeparators(value.laserCode).toUpperCase() } : {}),
    ...(middleName ? { middleName } : {}),
    birthDate: value.birthDate,
    gender: value.gender as TIndividualRegistration['gender'],
    addresses: addressesOf(value.addresses, value.copies),
  };
}

/** The registry check of step 1 (POST verifyIndividual): the fields requirements/accounts.md#identity-checks compares. */
export function toVerifyIndividual(value: IndividualForm): TVerifyIndividual {
  const thai = value.nationality === THAI_NATIONALITY;
  return {
    nationality: value.nationality,
    idNumber: stripSeparators(value.idNumber).toUpperCase(),
    ...(thai ? { laserCode: stripSeparators(value.laserCode).toUpperCase() } : {}),
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    birthDate: value.birthDate,
  };
}
