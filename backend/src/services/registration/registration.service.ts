import { randomInt } from 'node:crypto';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { hashSecret } from '../credentials/passwords';
import { asUniqueViolation, duplicateProblems } from '../customer/customer-identity';
import { attachDocuments, insertCustomer, type TNewAddress, type TNewCustomer } from '../customer/customer-records';
import { ACTIVATION_LINK_TTL_MS, issueLinkToken } from '../customer/link-tokens';
import { addressProblems, unknownChoices, type TChoiceCheck } from '../customer/master-checks';
import { claimUploadedFiles, findOwnedFile } from '../file/file.service';
import { normaliseContact } from '../notification/contact';
import type { TNotifier } from '../../platform/ports';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegistries } from '../../platform/ports';
import { bangkokToday } from '@mflow/contracts/time/bangkok';
import { allowedUploadTypes, certificateDateProblem } from '@mflow/contracts/customer/documents';
import { type TRegistration } from '@mflow/contracts/customer/registration';
import { type TAddressInput } from '@mflow/contracts/rules/address';
import type { TAddressKind, TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import { sendActivationLink } from './activation.service';

/** Without 0/O and 1/I, so a reference read out over the phone cannot be misheard. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newReferenceCode(clock: Clock): string {
  const day = bangkokToday(clock).replace(/-/g, '').slice(2);
  const random = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');
  return `R${day}${random}`;
}

/** Checks that need data or today's date, all reported together like the field rules. */
async function registrationProblems(db: TQueryable, clock: Clock, input: TRegistration): Promise<TErrorItem[]> {
  const today = bangkokToday(clock);
  const problems: TErrorItem[] = [];
  const choices: TChoiceCheck[] = [{ list: 'titles', code: input.titleCode, field: 'titleCode', titleFor: 'INDIVIDUAL' }];
  if (input.authorisedPerson?.titleCode) {
    choices.push({ list: 'titles', code: input.authorisedPerson.titleCode, field: 'authorisedPerson.titleCode', titleFor: 'INDIVIDUAL' });
  }
  if (input.customerType === 'INDIVIDUAL') {
    choices.push({ list: 'nationalities', code: input.nationality, field: 'nationality' });
    if (input.birthDate > today) problems.push({ code: 'ERR_CUST_0044', params: { field: 'birthDate' } });
  } else {
    choices.push({ list: 'juristictypes', code: input.juristicType, field: 'juristicType' });
    const certificateProblem = certificateDateProblem(input.companyCertificateIssuedOn, today);
    if (certificateProblem) problems.push({ code: certificateProblem, params: { field: 'companyCertificateIssuedOn' } });
  }
  problems.push(...(await unknownChoices({ db, checks: choices })));
  const addresses: Record<string, TAddressInput> = Object.fromEntries(
    Object.entries(input.addresses).map(([section, address]) => [`addresses.${section}`, address]),
  );
  problems.push(...(await addressProblems({ db, addresses })));
  return problems;
}

const SECTION_KINDS: Record<'registration' | 'residence' | 'document' | 'delivery', TAddressKind> = {
  registration: 'REGISTRATION',
  residence: 'RESIDENCE',
  document: 'DOCUMENT',
  delivery: 'DELIVERY',
};

type RegisterOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  notifier: TNotifier;
  registries: TRegistries;
  input: TRegistration;
  language: TLanguage;
};

export type TRegistrationResult = {
  customerId: string;
  referenceCode: string;
  status: TCustomerStatus;
  email: string;
  activationLinkExpiresAt: string;
};

/** The form's answers as a customer awaiting e-mail confirmation: names trimmed, codes in capitals, the other kind's fields empty. */
function newCustomerOf(input: TRegistration, clock: Clock, email: string, passwordHash: string, language: TLanguage): TNewCustomer {
  const individual = input.customerType === 'INDIVIDUAL' ? input : undefined;
  const juristic = input.customerType === 'JURISTIC' ? input : undefined;
  return {
    referenceCode: newReferenceCode(clock),
    customerType: input.customerType,
    status: 'WAIT_EMAIL_CONFIRM',
    registrantType: input.registrantType,
    titleCode: input.titleCode,
    firstName: input.firstName.trim(),
    middleName: individual?.middleName?.trim() || null,
    lastName: input.lastName.trim(),
    email,
    mobile: input.mobile,
    passwordHash,
    notificationLanguage: input.notificationLanguage ?? language,
    nationality: individual?.nationality ?? null,
    idNumber: individual?.idNumber.toUpperCase() ?? null,
    laserCode: individual?.laserCode?.toUpperCase() ?? null,
    birthDate: individual?.birthDate ?? null,
    gender: individual?.gender ?? null,
    juristicId: juristic?.juristicId ?? null,
    juristicName: juristic?.juristicName.trim() ?? null,
    juristicPhone: juristic?.juristicPhone ?? null,
    branchName: juristic?.branchName.trim() ?? null,
    branchCode: juristic?.branchCode ?? null,
    juristicType: juristic?.juristicType ?? null,
    juristicTypeOther: juristic?.juristicType === 'OTHER' ? (juristic.juristicTypeOther?.trim() ?? null) : null,
    authorisedDirector: juristic?.authorisedDirector.trim() ?? null,
    companyCertificateIssuedOn: juristic?.companyCertificateIssuedOn ?? null,
    authorisedPersonTitleCode: input.authorisedPerson?.titleCode ?? null,
    authorisedPersonFirstName: input.authorisedPerson?.firstName.trim() ?? null,
    authorisedPersonLastName: input.authorisedPerson?.lastName.trim() ?? null,
    authorisedPersonIdNumber: input.authorisedPerson?.idNumber.toUpperCase() ?? null,
  };
}

