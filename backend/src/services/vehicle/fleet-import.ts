import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { describeError, type TLanguage } from '../../platform/errors/error-catalogue';
import type { TFleetImportResult, TFleetImportRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import { OWNERSHIP_SLOTS } from '@mflow/contracts/vehicle/vehicle-documents';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegistries } from '../../platform/ports';
import { registryVerdict } from './vehicle-checks';
import { parseFleetCsv } from './fleet-csv';
import { insertImport } from './fleet-import-records';
import { toResult } from './fleet-import-results';
import { checkRowFormat, provinceFinder } from './fleet-row-checks';
import { isPlateHeldViolation } from './plate-taken';
import { freshReferenceCodes, insertVehicle } from './vehicle-records';
import { findHoldingVehicles } from './vehicle-reads';
import { registrantOf, signedInCustomer } from './vehicle-member';
import type { TVehicleAdmission } from './vehicle-admission';

type ImportOptions = {
  db: TDatabase;
  clock: Clock;
  logger: Logger;
  registries: TRegistries;
  admission: TVehicleAdmission;
  customerId: string;
  content: Buffer;
  verificationToken: string;
  language: TLanguage;
};

/**
 * A company member's fleet file: every row checked like one vehicle added by hand (format, the
 * land-transport record, whose it is, whether the plate is free) and added as WAIT, or answered
 * with every reason it was not. The registry, the master list and the held plates are each asked
 * once for the whole file; each row is written under a savepoint of its own, so one row that
 * fails never undoes another. One CREATE_VEHICLE OTP proves the whole file.
 */
export async function importFleet(options: ImportOptions): Promise<TFleetImportResult> {
  const { db, clock, logger, registries, admission, customerId, content, verificationToken, language } = options;
  const startedAt = performance.now();
  const customer = await signedInCustomer(db, customerId);
  if (customer.customerType !== 'JURISTIC') throw new AppError('ERR_VEH_0032');
  const input = parseFleetCsv(content);
  await admission.assertMayAddVehicles({ db, customerId, count: input.length });
  const provinceOf = await provinceFinder(db, language);
  const candidates = input.map((row) => checkRowFormat(row, provinceOf));
  const lookable = candidates.filter((candidate) => candidate.problems.length === 0 && candidate.provinceCode !== undefined);
  const plates = lookable.map((candidate) => ({ plateNumber: candidate.plateNumber, provinceCode: candidate.provinceCode ?? '' }));
  const [registered, holders] = await Promise.all([registries.vehicle.findVehicles(plates), findHoldingVehicles({ db, plates })]);
  const registrant = registrantOf(customer);
  for (const candidate of lookable) {
    const same = (plate: { plateNumber: string; provinceCode: string }) =>
      plate.plateNumber === candidate.plateNumber && plate.provinceCode === candidate.provinceCode;
    candidate.registered = registered.find(same);
    const verdict = registryVerdict({
      registered: candidate.registered,
      chassisLast5: candidate.chassisLast5,
      ownerFlag: candidate.ownerFlag ?? 'OWN',
      registrant,
    });
    if (verdict) candidate.problems.push({ code: verdict });
    const holder = holders.find(same);
    if (holder) candidate.problems.push({ code: holder.customerId === customerId ? 'ERR_VEH_0025' : 'ERR_VEH_0024' });
  }
  const toAdd = lookable.filter((candidate) => candidate.problems.length === 0);
  const freshCodes = await freshReferenceCodes({ db, count: toAdd.length });
  const codeOf = new Map(toAdd.map((candidate, index) => [candidate, freshCodes[index] ?? '']));
  const now = clock.now();
  const describe = (items: TErrorItem[]) =>
    items.map((item) => ({ code: item.code, description: describeError(item.code, language, item.params) }));

  const imported = await db.transaction(async (tx) => {
    await consumeOtpVerification({
      db: tx,
      clock,
      verificationToken,
      purpose: 'CREATE_VEHICLE',
      contact: [customer.mobile, customer.email],
    });
    const rows: TFleetImportRow[] = [];
    for (const candidate of candidates) {
      const base = {
        line: candidate.input.line,
        plateNumber: candidate.plateNumber,
        province: candidate.input.province,
        provinceCode: candidate.provinceCode ?? null,
        chassisLast5: candidate.input.chassisLast5,
        ownerFlag: candidate.input.ownerFlag,
      };
      const referenceCode = codeOf.get(candidate);
      const registeredVehicle = candidate.registered;
      if (!referenceCode || !registeredVehicle || !candidate.ownerFlag || !candidate.provinceCode) {
        rows.push({
          ...base,
          result: 'FAILED',
          vehicleId: null,
          referenceCode: null,
          vehicleStatus: null,
          messages: describe(candidate.problems),
        });
        continue;
      }
      const { ownerFlag, provinceCode } = candidate;
      try {
        const vehicle = await tx.transaction((savepoint) =>
          insertVehicle({
            db: savepoint,
            values: {
              customerId,
              plateNumber: candidate.plateNumber,
              provinceCode,
              plateType: registeredVehicle.plateType,
              chassisLast5: candidate.chassisLast5,
              ownerFlag,
              vehicleTypeCode: registeredVehicle.vehicleTypeCode,
              brandCode: registeredVehicle.brandCode,
              brandOther: null,
              colourCodes: registeredVehicle.colourCodes,
              colourOther: null,
              categoryGroup: registeredVehicle.categoryGroup,
              axleCount: registeredVehicle.axleCount,
              source: 'FLEET_IMPORT',
            },
            referenceCode,
            documents: [],
            at: now,
            change: { by: 'CUSTOMER', byId: customerId, reasonCode: 'FLEET_IMPORT' },
          }),
        );
        // Someone else's vehicle is added, but staff wait for its consent documents.
        const still: TErrorItem[] = ownerFlag === 'OTHER' ? [{ code: 'ERR_VEH_0008', params: { field: OWNERSHIP_SLOTS.join(', ') } }] : [];
        rows.push({
          ...base,
          result: 'ADDED',
          vehicleId: vehicle.id,
          referenceCode: vehicle.referenceCode,
          vehicleStatus: 'WAIT',
          messages: describe(still),
        });
      } catch (error) {
        // The same plate twice in one file, or a plate another request took a moment ago.
        if (!isPlateHeldViolation(error)) throw error;
        const [holder] = await findHoldingVehicles({ db: tx, plates: [{ plateNumber: candidate.plateNumber, provinceCode }] });
        const code = !holder || holder.customerId === customerId ? 'ERR_VEH_0025' : 'ERR_VEH_0024';
        rows.push({ ...base, result: 'FAILED', vehicleId: null, referenceCode: null, vehicleStatus: null, messages: describe([{ code }]) });
      }
    }
    return insertImport({ db: tx, customerId, at: now, rows });
  });
  const elapsedMs = Math.round(performance.now() - startedAt);
  logger.info(
    { importId: imported.id, rows: imported.total, added: imported.added, failed: imported.failed, elapsedMs },
    'fleet file imported',
  );
  return toResult(imported);
}
