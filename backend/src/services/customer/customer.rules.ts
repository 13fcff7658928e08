/**
 * SPEC 5's field rules for customers, shared by the API and the portal (which imports this file
 * through a relative path), so both sides apply one set of rules. It imports nothing but zod.
 *
 * Every rule's message is an error-catalogue code, never text: the server turns it into the
 * catalogue's Thai or English description, the portal into its own message for the same code.
 * Rules that need data or today's date (registry match, address lists, certificate age, uniqueness)
 * live in the services.
 */
import { z } from 'zod';

/** Every catalogue code a rule below can answer with; a test checks that the catalogue has each. */
export const CUSTOMER_RULE_CODES = [
  'ERR_COMMON_0002',
  'ERR_COMMON_0004',
  'ERR_CUST_0001',
  'ERR_CUST_0002',
  'ERR_CUST_0003',
  'ERR_CUST_0004',
  'ERR_CUST_0005',
  'ERR_CUST_0006',
  'ERR_CUST_0007',
  'ERR_CUST_0008',
  'ERR_CUST_0009',
  'ERR_CUST_0010',
  'ERR_CUST_0011',
  'ERR_CUST_0012',
  'ERR_CUST_0013',
  'ERR_CUST_0014',
  'ERR_CUST_0015',
  'ERR_CUST_0016',
  'ERR_CUST_0017',
  'ERR_CUST_0018',
  'ERR_CUST_0019',
  'ERR_CUST_0021',
  'ERR_CUST_0022',
  'ERR_CUST_0023',
  'ERR_CUST_0024',
  'ERR_CUST_0025',
  'ERR_CUST_0035',
  'ERR_CUST_0036',
  'ERR_CUST_0037',
  'ERR_CUST_0043',
  'ERR_CUST_0045',
] as const;

type TRuleCode = (typeof CUSTOMER_RULE_CODES)[number];

const REQUIRED: TRuleCode = 'ERR_COMMON_0004';
const INVALID: TRuleCode = 'ERR_COMMON_0002';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 20;

/**
 * The most common passwords in published breach corpora, plus local favourites, lower-cased. The
 * composition rules already stop most of them; these are the ones people still reach for once an
 * uppercase letter and a digit are demanded ("Password1").
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '123456789', '12345678', 'password', 'qwerty', '12345', '1234567', '111111', '123123', '1234567890',
  '000000', 'abc123', 'password1', 'iloveyou', '1q2w3e4r', 'qwerty123', 'admin', 'qwertyuiop', '654321', '555555',
  'lovely', '7777777', 'welcome', '888888', 'princess', 'dragon', 'password123', '123qwe', '666666', '1qaz2wsx',
  'monkey', 'sunshine', 'football', 'baseball', 'letmein', 'master', 'shadow', 'superman', 'michael', 'trustno1',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'p@ssword1', 'p@ssw0rd1', 'password!', 'password12', 'password01', 'password1234', 'password2',
  'qwerty1', 'qwerty12', 'qwerty1234', 'qwer1234', 'qwe123', 'qweasd123', 'qweasdzxc', 'asdf1234', 'asdfgh123', 'zxcvbnm1',
  'abc12345', 'abcd1234', 'abc123456', 'abcdef1', 'abcdef123', 'a1b2c3d4', 'a1b2c3', 'aa123456', 'aa12345678', 'aaa111',
  'welcome1', 'welcome123', 'welcome01', 'welcome2024', 'welcome2025', 'welcome2026', 'admin123', 'admin1234', 'admin12345', 'administrator1',
  'letmein1', 'letmein123', 'iloveyou1', 'iloveyou2', 'iloveyou123', 'sunshine1', 'princess1', 'football1', 'baseball1', 'monkey1',
  'monkey123', 'dragon1', 'dragon123', 'master1', 'master123', 'shadow1', 'shadow123', 'superman1', 'superman123', 'batman1',
  'batman123', 'michael1', 'jordan23', 'charlie1', 'charlie123', 'freedom1', 'whatever1', 'starwars1', 'pokemon1', 'computer1',
  'internet1', 'changeme', 'changeme1', 'changeme123', 'secret1', 'secret123', 'test1234', 'test12345', 'testing1', 'testing123',
  'user1234', 'user12345', 'hello123', 'hello1234', 'helloworld1', 'login123', 'loveme1', 'lovely1', 'love1234', 'iloveu1',
  'q1w2e3r4', 'q1w2e3r4t5', 'q1w2e3r4t5y6', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1xsw2', '1qazxsw2', 'qazwsx123',
  'pass1234', 'pass12345', 'passpass1', 'mypassword1', 'newpassword1', 'temp1234', 'temppass1', 'default1', 'guest123', 'root1234',
  'summer2024', 'summer2025', 'summer2026', 'winter2024', 'winter2025', 'winter2026', 'spring2025', 'autumn2025', 'january1', 'december1',
  'football123', 'soccer123', 'liverpool1', 'chelsea1', 'arsenal1', 'manutd1', 'barcelona1', 'ronaldo7', 'messi10', 'killer1',
  'thailand1', 'thailand123', 'bangkok1', 'bangkok123', 'sawasdee1', 'sawadee1', 'krungthep1', 'mflow1234', 'mflow123', 'mpass1234',
  'easypass1', 'toll1234', 'motorway1', 'p@$$w0rd', 'pa$$word1', 'passw0rd1', 'passw0rd!', 'qwerty!1', 'abc@1234', 'abc@123',
  'asd123456', 'zxc123456', 'qaz123456', 'wsx123456', 'abcabc123', 'aaaa1111', 'aaaaaa1', 'aa112233', 'a12345678', 'a123456789',
]);

/** SPEC 5: ID numbers, laser codes and passports are typed without separators; the portal strips its display dashes first. */
const THAI_ID = /^\d{13}$/;

