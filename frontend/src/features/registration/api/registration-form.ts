import { z } from 'zod';
import { type TCustomerKind, type TRegistrantType } from '@mflow/contracts/customer/customer-kinds';
import { requiredDocuments, type TRegistrationDocumentType as TDocumentType } from '@mflow/contracts/customer/documents';
import { ZBranchCodeSchema, type TIndividualRegistration, type TJuristicRegistration, type TVerifyIndividual } from '@mflow/contracts/customer/registration';
import { type TAddressInput } from '@mflow/contracts/rules/address';
import { ZCompanyPhoneSchema, ZEmailSchema, ZMobileSchema } from '@mflow/contracts/rules/contact';
import { ZDateSchema } from '@mflow/contracts/rules/dates';
import { THAI_NATIONALITY, ZJuristicIdSchema, ZLaserCodeSchema, ZPassportSchema, ZPersonIdSchema, ZPersonNameSchema, ZThaiNationalIdSchema } from '@mflow/contracts/rules/identity';
import { EMPTY_ADDRESS, toAddressInput, ZAddressFormSchema, type AddressFormValues } from '../../../shared/forms/address-schema';
import { bangkokToday, INVALID, monthsBefore, REQUIRED, stripSeparators } from '../../../shared/forms/form-rules';
import { ZNewPasswordSchema } from '../../../shared/forms/password-schema';

/** SPEC 3 and 9: the company certificate may be at most 6 months old. */
export const CERTIFICATE_MAX_AGE_MONTHS = 6;

export type Language = 'TH' | 'EN';

/** Where an address section's values come from: typed in, or copied from another section. */
export type CopySource = 'none' | 'registration' | 'document' | 'residence';

type PersonForm = { titleCode: string; firstName: string; lastName: string; idNumber: string };

type CommonForm = {
  registrantType: TRegistrantType;
  titleCode: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
  notificationLanguage: Language;
  authorisedPerson: PersonForm;
  /** File ids of the uploaded documents, by document type. */
  documents: Partial<Record<TDocumentType, string>>;
  copies: { residence: CopySource; delivery: CopySource };
};

export type IndividualForm = CommonForm & {
  nationality: string;
  idNumber: string;
  laserCode: string;
  middleName: string;
  birthDate: string;
  gender: string;
  addresses: { registration: AddressFormValues; residence: AddressFormValues; delivery: AddressFormValues };
};

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

const EMPTY_PERSON: PersonForm = { titleCode: '', firstName: '', lastName: '', idNumber: '' };

function commonDefaults(language: Language): CommonForm {
  return {
    registrantType: 'OWNER',
    titleCode: '',
    firstName: '',
    lastName: '',
    email: '',
    mobile: '',
    password: '',
    confirmPassword: '',
    notificationLanguage: language,
    authorisedPerson: { ...EMPTY_PERSON },
    documents: {},
    copies: { residence: 'none', delivery: 'none' },
  };
}

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

type IssueSink = z.RefinementCtx;

/** Runs a rule on one value and files its answers under the value's path, as the backend does. */
function check(ctx: IssueSink, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const digitsOf = (value: unknown) => (typeof value === 'string' ? stripSeparators(value) : '');

function requireText(ctx: IssueSink, value: unknown, path: PropertyKey[], rule?: z.ZodType): void {
  const clean = text(value);
  if (!clean) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else if (rule) check(ctx, rule, clean, path);
}

function requireNumber(ctx: IssueSink, value: unknown, path: PropertyKey[], rule: z.ZodType): void {
  const clean = digitsOf(value);
  if (!clean) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else check(ctx, rule, clean, path);
}

function optionalRule(ctx: IssueSink, value: unknown, path: PropertyKey[], rule: z.ZodType): void {
  const clean = text(value);
  if (clean) check(ctx, rule, clean, path);
}

function checkDate(ctx: IssueSink, value: unknown, path: PropertyKey[], today: string): void {
  if (!text(value)) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else if (!ZDateSchema.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0019', path });
  else if ((value as string) > today) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0044', path });
}

function checkCommon(ctx: IssueSink, value: CommonForm): void {
  requireText(ctx, value.titleCode, ['titleCode']);
  requireText(ctx, value.firstName, ['firstName'], ZPersonNameSchema);
  requireText(ctx, value.lastName, ['lastName'], ZPersonNameSchema);
  requireText(ctx, value.email, ['email'], ZEmailSchema);
  requireNumber(ctx, value.mobile, ['mobile'], ZMobileSchema);
  check(ctx, ZNewPasswordSchema, value.password, ['password']);
  if (!value.confirmPassword) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['confirmPassword'] });
  else if (value.password !== value.confirmPassword) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0006', path: ['confirmPassword'] });
  if (value.registrantType === 'AUTHORISED_PERSON') {
    const person = value.authorisedPerson;
    requireText(ctx, person.titleCode, ['authorisedPerson', 'titleCode']);
    requireText(ctx, person.firstName, ['authorisedPerson', 'firstName'], ZPersonNameSchema);
    requireText(ctx, person.lastName, ['authorisedPerson', 'lastName'], ZPersonNameSchema);
    requireNumber(ctx, person.idNumber, ['authorisedPerson', 'idNumber'], ZPersonIdSchema);
  }
}

function checkAddresses(ctx: IssueSink, addresses: Record<string, AddressFormValues>, copies: CommonForm['copies']): void {
  for (const [section, address] of Object.entries(addresses)) {
    const copied = (section === 'residence' || section === 'delivery') && copies[section] !== 'none';
    if (!copied) check(ctx, ZAddressFormSchema, address, ['addresses', section]);
  }
}

