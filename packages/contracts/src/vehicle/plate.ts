/**
 * Thai licence plates (requirements/vehicles.md#vehicle-fields: licence plate, plate type, province), as pure functions the portal's
 * form and the API share. A plate is kept in one canonical spelling, so that `1กข1234`, `1 กข 1234`
 * and `1กข 1234` are the same plate for uniqueness, billing and the registry.
 *
 * Formats (the canonical spelling first):
 * - STANDARD `1กข 1234`, `กข 1234`, `ก 1`: an optional leading digit 1-9, one or two Thai
 *   consonants, a space, 1 to 4 digits without a leading zero. Private cars, taxis, government and
 *   police cars, red temporary plates and auction (graphic) plates.
 * - TRUCK `70-1234`: two digits (10-99), a dash, four digits. Commercial trucks and buses, and
 *   public vehicles registered under the Land Transport Act.
 * - MILITARY `ทบ 12345`: a service prefix (ทบ army, ทร navy, ทอ air force, กห defence ministry,
 *   ทท armed forces headquarters), a space, 1 to 5 digits. A dot after the prefix is dropped.
 * - DIPLOMATIC `ท 12-3456`: ท (diplomat), ก (consular) or พ (mission staff), a space, the
 *   mission's 2 or 3 digit number, a dash, 1 to 4 digits.
 * - INTERNATIONAL_ORGANISATION `อ 12-3456`: อ, a space, the organisation's 2 or 3 digit number, a
 *   dash, 1 to 4 digits.
 * - FOREIGN `ABC 1234`: Latin letters and digits (a neighbouring country's plate), 2 to 10 of them,
 *   at least one a letter, at most one space or dash inside.
 *
 * A plate of two Thai letters and up to 4 digits, such as `ทบ 1234`, fits both STANDARD and
 * MILITARY: the chosen plate type (and the land-transport registry) tells which it is.
 */

export type TPlateFormat = 'STANDARD' | 'TRUCK' | 'MILITARY' | 'DIPLOMATIC' | 'INTERNATIONAL_ORGANISATION' | 'FOREIGN';

/** The plate types of the master list `platetypes` (requirements/vehicles.md#vehicle-fields, plate type: military, embassy, international organisation, ...). */
export const PLATE_TYPES = [
  'PRIVATE',
  'AUCTION',
  'PUBLIC',
  'COMMERCIAL',
  'TEMPORARY',
  'GOVERNMENT',
  'MILITARY',
  'POLICE',
  'DIPLOMATIC',
  'INTERNATIONAL_ORGANISATION',
  'FOREIGN',
] as const;
export type TPlateType = (typeof PLATE_TYPES)[number];

/** Which formats each plate type is written in. */
const FORMATS_OF_PLATE_TYPE: Record<TPlateType, readonly TPlateFormat[]> = {
  PRIVATE: ['STANDARD'],
  AUCTION: ['STANDARD'],
  TEMPORARY: ['STANDARD'],
  GOVERNMENT: ['STANDARD'],
  POLICE: ['STANDARD'],
  PUBLIC: ['STANDARD', 'TRUCK'],
  COMMERCIAL: ['STANDARD', 'TRUCK'],
  MILITARY: ['MILITARY'],
  DIPLOMATIC: ['DIPLOMATIC'],
  INTERNATIONAL_ORGANISATION: ['INTERNATIONAL_ORGANISATION'],
  FOREIGN: ['FOREIGN'],
};

/** Thai consonants ก (U+0E01) to ฮ (U+0E2E): plates use no vowels or tone marks. */
const C = '[\u0E01-\u0E2E]';

type TPattern = { format: TPlateFormat; pattern: RegExp; canonical: (match: RegExpExecArray) => string };

const PATTERNS: readonly TPattern[] = [
  { format: 'STANDARD', pattern: new RegExp(`^([1-9]?) ?(${C}{1,2}) ?([1-9]\\d{0,3})$`), canonical: (m) => `${m[1]}${m[2]} ${m[3]}` },
  { format: 'TRUCK', pattern: /^([1-9]\d) ?- ?(\d{4})$/, canonical: (m) => `${m[1]}-${m[2]}` },
  { format: 'MILITARY', pattern: /^(ทบ|ทร|ทอ|กห|ทท) ?([1-9]\d{0,4})$/, canonical: (m) => `${m[1]} ${m[2]}` },
  { format: 'DIPLOMATIC', pattern: /^([ทกพ]) ?(\d{2,3}) ?- ?(\d{1,4})$/, canonical: (m) => `${m[1]} ${m[2]}-${m[3]}` },
  { format: 'INTERNATIONAL_ORGANISATION', pattern: /^(อ) ?(\d{2,3}) ?- ?(\d{1,4})$/, canonical: (m) => `${m[1]} ${m[2]}-${m[3]}` },
  // At least one Latin letter, so that a mistyped Thai plate of digits only is no foreign plate.
  { format: 'FOREIGN', pattern: /^(?=[A-Z0-9 -]*[A-Z])(?=(?:[A-Z0-9][ -]?){2,10}$)[A-Z0-9]+(?:[ -][A-Z0-9]+)?$/, canonical: (m) => m[0] },
];

/** Spaces collapsed, Latin letters in capitals, the dot some people type after a military prefix dropped. */
function tidy(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ').replace(/\./g, '').toUpperCase();
}

/** The formats a plate is written in; empty when it is no plate at all. */
export function plateFormatsOf(raw: string): TPlateFormat[] {
  const plate = tidy(raw);
  return PATTERNS.filter(({ pattern }) => pattern.test(plate)).map(({ format }) => format);
}

/**
 * The canonical spelling of a plate (`1กข1234` → `1กข 1234`, `70 - 1234` → `70-1234`); a string that
 * is no plate comes back tidied but otherwise as it was.
 */
export function normalisePlate(raw: string): string {
  const plate = tidy(raw);
  for (const { pattern, canonical } of PATTERNS) {
    const match = pattern.exec(plate);
    if (match) return canonical(match);
  }
  return plate;
}

export function isPlateNumber(raw: string): boolean {
  return plateFormatsOf(raw).length > 0;
}

/** Whether the plate is written as plates of this type are. */
export function plateFitsType(raw: string, plateType: TPlateType): boolean {
  const formats = FORMATS_OF_PLATE_TYPE[plateType];
  return plateFormatsOf(raw).some((format) => formats.includes(format));
}

/** The plate types a plate may be, from its spelling alone (the portal preselects the first). */
export function plateTypesFor(raw: string): TPlateType[] {
  const formats = plateFormatsOf(raw);
  return PLATE_TYPES.filter((plateType) => FORMATS_OF_PLATE_TYPE[plateType].some((format) => formats.includes(format)));
}
