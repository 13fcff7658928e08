import {
  DEFAULT_JOURNEY_SPEED_LIMIT_KMH,
  distanceBetween,
  impossibleJourney,
  journeyBetween,
  journeyWindowMs,
  straightLineKm,
  type TGantryPosition,
} from './journey-rule';

const at = (iso: string) => new Date(iso);
const onM9 = (kmMarker: number): TGantryPosition => ({ route: 'M9', kmMarker, latitude: 13.75, longitude: 100.69 });
const sighting = (gantryCode: string, position: TGantryPosition, iso: string) => ({ gantryCode, position, passedAt: at(iso) });

/** Two reads on M9 one hour apart, `km` apart: the speed is `km` km/h exactly. */
const anHourApart = (km: number) =>
  [sighting('A', onM9(10), '2026-11-10T08:00:00+07:00'), sighting('B', onM9(10 + km), '2026-11-10T09:00:00+07:00')] as const;

describe('the impossible-journey rule', () => {
  it('has a default limit of 180 km/h', () => {
    expect(DEFAULT_JOURNEY_SPEED_LIMIT_KMH).toBe(180);
  });

  it('allows 179.9 and exactly 180 km/h and flags 180.1 km/h', () => {
    const [a1, b1] = anHourApart(179.9);
    expect(journeyBetween(a1, b1).speedKmh).toBeCloseTo(179.9, 9);
    expect(impossibleJourney(a1, b1, 180)).toBeUndefined();
    const [a2, b2] = anHourApart(180);
    expect(journeyBetween(a2, b2).speedKmh).toBe(180);
    expect(impossibleJourney(a2, b2, 180)).toBeUndefined();
    const [a3, b3] = anHourApart(180.1);
    expect(impossibleJourney(a3, b3, 180)).toMatchObject({ distanceBasis: 'ROUTE', minutes: 60 });
    expect(impossibleJourney(a3, b3, 180)?.speedKmh).toBeCloseTo(180.1, 9);
  });

  it('takes the limit it is given', () => {
    const [a, b] = anHourApart(100);
    expect(impossibleJourney(a, b, 100)).toBeUndefined();
    expect(impossibleJourney(a, b, 99.9)).toBeDefined();
  });

  it('reads the same in either order', () => {
    const [a, b] = anHourApart(180.1);
    expect(impossibleJourney(b, a, 180)).toEqual(impossibleJourney(a, b, 180));
    expect(journeyBetween(b, a)).toEqual({
      distanceKm: 180.1 - 0,
      distanceBasis: 'ROUTE',
      minutes: 60,
      speedKmh: journeyBetween(a, b).speedKmh,
    });
  });

  it('finds 60 km in 4 minutes impossible: 900 km/h', () => {
    const from = sighting('M9-TB1-G1', onM9(21.4), '2026-11-10T08:00:00+07:00');
    const to = sighting('M9-BP-G1', onM9(81.4), '2026-11-10T08:04:00+07:00');
    const journey = impossibleJourney(from, to, 180);
    expect(journey?.distanceKm).toBeCloseTo(60, 9);
    expect(journey?.minutes).toBe(4);
    expect(journey?.speedKmh).toBeCloseTo(900, 6);
  });

  it('never flags the same gantry twice, however soon', () => {
    const a = sighting('A', onM9(30), '2026-11-10T08:00:00+07:00');
    const b = sighting('A', onM9(30), '2026-11-10T08:00:01+07:00');
    expect(journeyBetween(a, b)).toEqual({ distanceKm: 0, distanceBasis: 'ROUTE', minutes: 1 / 60, speedKmh: 0 });
    expect(impossibleJourney(a, b, 180)).toBeUndefined();
  });

  it('never flags two gantries at one kilometre marker, even at the same instant', () => {
    const a = sighting('M9-TC1-G1', onM9(49.8), '2026-11-10T08:00:00+07:00');
    const b = sighting('M9-TC1-G3', onM9(49.8), '2026-11-10T08:00:00+07:00');
    expect(journeyBetween(a, b)).toEqual({ distanceKm: 0, distanceBasis: 'ROUTE', minutes: 0, speedKmh: null });
    expect(impossibleJourney(a, b, 180)).toBeUndefined();
  });

  it('flags two gantries read at the same instant, with no speed', () => {
    const a = sighting('A', onM9(30), '2026-11-10T08:00:00+07:00');
    const b = sighting('B', onM9(30.5), '2026-11-10T08:00:00+07:00');
    expect(impossibleJourney(a, b, 180)).toEqual({ distanceKm: 0.5, distanceBasis: 'ROUTE', minutes: 0, speedKmh: null });
  });

  it('measures two routes by the straight line between their gantries', () => {
    const m9: TGantryPosition = { route: 'M9', kmMarker: 50, latitude: 13.75, longitude: 100.69 };
    const m7: TGantryPosition = { route: 'M7', kmMarker: 50, latitude: 13.75 + 1, longitude: 100.69 };
    const distance = distanceBetween(m9, m7);
    expect(distance.basis).toBe('STRAIGHT_LINE');
    // One degree of latitude on a sphere of the mean Earth radius: 6371.0088 × π / 180 km.
    expect(distance.km).toBeCloseTo(111.195, 3);
    const from = sighting('M9-X', m9, '2026-11-10T08:00:00+07:00');
    expect(impossibleJourney(from, sighting('M7-X', m7, '2026-11-10T08:30:00+07:00'), 180)).toMatchObject({
      distanceBasis: 'STRAIGHT_LINE',
      minutes: 30,
    });
    expect(impossibleJourney(from, sighting('M7-X', m7, '2026-11-10T08:40:00+07:00'), 180)).toBeUndefined();
  });

  it('ignores the kilometre markers of two routes, even when they are equal', () => {
    const a: TGantryPosition = { route: 'M9', kmMarker: 10, latitude: 13.7, longitude: 100.6 };
    const b: TGantryPosition = { route: 'M81', kmMarker: 10, latitude: 13.7, longitude: 100.6 + 1 };
    expect(distanceBetween(a, b).km).toBeGreaterThan(100);
  });

  it('computes the straight line with latitude and longitude both', () => {
    expect(straightLineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 })).toBeCloseTo(111.195, 3);
    expect(straightLineKm({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 })).toBeCloseTo(55.6, 1);
    expect(straightLineKm({ latitude: 13.75, longitude: 100.69 }, { latitude: 13.75, longitude: 100.69 })).toBe(0);
    // Bangkok to Chiang Mai, about 583 km.
    expect(straightLineKm({ latitude: 13.7563, longitude: 100.5018 }, { latitude: 18.7883, longitude: 98.9853 })).toBeCloseTo(583, -1);
    expect(straightLineKm({ latitude: 18.7883, longitude: 98.9853 }, { latitude: 13.7563, longitude: 100.5018 })).toBeCloseTo(583, -1);
  });

  it('checks a window of the longest distance at the limit speed, rounded up to the millisecond', () => {
    expect(journeyWindowMs([onM9(20), onM9(80), onM9(50)], 180)).toBe(1_200_000);
    expect(journeyWindowMs([onM9(0), onM9(0.001)], 180)).toBe(20);
    expect(journeyWindowMs([onM9(0), onM9(0.0001)], 180)).toBe(2);
    expect(journeyWindowMs([onM9(10)], 180)).toBe(0);
    expect(journeyWindowMs([], 180)).toBe(0);
    expect(journeyWindowMs([onM9(80), onM9(20)], 90)).toBe(2_400_000);
  });
});