/** The mod-11 check digit that Thai national ID and juristic registration numbers share. */
export function hasValidThaiCheckDigit(id: string): boolean {
  if (!THAI_ID.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(id[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(id[12]);
}

/** Check-digit rules only speak once the format is right, so a short number gets one message, not two. */
const checkDigitOrWrongFormat = (value: string) => !THAI_ID.test(value) || hasValidThaiCheckDigit(value);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date written YYYY-MM-DD in the Gregorian calendar (the portal converts Buddhist-era input). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1900 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export const ZPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'ERR_CUST_0001')
  .max(PASSWORD_MAX_LENGTH, 'ERR_CUST_0001')
  .regex(/[A-Z]/, 'ERR_CUST_0002')
  .regex(/[a-z]/, 'ERR_CUST_0003')
  .regex(/\d/, 'ERR_CUST_0004')
  .refine((value) => !COMMON_PASSWORDS.has(value.toLowerCase()), 'ERR_CUST_0005')
  .meta({ description: '8 to 20 characters with an uppercase letter, a lowercase letter and a digit; not a common password' });

export const ZThaiNationalIdSchema = z
  .string()
  .regex(THAI_ID, 'ERR_CUST_0008')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0009')
  .meta({ description: '13 digits with a valid check digit', example: '1101700230708' });

export const ZJuristicIdSchema = z
  .string()
  .regex(THAI_ID, 'ERR_CUST_0012')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0013')
  .meta({ description: 'Juristic registration number: 13 digits with a valid check digit', example: '0105536092641' });

export const ZLaserCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}\d{10}$/, 'ERR_CUST_0010')
  .meta({ description: 'Back-of-card number: 2 letters and 10 digits, 12 characters', example: 'ME0123456789' });

export const ZPassportSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{7,13}$/, 'ERR_CUST_0011')
  .meta({ description: 'Passport or alien (non-Thai) ID: 7 to 13 letters or digits' });

/** An authorised person may be Thai (national ID) or foreign (passport), so either form is taken. */
export const ZPersonIdSchema = z
  .string()
  .refine((value) => THAI_ID.test(value) || /^[A-Za-z0-9]{7,13}$/.test(value), 'ERR_CUST_0011')
  .refine(checkDigitOrWrongFormat, 'ERR_CUST_0009')
  .meta({ description: 'National ID (13 digits) or passport / alien ID (7 to 13 letters or digits)' });

