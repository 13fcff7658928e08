import { randomInt } from 'node:crypto';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { hashSecret } from '../auth/passwords';
import { allowedFileTypes } from '../file/file-type';
import { claimUploadedFiles, findOwnedFile } from '../file/file.service';
import { normaliseContact } from '../notification/contact';
import type { TNotifier } from '../notification/notifier';
import { consumeOtpVerification } from '../otp/otp.service';
import { verifyCompany, verifyPerson } from '../registry/registry.service';
import { bangkokToday, monthsBefore } from '@mflow/contracts/time/bangkok';
import { notifyCustomer } from './customer-notify';
import { type TRegistration } from '@mflow/contracts/customer/registration';
import { type TAddressInput } from '@mflow/contracts/rules/address';
import { customerAddresses, customerDocuments, customerLinkTokens, customers } from './customer.schema';
import type { TAddressKind, TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import { ACTIVATION_LINK_TTL_MS, findLinkToken, issueLinkToken, lastLinkIssuedAt, portalLink } from './link-tokens';
import { addressProblems, unknownChoices, type TChoiceCheck } from './master-checks';

/** SPEC 3 and 9: the company certificate may be at most 6 months old. */
const CERTIFICATE_MAX_AGE_MONTHS = 6;
/** A second resend within this time sends nothing new (and says so to nobody). */
const RESEND_COOLDOWN_MS = 60_000;
/** Without 0/O and 1/I, so a reference read out over the phone cannot be misheard. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const LIVE = sql`${customers.status} not in ('REJECTED', 'CLOSED')`;

type DuplicateOptions = {
  db: TQueryable;
  email?: string | undefined;
  mobile?: string | undefined;
  idNumber?: string | undefined;
  juristic?: { juristicId: string; branchCode: string } | undefined;
  exceptCustomerId?: string | undefined;
};

/** SPEC: an e-mail, mobile, ID or company branch belongs to one live account; each clash gets its own message. */
export async function duplicateProblems({ db, email, mobile, idNumber, juristic, exceptCustomerId }: DuplicateOptions): Promise<TErrorItem[]> {
  const checks: { code: TErrorItem['code']; field: string; where: SQL | undefined }[] = [
    { code: 'ERR_CUST_0027', field: 'email', where: email === undefined ? undefined : eq(customers.email, email) },
    { code: 'ERR_CUST_0028', field: 'mobile', where: mobile === undefined ? undefined : eq(customers.mobile, mobile) },
    {
      code: 'ERR_CUST_0029',
      field: 'idNumber',
      where: idNumber === undefined ? undefined : and(eq(customers.customerType, 'INDIVIDUAL'), eq(customers.idNumber, idNumber)),
    },
    {
      code: 'ERR_CUST_0030',
      field: 'juristicId',
      where:
        juristic === undefined
          ? undefined
          : and(eq(customers.customerType, 'JURISTIC'), eq(customers.juristicId, juristic.juristicId), eq(customers.branchCode, juristic.branchCode)),
    },
  ];
  const problems: TErrorItem[] = [];
  for (const check of checks) {
    if (!check.where) continue;
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(check.where, LIVE, exceptCustomerId ? ne(customers.id, exceptCustomerId) : undefined))
      .limit(1);
    if (taken) problems.push({ code: check.code, params: { field: check.field } });
  }
  return problems;
}

/** Two registrations racing past the duplicate check meet the unique indexes; they get the same message. */
const UNIQUE_INDEX_ERRORS: Record<string, TErrorItem['code']> = {
  customer_email_live_idx: 'ERR_CUST_0027',
  customer_mobile_live_idx: 'ERR_CUST_0028',
  customer_id_number_live_idx: 'ERR_CUST_0029',
  customer_juristic_branch_live_idx: 'ERR_CUST_0030',
};

export function asUniqueViolation(error: unknown): AppError | undefined {
  const candidates = [error, (error as { cause?: unknown })?.cause];
  for (const candidate of candidates) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string' && UNIQUE_INDEX_ERRORS[constraint]) return new AppError(UNIQUE_INDEX_ERRORS[constraint]);
  }
  return undefined;
}

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
    const issuedOn = input.companyCertificateIssuedOn;
    if (issuedOn > today) problems.push({ code: 'ERR_CUST_0044', params: { field: 'companyCertificateIssuedOn' } });
    else if (issuedOn < monthsBefore(today, CERTIFICATE_MAX_AGE_MONTHS)) problems.push({ code: 'ERR_CUST_0020', params: { field: 'companyCertificateIssuedOn' } });
  }
  problems.push(...(await unknownChoices({ db, checks: choices })));
  const addresses: Record<string, TAddressInput> = Object.fromEntries(Object.entries(input.addresses).map(([section, address]) => [`addresses.${section}`, address]));
  problems.push(...(await addressProblems({ db, addresses })));
  return problems;
}

const SECTION_KINDS: Record<'registration' | 'residence' | 'document' | 'delivery', TAddressKind> = {
  registration: 'REGISTRATION',
  residence: 'RESIDENCE',
  document: 'DOCUMENT',
  delivery: 'DELIVERY',
};

type RegisterOptions = { db: TDatabase; clock: Clock; config: TConfig; notifier: TNotifier; input: TRegistration; language: TLanguage };

export type TRegistrationResult = {
  customerId: string;
  referenceCode: string;
  status: TCustomerStatus;
  email: string;
  activationLinkExpiresAt: string;
};

/**
 * SPEC 2 steps 1 to 3 done: the data passed the rules and the registries, and the mobile and the
 * e-mail were each proven by OTP. Creates the customer awaiting e-mail confirmation, with its
 * addresses and the uploaded documents (claimed in the same transaction), and e-mails the 7-day
 * confirmation link. Nothing is kept when any step fails, and the OTP proofs stay unspent.
 */
