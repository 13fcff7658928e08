/**
 * What the vehicleservice answers about vehicles: the member's views, the list and the visitor's
 * reference-code look-up. The requests and the form's rules are in vehicle.contract.ts.
 */
import { z } from 'zod';
import { ZUploadMimeTypeSchema } from '../rules/upload-formats';
import { VEHICLE_DOCUMENT_SLOTS } from './vehicle-documents';
import { STATUS_CHANGERS, VEHICLE_REJECTION_REASON_CODES, VEHICLE_SOURCES } from './vehicle-kinds';
import {
  ZCategoryGroupSchema,
  ZOwnerFlagSchema,
  ZPlateTypeSchema,
  ZVehicleStatusLabelSchema,
  ZVehicleStatusSchema,
} from './vehicle.contract';
import { text } from '../rules/text';

const ZVehicleFileSchema = z.object({
  fileId: z.string(),
  url: z.string().meta({ description: 'Download URL with a key valid 5 minutes' }),
  mimeType: ZUploadMimeTypeSchema.meta({
    description: "Decided by the file's content when it was uploaded, so that a PDF is not shown as a picture",
  }),
});

const ZVehicleDocumentsViewSchema = z
  .object({
    frontPhoto: ZVehicleFileSchema.nullable(),
    backPhoto: ZVehicleFileSchema.nullable(),
    sidePhoto: ZVehicleFileSchema.nullable(),
    registrationBook: z.array(ZVehicleFileSchema),
    taxPlate: ZVehicleFileSchema.nullable(),
    consentLetter: ZVehicleFileSchema.nullable(),
    ownerIdDocument: ZVehicleFileSchema.nullable(),
    powerOfAttorney: ZVehicleFileSchema.nullable(),
  })
  .meta({ id: 'VehicleDocuments' });

const detailsView = {
  ownerFlag: ZOwnerFlagSchema,
  vehicleTypeCode: z.string(),
  brandCode: z.string(),
  brandOther: z.string().nullable(),
  colourCodes: z.array(z.string()),
  colourOther: z.string().nullable(),
  categoryGroup: ZCategoryGroupSchema,
  axleCount: z.number().int(),
};

const ZVehicleDocumentSlotSchema = z.enum(VEHICLE_DOCUMENT_SLOTS);

const ZVehiclePendingChangeSchema = z
  .object({
    changeId: z.string(),
    requestedAt: z.string(),
    ...detailsView,
    documents: ZVehicleDocumentsViewSchema,
  })
  .meta({
    id: 'VehiclePendingChange',
    description: 'An edit of an ACTIVE vehicle waiting for staff approval; the vehicle stays ACTIVE meanwhile',
  });

const ZVehicleStatusHistoryEntrySchema = z.object({
  status: ZVehicleStatusSchema,
  from: z.string().meta({ description: 'ISO 8601: the status holds from this instant' }),
  to: z.string().nullable().meta({ description: 'ISO 8601: until this instant (exclusive); null while it still holds' }),
  changedBy: z.enum(STATUS_CHANGERS),
  reasonCode: z.string().nullable(),
  reasonText: z.string().nullable(),
});

const ZVehicleRejectionSchema = z.object({
  reasonCode: z.enum(VEHICLE_REJECTION_REASON_CODES),
  reasonText: z.string().nullable(),
  rejectedAt: z.string(),
});

const summaryShape = {
  vehicleId: z.string(),
  referenceCode: z
    .string()
    .meta({ description: 'Issued when the vehicle is added; visitors look the vehicle up with it (/mflow/refcode)' }),
  plateNumber: z.string(),
  provinceCode: z.string(),
  plateType: ZPlateTypeSchema,
  chassisLast5: z.string(),
  ...detailsView,
  status: ZVehicleStatusSchema,
  statusLabel: ZVehicleStatusLabelSchema,
  source: z.enum(VEHICLE_SOURCES),
  hasPendingChange: z.boolean(),
  missingDocuments: z
    .array(ZVehicleDocumentSlotSchema)
    .meta({ description: 'Documents still needed before staff can approve (a fleet import of someone else’s vehicle)' }),
  createdAt: z.string(),
  statusChangedAt: z.string(),
};

const ZVehicleSummarySchema = z.object(summaryShape).meta({ id: 'VehicleSummary' });

export const ZVehicleSchema = z
  .object({
    ...summaryShape,
    documents: ZVehicleDocumentsViewSchema,
    rejection: ZVehicleRejectionSchema.nullable().meta({ description: 'The latest refusal, while the vehicle is REJECTED' }),
    pendingChange: ZVehiclePendingChangeSchema.nullable(),
    statusHistory: z.array(ZVehicleStatusHistoryEntrySchema).meta({ description: 'Oldest first' }),
  })
  .meta({ id: 'Vehicle' });

export const ZVehicleListSchema = z.object({
  items: z.array(ZVehicleSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

export const ZRefCodeParamsSchema = z.object({ code: text().min(1).max(32) });

export const ZRefCodeResponseSchema = z
  .object({
    referenceCode: z.string(),
    plateNumber: z.string(),
    provinceCode: z.string(),
    status: ZVehicleStatusSchema,
    statusLabel: ZVehicleStatusLabelSchema,
    ownerName: z.string().meta({ description: "A person's name masked (first two letters of each name); a company's name as registered" }),
  })
  .meta({ id: 'VehicleByReferenceCode' });

export type TVehicleView = z.infer<typeof ZVehicleSchema>;
export type TVehicleSummary = z.infer<typeof ZVehicleSummarySchema>;
export type TVehicleList = z.infer<typeof ZVehicleListSchema>;
export type TVehicleFile = z.infer<typeof ZVehicleFileSchema>;
export type TVehicleDocumentsView = z.infer<typeof ZVehicleDocumentsViewSchema>;
export type TVehiclePendingChange = z.infer<typeof ZVehiclePendingChangeSchema>;
export type TRefCodeResponse = z.infer<typeof ZRefCodeResponseSchema>;