export const ZMobileSchema = z
  .string()
  .regex(/^0[689]\d{8}$/, 'ERR_CUST_0015')
  .meta({ description: 'Thai mobile: 10 digits starting 06, 08 or 09, sent without dashes (shown as 0XX-XXX-XXXX)', example: '0812345678' });

export const ZCompanyPhoneSchema = z
  .string()
  .regex(/^0\d{9}$/, 'ERR_CUST_0014')
  .meta({ description: '10 digits starting with 0', example: '0226543210' });

export const ZPostalCodeSchema = z.string().regex(/^\d{5}$/, 'ERR_CUST_0016').meta({ example: '10110' });

export const ZEmailSchema = z.email('ERR_CUST_0017').max(254, 'ERR_CUST_0017').meta({ example: 'somchai@example.com' });

/** SPEC 5: a dash stands for no house number; otherwise a number such as 99/12 or 7/1-3 ก. */
export const ZHouseNumberSchema = z
  .string()
  .regex(/^(-|\d[\dA-Za-z\u0E01-\u0E2E/ -]{0,19})$/, 'ERR_CUST_0018')
  .meta({ description: 'House number, or "-" when there is none', example: '99/12' });

export const ZPersonNameSchema = z
  .string()
  .min(1, REQUIRED)
  .max(100, 'ERR_CUST_0021')
  .regex(/^[A-Za-z\u0E00-\u0E7F .'-]*$/, 'ERR_CUST_0021');

export const ZDateSchema = z
  .string()
  .refine(isIsoDate, 'ERR_CUST_0019')
  .meta({ description: 'YYYY-MM-DD, Gregorian calendar', example: '1990-04-21' });

export const ZBranchCodeSchema = z
  .string()
  .regex(/^\d{5}$/, 'ERR_CUST_0045')
  .meta({ description: '5 digits; 00000 is the head office', example: '00000' });

const TRIVIAL_PINS = new Set(['012345', '123456', '234567', '345678', '456789', '987654', '876543', '765432', '654321', '543210']);

export const ZPinSchema = z
  .string()
  .regex(/^\d{6}$/, 'ERR_CUST_0035')
  .refine((value) => !/^\d{6}$/.test(value) || (!/^(\d)\1{5}$/.test(value) && !TRIVIAL_PINS.has(value)), 'ERR_CUST_0036')
  .meta({ description: '6 digits, not all the same and not a run such as 123456' });

/** Free text of an address line or similar: optional, limited so that rows stay printable on an invoice. */
const optionalText = (max: number) => z.string().max(max, INVALID).optional();
const requiredText = (max: number) => z.string().min(1, REQUIRED).max(max, INVALID);

/** Nationality codes are ISO 3166-1 alpha-3 (master list `nationalities`); THA is Thai. */
export const THAI_NATIONALITY = 'THA';
export const ZNationalitySchema = z.string().regex(/^[A-Z]{3}$/, INVALID).meta({ example: THAI_NATIONALITY });

/** Codes come from the master lists (provinces, districts, subdistricts); the service checks they belong together. */
export const ZAddressSchema = z
  .strictObject({
    houseNumber: ZHouseNumberSchema,
    floor: optionalText(10),
    village: optionalText(100),
    moo: optionalText(10),
    soi: optionalText(100),
    building: optionalText(100),
    alley: optionalText(100),
    road: optionalText(100),
    subDistrictCode: z.string().regex(/^\d{6}$/, INVALID),
    districtCode: z.string().regex(/^\d{4}$/, INVALID),
    provinceCode: z.string().regex(/^\d{2}$/, INVALID),
    postalCode: ZPostalCodeSchema,
  })
  .meta({ id: 'Address' });

export const ZInvoiceAddressSchema = ZAddressSchema.extend({ isMain: z.boolean().optional() }).meta({ id: 'InvoiceAddressInput' });

export const CUSTOMER_TYPES = ['INDIVIDUAL', 'JURISTIC'] as const;
export type TCustomerKind = (typeof CUSTOMER_TYPES)[number];

/** Who fills in the form: the customer themself, or a person holding the customer's power of attorney. */
export const REGISTRANT_TYPES = ['OWNER', 'AUTHORISED_PERSON'] as const;
export type TRegistrantType = (typeof REGISTRANT_TYPES)[number];

export const DOCUMENT_TYPES = [
  'SELFIE_WITH_ID',
  'ID_CARD_FRONT',
  'ID_CARD_BACK',
  'PASSPORT',
  'AUTHORISED_PERSON_ID',
  'POWER_OF_ATTORNEY',
  'COMPANY_CERTIFICATE',
  'VAT_CERTIFICATE',
] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

/** The documents a registration must carry (SPEC 3 "Documents required"); no other type is accepted with it. */
export function requiredDocuments(options: { customerType: TCustomerKind; nationality?: string; registrantType: TRegistrantType }): TDocumentType[] {
  const own: TDocumentType[] =
    options.customerType === 'JURISTIC'
      ? ['COMPANY_CERTIFICATE', 'VAT_CERTIFICATE']
      : options.nationality === THAI_NATIONALITY
        ? ['SELFIE_WITH_ID', 'ID_CARD_FRONT', 'ID_CARD_BACK']
        : ['SELFIE_WITH_ID', 'PASSPORT'];
  return options.registrantType === 'AUTHORISED_PERSON' ? [...own, 'AUTHORISED_PERSON_ID', 'POWER_OF_ATTORNEY'] : own;
}

export const ZRegistrationDocumentSchema = z.strictObject({
  type: z.enum(DOCUMENT_TYPES),
  fileId: z.string().min(1, REQUIRED).max(64, INVALID).meta({ description: 'The id answered by the online upload' }),
});

export const ZAuthorisedPersonSchema = z.strictObject({
  titleCode: z.string().max(40, INVALID).optional(),
  firstName: ZPersonNameSchema,
  lastName: ZPersonNameSchema,
  idNumber: ZPersonIdSchema,
});

type TIssueSink = { addIssue: (issue: { code: 'custom'; message: string; path: PropertyKey[] }) => void };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Copies a field schema's failures onto the object being refined, under the field's name. */
function applyField(ctx: TIssueSink, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: REQUIRED, path });
    return;
  }
  const result = schema.safeParse(value);
  if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
}

