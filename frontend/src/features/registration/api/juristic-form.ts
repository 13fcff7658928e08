import { z } from 'zod';
import { certificateDateProblem } from '@mflow/contracts/customer/documents';
import { checkJuristicTypeOther, ZBranchCodeSchema, type TJuristicRegistration } from '@mflow/contracts/customer/registration';
import { ZCompanyPhoneSchema } from '@mflow/contracts/rules/contact';
import { ZJuristicIdSchema } from '@mflow/contracts/rules/identity';
import { INVALID } from '@mflow/contracts/rules/rule-codes';
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
  requireNumber,
  requireText,
  type CommonForm,
  type ContactProofs,
  type Language,
} from './registration-form';

export type JuristicForm = CommonForm & {
  juristicId: string;
  juristicName: string;
  juristicPhone: string;
  branchName: string;
  branchCode: string;
  juristicType: string;
  juristicTypeOther: string;
  authorisedDirector: string;
  companyCertificateIssuedOn: string;
  addresses: { document: AddressFormValues; residence: AddressFormValues; delivery: AddressFormValues };
};

export function juristicDefaults(language: Language): JuristicForm {
  return {
    ...commonDefaults(language),
    juristicId: '',
    juristicName: '',
    juristicPhone: '',
    branchName: '',
    branchCode: '00000',
    juristicType: '',
    juristicTypeOther: '',
    authorisedDirector: '',
    companyCertificateIssuedOn: '',
    addresses: { document: { ...EMPTY_ADDRESS }, residence: { ...EMPTY_ADDRESS }, delivery: { ...EMPTY_ADDRESS } },
    copies: { residence: 'document', delivery: 'residence' },
  };
}

/** Step 1 of a company's registration; the certificate's age is counted from the server's today, in Bangkok. */
export function juristicFormSchema(clock: TNowSource = serverClock) {
  return looseForm.superRefine((input, ctx) => {
    const value = input as unknown as JuristicForm;
    const today = bangkokToday(clock);
    checkCommon(ctx, value);
    requireNumber(ctx, value.juristicId, ['juristicId'], ZJuristicIdSchema);
    requireText(ctx, value.juristicName, ['juristicName'], z.string().max(200, INVALID));
    requireNumber(ctx, value.juristicPhone, ['juristicPhone'], ZCompanyPhoneSchema);
    requireText(ctx, value.branchName, ['branchName'], z.string().max(200, INVALID));
    requireNumber(ctx, value.branchCode, ['branchCode'], ZBranchCodeSchema);
    requireText(ctx, value.juristicType, ['juristicType']);
    checkJuristicTypeOther(ctx, { juristicType: value.juristicType, juristicTypeOther: value.juristicTypeOther });
    requireText(ctx, value.authorisedDirector, ['authorisedDirector'], z.string().max(200, INVALID));
    checkPastDate(ctx, value.companyCertificateIssuedOn, ['companyCertificateIssuedOn'], today);
    if (certificateDateProblem(value.companyCertificateIssuedOn, today) === 'ERR_CUST_0020') {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0020', path: ['companyCertificateIssuedOn'] });
    }
    checkAddresses(ctx, value.addresses, value.copies);
    checkFormDocuments(ctx, value, 'JURISTIC');
  });
}

/** The body of a company (requirements/accounts.md#a-companys-registration-data). */
export function toJuristicPayload(value: JuristicForm, proofs: ContactProofs): TJuristicRegistration {
  const other = value.juristicTypeOther.trim();
  return {
    customerType: 'JURISTIC',
    ...commonPayload(value, proofs, 'JURISTIC'),
    juristicId: stripSeparators(value.juristicId),
    juristicName: value.juristicName.trim(),
    juristicPhone: stripSeparators(value.juristicPhone),
    branchName: value.branchName.trim(),
    branchCode: stripSeparators(value.branchCode),
    juristicType: value.juristicType,
    ...(value.juristicType === 'OTHER' && other ? { juristicTypeOther: other } : {}),
    authorisedDirector: value.authorisedDirector.trim(),
    companyCertificateIssuedOn: value.companyCertificateIssuedOn,
    addresses: addressesOf(value.addresses, value.copies),
  };
}
