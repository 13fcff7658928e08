import { z } from 'zod';
import { normalisePlate } from '@mflow/contracts/vehicle/plate';
import { REGISTRY_VEHICLES } from '../../../../seed/demo/registry-vehicles';
import { baht, name, ZPlateSchema, type TPlate } from './schema-parts';

/** The world a scenario file starts from: its people and their vehicles, its staff, and its rule overrides. */

/**
 * `added: later`: not the member's at the start but in the land-transport registry as theirs, for
 * an `addVehicle` step to register; until then its passages are a non-member's.
 */
const ZVehicleSchema = ZPlateSchema.extend({
  class: z.int().min(1).max(3).optional(),
  added: z.literal('later', { error: 'write `added: later` for a vehicle an addVehicle step registers, or leave it out' }).optional(),
}).strict();

const ZPersonSchema = z.union([
  z.object({ account: z.email(), vehicles: z.record(name, ZVehicleSchema).default({}) }).strict(),
  z
    .object({
      member: z.object({ firstName: z.string().min(1), lastName: z.string().min(1), email: z.email().optional() }).strict(),
      vehicles: z.record(name, ZVehicleSchema).default({}),
    })
    .strict(),
]);
export type TPersonSpec = z.infer<typeof ZPersonSchema>;

const plateKey = (vehicle: TPlate) => `${normalisePlate(vehicle.plate)}|${vehicle.province}`;
const SEEDED_REGISTRY_PLATES = new Set(
  REGISTRY_VEHICLES.map((vehicle) => plateKey({ plate: vehicle.plateNumber, province: vehicle.provinceCode })),
);

/**
 * A vehicle added later is put into the land-transport registry as its member's before the run:
 * only a new member's (a demo account's vehicles are the ones it has, and the trainer's console
 * plays files on the live world without writing people), on a plate the registry does not hold yet.
 */
export const ZPeopleSchema = z.record(name, ZPersonSchema).superRefine((people, context) => {
  const later = new Map<string, string>();
  for (const [person, spec] of Object.entries(people)) {
    for (const [vehicle, declared] of Object.entries(spec.vehicles)) {
      if (declared.added !== 'later') continue;
      const path = [person, 'vehicles', vehicle, 'added'];
      const key = plateKey(declared);
      const earlier = later.get(key);
      if ('account' in spec)
        context.addIssue({
          code: 'custom',
          path,
          message: "a demo account's vehicles are the ones it has; `added: later` is for a new member (member:)",
        });
      else if (SEEDED_REGISTRY_PLATES.has(key))
        context.addIssue({
          code: 'custom',
          path,
          message: `${declared.plate} (${declared.province}) is a vehicle of the seeded land-transport registry, someone else's: give a vehicle added later a plate of its own`,
        });
      else if (earlier)
        context.addIssue({
          code: 'custom',
          path,
          message: `${earlier} is added later with the same plate: the registry holds a plate once`,
        });
      later.set(key, `${person}.${vehicle}`);
    }
  }
});

/** Back-office staff a `decide` step names: case officers, or supervisors (who also handle cases). */
export const ZStaffSchema = z.record(
  name,
  z
    .object({
      displayName: z.string().min(1).optional(),
      role: z.enum(['CASE_OFFICER', 'CASE_SUPERVISOR']).default('CASE_OFFICER'),
    })
    .strict()
    .nullable()
    .transform((spec) => spec ?? { role: 'CASE_OFFICER' as const }),
);
export type TStaffSpec = z.infer<typeof ZStaffSchema>;

export const ZRulesSchema = z
  .object({
    vatBasisPoints: z.int().min(0).max(10_000),
    paymentDays: z.int().min(1).max(90),
    nearDueDays: z.int().min(0).max(30),
    firstLateFeeMultiplier: z.int().min(0).max(10),
    firstLateFeeDays: z.int().min(1).max(90),
    secondLateFeeMultiplier: z.int().min(0).max(10),
    noticeDays: z.int().min(1).max(90),
    fine: baht,
  })
  .partial()
  .strict();
export type TRuleOverrides = z.infer<typeof ZRulesSchema>;
