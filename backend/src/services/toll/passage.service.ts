import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { isPlateNumber, normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import { isVehicleClass, vehicleClassOf, type TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import { findMasterItems } from '../master/master.service';
import type { TVehicleRegistry } from '../../platform/ports';
import { ownersOfPlatesAt } from '../vehicle/plate-ownership';
import { insertPassages, type TNewPassage, type TPassageRow } from './passage-records';
import { loadGantries, type TGantry } from './toll-network';

/** One vehicle as a gantry reports it; absent `passedAt` means now, absent `vehicleClass` means "look it up". */
export type TPassageReading = {
  gantryCode: string;
  lane: number;
  plate: string;
  province: string;
  vehicleClass?: TVehicleClass | undefined;
  passedAt?: Date | undefined;
};

export type TRecordOutcome =
  { ok: true; passage: TPassageRow; alreadyRecorded: boolean } | { ok: false; errors: [TErrorItem, ...TErrorItem[]] };

type RecordPassagesOptions = {
  db: TDatabase;
  clock: Clock;
  /** The land-transport registry, for the class of a vehicle that is no member's when the gantry sent none. */
  registry: TVehicleRegistry;
  readings: TPassageReading[];
};

type TChecked = { index: number; reading: TPassageReading; gantry: TGantry; plate: string; passedAt: Date };

const plateKey = (plate: string, province: string) => `${plate}|${province}`;

async function knownProvinces(db: TDatabase, readings: TPassageReading[]): Promise<Set<string>> {
  const codes = [...new Set(readings.map((reading) => reading.province))];
  const found = await findMasterItems({ db, keys: codes.map((code) => ({ listName: 'provinces', code })) });
  return new Set(found.map((item) => item.code));
}

/** What is wrong with a reading on its own, against the road and the clock; empty when nothing is. */
function readingErrors(reading: TPassageReading, gantry: TGantry | undefined, provinces: Set<string>, now: Date): TErrorItem[] {
  const errors: TErrorItem[] = [];
  if (!gantry) {
    errors.push({ code: 'ERR_TOLL_0003', params: { gantryCode: reading.gantryCode } });
  } else if (!Number.isInteger(reading.lane) || reading.lane < 1 || reading.lane > gantry.laneCount) {
    errors.push({
      code: 'ERR_TOLL_0004',
      params: { gantryCode: gantry.code, lanes: String(gantry.laneCount), lane: String(reading.lane) },
    });
  }
  if (!isPlateNumber(reading.plate)) errors.push({ code: 'ERR_VEH_0001', params: { field: 'plate' } });
  if (!provinces.has(reading.province)) errors.push({ code: 'ERR_TOLL_0005', params: { province: reading.province } });
  if (reading.vehicleClass !== undefined && !isVehicleClass(reading.vehicleClass))
    errors.push({ code: 'ERR_TOLL_0001', params: { field: 'vehicleClass' } });
  if (reading.passedAt !== undefined && reading.passedAt.getTime() > now.getTime()) {
    errors.push({ code: 'ERR_TOLL_0006', params: { passedAt: reading.passedAt.toISOString(), now: now.toISOString() } });
  }
  return errors;
}

function failed(errors: TErrorItem[]): TRecordOutcome {
  const [first, ...rest] = errors;
  if (!first) throw new Error('a failure needs an error');
  return { ok: false, errors: [first, ...rest] };
}

/**
 * Records what gantries saw (requirements/billing.md#passages), each reading on its own: one
 * with a mistake answers its errors and the others are recorded. A recorded passage is
 * - a member passage when plate and province were a customer's ACTIVE vehicle when it passed (a
 *   vehicle still WAITing for approval does not count), otherwise a non-member passage;
 * - of the class the gantry reported, else the member vehicle's category group, else the
 *   land-transport registry's; a plate that is none of these answers ERR_TOLL_0007;
 * - priced by the plaza's tariff for that class, now;
 * - billed in the period that is open when it is recorded (billing-period.ts);
 * - recorded once: the same read sent again answers the passage recorded the first time.
 * Everything is looked up once for the whole batch and written in one statement.
 */
export async function recordPassages({ db, clock, registry, readings }: RecordPassagesOptions): Promise<TRecordOutcome[]> {
  const now = clock.now();
  const [gantries, provinces] = await Promise.all([loadGantries({ db }), knownProvinces(db, readings)]);
  const outcomes: (TRecordOutcome | undefined)[] = readings.map(() => undefined);
  const checked: TChecked[] = [];
  readings.forEach((reading, index) => {
    const gantry = gantries.get(reading.gantryCode);
    const errors = readingErrors(reading, gantry, provinces, now);
    if (errors.length > 0 || !gantry) outcomes[index] = failed(errors);
    else checked.push({ index, reading, gantry, plate: normalisePlate(reading.plate), passedAt: reading.passedAt ?? now });
  });

  const holdings = await ownersOfPlatesAt({
    db,
    plates: checked.map(({ plate, reading, passedAt }) => ({ plate, province: reading.province, at: passedAt })),
  });
  const members = checked.map((_, position) => {
    const holding = holdings[position];
    return holding?.status === 'ACTIVE' ? holding : undefined;
  });
  const unclassified = checked.filter((item, position) => item.reading.vehicleClass === undefined && !members[position]);
  const registered =
    unclassified.length === 0
      ? []
      : await registry.findVehicles([
          ...new Map(
            unclassified.map((item) => [
              plateKey(item.plate, item.reading.province),
              { plateNumber: item.plate, provinceCode: item.reading.province },
            ]),
          ).values(),
        ]);
  const registeredGroups = new Map<string, TCategoryGroup>(
    registered.map((vehicle) => [plateKey(vehicle.plateNumber, vehicle.provinceCode), vehicle.categoryGroup]),
  );

  const priced: { index: number; row: TNewPassage }[] = [];
  checked.forEach((item, position) => {
    const member = members[position];
    const group = member?.categoryGroup ?? registeredGroups.get(plateKey(item.plate, item.reading.province));
    const vehicleClass = item.reading.vehicleClass ?? (group === undefined ? undefined : vehicleClassOf(group));
    if (vehicleClass === undefined) {
      outcomes[item.index] = failed([{ code: 'ERR_TOLL_0007', params: { plate: item.plate, province: item.reading.province } }]);
      return;
    }
    priced.push({
      index: item.index,
      row: {
        passedAt: item.passedAt,
        gantryCode: item.gantry.code,
        plazaCode: item.gantry.plazaCode,
        lane: item.reading.lane,
        plate: item.plate,
        province: item.reading.province,
        vehicleClass,
        price: item.gantry.tariff[vehicleClass],
        customerId: member?.customerId ?? null,
        vehicleId: member?.vehicleId ?? null,
        isMember: member !== undefined,
      },
    });
  });

  const stored = await insertPassages({ db, clock, rows: priced.map(({ row }) => row) });
  priced.forEach(({ index }, position) => {
    const result = stored[position];
    if (result) outcomes[index] = { ok: true, passage: result.passage, alreadyRecorded: result.alreadyRecorded };
  });
  return outcomes.map((outcome) => {
    if (!outcome) throw new Error('a reading was left without an outcome');
    return outcome;
  });
}

/** One reading: the passage, or its errors thrown as one AppError. */
export async function recordPassage(
  options: Omit<RecordPassagesOptions, 'readings'> & { reading: TPassageReading },
): Promise<{ passage: TPassageRow; alreadyRecorded: boolean }> {
  const { reading, ...rest } = options;
  const [outcome] = await recordPassages({ ...rest, readings: [reading] });
  if (!outcome) throw new Error('no outcome for the reading');
  if (!outcome.ok) throw AppError.many(outcome.errors);
  return { passage: outcome.passage, alreadyRecorded: outcome.alreadyRecorded };
}
