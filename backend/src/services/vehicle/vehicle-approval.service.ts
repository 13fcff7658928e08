import { and, asc, count, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TDatabase, TQueryable } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import type { TLanguage } from '../../platform/errors/error-catalogue';
import { VEHICLE_REJECTION_REASONS, type TVehicleRejectionReason } from '@mflow/contracts/vehicle/vehicle-kinds';
import type {
  TVehicleDecisionResponse,
  TVehicleQueue,
  TVehicleReview,
  TVehicleReviewKind,
} from '@mflow/contracts/vehicle/vehicle-review.contract';
import { findCustomer, type TCustomerRow } from '../customer/customer-records';
import { notifyCustomer } from '../customer/customer-notify';
import { displayNameOf } from '../customer/customer.mapper';
import type { TFileKeys } from '../../platform/auth/file-keys';
import { findMasterItems } from '../master/master.service';
import type { TNotifier } from '../../platform/ports';
import type { TRegistries } from '../../platform/ports';
import { recordStaffAction } from '../audit/audit.service';
import { requireStaffPermission } from '../staff/staff.service';
import { registryVerdict } from './vehicle-checks';
import { isPlateHeldViolation } from './plate-taken';
import { applyChanges, changeStatus, closePendingChange, type TChange, type TVehicleRow } from './vehicle-records';
import { documentsOf, findVehicle, pendingChangesOf, wasEverRejected } from './vehicle-reads';
import { missingDocuments } from './vehicle-rules';
import { toVehicleView } from './vehicle.mapper';
import { vehiclePendingChanges, vehicles, vehicleStatusHistory } from './vehicle.schema';
import { registrantOf } from './vehicle-member';
import { viewPartsOf } from './vehicle-view';

/**
 * Every step starts with the staff guard, as the registration queue's do: the session proved who
 * signed in, the reviewer check proves the account may still review (active, with the APPROVER role).
 */
type TReviewer = { db: TQueryable; staffId: string };

function assertReviewer({ db, staffId }: TReviewer) {
  return requireStaffPermission({ db, staffId, permission: 'review', refusal: 'ERR_STAFF_0003' });
}

const WAS_REJECTED = sql<boolean>`exists (select 1 from ${vehicleStatusHistory} where ${vehicleStatusHistory.vehicleId} = ${vehicles.id} and ${vehicleStatusHistory.status} = 'REJECTED')`;
const SUBMITTED_AT = sql<Date>`coalesce(${vehiclePendingChanges.requestedAt}, ${vehicles.statusChangedAt})`.mapWith(
  vehicles.statusChangedAt,
);

function kindFilter(kind: TVehicleReviewKind | undefined): SQL | undefined {
  const waiting = eq(vehicles.status, 'WAIT');
  const change = and(eq(vehicles.status, 'ACTIVE'), isNotNull(vehiclePendingChanges.id));
  switch (kind) {
    case 'NEW':
      return and(waiting, sql`not ${WAS_REJECTED}`);
    case 'RESUBMITTED':
      return and(waiting, WAS_REJECTED);
    case 'CHANGE':
      return change;
    case undefined:
      return or(waiting, change);
  }
}

type QueueOptions = TReviewer & { kind?: TVehicleReviewKind | undefined; page: number; size: number };

/** The vehicle approval queue: new and resubmitted vehicles and edits of active ones, oldest first. */
export async function listVehicleQueue({ db, staffId, kind, page, size }: QueueOptions): Promise<TVehicleQueue> {
  await assertReviewer({ db, staffId });
  const joined = and(eq(vehiclePendingChanges.vehicleId, vehicles.id), eq(vehiclePendingChanges.status, 'PENDING'));
  const rows = await db
    .select({ vehicle: vehicles, pendingId: vehiclePendingChanges.id, submittedAt: SUBMITTED_AT, wasRejected: WAS_REJECTED })
    .from(vehicles)
    .leftJoin(vehiclePendingChanges, joined)
    .where(kindFilter(kind))
    .orderBy(asc(SUBMITTED_AT), asc(vehicles.id))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ total: count() }).from(vehicles).leftJoin(vehiclePendingChanges, joined).where(kindFilter(kind));
  const customers = new Map<string, TCustomerRow | undefined>();
  for (const { vehicle } of rows) {
    if (!customers.has(vehicle.customerId)) customers.set(vehicle.customerId, await findCustomer({ db, customerId: vehicle.customerId }));
  }
  return {
    items: rows.map(({ vehicle, pendingId, submittedAt, wasRejected }) => {
      const customer = customers.get(vehicle.customerId);
      return {
        vehicleId: vehicle.id,
        referenceCode: vehicle.referenceCode,
        plateNumber: vehicle.plateNumber,
        provinceCode: vehicle.provinceCode,
        kind: pendingId ? 'CHANGE' : wasRejected ? 'RESUBMITTED' : 'NEW',
        status: vehicle.status,
        ownerFlag: vehicle.ownerFlag,
        source: vehicle.source,
        customerId: vehicle.customerId,
        customerName: customer ? displayNameOf(customer) : '',
        accountType: customer?.customerType ?? 'INDIVIDUAL',
        submittedAt: submittedAt.toISOString(),
      };
    }),
    total: total?.total ?? 0,
    page,
    size,
  };
}