/** A Thai national identifies with the ID card (number and laser code), anyone else with a passport or alien ID. */
function checkIdentity(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (typeof input.nationality !== 'string') return;
  if (input.nationality === THAI_NATIONALITY) {
    applyField(ctx, ZThaiNationalIdSchema, input.idNumber, ['idNumber']);
    applyField(ctx, ZLaserCodeSchema, input.laserCode, ['laserCode']);
  } else {
    applyField(ctx, ZPassportSchema, input.idNumber, ['idNumber']);
    if (input.laserCode !== undefined) ctx.addIssue({ code: 'custom', message: INVALID, path: ['laserCode'] });
  }
}

function checkPasswordConfirmation(ctx: TIssueSink, password: unknown, confirmation: unknown, path: PropertyKey[]): void {
  if (typeof password === 'string' && typeof confirmation === 'string' && password !== confirmation) {
    ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0006', path });
  }
}

function checkRegistrant(ctx: TIssueSink, input: Record<string, unknown>): void {
  if (input.registrantType === 'AUTHORISED_PERSON' && input.authorisedPerson === undefined) {
    ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['authorisedPerson'] });
  }
  if (input.registrantType === 'OWNER' && input.authorisedPerson !== undefined) {
    ctx.addIssue({ code: 'custom', message: INVALID, path: ['authorisedPerson'] });
  }
}

function checkDocuments(ctx: TIssueSink, input: Record<string, unknown>, customerType: TCustomerKind): void {
  if (!Array.isArray(input.documents) || !REGISTRANT_TYPES.includes(input.registrantType as TRegistrantType)) return;
  if (customerType === 'INDIVIDUAL' && typeof input.nationality !== 'string') return;
  const required = requiredDocuments({
    customerType,
    nationality: input.nationality as string | undefined,
    registrantType: input.registrantType as TRegistrantType,
  });
  const given = input.documents.map((document) => record(document).type).filter((type): type is string => typeof type === 'string');
  for (const type of required) if (!given.includes(type)) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0023', path: ['documents', type] });
  const seen = new Set<string>();
  for (const type of given) {
    if (seen.has(type)) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0025', path: ['documents', type] });
    seen.add(type);
    if (DOCUMENT_TYPES.includes(type as TDocumentType) && !required.includes(type as TDocumentType)) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0024', path: ['documents', type] });
    }
  }
}

