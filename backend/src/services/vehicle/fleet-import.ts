import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { describeError, type TLanguage } from '../../platform/errors/error-catalogue';
import { isChassisLast5, normaliseChassisLast5 } from '@mflow/contracts/vehicle/chassis';
import {
  FLEET_IMPORT_COLUMNS,
  FLEET_IMPORT_MAX_ROWS,
  FLEET_IMPORT_RESULT_COLUMNS,
  type TFleetImportInputRow,
  type TFleetImportResult,
  type TFleetImportRow,
} from '@mflow/contracts/vehicle/fleet-import.contract';
import { isPlateNumber, normalisePlate } from '@mflow/contracts/vehicle/plate';
import { OWNERSHIP_SLOTS } from '@mflow/contracts/vehicle/vehicle-documents';
import { OWNER_FLAGS, type TOwnerFlag } from '@mflow/contracts/vehicle/vehicle-kinds';
import { listMasterItems } from '../master/master.service';
import { consumeOtpVerification } from '../otp/otp.service';
import type { TRegisteredVehicle, TRegistries } from '../../platform/ports';
import { registryVerdict } from './vehicle-checks';
import { findOwnImport, insertImport, type TImportRow } from './fleet-import-records';
import { isPlateHeldViolation } from './plate-taken';
import { freshReferenceCodes, insertVehicle } from './vehicle-records';
import { findHoldingVehicles } from './vehicle-reads';
import { registrantOf, signedInCustomer } from './vehicle-member';
import type { TVehicleAdmission } from './vehicle-admission';

const BAD_FILE = () => new AppError('ERR_VEH_0033', { columns: FLEET_IMPORT_COLUMNS.join(',') });

/** `Plate Number` and ` plate_number ` are the same column. */
function normaliseHeader(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Reads a fleet file: UTF-8 (a byte-order mark, as Excel writes, is fine), a header naming the four
 * columns in any order, one vehicle a row, blank rows skipped. A file that is no such CSV at all
 * is refused as a whole (ERR_VEH_0033); everything about a single row is that row's business.
 */
export function parseFleetCsv(content: Buffer): TFleetImportInputRow[] {
  if (content.includes(0)) throw BAD_FILE();
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw BAD_FILE();
  }
  let header: string[] = [];
  let records: { record: Record<string, string | undefined>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (names: string[]) => (header = names.map(normaliseHeader)),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      relax_column_count: true,
      info: true,
    });
  } catch {
    throw BAD_FILE();
  }
  if (!FLEET_IMPORT_COLUMNS.every((column) => header.includes(column))) throw BAD_FILE();
  if (records.length === 0 || records.length > FLEET_IMPORT_MAX_ROWS)
    throw new AppError('ERR_VEH_0034', { max: String(FLEET_IMPORT_MAX_ROWS) });
  return records.map(({ record, info }) => ({
    line: info.lines,
    plateNumber: record.plate_number ?? '',
    province: record.province ?? '',
    chassisLast5: record.chassis_last5 ?? '',
    ownerFlag: record.owner_flag ?? '',
  }));
}

/** A province as people write it in a spreadsheet: the master list's code, or its Thai or English name. */
async function provinceFinder(db: TDatabase, language: TLanguage): Promise<(typed: string) => string | undefined> {
  const provinces = await listMasterItems({ db, name: 'provinces', language });
  const byName = new Map<string, string>();
  const key = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  for (const province of provinces) {
    for (const name of [province.code, province.nameTh, province.nameEn]) byName.set(key(name), province.code);
  }
  return (typed) => byName.get(key(typed));
}

type TCandidate = {
  input: TFleetImportInputRow;
  plateNumber: string;
  provinceCode: string | undefined;
  chassisLast5: string;
  ownerFlag: TOwnerFlag | undefined;
  problems: TErrorItem[];
  registered?: TRegisteredVehicle;
};

/** The checks a row's own text must pass before anything is looked up. */
function checkRowFormat(input: TFleetImportInputRow, provinceOf: (typed: string) => string | undefined): TCandidate {
  const problems: TErrorItem[] = [];
  const required = (value: string, column: string) => {
    if (value === '') problems.push({ code: 'ERR_COMMON_0004', params: { field: column } });
    return value !== '';
  };
  if (required(input.plateNumber, 'plate_number') && !isPlateNumber(input.plateNumber)) problems.push({ code: 'ERR_VEH_0001' });
  const provinceCode = input.province === '' ? undefined : provinceOf(input.province);
  if (required(input.province, 'province') && !provinceCode) problems.push({ code: 'ERR_VEH_0035', params: { province: input.province } });
  if (required(input.chassisLast5, 'chassis_last5') && !isChassisLast5(input.chassisLast5)) problems.push({ code: 'ERR_VEH_0003' });
  const flag = input.ownerFlag.toUpperCase();
  const ownerFlag = (OWNER_FLAGS as readonly string[]).includes(flag) ? (flag as TOwnerFlag) : undefined;
  if (required(input.ownerFlag, 'owner_flag') && !ownerFlag) problems.push({ code: 'ERR_COMMON_0002', params: { field: 'owner_flag' } });
  return {
    input,
    plateNumber: isPlateNumber(input.plateNumber) ? normalisePlate(input.plateNumber) : input.plateNumber,
    provinceCode,
    chassisLast5: normaliseChassisLast5(input.chassisLast5),
    ownerFlag,
    problems,
  };
}

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

function toResult(row: TImportRow): TFleetImportResult {
  return {
    importId: row.id,
    importedAt: row.importedAt.toISOString(),
    total: row.total,
    added: row.added,
    failed: row.failed,
    rows: row.rows,
    resultCsvPath: `/vehicleservice/api/v1/fleet-imports/${row.id}/csv`,
  };
}

async function ownImport(db: TDatabase, customerId: string, importId: string): Promise<TImportRow> {
  const row = await findOwnImport({ db, customerId, importId });
  if (!row) throw new AppError('ERR_VEH_0036');
  return row;
}

export async function getFleetImport({
  db,
  customerId,
  importId,
}: {
  db: TDatabase;
  customerId: string;
  importId: string;
}): Promise<TFleetImportResult> {
  return toResult(await ownImport(db, customerId, importId));
}

/** The result as a CSV, one line a row of the file, with a byte-order mark so that Excel reads the Thai text as UTF-8. */
function fleetImportCsv(result: Pick<TFleetImportResult, 'rows'>): string {
  const lines = result.rows.map((row) => [
    row.line,
    row.plateNumber,
    row.province,
    row.chassisLast5,
    row.ownerFlag,
    row.result,
    row.vehicleStatus ?? '',
    row.referenceCode ?? '',
    row.messages.map((message) => message.description).join(' / '),
  ]);
  return `\ufeff${stringify([[...FLEET_IMPORT_RESULT_COLUMNS], ...lines])}`;
}

export async function getFleetImportCsv({ db, customerId, importId }: { db: TDatabase; customerId: string; importId: string }) {
  const row = await ownImport(db, customerId, importId);
  return { bytes: Buffer.from(fleetImportCsv(row), 'utf8'), mimeType: 'text/csv; charset=utf-8', fileName: `fleet-import-${row.id}.csv` };
}
