import type { TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import { journeySettingsOf, recordPassage as recordThroughService, type TPassageReading } from '../../services/toll/passage.service';
import type { TPassageRow } from '../../services/toll/passage-records';
import type { TTestApp } from '../test-app';
import { newPlate } from './vehicles';

/** A gantry of the seeded road with 4 lanes, at Thap Chang 1, whose tariff is 30/50/70 baht. */
export const TEST_GANTRY = 'M9-TC1-G1';

/**
 * A passage recorded straight through the toll module (no HTTP), at the test clock's now unless
 * `passedAt` says otherwise: a fresh plate of class 1 under TEST_GANTRY, lane 1, in Bangkok,
 * unless the overrides say otherwise. A plate that is a member's ACTIVE vehicle makes a member passage.
 */
export async function recordPassage(t: TTestApp, overrides: Partial<TPassageReading> = {}): Promise<TPassageRow> {
  const vehicleClass: TVehicleClass | undefined = 'vehicleClass' in overrides ? overrides.vehicleClass : 1;
  const reading: TPassageReading = { gantryCode: TEST_GANTRY, lane: 1, plate: newPlate(), province: '10', ...overrides, vehicleClass };
  const { passage } = await recordThroughService({ ...recordingOf(t), reading });
  return passage;
}

/** What recording passages through the toll module takes from a test app. */
export function recordingOf(t: TTestApp) {
  return { db: t.db, clock: t.clock, registry: t.registries.vehicle, notifier: t.notifier, journeys: journeySettingsOf(t.config) };
}
