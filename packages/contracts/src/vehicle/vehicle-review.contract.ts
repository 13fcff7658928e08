/**
 * The back office's vehicle approval queue (staffservice), beside the registration queue: new and
 * resubmitted vehicles (WAIT) and edits of active ones, each approved or rejected with a reason.
 */
import { z } from 'zod';
import { ZCategoryGroupSchema, ZPlateTypeSchema, ZVehicleStatusSchema } from './vehicle.contract';
import { ZVehicleSchema } from './vehicle-views.contract';
import { VEHICLE_REJECTION_REASON_CODES, VEHICLE_SOURCES } from './vehicle-kinds';
import { multilineText } from '../rules/text';

/** NEW: added and never refused; RESUBMITTED: fixed after a refusal; CHANGE: an edit of an ACTIVE vehicle. */
const VEHICLE_REVIEW_KINDS = ['NEW', 'RESUBMITTED', 'CHANGE'] as const;
const ZVehicleReviewKindSchema = z.enum(VEHICLE_REVIEW_KINDS);
export type TVehicleReviewKind = z.infer<typeof ZVehicleReviewKindSchema>;

export const ZVehicleQueueQuerySchema = z.strictObject({
  kind: ZVehicleReviewKindSchema.optional().meta({ description: 'Only this kind; without it the whole queue' }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const ZVehicleQueueItemSchema = z.object({
  vehicleId: z.string(),
  referenceCode: z.string(),
  plateNumber: z.string(),
  provinceCode: z.string(),
  kind: ZVehicleReviewKindSchema,
  status: ZVehicleStatusSchema,
  ownerFlag: z.enum(['OWN', 'OTHER']),
  source: z.enum(VEHICLE_SOURCES),
  customerId: z.string(),
  customerName: z.string(),
  accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
  submittedAt: z.string().meta({ description: 'When it entered the queue; the oldest come first' }),
});

export const ZVehicleQueueSchema = z.object({
  items: z.array(ZVehicleQueueItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

const ZRegistryVehicleSchema = z
  .object({
    plateNumber: z.string(),
    provinceCode: z.string(),
    plateType: ZPlateTypeSchema,
    chassisNumber: z.string().meta({ description: 'The full chassis number' }),
    vehicleTypeCode: z.string(),
    brandCode: z.string(),
    colourCodes: z.array(z.string()),
    categoryGroup: ZCategoryGroupSchema,
    axleCount: z.number().int(),
    ownerType: z.enum(['PERSON', 'COMPANY']),
    ownerId: z.string(),
    ownerName: z.string(),
  })
  .meta({ id: 'RegistryVehicle', description: 'What the land-transport registry holds for the plate' });

export const ZVehicleReviewSchema = ZVehicleSchema.extend({
  reviewKind: ZVehicleReviewKindSchema.nullable().meta({ description: 'Null when the vehicle awaits no decision' }),
  customer: z.object({
    customerId: z.string(),
    displayName: z.string(),
    accountType: z.enum(['INDIVIDUAL', 'JURISTIC']),
    idNumber: z.string().nullable(),
    juristicId: z.string().nullable(),
    email: z.string(),
    mobile: z.string(),
  }),
  registry: ZRegistryVehicleSchema.nullable().meta({ description: 'Null when the registry no longer knows the plate' }),
  registryMatches: z.boolean().meta({
    description: 'Whether the chassis matches and, for an own vehicle, the registered owner is the customer, right now',
  }),
}).meta({ id: 'VehicleReview' });

export const ZVehicleRejectRequestSchema = z
  .strictObject({
    reasonCode: z.enum(VEHICLE_REJECTION_REASON_CODES).meta({ description: 'From VEHICLE_REJECTION_REASONS; OTHER needs reasonText' }),
    reasonText: multilineText()
      .trim()
      .max(500, 'ERR_COMMON_0002')
      .optional()
      .meta({ description: 'Free text told to the customer with the reason' }),
  })
  .superRefine((value, ctx) => {
    if (value.reasonCode === 'OTHER' && !value.reasonText)
      ctx.addIssue({ code: 'custom', message: 'ERR_COMMON_0004', path: ['reasonText'] });
  });

export const ZVehicleDecisionResponseSchema = z.object({
  vehicleId: z.string(),
  kind: ZVehicleReviewKindSchema,
  decision: z.enum(['APPROVED', 'REJECTED']),
  status: ZVehicleStatusSchema.meta({ description: 'The status after the decision (a refused change leaves the vehicle ACTIVE)' }),
  decidedAt: z.string(),
});

export type TVehicleQueue = z.infer<typeof ZVehicleQueueSchema>;
export type TVehicleReview = z.infer<typeof ZVehicleReviewSchema>;
export type TVehicleRejectRequest = z.infer<typeof ZVehicleRejectRequestSchema>;
export type TVehicleDecisionResponse = z.infer<typeof ZVehicleDecisionResponseSchema>;
