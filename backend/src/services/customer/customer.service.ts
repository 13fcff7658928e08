import { and, eq, isNull } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { findOwnedFile } from '../file/file.service';
import type { TFileKeys } from '../../platform/auth/file-keys';
import type { TNotifier } from '../../platform/ports';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TCustomerView, TUpdateProfileRequest } from '@mflow/contracts/customer/customer.contract';
import { notifyCustomer } from './customer-notify';
import { toCustomerView } from './customer.mapper';
import { asUniqueViolation, duplicateProblems } from './customer-identity';
import type { TCustomerViewReader } from './customer-details-reader';
import { findCustomer, findCustomerWithDetails, type TCustomerRow } from './customer-records';
import { customerAddresses, customerDocuments, customerLinkTokens, customers } from './customer.schema';
import { addressProblems } from './master-checks';
import { verifyCustomerPassword } from './password.service';

/** Reads one customer for the signed-in customer only: another id finds nothing, as if it did not exist. */
export async function findOwnCustomer({ db, customerId }: { db: TQueryable; customerId: string }): Promise<TCustomerRow> {
  const row = await findCustomer({ db, customerId });
  if (!row) throw new AppError('ERR_CUST_0031');
  return row;
}

type GetCustomerOptions = {
  db: TQueryable;
  fileKeys: TFileKeys;
  customerId: string;
  requestedId?: string;
  /** The reader that keeps views in memory (customer-details-reader.ts); the database by default. */
  readView?: TCustomerViewReader;
};

/** The customer (requirements/accounts.md#customer), with addresses and attachments. A requested id other than one's own answers "not found". */
export async function getCustomer({ db, fileKeys, customerId, requestedId, readView }: GetCustomerOptions): Promise<TCustomerView> {
  if (requestedId !== undefined && requestedId !== customerId) throw new AppError('ERR_CUST_0031');
  if (readView) {
    const view = await readView(customerId);
    if (!view) throw new AppError('ERR_CUST_0031');
    return view;
  }
  const found = await findCustomerWithDetails({ db, customerId });
  if (!found) throw new AppError('ERR_CUST_0031');
  const { addresses, documents, ...row } = found;
  return toCustomerView(row, addresses, documents, fileKeys);
}

type TContactProof = { purpose: 'CHANGE_EMAIL' | 'CHANGE_MOBILE'; contact: string; verificationToken: string };

/** Each new contact needs the OTP proof of the new value; a missing one is reported with the other problems. */
function contactProofs(email: string | undefined, changes: TUpdateProfileRequest, problems: TErrorItem[]): TContactProof[] {
  const wanted = [
    { purpose: 'CHANGE_EMAIL', contact: email, token: changes.emailVerificationToken, field: 'emailVerificationToken' },
    { purpose: 'CHANGE_MOBILE', contact: changes.mobile, token: changes.mobileVerificationToken, field: 'mobileVerificationToken' },
  ] as const;
  const proofs: TContactProof[] = [];
  for (const { purpose, contact, token, field } of wanted) {
    if (contact === undefined) continue;
    if (token === undefined) problems.push({ code: 'ERR_COMMON_0004', params: { field } });
    else proofs.push({ purpose, contact, verificationToken: token });
  }
  return proofs;
}

type UpdateProfileOptions = {
  db: TDatabase;
  clock: Clock;
  fileKeys: TFileKeys;
  customerId: string;
  changes: TUpdateProfileRequest;
};

/**
 * Edits what a customer may change alone: contact details (each proven by an OTP to the new
 * address), the company phone, the notification language and the current and mailing addresses.
 * Names, ID and birth date were checked against the registry and change only through the call centre.
 *
 * The OTP proof is required and spent here, not only asked for by the request schema, so that no
 * caller can change where the account's messages and reset links go without it.
 */