export async function registerCustomer({ db, clock, config, notifier, input, language }: RegisterOptions): Promise<TRegistrationResult> {
  const email = normaliseContact(input.email);
  const problems = await registrationProblems(db, clock, input);
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
  if (input.customerType === 'INDIVIDUAL') {
    await verifyPerson({ db, person: input });
  } else {
    await verifyCompany({ db, juristicId: input.juristicId, juristicName: input.juristicName });
  }
  const passwordHash = await hashSecret(input.password);
  const now = clock.now();
  const individual = input.customerType === 'INDIVIDUAL' ? input : undefined;
  const juristic = input.customerType === 'JURISTIC' ? input : undefined;
  try {
    return await db.transaction(async (tx) => {
      const duplicates = await duplicateProblems({
        db: tx,
        email,
        mobile: input.mobile,
        idNumber: individual?.idNumber.toUpperCase(),
        juristic: juristic ? { juristicId: juristic.juristicId, branchCode: juristic.branchCode } : undefined,
      });
      if (duplicates.length > 0) throw AppError.many(duplicates as [TErrorItem, ...TErrorItem[]]);
      await consumeOtpVerification({ db: tx, clock, verificationToken: input.mobileVerificationToken, purpose: 'REGISTER_MOBILE', contact: input.mobile });
      await consumeOtpVerification({ db: tx, clock, verificationToken: input.emailVerificationToken, purpose: 'REGISTER_EMAIL', contact: email });
      const [customer] = await tx
        .insert(customers)
        .values({
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
          registeredAt: now,
          updatedAt: now,
        })
        .returning();
      if (!customer) throw new Error('insert returned no row');
      await tx.insert(customerAddresses).values(
        Object.entries(input.addresses).map(([section, address]) => ({
          ...address,
          customerId: customer.id,
          kind: SECTION_KINDS[section as keyof typeof SECTION_KINDS],
          createdAt: now,
          updatedAt: now,
        })),
      );
      // Claimed first: the claim is what rejects an id that is no upload at all.
      await claimUploadedFiles({ db: tx, clock, fileIds: input.documents.map((document) => document.fileId), customerId: customer.id });
      await tx.insert(customerDocuments).values(input.documents.map((document) => ({ customerId: customer.id, type: document.type, fileId: document.fileId.toLowerCase(), attachedAt: now })));
      await assertDocumentFiles(tx, customer.id, input.documents);
      const { token, expiresAt } = await issueLinkToken({ db: tx, clock, customerId: customer.id, purpose: 'ACTIVATE_EMAIL', ttlMs: ACTIVATION_LINK_TTL_MS });
      await sendActivationLink(tx, notifier, config, customer, token);
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
    const wrongFormat = file !== undefined && !allowedFileTypes(document.type).includes(file.mimeType);
    if (!file || wrongDocument || wrongFormat) problems.push({ code: 'ERR_CUST_0048', params: { field: `documents.${document.type}` } });
  }
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
}

async function sendActivationLink(db: TQueryable, notifier: TNotifier, config: TConfig, customer: typeof customers.$inferSelect, token: string) {
  await notifyCustomer({
    db,
    notifier,
    customer,
    template: 'EMAIL_ACTIVATION',
    params: { link: portalLink(config, 'ACTIVATE_EMAIL', token), days: ACTIVATION_LINK_TTL_MS / 86_400_000 },
  });
}

/**
 * SPEC 2 step 4: the e-mailed link confirms the address and the registration goes to staff. A link
 * opened again (a second click, a mail scanner) answers the registration's status instead of an error.
 */
export async function activateEmail({ db, clock, token }: { db: TDatabase; clock: Clock; token: string }): Promise<{ status: TCustomerStatus }> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const link = await findLinkToken({ db: tx, token, purpose: 'ACTIVATE_EMAIL' });
    if (!link || link.revokedAt) throw new AppError('ERR_CUST_0032');
    const [customer] = await tx.select().from(customers).where(eq(customers.id, link.customerId)).for('update');
    if (!customer) throw new AppError('ERR_CUST_0032');
    if (link.usedAt) return { status: customer.status };
    if (link.expiresAt <= now || customer.status !== 'WAIT_EMAIL_CONFIRM') throw new AppError('ERR_CUST_0032');
    await tx.update(customers).set({ status: 'PENDING_APPROVAL', emailConfirmedAt: now, updatedAt: now }).where(eq(customers.id, customer.id));
    await tx.update(customerLinkTokens).set({ usedAt: now }).where(eq(customerLinkTokens.id, link.id));
    return { status: 'PENDING_APPROVAL' as const };
  });
}

type ResendOptions = { db: TDatabase; clock: Clock; config: TConfig; notifier: TNotifier; email: string };

/**
 * A new confirmation link for a registration still waiting for it; the old link stops working.
 * Unknown addresses and resends within a minute are answered the same but send nothing.
 */
export async function resendActivationLink({ db, clock, config, notifier, email }: ResendOptions): Promise<void> {
  const address = normaliseContact(email);
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.email, address), eq(customers.status, 'WAIT_EMAIL_CONFIRM')))
      .for('update');
    if (!customer) return;
    const last = await lastLinkIssuedAt({ db: tx, customerId: customer.id, purpose: 'ACTIVATE_EMAIL' });
    if (last && clock.now().getTime() - last.getTime() < RESEND_COOLDOWN_MS) return;
    const { token } = await issueLinkToken({ db: tx, clock, customerId: customer.id, purpose: 'ACTIVATE_EMAIL', ttlMs: ACTIVATION_LINK_TTL_MS });
    await sendActivationLink(tx, notifier, config, customer, token);
  });
}
