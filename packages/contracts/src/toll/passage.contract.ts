/**
 * Passages: what a gantry reports (POST /simservice/api/v1/passages and its batch) and what a
 * recorded passage looks like (requirements/billing.md#passages: gantry, plaza, lane, date-time passed,
 * price, photo).
 */
import { z } from 'zod';
import { INVALID } from '../rules/rule-codes';
import { ZPlateNumberSchema, ZProvinceCodeSchema } from '../vehicle/vehicle.contract';
import { ZVehicleClassSchema } from './gantry.contract';
import { PASSAGE_BATCH_MAX } from './toll-rule-texts';
import { text } from '../rules/text';

export const ZRecordPassageRequestSchema = z
  .strictObject({
    gantryCode: text()
      .regex(/^[A-Z0-9-]{1,30}$/, INVALID)
      .meta({ description: 'A gantry of GET /simservice/api/v1/gantries', example: 'M9-TC1-G1' }),
    lane: z.number().int(INVALID).meta({ description: 'From 1 to the gantry’s lane count', example: 1 }),
    plate: ZPlateNumberSchema,
    province: ZProvinceCodeSchema,
    vehicleClass: ZVehicleClassSchema.optional().meta({
      description:
        "As the gantry classified the vehicle; when absent, the member vehicle's category group or else the land-transport registry's",
    }),
    passedAt: z.iso
      .datetime({ offset: true, error: INVALID })
      .optional()
      .meta({ description: "ISO 8601 instant the vehicle passed; default the clock's now; never later than now" }),
  })
  .meta({ id: 'RecordPassageRequest' });
export type TRecordPassageRequest = z.infer<typeof ZRecordPassageRequestSchema>;

const ZPassageSchema = z
  .object({
    passageId: z.string(),
    passedAt: z.string().meta({ description: 'ISO 8601' }),
    recordedAt: z.string().meta({ description: 'ISO 8601: when the toll system recorded it (a late one has its period from this)' }),
    gantryCode: z.string(),
    plazaCode: z.string(),
    lane: z.number().int(),
    plate: z.string().meta({ description: 'Canonical spelling' }),
    province: z.string(),
    vehicleClass: ZVehicleClassSchema,
    price: z.number().int().meta({ description: 'Toll in satang, VAT included: the plaza’s tariff for the class when it was recorded' }),
    isMember: z.boolean().meta({ description: "True when plate and province were a customer's ACTIVE vehicle at passedAt" }),
    customerId: z.string().nullable(),
    vehicleId: z.string().nullable(),
    billingPeriod: z.string().meta({
      description:
        'Member: the billing cycle (YYYY-MM-1 for the 1st to the 15th, YYYY-MM-2 for the rest); non-member: the Bangkok day YYYY-MM-DD',
    }),
    photoUrl: z.string().meta({ description: 'The passage photo (SVG) with a key valid 5 minutes' }),
  })
  .meta({ id: 'Passage' });
export type TPassage = z.infer<typeof ZPassageSchema>;

export const ZRecordPassageResponseSchema = ZPassageSchema.extend({
  alreadyRecorded: z.boolean().meta({
    description:
      'True when the same read (plate, province, gantry, instant) was recorded before: this is that passage, not a second charge',
  }),
});

export const ZRecordPassageBatchRequestSchema = z.strictObject({
  passages: z
    .array(
      // Parsed item by item in the route, so that one bad item fails alone instead of the batch.
      z.unknown().meta({
        type: 'object',
        description: 'A passage as POST /simservice/api/v1/passages takes it (RecordPassageRequest), checked on its own',
      }),
    )
    .min(1, 'ERR_TOLL_0002')
    .max(PASSAGE_BATCH_MAX, 'ERR_TOLL_0002'),
});

const ZErrorItemSchema = z.object({ code: z.string(), description: z.string() });

const ZPassageBatchResultSchema = z.discriminatedUnion('ok', [
  z.object({ index: z.number().int(), ok: z.literal(true), passage: ZRecordPassageResponseSchema }),
  z.object({ index: z.number().int(), ok: z.literal(false), errors: z.array(ZErrorItemSchema) }),
]);

export const ZRecordPassageBatchResponseSchema = z.object({
  recorded: z.number().int().meta({ description: 'New passages' }),
  alreadyRecorded: z.number().int().meta({ description: 'Reads that were recorded before' }),
  failed: z.number().int(),
  results: z.array(ZPassageBatchResultSchema).meta({ description: 'One per item, in the order sent' }),
});

export const ZPassageIdParamsSchema = z.object({ passageId: z.uuid() });

export const ZPassagePhotoQuerySchema = z.object({
  key: text().max(100).meta({ description: 'The key in the photoUrl of a passage answer, valid 5 minutes' }),
});
