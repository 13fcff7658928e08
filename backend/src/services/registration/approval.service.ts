import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import type { TRegistrationDetail } from '@mflow/contracts/staff/staff.contract';
import { notifyCustomer } from '../customer/customer-notify';
import {
  addressesAndDocumentsOf,
  findCustomer,
  listCustomersByStatus,
  recordDecision,
  type TCustomerRow,
} from '../customer/customer-records';
import { displayNameOf, toCustomerView } from '../customer/customer.mapper';
import type { TFileKeys } from '../../platform/auth/file-keys';
import type { TNotifier } from '../../platform/ports';
import type { TRegistries } from '../../platform/ports';
import { recordStaffAction } from '../audit/audit.service';
import { requireStaffPermission, staffEmailOf } from '../staff/staff.service';

/**
 * Every approval step starts with the staff guard: the session proved who signed in, this proves
 * the account may still review (active, with the APPROVER role), so a disabled reviewer's open
 * session decides nothing.
 */
type TReviewer = { db: TQueryable; staffId: string };

function assertReviewer({ db, staffId }: TReviewer) {
  return requireStaffPermission({ db, staffId, permission: 'review', refusal: 'ERR_STAFF_0003' });
}

type ListOptions = TReviewer & { status: TCustomerStatus; page: number; size: number };

/** The approval queue: oldest confirmation first, so nobody waits past the promised 24 hours unnoticed. */
export async function listRegistrations({ db, staffId, status, page, size }: ListOptions) {
  await assertReviewer({ db, staffId });
  const { rows, total } = await listCustomersByStatus({ db, status, page, size });
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
    total,
    page,
    size,
  };
}

async function matchesRegistry(registries: TRegistries, row: TCustomerRow): Promise<boolean> {
  try {
    if (row.customerType === 'JURISTIC') {
      await registries.company.verifyCompany({ juristicId: row.juristicId ?? '', juristicName: row.juristicName ?? '' });
    } else {
      const person = { nationality: row.nationality ?? '', idNumber: row.idNumber ?? '', laserCode: row.laserCode ?? undefined };
      await registries.population.verifyPerson({
        ...person,
        firstName: row.firstName,
        lastName: row.lastName,
        birthDate: row.birthDate ?? '',
      });
    }
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

type GetOptions = TReviewer & { fileKeys: TFileKeys; registries: TRegistries; customerId: string };

/** Everything a reviewer needs side by side: the data, the documents (short-lived URLs) and a fresh registry check. */
export async function getRegistration({ db, staffId, fileKeys, registries, customerId }: GetOptions): Promise<TRegistrationDetail> {
  await assertReviewer({ db, staffId });
  const row = await findCustomer({ db, customerId });
  if (!row) throw new AppError('ERR_STAFF_0001');
  const { addresses, documents } = await addressesAndDocumentsOf({ db, customerId: row.id });
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
    decidedBy: row.decidedByStaffId ? ((await staffEmailOf({ db, staffId: row.decidedByStaffId })) ?? null) : null,
    rejectionReason: row.rejectionReason,
    registryMatches: await matchesRegistry(registries, row),
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
 * Registration step 5 (requirements/accounts.md#registration-status): a registration awaiting approval becomes ACTIVE or REJECTED (with the reason),
 * once; who decided and when is kept, and the customer is told by e-mail and SMS.
 */
export async function decideRegistration({ db, clock, notifier, staffId, customerId, decision }: DecideOptions) {
  const reviewer = await assertReviewer({ db, staffId });
  const now = clock.now();
  return db.transaction(async (tx) => {
    const decided = await recordDecision({ db: tx, customerId, staffId, decision, at: now });
    if (!decided) {
      const existing = await findCustomer({ db: tx, customerId });
      if (!existing) throw new AppError('ERR_STAFF_0001');
      throw new AppError('ERR_STAFF_0002', { status: existing.status });
    }
    const message = decision.approve
      ? ({ template: 'REGISTRATION_APPROVED', params: {} } as const)
      : ({ template: 'REGISTRATION_REJECTED', params: { reason: decision.reason } } as const);
    await notifyCustomer({ db: tx, notifier, customer: decided, ...message, sms: true });
    await recordStaffAction({
      db: tx,
      by: reviewer,
      action: {
        action: decision.approve ? 'REGISTRATION_APPROVE' : 'REGISTRATION_REJECT',
        subjectType: 'CUSTOMER',
        subjectId: customerId,
        before: { status: 'PENDING_APPROVAL' },
        after: { status: decided.status, rejectionReason: decided.rejectionReason },
        at: now,
      },
    });
    return { customerId, status: decided.status, decidedAt: now.toISOString() };
  });
}