function checkDocuments(ctx: IssueSink, documents: CommonForm['documents'], required: TDocumentType[]): void {
  for (const type of required) if (!documents[type]) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0023', path: ['documents', type] });
}

/** The documents this registration must carry (SPEC 3), from the shared rule. */
export function documentsFor(kind: TCustomerKind, form: { registrantType: TRegistrantType; nationality?: string }): TDocumentType[] {
  return requiredDocuments({ customerType: kind, nationality: form.nationality, registrantType: form.registrantType });
}

const looseForm = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null);

/** Step 1 of an individual's registration: every field of SPEC 3 with the shared rules. */
export function individualFormSchema(today: string = bangkokToday()) {
  return looseForm.superRefine((input, ctx) => {
    const value = input as unknown as IndividualForm;
    checkCommon(ctx, value);
    requireText(ctx, value.nationality, ['nationality']);
    if (value.nationality === THAI_NATIONALITY) {
      requireNumber(ctx, value.idNumber, ['idNumber'], ZThaiNationalIdSchema);
      requireNumber(ctx, value.laserCode, ['laserCode'], ZLaserCodeSchema);
    } else if (value.nationality) {
      requireNumber(ctx, value.idNumber, ['idNumber'], ZPassportSchema);
    }
    optionalRule(ctx, value.middleName, ['middleName'], ZPersonNameSchema);
    checkDate(ctx, value.birthDate, ['birthDate'], today);
    requireText(ctx, value.gender, ['gender']);
    checkAddresses(ctx, value.addresses, value.copies);
    checkDocuments(ctx, value.documents, documentsFor('INDIVIDUAL', value));
  });
}

/** Step 1 of a company's registration. */
export function juristicFormSchema(today: string = bangkokToday()) {
  return looseForm.superRefine((input, ctx) => {
    const value = input as unknown as JuristicForm;
    checkCommon(ctx, value);
    requireNumber(ctx, value.juristicId, ['juristicId'], ZJuristicIdSchema);
    requireText(ctx, value.juristicName, ['juristicName'], z.string().max(200, INVALID));
    requireNumber(ctx, value.juristicPhone, ['juristicPhone'], ZCompanyPhoneSchema);
    requireText(ctx, value.branchName, ['branchName'], z.string().max(200, INVALID));
    requireNumber(ctx, value.branchCode, ['branchCode'], ZBranchCodeSchema);
    requireText(ctx, value.juristicType, ['juristicType']);
    if (value.juristicType === 'OTHER' && !text(value.juristicTypeOther)) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0022', path: ['juristicTypeOther'] });
    }
    requireText(ctx, value.authorisedDirector, ['authorisedDirector'], z.string().max(200, INVALID));
    checkDate(ctx, value.companyCertificateIssuedOn, ['companyCertificateIssuedOn'], today);
    if (ZDateSchema.safeParse(value.companyCertificateIssuedOn).success && value.companyCertificateIssuedOn <= today) {
      if (value.companyCertificateIssuedOn < monthsBefore(today, CERTIFICATE_MAX_AGE_MONTHS)) {
        ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0020', path: ['companyCertificateIssuedOn'] });
      }
    }
    checkAddresses(ctx, value.addresses, value.copies);
    checkDocuments(ctx, value.documents, documentsFor('JURISTIC', value));
  });
}

/** Proof of the two contacts, from the OTP steps (SPEC 2 steps 2 and 3). */
export type ContactProofs = { mobileVerificationToken: string; emailVerificationToken: string };

function addressesOf<S extends string>(addresses: Record<S, AddressFormValues>, copies: CommonForm['copies']): Record<S, TAddressInput> {
  const result = {} as Record<S, TAddressInput>;
  for (const section of Object.keys(addresses) as S[]) result[section] = toAddressInput(addresses[section]);
  const sections = result as Record<string, TAddressInput>;
  // The residence copies first, so "delivery same as residence" gets the copied residence.
  for (const section of ['residence', 'delivery'] as const) {
    const source = copies[section];
    if (source !== 'none' && sections[source]) sections[section] = { ...sections[source] };
  }
  return result;
}

function commonPayload(value: CommonForm, proofs: ContactProofs, kind: TCustomerKind, nationality?: string) {
  const documentTypes = documentsFor(kind, { registrantType: value.registrantType, nationality });
  return {
    registrantType: value.registrantType,
    titleCode: value.titleCode,
    firstName: value.firstName.trim(),
    lastName: value.lastName.trim(),
    email: value.email.trim(),
    mobile: stripSeparators(value.mobile),
    password: value.password,
    confirmPassword: value.confirmPassword,
    notificationLanguage: value.notificationLanguage,
    documents: documentTypes.flatMap((type) => (value.documents[type] ? [{ type, fileId: value.documents[type] }] : [])),
    ...(value.registrantType === 'AUTHORISED_PERSON'
      ? {
          authorisedPerson: {
            titleCode: value.authorisedPerson.titleCode || undefined,
            firstName: value.authorisedPerson.firstName.trim(),
            lastName: value.authorisedPerson.lastName.trim(),
            idNumber: stripSeparators(value.authorisedPerson.idNumber).toUpperCase(),
          },
        }
      : {}),
    ...proofs,
    acceptTerms: true as const,
  };
}

/** The POST /customerservice/api/v1/customer body of an individual (SPEC 3 registration data, person). */
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

/** The body of a company (SPEC 3 registration data, company). */
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

/** The registry check of step 1 (POST verifyIndividual): the fields SPEC 5 "Identity" compares. */
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
