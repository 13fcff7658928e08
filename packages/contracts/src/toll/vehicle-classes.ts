import type { TCategoryGroup } from '../vehicle/vehicle-kinds';

/**
 * The toll classes a gantry charges by (requirements/billing.md#passages, the plaza's tariff for the vehicle class):
 * 1 four wheels, 2 six wheels, 3 more than six wheels. They are the vehicle's category group
 * (C1, C2, C3) as a number, the way gantry systems report them.
 */
export const VEHICLE_CLASSES = [1, 2, 3] as const;
export type TVehicleClass = (typeof VEHICLE_CLASSES)[number];

const CLASS_OF_GROUP: Record<TCategoryGroup, TVehicleClass> = { C1: 1, C2: 2, C3: 3 };

export function vehicleClassOf(group: TCategoryGroup): TVehicleClass {
  return CLASS_OF_GROUP[group];
}

export function isVehicleClass(value: unknown): value is TVehicleClass {
  return VEHICLE_CLASSES.some((vehicleClass) => vehicleClass === value);
}