async function reviewKindOf(db: TQueryable, vehicle: TVehicleRow, hasPendingChange: boolean): Promise<TVehicleReviewKind | null> {
  if (vehicle.status === 'ACTIVE' && hasPendingChange) return 'CHANGE';
  if (vehicle.status !== 'WAIT') return null;
  return (await wasEverRejected({ db, vehicleId: vehicle.id })) ? 'RESUBMITTED' : 'NEW';
}

type ReviewOptions = TReviewer & { fileKeys: TFileKeys; registries: TRegistries; vehicleId: string };

/**
 * Everything a reviewer needs side by side: the vehicle with its documents inline (and those of a
 * waiting edit), the member, what the land-transport registry says right now, and the history.
 */
export async function getVehicleReview({ db, staffId, fileKeys, registries, vehicleId }: ReviewOptions): Promise<TVehicleReview> {
  await assertReviewer({ db, staffId });
  const vehicle = await findVehicle({ db, vehicleId });
  if (!vehicle) throw new AppError('ERR_VEH_0023');
  const customer = await findCustomer({ db, customerId: vehicle.customerId });
  if (!customer) throw new AppError('ERR_VEH_0023');
  const [parts, registered] = await Promise.all([
    viewPartsOf(db, vehicle),
    registries.vehicle.findVehicle({ plateNumber: vehicle.plateNumber, provinceCode: vehicle.provinceCode }),
  ]);
  const { pending } = parts;
  const ownerFlag = pending?.changes.ownerFlag ?? vehicle.ownerFlag;
  return {
    ...toVehicleView(vehicle, { ...parts, fileKeys }),
    reviewKind: await reviewKindOf(db, vehicle, pending !== undefined),
    customer: {
      customerId: customer.id,
      displayName: displayNameOf(customer),
      accountType: customer.customerType,
      idNumber: customer.idNumber,
      juristicId: customer.juristicId,
      email: customer.email,
      mobile: customer.mobile,
    },
    registry: registered
      ? {
          plateNumber: registered.plateNumber,
          provinceCode: registered.provinceCode,
          plateType: registered.plateType,
          chassisNumber: registered.chassisNumber,
          vehicleTypeCode: registered.vehicleTypeCode,
          brandCode: registered.brandCode,
          colourCodes: registered.colourCodes,
          categoryGroup: registered.categoryGroup,
          axleCount: registered.axleCount,
          ownerType: registered.owner.type,
          ownerId: registered.owner.id,
          ownerName: registered.owner.name,
        }
      : null,
    registryMatches:
      registryVerdict({ registered, chassisLast5: vehicle.chassisLast5, ownerFlag, registrant: registrantOf(customer) }) === undefined,
  };
}

/** "1กข 1234 กรุงเทพมหานคร": the plate as the customer reads it on the car, with the province in their language. */
async function plateText(db: TQueryable, vehicle: TVehicleRow, language: TLanguage): Promise<string> {
  const [province] = await findMasterItems({ db, keys: [{ listName: 'provinces', code: vehicle.provinceCode }] });
  const name = province ? (language === 'EN' ? province.nameEn : province.nameTh) : vehicle.provinceCode;
  return `${vehicle.plateNumber} ${name}`;
}

function reasonText(language: TLanguage, code: TVehicleRejectionReason, text: string | undefined): string {
  const label = VEHICLE_REJECTION_REASONS[code][language === 'EN' ? 'en' : 'th'];
  if (!text) return label;
  return code === 'OTHER' ? text : `${label}: ${text}`;
}

type DecideOptions = {
  db: TDatabase;
  clock: Clock;
  config: TConfig;
  notifier: TNotifier;
  staffId: string;
  vehicleId: string;
  decision: { approve: true } | { approve: false; reasonCode: TVehicleRejectionReason; reasonText: string | undefined };
};

/**
 * A decision on a vehicle in the queue, once. A WAIT vehicle becomes ACTIVE (its documents must be
 * complete) or REJECTED with the reason; an ACTIVE vehicle's waiting edit is applied or dropped,
 * the vehicle staying ACTIVE either way. Who decided, when and why go into the history, and the
 * member is told by e-mail and SMS in the same transaction (the outbox).
 */
