import {
  ZIndividualRegistrationSchema,
  ZJuristicRegistrationSchema,
  ZVerifyIndividualSchema,
} from '@mflow/contracts/customer/registration';
import type { AddressFormValues } from '../../../shared/forms/address-schema';
import { individualDefaults, individualFormSchema, toIndividualPayload, toVerifyIndividual, type IndividualForm } from './individual-form';
import { juristicDefaults, juristicFormSchema, toJuristicPayload, type JuristicForm } from './juristic-form';
import { documentsFor } from './registration-form';

/** The server's clock at 00:30 on 21 November 2026 in Bangkok (still the 20th in UTC): "today" is Bangkok's date. */
const TODAY = { now: () => new Date('2026-11-20T17:30:00Z') };
const proofs = { mobileVerificationToken: 'mobile-proof', emailVerificationToken: 'email-proof' };

const address = (overrides: Partial<AddressFormValues> = {}): AddressFormValues => ({
  houseNumber: '99/12',
  floor: '',
  village: '',
  moo: '',
  soi: 'สุขุมวิท 22',
  building: '',
  alley: '',
  road: 'พระราม 4',
  provinceCode: '10',
  districtCode: '1033',
  subDistrictCode: '103399',
  postalCode: '10110',
  ...overrides,
});

function individual(overrides: Partial<IndividualForm> = {}): IndividualForm {
  return {
    ...individualDefaults('TH'),
    idNumber: '1-5123-93704-50-1',
    laserCode: 'AA2-8559665-42',
    titleCode: 'MRS',
    firstName: 'สมศรี',
    lastName: 'ใจดี',
    birthDate: '1987-07-02',
    gender: 'F',
    email: 'somsri@example.com',
    mobile: '081-555-0101',
    password: 'Tollway2026',
    confirmPassword: 'Tollway2026',
    documents: { SELFIE_WITH_ID: 'f-1', ID_CARD_FRONT: 'f-2', ID_CARD_BACK: 'f-3' },
    addresses: { registration: address(), residence: address({ houseNumber: '' }), delivery: address({ houseNumber: '' }) },
    ...overrides,
  };
}

function juristic(overrides: Partial<JuristicForm> = {}): JuristicForm {
  return {
    ...juristicDefaults('EN'),
    registrantType: 'AUTHORISED_PERSON',
    juristicId: '0203079380221',
    juristicName: 'Krungthep Transport Co., Ltd.',
    juristicPhone: '022-654-3210',
    branchName: 'Head office',
    juristicType: 'COMPANY_LIMITED',
    authorisedDirector: 'Prasert Wongsawat',
    companyCertificateIssuedOn: '2026-10-01',
    titleCode: 'MR',
    firstName: 'Anucha',
    lastName: 'Boonma',
    email: 'fleet@example.com',
    mobile: '0898765400',
    password: 'Tollway2026',
    confirmPassword: 'Tollway2026',
    authorisedPerson: { titleCode: 'MR', firstName: 'Anucha', lastName: 'Boonma', idNumber: '5418820020871' },
    documents: { COMPANY_CERTIFICATE: 'f-1', VAT_CERTIFICATE: 'f-2', AUTHORISED_PERSON_ID: 'f-3', POWER_OF_ATTORNEY: 'f-4' },
    addresses: { document: address(), residence: address({ houseNumber: '-' }), delivery: address() },
    copies: { residence: 'none', delivery: 'document' },
    ...overrides,
  };
}

