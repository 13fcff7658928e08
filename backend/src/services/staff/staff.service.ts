import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { SESSION_IDLE_MS, type TSessionManager } from '../../platform/auth/sessions';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { assertNotLocked, clearFailures, recordFailure, throttleKeys, throttleSettings } from '../auth/login-throttle';
import { hashSecret, verifySecret } from '../auth/passwords';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import { customerAddresses, customerDocuments, customers } from '../customer/customer.schema';
import { notifyCustomer } from '../customer/customer-notify';
import { displayNameOf, toCustomerView } from '../customer/customer.mapper';
import type { TFileKeys } from '../file/file-keys';
import type { TNotifier } from '../notification/notifier';
import { verifyCompany, verifyPerson } from '../registry/registry.service';
import type { TRegistrationDetail, TStaff } from '@mflow/contracts/staff/staff.contract';
import { staffUsers } from './staff.schema';

type CreateStaffOptions = { db: TQueryable; clock: Clock; email: string; displayName: string; password: string };

/** Adds a back-office account (seeding and tests); an e-mail already present is left as it is. */
export async function createStaffUser({ db, clock, email, displayName, password }: CreateStaffOptions): Promise<void> {
  await db
    .insert(staffUsers)
    .values({ email: email.trim().toLowerCase(), displayName, passwordHash: await hashSecret(password), status: 'ACTIVE', createdAt: clock.now() })
    .onConflictDoNothing();
}

type StaffSignInOptions = { db: TDatabase; clock: Clock; config: TConfig; sessions: TSessionManager; email: string; password: string };

/** The customers' sign-in rules, for staff: one answer for unknown e-mail and wrong password, the same lock. */
export async function signInStaff({ db, clock, config, sessions, email, password }: StaffSignInOptions) {
  const address = email.trim().toLowerCase();
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.email, address));
  const key = staff ? throttleKeys.staff(staff.id) : throttleKeys.unknownStaff(address);
  await assertNotLocked({ db, clock, key, lockedError: 'ERR_AUTH_0021' });
  // Checked even when no account matched, so both answers cost the same time.
  const passwordMatches = await verifySecret(password, staff?.passwordHash);
  if (!staff || !passwordMatches) {
    return recordFailure({ db, clock, key, settings: throttleSettings(config), lockedError: 'ERR_AUTH_0021', failure: new AppError('ERR_AUTH_0020') });
  }
  await clearFailures({ db, key });
  if (staff.status !== 'ACTIVE') throw new AppError('ERR_AUTH_0027');
  const { token } = await sessions.open({ db, subjectType: 'STAFF', subjectId: staff.id });
  return { token, tokenType: 'Bearer' as const, expiresIn: SESSION_IDLE_MS / 1000, staffId: staff.id, email: staff.email, displayName: staff.displayName };
}

export async function getStaff({ db, staffId }: { db: TQueryable; staffId: string }): Promise<TStaff> {
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId));
  // The session outlived the account: treat it like any other invalid sign-in.
  if (!staff || staff.status !== 'ACTIVE') throw new AppError('ERR_AUTH_0005');
  return { staffId: staff.id, email: staff.email, displayName: staff.displayName };
}

type ListOptions = { db: TQueryable; status: TCustomerStatus; page: number; size: number };

/** The approval queue: oldest confirmation first, so nobody waits past the promised 24 hours unnoticed. */
export async function listRegistrations({ db, status, page, size }: ListOptions) {
  const rows = await db
    .select()
    .from(customers)
    .where(eq(customers.status, status))
    .orderBy(asc(sql`coalesce(${customers.emailConfirmedAt}, ${customers.registeredAt})`), asc(customers.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ total: count() }).from(customers).where(eq(customers.status, status));
  return {
    items: rows.map((row) => ({
      customerId: row.id,
      referenceCode: row.referenceCode,
      accountType: row.customerType,
      registrantType: row.registrantType,
      displayName: displayNameOf(row),
      email: row.email,
      mobile: row.mobile,
      status: row.status,
      registeredAt: row.registeredAt.toISOString(),
      emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    })),
    total: total?.total ?? 0,
    page,
    size,
  };
}

async function matchesRegistry(db: TQueryable, row: typeof customers.$inferSelect): Promise<boolean> {
  try {
    if (row.customerType === 'JURISTIC') {
      await verifyCompany({ db, juristicId: row.juristicId ?? '', juristicName: row.juristicName ?? '' });
    } else {
      const person = { nationality: row.nationality ?? '', idNumber: row.idNumber ?? '', laserCode: row.laserCode ?? undefined };
      await verifyPerson({ db, person: { ...person, firstName: row.firstName, lastName: row.lastName, birthDate: row.birthDate ?? '' } });
    }
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** Everything a reviewer needs side by side: the data, the documents (short-lived URLs) and a fresh registry check. */
export async function getRegistration({ db, fileKeys, customerId }: { db: TQueryable; fileKeys: TFileKeys; customerId: string }): Promise<TRegistrationDetail> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new AppError('ERR_STAFF_0001');
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, row.id)).orderBy(asc(customerAddresses.kind));
  const documents = await db.select().from(customerDocuments).where(eq(customerDocuments.customerId, row.id)).orderBy(asc(customerDocuments.type));
  const [decider] = row.decidedByStaffId
    ? await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, row.decidedByStaffId))
    : [];
  return {
    ...toCustomerView(row, addresses, documents, fileKeys),
    registrantType: row.registrantType,
    idNumber: row.idNumber,
    laserCode: row.laserCode,
    companyCertificateIssuedOn: row.companyCertificateIssuedOn,
    authorisedPerson:
      row.authorisedPersonFirstName && row.authorisedPersonLastName && row.authorisedPersonIdNumber
        ? {
            titleCode: row.authorisedPersonTitleCode,
            firstName: row.authorisedPersonFirstName,
            lastName: row.authorisedPersonLastName,
            idNumber: row.authorisedPersonIdNumber,
          }
        : null,
    emailConfirmedAt: row.emailConfirmedAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: decider?.email ?? null,
    rejectionReason: row.rejectionReason,
    registryMatches: await matchesRegistry(db, row),
  };
}

type DecideOptions = {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  staffId: string;
  customerId: string;
  decision: { approve: true } | { approve: false; reason: string };
};

/**
 * SPEC 2 step 5: a registration awaiting approval becomes ACTIVE or REJECTED (with the reason),
 * once; who decided and when is kept, and the customer is told by e-mail and SMS.
 */
export async function decideRegistration({ db, clock, notifier, staffId, customerId, decision }: DecideOptions) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(customers)
      .set({
        status: decision.approve ? 'ACTIVE' : 'REJECTED',
        rejectionReason: decision.approve ? null : decision.reason,
        decidedAt: now,
        decidedByStaffId: staffId,
        updatedAt: now,
      })
      .where(and(eq(customers.id, customerId), eq(customers.status, 'PENDING_APPROVAL')))
      .returning();
    if (!decided) {
      const [existing] = await tx.select({ status: customers.status }).from(customers).where(eq(customers.id, customerId));
      if (!existing) throw new AppError('ERR_STAFF_0001');
      throw new AppError('ERR_STAFF_0002', { status: existing.status });
    }
    if (decision.approve) {
      await notifyCustomer({ db: tx, notifier, customer: decided, template: 'REGISTRATION_APPROVED', params: {}, sms: true });
    } else {
      await notifyCustomer({ db: tx, notifier, customer: decided, template: 'REGISTRATION_REJECTED', params: { reason: decision.reason }, sms: true });
    }
    return { customerId, status: decided.status, decidedAt: now.toISOString() };
  });
}