export async function updateProfile({ db, clock, fileKeys, customerId, changes }: UpdateProfileOptions): Promise<TCustomerView> {
  const current = await findOwnCustomer({ db, customerId });
  const email = changes.email?.trim().toLowerCase();
  const problems: TErrorItem[] = [];
  const proofs = contactProofs(email, changes, problems);
  if (changes.juristicPhone !== undefined && current.customerType !== 'JURISTIC')
    problems.push({ code: 'ERR_COMMON_0003', params: { field: 'juristicPhone' } });
  const sections = (['residence', 'delivery'] as const).flatMap((section) => {
    const address = changes.addresses?.[section];
    return address
      ? [{ field: `addresses.${section}`, kind: section === 'residence' ? ('RESIDENCE' as const) : ('DELIVERY' as const), address }]
      : [];
  });
  problems.push(...(await addressProblems({ db, addresses: Object.fromEntries(sections.map(({ field, address }) => [field, address])) })));
  if (problems.length > 0) throw AppError.many(problems as [TErrorItem, ...TErrorItem[]]);
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const duplicates = await duplicateProblems({ db: tx, email, mobile: changes.mobile, exceptCustomerId: customerId });
      if (duplicates.length > 0) throw AppError.many(duplicates as [TErrorItem, ...TErrorItem[]]);
      for (const proof of proofs) await consumeOtpVerification({ db: tx, clock, ...proof });
      await tx
        .update(customers)
        .set({
          ...(email !== undefined ? { email } : {}),
          ...(changes.mobile !== undefined ? { mobile: changes.mobile } : {}),
          ...(changes.juristicPhone !== undefined ? { juristicPhone: changes.juristicPhone } : {}),
          ...(changes.notificationLanguage !== undefined ? { notificationLanguage: changes.notificationLanguage } : {}),
          updatedAt: now,
        })
        .where(eq(customers.id, customerId));
      for (const { kind, address } of sections) {
        await tx
          .update(customerAddresses)
          .set({ ...emptyOptionalLines, ...address, updatedAt: now })
          .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.kind, kind)));
      }
    });
  } catch (error) {
    throw asUniqueViolation(error) ?? error;
  }
  return getCustomer({ db, fileKeys, customerId });
}

/** Address lines left out of an edit are cleared, not kept from the old address. */
export const emptyOptionalLines = { floor: null, village: null, moo: null, soi: null, building: null, alley: null, road: null };

type PictureOptions = { db: TDatabase; clock: Clock; fileKeys: TFileKeys; customerId: string };

/** The profile picture is one of the customer's own uploads; someone else's file id finds nothing. */
export async function setProfilePicture({
  db,
  clock,
  fileKeys,
  customerId,
  fileId,
}: PictureOptions & { fileId: string }): Promise<TCustomerView> {
  const file = await findOwnedFile({ db, fileId, customerId });
  if (!file || file.mimeType === 'application/pdf') throw new AppError('ERR_COMMON_0002', { field: 'fileId' });
  await db
    .insert(customerDocuments)
    .values({ customerId, type: 'PROFILE', fileId: file.id, attachedAt: clock.now() })
    .onConflictDoUpdate({
      target: [customerDocuments.customerId, customerDocuments.type],
      set: { fileId: file.id, attachedAt: clock.now() },
    });
  return getCustomer({ db, fileKeys, customerId });
}

/** Back to the stock avatar (requirements/accounts.md#customer). */
export async function removeProfilePicture({ db, fileKeys, customerId }: Omit<PictureOptions, 'clock'>): Promise<TCustomerView> {
  await db.delete(customerDocuments).where(and(eq(customerDocuments.customerId, customerId), eq(customerDocuments.type, 'PROFILE')));
  return getCustomer({ db, fileKeys, customerId });
}

type CloseAccountOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  sessions: TSessionManager;
  notifier: TNotifier;
  customerId: string;
  password: string;
  reason: string | undefined;
};

/**
 * Deactivation: the password proves it is the customer, every session ends, sign-in is refused
 * from then on, and the row with its addresses and documents stays for billing and audit. The
 * e-mail, mobile and ID are freed, so the person may register again later.
 */
export async function closeAccount(options: CloseAccountOptions): Promise<void> {
  const { db, clock, config, sessions, notifier, customerId, password, reason } = options;
  await verifyCustomerPassword({ db, clock, config, customerId, password });
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [closed] = await tx
      .update(customers)
      .set({ status: 'CLOSED', closedAt: now, closeReason: reason ?? null, updatedAt: now })
      .where(and(eq(customers.id, customerId), eq(customers.status, 'ACTIVE')))
      .returning();
    if (!closed) throw new AppError('ERR_CUST_0031');
    await tx
      .update(customerLinkTokens)
      .set({ revokedAt: now })
      .where(and(eq(customerLinkTokens.customerId, customerId), isNull(customerLinkTokens.usedAt), isNull(customerLinkTokens.revokedAt)));
    await sessions.revokeAllFor({ db: tx, subjectType: 'CUSTOMER', subjectId: customerId, reason: 'ACCOUNT_CLOSED' });
    await notifyCustomer({ db: tx, notifier, customer: closed, template: 'ACCOUNT_CLOSED', params: {} });
  });
}
