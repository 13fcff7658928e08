import { z } from 'zod';
import type { TCustomerKind, TRegistrantType } from '@mflow/contracts/customer/customer-kinds';
import { requiredDocuments, type TRegistrationDocumentType as TDocumentType } from '@mflow/contracts/customer/documents';
import { checkDocuments, checkRegistrant } from '@mflow/contracts/customer/registration';
import type { TAddressInput } from '@mflow/contracts/rules/address';
import { ZEmailSchema, ZMobileSchema } from '@mflow/contracts/rules/contact';
import { checkPasswordConfirmation } from '@mflow/contracts/rules/cross-field';
import { ZDateSchema } from '@mflow/contracts/rules/dates';
import { ZPersonIdSchema, ZPersonNameSchema } from '@mflow/contracts/rules/identity';
import { REQUIRED } from '@mflow/contracts/rules/rule-codes';
import { toAddressInput, ZAddressFormSchema, type AddressFormValues } from '../../../shared/forms/address-schema';
import { stripSeparators } from '../../../shared/forms/form-rules';
import { ZNewPasswordSchema } from '../../../shared/forms/password-schema';

/*
 * What the individual and juristic registration forms share. The cross-field rules (identity by
 * nationality, registrant, documents, password confirmation, "other" juristic type) are the
 * contract's own checks, run on the form's normalised values; the form adds only what is its own:
 * trimming, separators stripped, "please enter/choose" on blanks, and the date checks that need today.
 */

export type Language = 'TH' | 'EN';

/** Where an address section's values come from: typed in, or copied from another section. */
export type CopySource = 'none' | 'registration' | 'document' | 'residence';

type PersonForm = { titleCode: string; firstName: string; lastName: string; idNumber: string };

export type CommonForm = {
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

const EMPTY_PERSON: PersonForm = { titleCode: '', firstName: '', lastName: '', idNumber: '' };

export function commonDefaults(language: Language): CommonForm {
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

export type IssueSink = z.RefinementCtx;

/** Runs a rule on one value and files its answers under the value's path, as the backend does. */
function check(ctx: IssueSink, schema: z.ZodType, value: unknown, path: PropertyKey[]): void {
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const digitsOf = (value: unknown) => (typeof value === 'string' ? stripSeparators(value) : '');

/** A number as the API takes it (separators stripped), or undefined when left blank. */
export const numberOrBlank = (value: unknown) => digitsOf(value) || undefined;

export function requireText(ctx: IssueSink, value: unknown, path: PropertyKey[], rule?: z.ZodType): void {
  const clean = text(value);
  if (!clean) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else if (rule) check(ctx, rule, clean, path);
}

export function requireNumber(ctx: IssueSink, value: unknown, path: PropertyKey[], rule: z.ZodType): void {
  const clean = digitsOf(value);
  if (!clean) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else check(ctx, rule, clean, path);
}

export function optionalRule(ctx: IssueSink, value: unknown, path: PropertyKey[], rule: z.ZodType): void {
  const clean = text(value);
  if (clean) check(ctx, rule, clean, path);
}

/** A date the form needs, not after today (birth date, certificate issue date). */
export function checkPastDate(ctx: IssueSink, value: unknown, path: PropertyKey[], today: string): void {
  if (!text(value)) ctx.addIssue({ code: 'custom', message: REQUIRED, path });
  else if (!ZDateSchema.safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0019', path });
  else if ((value as string) > today) ctx.addIssue({ code: 'custom', message: 'ERR_CUST_0044', path });
}

/** The contact person's fields, the password, and the authorised person when one registers. */
export function checkCommon(ctx: IssueSink, value: CommonForm): void {
  requireText(ctx, value.titleCode, ['titleCode']);
  requireText(ctx, value.firstName, ['firstName'], ZPersonNameSchema);
  requireText(ctx, value.lastName, ['lastName'], ZPersonNameSchema);
  requireText(ctx, value.email, ['email'], ZEmailSchema);
  requireNumber(ctx, value.mobile, ['mobile'], ZMobileSchema);
  check(ctx, ZNewPasswordSchema, value.password, ['password']);
  if (!value.confirmPassword) ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['confirmPassword'] });
  else checkPasswordConfirmation(ctx, value.password, value.confirmPassword, ['confirmPassword']);
  if (value.registrantType === 'AUTHORISED_PERSON') {
    const person = value.authorisedPerson;
    requireText(ctx, person.titleCode, ['authorisedPerson', 'titleCode']);
    requireText(ctx, person.firstName, ['authorisedPerson', 'firstName'], ZPersonNameSchema);
    requireText(ctx, person.lastName, ['authorisedPerson', 'lastName'], ZPersonNameSchema);
    requireNumber(ctx, person.idNumber, ['authorisedPerson', 'idNumber'], ZPersonIdSchema);
  }
  checkRegistrant(ctx, {
    registrantType: value.registrantType,
    authorisedPerson: value.registrantType === 'AUTHORISED_PERSON' ? value.authorisedPerson : undefined,
  });
}

/** Every address section typed in (not copied from another one) passes the address rules. */
export function checkAddresses(ctx: IssueSink, addresses: Record<string, AddressFormValues>, copies: CommonForm['copies']): void {
  for (const [section, address] of Object.entries(addresses)) {
    const copied = (section === 'residence' || section === 'delivery') && copies[section] !== 'none';
    if (!copied) check(ctx, ZAddressFormSchema, address, ['addresses', section]);
  }
}

/** The documents this registration must carry (requirements/accounts.md#documents-required), from the shared rule. */
export function documentsFor(kind: TCustomerKind, form: { registrantType: TRegistrantType; nationality?: string }): TDocumentType[] {
  return requiredDocuments({ customerType: kind, nationality: form.nationality, registrantType: form.registrantType });
}

/** The uploaded documents this registration takes; an upload left from before a change of nationality or registrant is not sent. */
function documentsOf(value: CommonForm, kind: TCustomerKind, nationality?: string) {
  return documentsFor(kind, { registrantType: value.registrantType, nationality }).flatMap((type) => {
    const fileId = value.documents[type];
    return fileId ? [{ type, fileId }] : [];
  });
}

/** The document rule of requirements/accounts.md#documents-required (the contract's), on the documents the form would send. */
export function checkFormDocuments(ctx: IssueSink, value: CommonForm, kind: TCustomerKind, nationality?: string): void {
  checkDocuments(ctx, { registrantType: value.registrantType, nationality, documents: documentsOf(value, kind, nationality) }, kind);
}

/** Proof of the two contacts, from the OTP steps (steps 2 and 3 of requirements/accounts.md#registration-steps). */
export type ContactProofs = { mobileVerificationToken: string; emailVerificationToken: string };

export function addressesOf<S extends string>(
  addresses: Record<S, AddressFormValues>,
  copies: CommonForm['copies'],
): Record<S, TAddressInput> {
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

export function commonPayload(value: CommonForm, proofs: ContactProofs, kind: TCustomerKind, nationality?: string) {
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
    documents: documentsOf(value, kind, nationality),
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

/** Accepts any object, so the refinements see (and report on) every field at once. */
export const looseForm = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null);