/** Cross-field rules run even while single fields are wrong, so the form shows every problem at once. */
const always = { when: () => true };

const registrationCommon = {
  registrantType: z.enum(REGISTRANT_TYPES),
  titleCode: z.string().min(1, REQUIRED).max(40, INVALID).meta({ description: 'A code of the master list `titles`' }),
  firstName: ZPersonNameSchema,
  lastName: ZPersonNameSchema,
  email: ZEmailSchema,
  mobile: ZMobileSchema,
  password: ZPasswordSchema,
  confirmPassword: z.string(),
  notificationLanguage: z.enum(['TH', 'EN']).optional().meta({ description: 'Language of e-mails and SMS; the request language when left out' }),
  documents: z.array(ZRegistrationDocumentSchema).max(DOCUMENT_TYPES.length, INVALID),
  authorisedPerson: ZAuthorisedPersonSchema.optional().meta({ description: 'Required when registrantType is AUTHORISED_PERSON' }),
  mobileVerificationToken: z.string().min(1, REQUIRED).max(1024, INVALID).meta({ description: 'From OTP verify with purpose REGISTER_MOBILE' }),
  emailVerificationToken: z.string().min(1, REQUIRED).max(1024, INVALID).meta({ description: 'From OTP verify with purpose REGISTER_EMAIL' }),
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
    juristicType: z.string().min(1, REQUIRED).max(40, INVALID).meta({ description: 'A code of the master list `juristictypes`' }),
    juristicTypeOther: optionalText(200).meta({ description: 'Required when juristicType is OTHER' }),
    authorisedDirector: requiredText(200),
    companyCertificateIssuedOn: ZDateSchema.meta({ description: 'Issue date of the company certificate; at most 6 months old' }),
    addresses: z.strictObject({ document: ZAddressSchema, residence: ZAddressSchema, delivery: ZAddressSchema }),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    if (input.juristicType === 'OTHER' && !(typeof input.juristicTypeOther === 'string' && input.juristicTypeOther.trim())) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0022', path: ['juristicTypeOther'] });
    }
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

export const ZChangePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1, REQUIRED).max(100, INVALID),
    newPassword: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkPasswordConfirmation(ctx, input.newPassword, input.confirmPassword, ['confirmPassword']);
    if (typeof input.newPassword === 'string' && input.newPassword === input.currentPassword) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0007', path: ['newPassword'] });
    }
  }, always);

export const ZResetPasswordSchema = z
  .strictObject({
    token: z.string().min(1, REQUIRED).max(200, INVALID),
    newPassword: ZPasswordSchema,
    confirmPassword: z.string(),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    checkPasswordConfirmation(ctx, input.newPassword, input.confirmPassword, ['confirmPassword']);
  }, always);

export const ZSetPinSchema = z
  .strictObject({
    pin: ZPinSchema,
    confirmPin: z.string(),
    currentPin: z.string().max(6, INVALID).optional().meta({ description: 'Needed to change an existing passcode (or verificationToken instead)' }),
    verificationToken: z.string().min(1, REQUIRED).max(1024, INVALID).optional().meta({ description: 'OTP verification (purpose CHANGE_PIN, to the registered mobile) for a forgotten passcode' }),
  })
  .superRefine((value, ctx) => {
    const input = record(value);
    if (typeof input.pin === 'string' && typeof input.confirmPin === 'string' && input.pin !== input.confirmPin) {
      ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0037', path: ['confirmPin'] });
    }
  }, always);

export type TIndividualRegistration = z.infer<typeof ZIndividualRegistrationSchema>;
export type TJuristicRegistration = z.infer<typeof ZJuristicRegistrationSchema>;
export type TRegistration = z.infer<typeof ZRegistrationSchema>;
export type TAddressInput = z.infer<typeof ZAddressSchema>;
export type TInvoiceAddressInput = z.infer<typeof ZInvoiceAddressSchema>;
export type TVerifyIndividual = z.infer<typeof ZVerifyIndividualSchema>;
