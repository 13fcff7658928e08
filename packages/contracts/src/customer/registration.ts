/**
 * The registration rules of requirements/accounts.md#field-rules, applied by the API and by the portal's forms alike: the portal's form
 * calls the exported cross-field checks (with checkIdentity and checkPasswordConfirmation of
 * rules/cross-field) on its normalised values. Rules that need data or today's date (registry match,
 * address lists, certificate age, uniqueness) live in the backend's services.
 */
import { z } from 'zod';
import { ZAddressSchema } from '../rules/address';
import { ZEmailSchema, ZCompanyPhoneSchema, ZMobileSchema } from '../rules/contact';
import { always, checkIdentity, checkPasswordConfirmation, record, type TIssueSink } from '../rules/cross-field';
import { ZDateSchema } from '../rules/dates';
import { ZJuristicIdSchema, ZNationalitySchema, ZPersonIdSchema, ZPersonNameSchema } from '../rules/identity';
import { ZPasswordSchema } from '../rules/password';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { REGISTRANT_TYPES, type TCustomerKind, type TRegistrantType } from './customer-kinds';
import { REGISTRATION_DOCUMENT_TYPES, requiredDocuments, type TRegistrationDocumentType } from './documents';
import { text } from '../rules/text';

const optionalText = (max: number) => text().max(max, INVALID).optional();
const requiredText = (max: number) => text().min(1, REQUIRED).max(max, INVALID);
export const ZBranchCodeSchema = text()
  .regex(/^\d{5}$/, 'ERR_CUST_0045')
  .meta({ description: '5 digits; 00000 is the head office', example: '00000' });

const ZRegistrationDocumentSchema = z.strictObject({
  type: z.enum(REGISTRATION_DOCUMENT_TYPES),
  fileId: text().min(1, REQUIRED).max(64, INVALID).meta({ description: 'The id answered by the online upload' }),
});

const ZAuthorisedPersonSchema = z.strictObject({
  titleCode: text().max(40, INVALID).optional(),
  firstName: ZPersonNameSchema,
  lastName: ZPersonNameSchema,
  idNumber: ZPersonIdSchema,
});

/** An authorised person registers with their own details; an owner (or director) registers without. */
export function checkRegistrant(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (input.registrantType === 'AUTHORISED_PERSON' && input.authorisedPerson === undefined) {
    ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['authorisedPerson'] });
  }
  if (input.registrantType === 'OWNER' && input.authorisedPerson !== undefined) {
    ctx.addIssue({ code: 'custom', message: INVALID, path: ['authorisedPerson'] });
  }
}

/** Exactly the documents this registration requires (requirements/accounts.md#documents-required): each one, once, and no other. */
export function checkDocuments(ctx: TIssueSink, input: Record<string, unknown>, customerType: TCustomerKind): void {
  if (!Array.isArray(input.documents) || !REGISTRANT_TYPES.includes(input.registrantType as TRegistrantType)) return;
  if (customerType === 'INDIVIDUAL' && typeof input.nationality !== 'string') return;
  const required = requiredDocuments({
    customerType,
    nationality: input.nationality as string | undefined,
    registrantType: input.registrantType as TRegistrantType,
  });
  const given = input.documents.map((document) => record(document).type).filter((type): type is string => typeof type === 'string');
  for (const type of required)
    if (!given.includes(type)) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0023', path: ['documents', type] });
  const seen = new Set<string>();
  for (const type of given) {
    if (seen.has(type)) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0025', path: ['documents', type] });
    seen.add(type);
    if (REGISTRATION_DOCUMENT_TYPES.includes(type as TRegistrationDocumentType) && !required.includes(type as TRegistrationDocumentType)) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0024', path: ['documents', type] });
    }
  }
}

/** A company of the juristic type OTHER names its type in words. */
export function checkJuristicTypeOther(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (input.juristicType === 'OTHER' && !(typeof input.juristicTypeOther === 'string' && input.juristicTypeOther.trim())) {
    ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0022', path: ['juristicTypeOther'] });
  }
}