export async function decideVehicle({
  db,
  clock,
  config,
  notifier,
  staffId,
  vehicleId,
  decision,
}: DecideOptions): Promise<TVehicleDecisionResponse> {
  const reviewer = await assertReviewer({ db, staffId });
  const now = clock.now();
  const change: TChange = decision.approve
    ? { by: 'STAFF', byId: staffId }
    : { by: 'STAFF', byId: staffId, reasonCode: decision.reasonCode, reasonText: decision.reasonText ?? null };
  try {
    return await db.transaction(async (tx) => {
      const vehicle = await findVehicle({ db: tx, vehicleId, lock: true });
      if (!vehicle) throw new AppError('ERR_VEH_0023');
      const customer = await findCustomer({ db: tx, customerId: vehicle.customerId });
      if (!customer) throw new AppError('ERR_VEH_0023');
      const language = customer.notificationLanguage;
      const plate = await plateText(tx, vehicle, language);
      const [pending] = await pendingChangesOf({ db: tx, vehicleIds: [vehicle.id] });
      const audited = async (answer: TVehicleDecisionResponse) => {
        const before = { status: vehicle.status, ...(answer.kind === 'CHANGE' ? { changes: pending?.changes } : {}) };
        const after = {
          status: answer.status,
          decision: answer.decision,
          ...(decision.approve ? {} : { reasonCode: decision.reasonCode, reasonText: decision.reasonText ?? null }),
        };
        const action = decision.approve ? 'VEHICLE_APPROVE' : 'VEHICLE_REJECT';
        await recordStaffAction({
          db: tx,
          by: reviewer,
          action: { action, subjectType: 'VEHICLE', subjectId: vehicleId, before, after, at: now },
        });
        return answer;
      };
      if (vehicle.status === 'WAIT') {
        const kind = (await wasEverRejected({ db: tx, vehicleId })) ? 'RESUBMITTED' : 'NEW';
        if (decision.approve) {
          const missing = missingDocuments({ ...vehicle, documents: await documentsOf({ db: tx, vehicleIds: [vehicle.id] }) });
          if (missing.length > 0) throw new AppError('ERR_VEH_0031', { documents: missing.join(', ') });
          await changeStatus({ db: tx, vehicle, status: 'ACTIVE', at: now, change });
          await notifyCustomer({ db: tx, notifier, customer, template: 'VEHICLE_APPROVED', params: { plate }, sms: true });
        } else {
          await changeStatus({
            db: tx,
            vehicle,
            status: 'REJECTED',
            at: now,
            change,
            rejection: { code: decision.reasonCode, text: decision.reasonText ?? null },
          });
          const link = `${config.portalBaseUrl}/mflow/car/resubmit?vehicleId=${encodeURIComponent(vehicle.id)}`;
          const reason = reasonText(language, decision.reasonCode, decision.reasonText);
          await notifyCustomer({ db: tx, notifier, customer, template: 'VEHICLE_REJECTED', params: { plate, reason, link }, sms: true });
        }
        return audited({
          vehicleId,
          kind,
          decision: decision.approve ? 'APPROVED' : 'REJECTED',
          status: decision.approve ? 'ACTIVE' : 'REJECTED',
          decidedAt: now.toISOString(),
        });
      }
      if (vehicle.status === 'ACTIVE' && pending) {
        await closePendingChange({ db: tx, vehicleId, status: decision.approve ? 'APPROVED' : 'REJECTED', at: now, change });
        if (decision.approve) {
          await applyChanges({ db: tx, vehicleId, changes: pending.changes, at: now });
          await notifyCustomer({ db: tx, notifier, customer, template: 'VEHICLE_CHANGE_APPROVED', params: { plate }, sms: true });
        } else {
          const reason = reasonText(language, decision.reasonCode, decision.reasonText);
          await notifyCustomer({ db: tx, notifier, customer, template: 'VEHICLE_CHANGE_REJECTED', params: { plate, reason }, sms: true });
        }
        return audited({
          vehicleId,
          kind: 'CHANGE',
          decision: decision.approve ? 'APPROVED' : 'REJECTED',
          status: 'ACTIVE',
          decidedAt: now.toISOString(),
        });
      }
      throw new AppError('ERR_VEH_0030', { status: vehicle.status });
    });
  } catch (error) {
    // Cannot happen while the index holds (a WAIT vehicle already holds its plate); said plainly if it ever does.
    if (isPlateHeldViolation(error)) throw new AppError('ERR_VEH_0024');
    throw error;
  }
}
