/**
 * The simulated road (GET /simservice/api/v1/gantries): the toll plazas with their tariffs and the
 * camera gantries that record passages, with their lanes.
 */
import { z } from 'zod';
import { VEHICLE_CLASSES } from './vehicle-classes';

export const GANTRY_DIRECTIONS = ['INBOUND', 'OUTBOUND'] as const;
export type TGantryDirection = (typeof GANTRY_DIRECTIONS)[number];

export const ZVehicleClassSchema = z
  .literal(VEHICLE_CLASSES, { error: 'ERR_TOLL_0001' })
  .meta({ description: 'Toll class: 1 four wheels, 2 six wheels, 3 more than six wheels (category groups C1, C2, C3)', example: 1 });

const ZTariffSchema = z.object({
  vehicleClass: ZVehicleClassSchema,
  price: z.number().int().meta({ description: 'Toll in satang, VAT included', example: 3000 }),
});

const ZGantrySchema = z.object({
  gantryCode: z.string().meta({ example: 'M9-TC1-G1' }),
  nameTh: z.string(),
  nameEn: z.string(),
  direction: z.enum(GANTRY_DIRECTIONS),
  lanes: z.number().int().meta({ description: 'Lanes are numbered 1 to this' }),
  position: z
    .object({
      kmMarker: z.number().meta({ description: "Kilometre marker along the plaza's route", example: 49.8 }),
      latitude: z.number().meta({ description: 'WGS 84 degrees', example: 13.7566 }),
      longitude: z.number().meta({ description: 'WGS 84 degrees', example: 100.6928 }),
    })
    .nullable()
    .meta({ description: 'Where the gantry stands; null for a gantry the reference data no longer places' }),
});

const ZPlazaSchema = z
  .object({
    plazaCode: z.string().meta({ example: 'M9-TC1' }),
    nameTh: z.string(),
    nameEn: z.string(),
    route: z.string().meta({ example: 'M9' }),
    tariffs: z.array(ZTariffSchema).meta({ description: 'One price per vehicle class' }),
    gantries: z.array(ZGantrySchema),
  })
  .meta({ id: 'TollPlaza' });

export const ZTollNetworkResponseSchema = z.object({ plazas: z.array(ZPlazaSchema) });
export type TTollNetworkResponse = z.infer<typeof ZTollNetworkResponseSchema>;