const issues = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('individual registration form', () => {
  it('accepts a complete form and builds a body the API schema accepts', () => {
    const form = individual();
    expect(issues(individualFormSchema(TODAY).safeParse(form))).toEqual([]);
    const payload = toIndividualPayload(form, proofs);
    expect(ZIndividualRegistrationSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({ idNumber: '1512393704501', laserCode: 'AA2855966542', mobile: '0815550101', acceptTerms: true });
  });

  it('copies the residence from the house registration and the mailing address from the residence', () => {
    const payload = toIndividualPayload(individual(), proofs);
    expect(payload.addresses.residence).toEqual(payload.addresses.registration);
    expect(payload.addresses.delivery).toEqual(payload.addresses.registration);
    expect(payload.addresses.registration).toEqual({
      houseNumber: '99/12',
      soi: 'สุขุมวิท 22',
      road: 'พระราม 4',
      provinceCode: '10',
      districtCode: '1033',
      subDistrictCode: '103399',
      postalCode: '10110',
    });
  });

  it('puts each problem under its field, with the shared rules\u2019 codes', () => {
    const form = individual({
      idNumber: '1512393704502',
      laserCode: '',
      firstName: '',
      email: 'somsri@',
      mobile: '0212345678',
      confirmPassword: 'Tollway2025',
      birthDate: '2027-01-01',
      documents: {},
      addresses: { registration: address({ houseNumber: '', postalCode: '' }), residence: address(), delivery: address() },
    });
    expect(issues(individualFormSchema(TODAY).safeParse(form))).toEqual([
      'firstName:ERR_COMMON_0004',
      'email:ERR_CUST_0017',
      'mobile:ERR_CUST_0015',
      'confirmPassword:ERR_CUST_0006',
      'idNumber:ERR_CUST_0009',
      'laserCode:ERR_COMMON_0004',
      'birthDate:ERR_CUST_0044',
      'addresses.registration.houseNumber:ERR_COMMON_0004',
      'addresses.registration.postalCode:ERR_COMMON_0004',
      'documents.SELFIE_WITH_ID:ERR_CUST_0023',
      'documents.ID_CARD_FRONT:ERR_CUST_0023',
      'documents.ID_CARD_BACK:ERR_CUST_0023',
    ]);
  });

  it('takes a dash for no house number', () => {
    const form = individual({ addresses: { registration: address({ houseNumber: '-' }), residence: address(), delivery: address() } });
    expect(issues(individualFormSchema(TODAY).safeParse(form))).toEqual([]);
  });

  it('asks a foreigner for a passport and the passport copy instead of the ID card', () => {
    const form = individual({
      nationality: 'GBR',
      idNumber: 'GB5512034',
      laserCode: '',
      documents: { SELFIE_WITH_ID: 'f-1', PASSPORT: 'f-2' },
    });
    expect(issues(individualFormSchema(TODAY).safeParse(form))).toEqual([]);
    const payload = toIndividualPayload(form, proofs);
    expect(payload).not.toHaveProperty('laserCode');
    expect(ZIndividualRegistrationSchema.safeParse(payload).success).toBe(true);
  });

  it('needs the authorised person and their documents when an authorised person registers', () => {
    const form = individual({ registrantType: 'AUTHORISED_PERSON' });
    expect(issues(individualFormSchema(TODAY).safeParse(form))).toEqual([
      'authorisedPerson.titleCode:ERR_COMMON_0004',
      'authorisedPerson.firstName:ERR_COMMON_0004',
      'authorisedPerson.lastName:ERR_COMMON_0004',
      'authorisedPerson.idNumber:ERR_COMMON_0004',
      'documents.AUTHORISED_PERSON_ID:ERR_CUST_0023',
      'documents.POWER_OF_ATTORNEY:ERR_CUST_0023',
    ]);
    expect(documentsFor('INDIVIDUAL', form)).toEqual([
      'SELFIE_WITH_ID',
      'ID_CARD_FRONT',
      'ID_CARD_BACK',
      'AUTHORISED_PERSON_ID',
      'POWER_OF_ATTORNEY',
    ]);
  });

  it('sends only the documents of the registration, even if others were uploaded before a change', () => {
    const form = individual({ documents: { SELFIE_WITH_ID: 'f-1', ID_CARD_FRONT: 'f-2', ID_CARD_BACK: 'f-3', PASSPORT: 'f-9' } });
    expect(toIndividualPayload(form, proofs).documents.map((document) => document.type)).toEqual([
      'SELFIE_WITH_ID',
      'ID_CARD_FRONT',
      'ID_CARD_BACK',
    ]);
  });

  it('checks identity with exactly the fields the registry compares', () => {
    const check = toVerifyIndividual(individual());
    expect(check).toEqual({
      nationality: 'THA',
      idNumber: '1512393704501',
      laserCode: 'AA2855966542',
      firstName: 'สมศรี',
      lastName: 'ใจดี',
      birthDate: '1987-07-02',
    });
    expect(ZVerifyIndividualSchema.safeParse(check).success).toBe(true);
  });
});

describe('juristic registration form', () => {
  it('accepts a company registered by an authorised person and builds a body the API schema accepts', () => {
    const form = juristic();
    expect(issues(juristicFormSchema(TODAY).safeParse(form))).toEqual([]);
    const payload = toJuristicPayload(form, proofs);
    expect(ZJuristicRegistrationSchema.safeParse(payload).success).toBe(true);
    expect(payload.addresses.delivery).toEqual(payload.addresses.document);
    expect(payload.addresses.residence.houseNumber).toBe('-');
    expect(payload.authorisedPerson).toEqual({ titleCode: 'MR', firstName: 'Anucha', lastName: 'Boonma', idNumber: '5418820020871' });
  });

  it('refuses a company certificate older than 6 months, or from the future', () => {
    expect(issues(juristicFormSchema(TODAY).safeParse(juristic({ companyCertificateIssuedOn: '2026-05-20' })))).toEqual([
      'companyCertificateIssuedOn:ERR_CUST_0020',
    ]);
    expect(issues(juristicFormSchema(TODAY).safeParse(juristic({ companyCertificateIssuedOn: '2026-05-21' })))).toEqual([]);
    expect(issues(juristicFormSchema(TODAY).safeParse(juristic({ companyCertificateIssuedOn: '2026-11-22' })))).toEqual([
      'companyCertificateIssuedOn:ERR_CUST_0044',
    ]);
  });

  it('needs the free text of an "other" juristic type', () => {
    expect(issues(juristicFormSchema(TODAY).safeParse(juristic({ juristicType: 'OTHER' })))).toEqual(['juristicTypeOther:ERR_CUST_0022']);
    expect(toJuristicPayload(juristic({ juristicType: 'OTHER', juristicTypeOther: 'Social enterprise' }), proofs)).toMatchObject({
      juristicTypeOther: 'Social enterprise',
    });
  });

  it('checks the juristic number, company phone and branch code with the shared rules', () => {
    expect(
      issues(juristicFormSchema(TODAY).safeParse(juristic({ juristicId: '0203079380222', juristicPhone: '123', branchCode: '1' }))),
    ).toEqual(['juristicId:ERR_CUST_0013', 'juristicPhone:ERR_CUST_0014', 'branchCode:ERR_CUST_0045']);
  });
});
