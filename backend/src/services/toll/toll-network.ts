import { asc, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../platform/db/database';
import type { TGantryDirection, TTollNetworkResponse } from '@mflow/contracts/toll/gantry.contract';
import { VEHICLE_CLASSES, type TVehicleClass } from '@mflow/contracts/toll/vehicle-classes';
import type { TGantryPosition } from './journey-rule';
import { tollGantries, tollPlazas } from './toll.schema';

/** Satang per vehicle class, VAT included. */
export type TTariff = Record<TVehicleClass, number>;

/** Where a gantry stands along its plaza's route (decision 0058). */
type TGantryPlace = { kmMarker: number; latitude: number; longitude: number };

type TGantryDefinition = {
  code: string;
  nameTh: string;
  nameEn: string;
  direction: TGantryDirection;
  lanes: number;
  /** Null only for a gantry read back from the tables that the reference data no longer places. */
  position: TGantryPlace | null;
};

/** A plaza as the reference data defines it, with its gantries. */
export type TPlazaDefinition = {
  code: string;
  nameTh: string;
  nameEn: string;
  route: string;
  tariff: TTariff;
  gantries: TGantryDefinition[];
};

/** A gantry with what recording a passage under it needs: its plaza, the plaza's tariff, and where it stands. */
export type TGantry = {
  code: string;
  plazaCode: string;
  nameTh: string;
  nameEn: string;
  laneCount: number;
  tariff: TTariff;
  position: TGantryPosition | null;
};

/**
 * Writes the plazas and gantries of the reference data, each start: a new one is added and a
 * changed one (a new tariff) updated, so running it twice changes nothing. Plazas and gantries the
 * data no longer names stay: recorded passages name them.
 */
export async function upsertTollNetwork({ db, plazas }: { db: TQueryable; plazas: readonly TPlazaDefinition[] }): Promise<void> {
  if (plazas.length === 0) return;
  await db
    .insert(tollPlazas)
    .values(
      plazas.map((plaza, index) => ({
        code: plaza.code,
        nameTh: plaza.nameTh,
        nameEn: plaza.nameEn,
        route: plaza.route,
        tariffClass1: plaza.tariff[1],
        tariffClass2: plaza.tariff[2],
        tariffClass3: plaza.tariff[3],
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: tollPlazas.code,
      set: {
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        route: sql`excluded.route`,
        tariffClass1: sql`excluded.tariff_class1`,
        tariffClass2: sql`excluded.tariff_class2`,
        tariffClass3: sql`excluded.tariff_class3`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  const gantries = plazas.flatMap((plaza) => plaza.gantries.map((gantry) => ({ plaza, gantry })));
  if (gantries.length === 0) return;
  await db
    .insert(tollGantries)
    .values(
      gantries.map(({ plaza, gantry }, index) => ({
        code: gantry.code,
        plazaCode: plaza.code,
        nameTh: gantry.nameTh,
        nameEn: gantry.nameEn,
        direction: gantry.direction,
        laneCount: gantry.lanes,
        kmMarker: gantry.position?.kmMarker ?? null,
        latitude: gantry.position?.latitude ?? null,
        longitude: gantry.position?.longitude ?? null,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: tollGantries.code,
      set: {
        plazaCode: sql`excluded.plaza_code`,
        nameTh: sql`excluded.name_th`,
        nameEn: sql`excluded.name_en`,
        direction: sql`excluded.direction`,
        laneCount: sql`excluded.lane_count`,
        kmMarker: sql`excluded.km_marker`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

function placeOf(row: { kmMarker: number | null; latitude: number | null; longitude: number | null }): TGantryPlace | null {
  const { kmMarker, latitude, longitude } = row;
  return kmMarker === null || latitude === null || longitude === null ? null : { kmMarker, latitude, longitude };
}

/** The plazas in order, each with its gantries in order. */
async function listTollNetwork({ db }: { db: TQueryable }): Promise<TPlazaDefinition[]> {
  const plazaRows = await db.select().from(tollPlazas).orderBy(asc(tollPlazas.sortOrder), asc(tollPlazas.code));
  const gantryRows = await db.select().from(tollGantries).orderBy(asc(tollGantries.sortOrder), asc(tollGantries.code));
  return plazaRows.map((plaza) => ({
    code: plaza.code,
    nameTh: plaza.nameTh,
    nameEn: plaza.nameEn,
    route: plaza.route,
    tariff: { 1: plaza.tariffClass1, 2: plaza.tariffClass2, 3: plaza.tariffClass3 },
    gantries: gantryRows
      .filter((gantry) => gantry.plazaCode === plaza.code)
      .map((gantry) => ({
        code: gantry.code,
        nameTh: gantry.nameTh,
        nameEn: gantry.nameEn,
        direction: gantry.direction,
        lanes: gantry.laneCount,
        position: placeOf(gantry),
      })),
  }));
}

/** The road as the API answers it (the contract's TollPlaza): tariffs as one price per vehicle class. */
export async function tollNetworkView({ db }: { db: TQueryable }): Promise<TTollNetworkResponse> {
  const plazas = await listTollNetwork({ db });
  return {
    plazas: plazas.map((plaza) => ({
      plazaCode: plaza.code,
      nameTh: plaza.nameTh,
      nameEn: plaza.nameEn,
      route: plaza.route,
      tariffs: VEHICLE_CLASSES.map((vehicleClass) => ({ vehicleClass, price: plaza.tariff[vehicleClass] })),
      gantries: plaza.gantries.map((gantry) => ({
        gantryCode: gantry.code,
        nameTh: gantry.nameTh,
        nameEn: gantry.nameEn,
        direction: gantry.direction,
        lanes: gantry.lanes,
        position: gantry.position,
      })),
    })),
  };
}

/** Every gantry by code with its plaza's tariff and its position: a few dozen rows, read once per recording call. */
export async function loadGantries({ db }: { db: TQueryable }): Promise<Map<string, TGantry>> {
  const rows = await db
    .select({
      code: tollGantries.code,
      plazaCode: tollGantries.plazaCode,
      nameTh: tollGantries.nameTh,
      nameEn: tollGantries.nameEn,
      laneCount: tollGantries.laneCount,
      route: tollPlazas.route,
      kmMarker: tollGantries.kmMarker,
      latitude: tollGantries.latitude,
      longitude: tollGantries.longitude,
      class1: tollPlazas.tariffClass1,
      class2: tollPlazas.tariffClass2,
      class3: tollPlazas.tariffClass3,
    })
    .from(tollGantries)
    .innerJoin(tollPlazas, eq(tollPlazas.code, tollGantries.plazaCode));
  return new Map(
    rows.map((row) => {
      const place = placeOf(row);
      return [
        row.code,
        {
          code: row.code,
          plazaCode: row.plazaCode,
          nameTh: row.nameTh,
          nameEn: row.nameEn,
          laneCount: row.laneCount,
          tariff: { 1: row.class1, 2: row.class2, 3: row.class3 },
          position: place ? { route: row.route, ...place } : null,
        },
      ];
    }),
  );
}
