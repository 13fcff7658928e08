/**
 * A passage flagged when it was recorded (decision 0058): two reads of one plate no car could
 * make (an impossible journey, the usual sign of a cloned plate), or a class read at the gantry
 * that is not the registered vehicle's. Shown on the member's lines, the visitor's invoice and the
 * officer's evidence.
 */
import { z } from 'zod';
import { ZVehicleClassSchema } from './gantry.contract';

export const PASSAGE_FLAG_KINDS = ['IMPOSSIBLE_JOURNEY', 'CLASS_MISMATCH'] as const;
export type TPassageFlagKind = (typeof PASSAGE_FLAG_KINDS)[number];

const DISTANCE_BASES = ['ROUTE', 'STRAIGHT_LINE'] as const;

const ZImpossibleJourneyDetailSchema = z
  .object({
    earlierPassageId: z.string(),
    laterPassageId: z.string(),
    fromGantryCode: z.string(),
    toGantryCode: z.string(),
    fromPassedAt: z.string().meta({ description: 'ISO 8601' }),
    toPassedAt: z.string().meta({ description: 'ISO 8601' }),
    distanceKm: z.number().meta({ description: 'Kilometres between the two gantries, to the metre' }),
    distanceBasis: z.enum(DISTANCE_BASES).meta({
      description: 'ROUTE: along one route, by kilometre markers; STRAIGHT_LINE: between the coordinates, for two routes',
    }),
    minutes: z.number().meta({ description: 'Minutes between the two reads, to the second' }),
    speedKmh: z.number().nullable().meta({ description: 'km/h, one decimal; null when both reads have the same instant' }),
  })
  .meta({ id: 'ImpossibleJourneyDetail' });
export type TImpossibleJourneyDetail = z.infer<typeof ZImpossibleJourneyDetailSchema>;

const ZClassMismatchDetailSchema = z
  .object({
    gantryCode: z.string(),
    readClass: ZVehicleClassSchema.meta({ description: 'The class the gantry read' }),
    registeredClass: ZVehicleClassSchema.meta({ description: "The registered vehicle's class" }),
    registeredBy: z.enum(['MEMBER_VEHICLE', 'LAND_TRANSPORT_REGISTRY']),
  })
  .meta({ id: 'ClassMismatchDetail' });
export type TClassMismatchDetail = z.infer<typeof ZClassMismatchDetailSchema>;

export const ZPassageFlagSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('IMPOSSIBLE_JOURNEY'), detail: ZImpossibleJourneyDetailSchema }),
    z.object({ kind: z.literal('CLASS_MISMATCH'), detail: ZClassMismatchDetailSchema }),
  ])
  .meta({ id: 'PassageFlag' });
export type TPassageFlag = z.infer<typeof ZPassageFlagSchema>;

/** A flag as a passage carries it: `passageId` is the passage it is read for. */
export type TFlagOfPassage = TPassageFlag & { passageId: string };

/**
 * The portal's dispute form, prefilled (decision 0058): the passages by id and the cloned-plate
 * reason. `invoiceNo` is left out while the passages are accrued; the form finds a passage's
 * invoice from its id once it is invoiced, so a link sent before the cut still opens after it.
 */
export function disputeLinkPath({ passageIds, invoiceNo }: { passageIds: readonly string[]; invoiceNo?: string | undefined }): string {
  // Ids are UUIDs and stay readable with their commas; the invoice number is encoded all the same.
  const invoice = invoiceNo === undefined ? '' : `invoiceNo=${encodeURIComponent(invoiceNo)}&`;
  return `/mflow/dispute?${invoice}passages=${passageIds.map(encodeURIComponent).join(',')}&reason=CLONED_PLATE`;
}