const registrationCommon = {
  registrantType: z.enum(REGISTRANT_TYPES),
  titleCode: text().min(1, REQUIRED).max(40, INVALID).meta({ description: 'A code of the master list `titles`' }),
  firstName: ZPersonNameSchema,
  lastName: ZPersonNameSchema,
  email: ZEmailSchema,
  mobile: ZMobileSchema,
  password: ZPasswordSchema,
  confirmPassword: z.string(),
  notificationLanguage: z
    .enum(['TH', 'EN'])
    .optional()
    .meta({ description: 'Language of e-mails and SMS; the request language when left out' }),
  documents: z.array(ZRegistrationDocumentSchema).max(REGISTRATION_DOCUMENT_TYPES.length, INVALID),
  authorisedPerson: ZAuthorisedPersonSchema.optional().meta({ description: 'Required when registrantType is AUTHORISED_PERSON' }),
  mobileVerificationToken: text().min(1, REQUIRED).max(1024, INVALID).meta({ description: 'From OTP verify with purpose REGISTER_MOBILE' }),
  emailVerificationToken: text().min(1, REQUIRED).max(1024, INVALID).meta({ description: 'From OTP verify with purpose REGISTER_EMAIL' }),
  acceptTerms: z.literal(true, 'ERR_CUST_0043'),
};

export const ZIndividualRegistrationSchema = z
  .strictObject({
    customerType: z.literal('INDIVIDUAL'),
    ...registrationCommon,
    nationality: ZNationalitySchema,
    idNumber: z.string().meta({ description: 'National ID (Thai) or passport / alien ID (non-Thai)' }),
    laserCode: z.string().optional().meta({ description: 'Back-of-card number; required for Thai nationals' }),
    middleName: ZPersonNameSchema.optional(),
    birthDate: ZDateSchema,
    gender: z.enum(['M', 'F', 'U'], INVALID),
    addresses: z.strictObject({ registration: ZAddressSchema, residence: ZAddressSchema, delivery: ZAddressSchema }),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkIdentity(ctx, input);
    checkRegistrant(ctx, input);
    checkPasswordConfirmation(ctx, input.password, input.confirmPassword, ['confirmPassword']);
    checkDocuments(ctx, input, 'INDIVIDUAL');
  }, always)
  .meta({ id: 'IndividualRegistration' });

export const ZJuristicRegistrationSchema = z
  .strictObject({
    customerType: z.literal('JURISTIC'),
    ...registrationCommon,
    juristicId: ZJuristicIdSchema,
    juristicName: requiredText(200),
    juristicPhone: ZCompanyPhoneSchema,
    branchName: requiredText(200),
    branchCode: ZBranchCodeSchema,
    juristicType: text().min(1, REQUIRED).max(40, INVALID).meta({ description: 'A code of the master list `juristictypes`' }),
    juristicTypeOther: optionalText(200).meta({ description: 'Required when juristicType is OTHER' }),
    authorisedDirector: requiredText(200),
    companyCertificateIssuedOn: ZDateSchema.meta({ description: 'Issue date of the company certificate; at most 6 months old' }),
    addresses: z.strictObject({ document: ZAddressSchema, residence: ZAddressSchema, delivery: ZAddressSchema }),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkJuristicTypeOther(ctx, input);
    checkRegistrant(ctx, input);
    checkPasswordConfirmation(ctx, input.password, input.confirmPassword, ['confirmPassword']);
    checkDocuments(ctx, input, 'JURISTIC');
  }, always)
  .meta({ id: 'JuristicRegistration' });

export const ZRegistrationSchema = z.discriminatedUnion('customerType', [ZIndividualRegistrationSchema, ZJuristicRegistrationSchema]);

export const ZVerifyIndividualSchema = z
  .strictObject({
    nationality: ZNationalitySchema,
    idNumber: z.string(),
    laserCode: z.string().optional(),
    firstName: ZPersonNameSchema,
    lastName: ZPersonNameSchema,
    birthDate: ZDateSchema,
  })
  .superRefine((value, ctx) => checkIdentity(ctx, record(value)), always);

export const ZVerifyJuristicSchema = z.strictObject({
  juristicId: ZJuristicIdSchema,
  juristicName: requiredText(200).optional().meta({ description: 'When given, it must match the registry (Thai or English name)' }),
});

export type TIndividualRegistration = z.infer<typeof ZIndividualRegistrationSchema>;
export type TJuristicRegistration = z.infer<typeof ZJuristicRegistrationSchema>;
export type TRegistration = z.infer<typeof ZRegistrationSchema>;
export type TVerifyIndividual = z.infer<typeof ZVerifyIndividualSchema>;
