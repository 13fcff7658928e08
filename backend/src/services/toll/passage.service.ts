import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TDatabase } from '../../platform/db/database';
import { AppError, type TErrorItem } from '../../platform/errors/app-error';
import { isPlateNumber, normalisePlate } from '@mflow/contracts/vehicle/plate';
import type { TCategoryGroup } from '@mflow/contracts/vehicle/vehicle-kinds';
import { isVehicleClass, vehicleClassOf, type TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import { findMasterItems } from '../master/master.service';
import type { TNotifier, TVehicleRegistry } from '../../platform/ports';
import { ownersOfPlatesAt } from '../vehicle/plate-ownership';
import { tellOfImpossibleJourneys } from './journey-notice';
import { flagRecordedPassages, type TClassMismatch } from './passage-flags';
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
  /** Tells members of the impossible journeys their passages make. */
  notifier: TNotifier;
  journeys: TJourneySettings;
  readings: TPassageReading[];
};

/** What flagging impossible journeys needs (decision 0058): the speed limit and where the dispute form's links start. */
export type TJourneySettings = { speedLimitKmh: number; portalBaseUrl: string };

export function journeySettingsOf(config: Pick<TConfig, 'journeySpeedLimitKmh' | 'portalBaseUrl'>): TJourneySettings {
  return { speedLimitKmh: config.journeySpeedLimitKmh, portalBaseUrl: config.portalBaseUrl };
}

type TRegisteredClass = { vehicleClass: TVehicleClass; by: TClassMismatch['registeredBy'] };

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
 * - recorded once: the same read sent again answers the passage recorded the first time;
 * - flagged, right after, when it makes an impossible journey with the plate's read just before or
 *   after it, or its class read at the gantry is not the registered vehicle's (passage-flags.ts),
 *   and the member told of an impossible journey (journey-notice.ts).
 * Everything is looked up once for the whole batch and written in one statement.
 */
export async function recordPassages({
  db,
  clock,
  registry,
  notifier,
  journeys,
  readings,
}: RecordPassagesOptions): Promise<TRecordOutcome[]> {
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
  // Every non-member plate, classified by its gantry or not: the registry's class prices the one
  // and is compared with the gantry's for the other (a class mismatch flag).
  const nonMembers = checked.filter((_, position) => !members[position]);
  const registered =
    nonMembers.length === 0
      ? []
      : await registry.findVehicles([
          ...new Map(
            nonMembers.map((item) => [
              plateKey(item.plate, item.reading.province),
              { plateNumber: item.plate, provinceCode: item.reading.province },
            ]),
          ).values(),
        ]);
  const registeredGroups = new Map<string, TCategoryGroup>(
    registered.map((vehicle) => [plateKey(vehicle.plateNumber, vehicle.provinceCode), vehicle.categoryGroup]),
  );

  const priced: { index: number; row: TNewPassage; registered: TRegisteredClass | undefined }[] = [];
  checked.forEach((item, position) => {
    const member = members[position];
    const group = member?.categoryGroup ?? registeredGroups.get(plateKey(item.plate, item.reading.province));
    const registeredClass = group === undefined ? undefined : vehicleClassOf(group);
    const vehicleClass = item.reading.vehicleClass ?? registeredClass;
    if (vehicleClass === undefined) {
      outcomes[item.index] = failed([{ code: 'ERR_TOLL_0007', params: { plate: item.plate, province: item.reading.province } }]);
      return;
    }
    priced.push({
      index: item.index,
      registered:
        registeredClass === undefined
          ? undefined
          : { vehicleClass: registeredClass, by: member ? 'MEMBER_VEHICLE' : 'LAND_TRANSPORT_REGISTRY' },
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
  const recorded = new Map<string, TPassageRow>();
  const classMismatches = new Map<string, TClassMismatch>();
  priced.forEach(({ index, registered: known }, position) => {
    const result = stored[position];
    if (!result) return;
    outcomes[index] = { ok: true, passage: result.passage, alreadyRecorded: result.alreadyRecorded };
    recorded.set(result.passage.id, result.passage);
    if (known && result.passage.vehicleClass !== known.vehicleClass)
      classMismatches.set(result.passage.id, { passage: result.passage, registeredClass: known.vehicleClass, registeredBy: known.by });
  });
  if (recorded.size > 0)
    await db.transaction(async (tx) => {
      const flags = await flagRecordedPassages({
        tx,
        recorded: [...recorded.values()],
        classMismatches: [...classMismatches.values()],
        gantries,
        speedLimitKmh: journeys.speedLimitKmh,
        at: clock.now(),
      });
      await tellOfImpossibleJourneys({ tx, notifier, portalBaseUrl: journeys.portalBaseUrl, flags, gantries });
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
