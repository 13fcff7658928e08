import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { rfidContactDeadlineOf } from '@mflow/contracts/cases/rfid-rules';
import type { TFileRfidRequest, TVisitorRfidRequest } from '@mflow/contracts/cases/rfid.contract';
import { addDays, bangkokDateOf, type TIsoDate } from '@mflow/contracts/time/bangkok';
import type { Clock } from '../../../platform/clock';
import type { TDatabase, TQueryable } from '../../../platform/db/database';
import type { TNotifier } from '../../../platform/ports';
import { AppError } from '../../../platform/errors/app-error';
import { findCustomer } from '../../customer/customer-records';
import { holidaySetBetween } from '../../master/holiday-calendar';
import { findOwnVehicle } from '../../vehicle/vehicle-reads';
import { openCase } from '../engine/case-records';
import { notifyRfidRequester } from './rfid-notify';
import type { TRfidAppointments } from './rfid-port';
import { rfidRequests } from './rfid.schema';

type TFiledRfid = { caseNo: string; status: TCaseStatus; deadlineDate: string };

/** The vehicle of the request: a member's own ACTIVE one, or the plate a visitor gave. */
type TRfidFiler =
  | { kind: 'MEMBER'; customerId: string; vehicleId: string }
  | { kind: 'VISITOR'; name: string; channel: 'EMAIL' | 'PHONE'; contact: string; plate: string; province: string; language: 'TH' | 'EN' };

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && cause.constraint === constraint;
}

async function contactDeadlineOf(db: TQueryable, requestedOn: TIsoDate): Promise<TIsoDate> {
  return rfidContactDeadlineOf(requestedOn, await holidaySetBetween({ db, from: requestedOn, to: addDays(requestedOn, 60) }));
}

async function identityOf(db: TQueryable, filer: TRfidFiler) {
  if (filer.kind === 'MEMBER') {
    const vehicle = await findOwnVehicle({ db, customerId: filer.customerId, vehicleId: filer.vehicleId, lock: true });
    if (!vehicle || vehicle.status !== 'ACTIVE') throw new AppError('ERR_CASE_0401');
    const customer = await findCustomer({ db, customerId: filer.customerId });
    return {
      customerId: filer.customerId,
      language: customer?.notificationLanguage ?? ('TH' as const),
      vehicleId: vehicle.id,
      plate: vehicle.plateNumber,
      province: vehicle.provinceCode,
    };
  }
  const email = filer.channel === 'EMAIL' ? filer.contact : null;
  return {
    customerId: null,
    language: filer.language,
    visitor: { name: filer.name, email, mobile: email === null ? filer.contact : null },
    vehicleId: null,
    plate: filer.plate,
    province: filer.province,
  };
}

/**
 * Files an RFID installation request (requirements/rfid-installation.md#request-fields): in one
 * transaction the numbered case with its contact deadline (5 business days), the request, and the
 * requester told on the channel they chose. One open request per member vehicle.
 */
async function fileRfid(options: {
  db: TDatabase;
  clock: Clock;
  notifier: TNotifier;
  appointments: TRfidAppointments;
  filer: TRfidFiler;
  request: Pick<TFileRfidRequest, 'tagKind' | 'contactChannel' | 'centreCode'>;
}): Promise<TFiledRfid> {
  const { db, clock, notifier, appointments, filer, request } = options;
  const at = clock.now();
  try {
    return await db.transaction(async (tx) => {
      if (!(await appointments.isActiveCentre({ db: tx, code: request.centreCode }))) throw new AppError('ERR_CASE_0402');
      const { vehicleId, plate, province, ...identity } = await identityOf(tx, filer);
      const { row } = await openCase({
        db: tx,
        kase: {
          kind: 'RFID',
          ...identity,
          summary: `${request.tagKind} tag for ${plate} (${province})`,
          deadlineDate: await contactDeadlineOf(tx, bangkokDateOf(at)),
          at,
        },
        actor: filer.kind === 'MEMBER' ? { kind: 'CUSTOMER', id: filer.customerId } : { kind: 'VISITOR', id: null },
      });
      const rfid = { caseId: row.id, vehicleId, plate, province, ...request, createdAt: at };
      await tx.insert(rfidRequests).values(rfid);
      await notifyRfidRequester({ db: tx, notifier, row, rfid, update: { kind: 'REQUESTED' } });
      return { caseNo: row.caseNo, status: row.status, deadlineDate: row.deadlineDate };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'rfid_request_vehicle_open_idx')) throw new AppError('ERR_CASE_0403');
    throw error;
  }
}

type TFilingDeps = { db: TDatabase; clock: Clock; notifier: TNotifier; appointments: TRfidAppointments };

export function fileMemberRfid(options: TFilingDeps & { customerId: string; request: TFileRfidRequest }): Promise<TFiledRfid> {
  const { customerId, request, ...deps } = options;
  return fileRfid({ ...deps, filer: { kind: 'MEMBER', customerId, vehicleId: request.vehicleId }, request });
}

export function fileVisitorRfid(options: TFilingDeps & { language: 'TH' | 'EN'; request: TVisitorRfidRequest }): Promise<TFiledRfid> {
  const { language, request, ...deps } = options;
  const { name, contact, plate, province, contactChannel: channel } = request;
  return fileRfid({ ...deps, filer: { kind: 'VISITOR', name, channel, contact, plate, province, language }, request });
}
