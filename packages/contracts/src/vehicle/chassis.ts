/**
 * requirements/vehicles.md#field-rules, only the last 5 characters of the chassis number: the customer types the last 5 characters of
 * the chassis (VIN) number, letters and digits, which the land-transport registry's full number
 * must end with. Case does not matter; spaces and dashes typed around them are not part of it.
 */
const CHASSIS_LAST_LENGTH = 5;

const LAST_5 = /^[A-Z0-9]{5}$/;

/** Upper case, surrounding spaces gone. */
export function normaliseChassisLast5(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Exactly 5 letters or digits: 4 and 6 are both wrong. */
export function isChassisLast5(raw: string): boolean {
  return LAST_5.test(normaliseChassisLast5(raw));
}

/** The last 5 characters of a full chassis number, ignoring the separators some registries print. */
export function chassisLast5Of(fullChassisNumber: string): string {
  return fullChassisNumber
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(-CHASSIS_LAST_LENGTH);
}

/** Whether the typed last 5 characters are those of the registered chassis number. */
export function chassisMatches(fullChassisNumber: string, typedLast5: string): boolean {
  return isChassisLast5(typedLast5) && chassisLast5Of(fullChassisNumber) === normaliseChassisLast5(typedLast5);
}
