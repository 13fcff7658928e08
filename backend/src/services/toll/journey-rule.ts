/**
 * Whether two reads of one plate make a journey no car could drive (decision 0058): pure, so the
 * boundaries are tested with literal numbers and the rule is mutation-tested.
 */

/** Where a gantry stands: its route and kilometre marker along it, and its coordinates (WGS 84 degrees). */
export type TGantryPosition = { route: string; kmMarker: number; latitude: number; longitude: number };

/** One read of a plate: under which gantry, where that stands, and when. */
export type TSighting = { gantryCode: string; position: TGantryPosition; passedAt: Date };

export type TDistanceBasis = 'ROUTE' | 'STRAIGHT_LINE';

export type TJourney = {
  distanceKm: number;
  distanceBasis: TDistanceBasis;
  minutes: number;
  /** Null when both reads have the same instant: no speed covers a distance in no time. */
  speedKmh: number | null;
};

/** The default speed limit (km/h) above which a journey between two gantries is impossible. */
export const DEFAULT_JOURNEY_SPEED_LIMIT_KMH = 180;

/** The mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;
const MS_PER_HOUR = 3_600_000;
const MS_PER_MINUTE = 60_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in km. */
export function straightLineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const halfChord =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(halfChord));
}

/**
 * How far apart two gantries are: along the route by kilometre markers when both are on one route;
 * otherwise the straight line between them, which no road is shorter than, so a journey between
 * two routes is never called impossible for want of a route distance.
 */
export function distanceBetween(a: TGantryPosition, b: TGantryPosition): { km: number; basis: TDistanceBasis } {
  if (a.route === b.route) return { km: Math.abs(a.kmMarker - b.kmMarker), basis: 'ROUTE' };
  return { km: straightLineKm(a, b), basis: 'STRAIGHT_LINE' };
}

/** The journey from one read to another, in either order. */
export function journeyBetween(a: TSighting, b: TSighting): TJourney {
  const { km, basis } = distanceBetween(a.position, b.position);
  const elapsedMs = Math.abs(b.passedAt.getTime() - a.passedAt.getTime());
  return {
    distanceKm: km,
    distanceBasis: basis,
    minutes: elapsedMs / MS_PER_MINUTE,
    speedKmh: elapsedMs === 0 ? null : km / (elapsedMs / MS_PER_HOUR),
  };
}

/**
 * The journey when no car could make it: faster than `limitKmh` (a speed of exactly the limit is
 * possible), or some distance in no time. The same gantry twice is never one: it is no distance.
 */
export function impossibleJourney(a: TSighting, b: TSighting, limitKmh: number): TJourney | undefined {
  const journey = journeyBetween(a, b);
  if (journey.distanceKm === 0) return undefined;
  if (journey.speedKmh !== null && journey.speedKmh <= limitKmh) return undefined;
  return journey;
}

/**
 * How long before and after a read the plate's other reads need checking: the longest distance
 * between two of the gantries at the limit's speed. Two reads further apart in time than that are
 * a possible journey whichever gantries they are at.
 */
export function journeyWindowMs(positions: readonly TGantryPosition[], limitKmh: number): number {
  let longestKm = 0;
  for (const a of positions) for (const b of positions) longestKm = Math.max(longestKm, distanceBetween(a, b).km);
  return Math.ceil((longestKm * MS_PER_HOUR) / limitKmh);
}