/**
 * Registration steps 1 to 3 (requirements/accounts.md#registration-steps) done: the data passed the rules and the registries, and the mobile and the
 * e-mail were each proven by OTP. Creates the customer awaiting e-mail confirmation, with its
 * addresses and the uploaded documents (claimed in the same transaction), and e-mails the 7-day
 * confirmation link. Nothing is kept when any step fails, and the OTP proofs stay unspent.
 */
export async function registerCustomer({
  db,
  clock,
  config,
  notifier,
  registries,
  input,
  language,
}: RegisterOptions): Promise<TRegistrationResult> {
  const email = normaliseContact(input.email);
  const problems = await registrationProblems(db, clock, input);
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
  if (input.customerType === 'INDIVIDUAL') {
    await registries.population.verifyPerson(input);
  } else {
    await registries.company.verifyCompany({ juristicId: input.juristicId, juristicName: input.juristicName });
  }
  const passwordHash = await hashSecret(input.password);
  const now = clock.now();
  const addresses: TNewAddress[] = Object.entries(input.addresses).map(([section, address]) => ({
    ...address,
    kind: SECTION_KINDS[section as keyof typeof SECTION_KINDS],
  }));
  try {
    return await db.transaction(async (tx) => {
      const duplicates = await duplicateProblems({
        db: tx,
        email,
        mobile: input.mobile,
        idNumber: input.customerType === 'INDIVIDUAL' ? input.idNumber.toUpperCase() : undefined,
        juristic: input.customerType === 'JURISTIC' ? { juristicId: input.juristicId, branchCode: input.branchCode } : undefined,
      });
      if (duplicates.length > 0) throw AppError.many(duplicates as [TErrorItem, ...TErrorItem[]]);
      await consumeOtpVerification({
        db: tx,
        clock,
        verificationToken: input.mobileVerificationToken,
        purpose: 'REGISTER_MOBILE',
        contact: input.mobile,
      });
      await consumeOtpVerification({
        db: tx,
        clock,
        verificationToken: input.emailVerificationToken,
        purpose: 'REGISTER_EMAIL',
        contact: email,
      });
      const customer = await insertCustomer({
        db: tx,
        at: now,
        values: newCustomerOf(input, clock, email, passwordHash, language),
        addresses,
      });
      // Claimed first: the claim is what rejects an id that is no upload at all.
      await claimUploadedFiles({ db: tx, clock, fileIds: input.documents.map((document) => document.fileId), customerId: customer.id });
      await attachDocuments({ db: tx, customerId: customer.id, documents: input.documents, at: now });
      await assertDocumentFiles(tx, customer.id, input.documents);
      const { token, expiresAt } = await issueLinkToken({
        db: tx,
        clock,
        customerId: customer.id,
        purpose: 'ACTIVATE_EMAIL',
        ttlMs: ACTIVATION_LINK_TTL_MS,
      });
      await sendActivationLink({ db: tx, notifier, config, customer, token });
      return {
        customerId: customer.id,
        referenceCode: customer.referenceCode,
        status: customer.status,
        email,
        activationLinkExpiresAt: expiresAt.toISOString(),
      };
    });
  } catch (error) {
    throw asUniqueViolation(error) ?? error;
  }
}

/** Photos must be images; a file uploaded for one document cannot stand in for another (a PDF power of attorney as the selfie). */
async function assertDocumentFiles(db: TQueryable, customerId: string, documents: TRegistration['documents']): Promise<void> {
  const problems: TErrorItem[] = [];
  for (const document of documents) {
    const file = await findOwnedFile({ db, fileId: document.fileId, customerId });
    const wrongDocument = file?.documentType !== null && file?.documentType !== undefined && file.documentType !== document.type;
    const wrongFormat = file !== undefined && !allowedUploadTypes(document.type).includes(file.mimeType);
    if (!file || wrongDocument || wrongFormat) problems.push({ code: 'ERR_CUST_0048', params: { field: `documents.${document.type}` } });
  }
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
}
