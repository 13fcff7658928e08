/**
 * The vehicleservice API (requirements/vehicles.md, and its check POST /vehicleservice/api/v1/verify): request
 * schemas and the form's cross-field rules, which the portal's vehicle form applies too; the
 * answers are in vehicle-views.contract.ts.
 * Rules that need data (master lists, the land-transport registry, uploaded files, uniqueness)
 * live in the backend's vehicle service.
 */
import { z } from 'zod';
import { always, record, type TIssueSink } from '../rules/cross-field';
import { ZPersonIdSchema } from '../rules/identity';
import { INVALID, REQUIRED } from '../rules/rule-codes';
import { isChassisLast5, normaliseChassisLast5 } from './chassis';
import { isPlateNumber, normalisePlate, PLATE_TYPES, plateFitsType, type TPlateType } from './plate';
import { MAX_REGISTRATION_BOOK_PAGES, MIN_REGISTRATION_BOOK_PAGES, OWNERSHIP_SLOTS, VEHICLE_DOCUMENT_SLOTS } from './vehicle-documents';
import {
  axleCountFits,
  CATEGORY_GROUPS,
  MAX_AXLES,
  MAX_COLOURS,
  MIN_AXLES,
  OTHER_CHOICE,
  OWNER_FLAGS,
  VEHICLE_STATUS_LABEL_CODES,
  VEHICLE_STATUSES,
  type TCategoryGroup,
} from './vehicle-kinds';
import { text } from '../rules/text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ZVehicleStatusSchema = z.enum(VEHICLE_STATUSES).meta({
  description: 'WAIT (awaiting staff approval), ACTIVE, REJECTED (with a reason; fix and resubmit), INACTIVE (deleted)',
});
export const ZVehicleStatusLabelSchema = z.enum(VEHICLE_STATUS_LABEL_CODES).meta({
  description:
    'What the vehicle list shows (requirements/vehicles.md#vehicle-status labels): ACTIVE, AWAITING_CONFIRMATION (active, an edit awaits approval), IN_REVIEW, REJECTED, CANCELLED',
});
export const ZOwnerFlagSchema = z
  .enum(OWNER_FLAGS)
  .meta({ description: "OWN: the customer's own vehicle; OTHER: someone else's, with the keeper's consent" });
export const ZPlateTypeSchema = z.enum(PLATE_TYPES).meta({ description: 'A code of the master list `platetypes`' });
export const ZCategoryGroupSchema = z
  .enum(CATEGORY_GROUPS)
  .meta({ description: 'Toll class (master list `vehicleclasses`): C1 4 wheels, C2 6 wheels, C3 more than 6 wheels' });

export const ZPlateNumberSchema = z
  .string()
  .max(20, 'ERR_VEH_0001')
  .refine(isPlateNumber, 'ERR_VEH_0001')
  .overwrite(normalisePlate)
  .meta({ description: 'Thai licence plate, kept in its canonical spelling (see plate.ts)', example: '1กข 1234' });

export const ZProvinceCodeSchema = z
  .string()
  .regex(/^\d{2}$/, INVALID)
  .meta({ description: 'A code of the master list `provinces`', example: '10' });

export const ZChassisLast5Schema = z
  .string()
  .max(20, 'ERR_VEH_0003')
  .refine(isChassisLast5, 'ERR_VEH_0003')
  .overwrite(normaliseChassisLast5)
  .meta({
    description: 'requirements/vehicles.md#field-rules: the last 5 characters of the chassis number, letters or digits',
    example: '34567',
  });

const ZMasterCodeSchema = text().regex(/^[A-Z0-9_]{1,40}$/, INVALID);
const ZFreeTextSchema = text().trim().min(1, REQUIRED).max(50, INVALID);
const ZVehicleFileIdSchema = z
  .string()
  .regex(UUID, INVALID)
  .meta({ description: 'A fileId answered by POST /fileservice/api/v1/uploadFile (the signed-in customer’s own upload)' });

/** One file id per document slot; the registration book is a list of pages. */
const ZVehicleDocumentsSchema = z
  .strictObject({
    frontPhoto: ZVehicleFileIdSchema,
    backPhoto: ZVehicleFileIdSchema,
    sidePhoto: ZVehicleFileIdSchema,
    registrationBook: z
      .array(ZVehicleFileIdSchema)
      .max(MAX_REGISTRATION_BOOK_PAGES, INVALID)
      .meta({ description: 'Pages of the registration-book copy, at least 2: the latest registration page and the latest owner page' }),
    taxPlate: ZVehicleFileIdSchema,
    consentLetter: ZVehicleFileIdSchema.optional().meta({ description: "The keeper's consent letter: with ownerFlag OTHER only" }),
    ownerIdDocument: ZVehicleFileIdSchema.optional().meta({ description: "The owner's ID document: with ownerFlag OTHER only" }),
    powerOfAttorney: ZVehicleFileIdSchema.optional().meta({ description: 'The power of attorney: with ownerFlag OTHER only' }),
  })
  .meta({ id: 'VehicleDocumentsInput' });

const ZVerificationTokenSchema = text().min(1, REQUIRED).max(1024, INVALID);

/** What identifies a vehicle: it cannot be edited (a new plate is a new vehicle: delete this one and add it). */
const identityShape = {
  plateNumber: ZPlateNumberSchema,
  provinceCode: ZProvinceCodeSchema,
  plateType: ZPlateTypeSchema,
  chassisLast5: ZChassisLast5Schema,
};

/** What an edit may change. */
const detailsShape = {
  ownerFlag: ZOwnerFlagSchema,
  vehicleTypeCode: ZMasterCodeSchema.meta({
    description: 'A code of the master list `vehicletypes`; its class must be the category group',
  }),
  brandCode: ZMasterCodeSchema.meta({ description: 'A code of the master list `vehiclebrands`' }),
  brandOther: ZFreeTextSchema.optional().meta({ description: 'The brand, typed, when brandCode is OTHER' }),
  colourCodes: z
    .array(ZMasterCodeSchema)
    .min(1, REQUIRED)
    .max(MAX_COLOURS, INVALID)
    .meta({ description: `1 to ${MAX_COLOURS} codes of the master list \`colours\`, no repeats` }),
  colourOther: ZFreeTextSchema.optional().meta({ description: 'A colour not in the list, typed, when colourCodes holds OTHER' }),
  categoryGroup: ZCategoryGroupSchema,
  axleCount: z
    .number(INVALID)
    .int(INVALID)
    .min(MIN_AXLES, 'ERR_VEH_0006')
    .max(MAX_AXLES, 'ERR_VEH_0006')
    .meta({ description: 'C1: 2, C2: 3, C3: 4 to 10' }),
  documents: ZVehicleDocumentsSchema,
};

/** The plate is written as plates of its type are (a military plate chosen for `1กข 1234` is refused). */
function checkPlateType(ctx: TIssueSink, input: Record<string, unknown>): void {
  const { plateNumber, plateType } = input;
  if (typeof plateNumber !== 'string' || typeof plateType !== 'string' || !isPlateNumber(plateNumber)) return;
  if (!(PLATE_TYPES as readonly string[]).includes(plateType)) return;
  if (!plateFitsType(plateNumber, plateType as TPlateType))
    ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0002', path: ['plateNumber'] });
}

/** OTHER takes typed text and only OTHER does; colours are not repeated. */
function checkChoices(ctx: TIssueSink, input: Record<string, unknown>): void {
  const colours = Array.isArray(input.colourCodes) ? input.colourCodes : [];
  if (new Set(colours).size !== colours.length) ctx.addIssue({ code: 'custom', message: INVALID, path: ['colourCodes'] });
  if (colours.includes(OTHER_CHOICE) && input.colourOther === undefined)
    ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0004', path: ['colourOther'] });
  if (!colours.includes(OTHER_CHOICE) && input.colourOther !== undefined)
    ctx.addIssue({ code: 'custom', message: INVALID, path: ['colourOther'] });
  if (input.brandCode === OTHER_CHOICE && input.brandOther === undefined)
    ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0005', path: ['brandOther'] });
  if (typeof input.brandCode === 'string' && input.brandCode !== OTHER_CHOICE && input.brandOther !== undefined) {
    ctx.addIssue({ code: 'custom', message: INVALID, path: ['brandOther'] });
  }
}

function checkAxles(ctx: TIssueSink, input: Record<string, unknown>): void {
  const { categoryGroup, axleCount } = input;
  if (typeof axleCount !== 'number' || !(CATEGORY_GROUPS as readonly string[]).includes(String(categoryGroup))) return;
  if (axleCount >= MIN_AXLES && axleCount <= MAX_AXLES && !axleCountFits(categoryGroup as TCategoryGroup, axleCount)) {
    ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0006', path: ['axleCount'] });
  }
}

/**
 * requirements/vehicles.md#field-rules: at least 2 registration-book pages; someone else's vehicle carries the consent
 * letter, the owner's ID document and the power of attorney, and one's own carries none of them;
 * no file stands for two documents or two pages.
 */
function checkVehicleDocuments(ctx: TIssueSink, input: Record<string, unknown>): void {
  const documents = record(input.documents);
  if (input.documents === undefined) return;
  const pages = Array.isArray(documents.registrationBook) ? documents.registrationBook : undefined;
  if (pages !== undefined && new Set(pages.map((id) => String(id).toLowerCase())).size < MIN_REGISTRATION_BOOK_PAGES) {
    ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0007', path: ['documents', 'registrationBook'] });
  }
  for (const slot of OWNERSHIP_SLOTS) {
    if (input.ownerFlag === 'OTHER' && documents[slot] === undefined)
      ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0008', path: ['documents', slot] });
    if (input.ownerFlag === 'OWN' && documents[slot] !== undefined)
      ctx.addIssue({ code: 'custom', message: INVALID, path: ['documents', slot] });
  }
  const seen = new Map<string, string>();
  for (const slot of VEHICLE_DOCUMENT_SLOTS) {
    const ids = slot === 'registrationBook' ? (pages ?? []) : documents[slot] === undefined ? [] : [documents[slot]];
    const inSlot = new Set<string>();
    for (const id of ids) {
      const key = String(id).toLowerCase();
      // Repeated pages are the book rule's business; a file in two slots is this rule's.
      if (seen.has(key) && !inSlot.has(key)) ctx.addIssue({ code: 'custom', message: 'ERR_VEH_0009', path: ['documents', slot] });
      seen.set(key, slot);
      inSlot.add(key);
    }
  }
}

function checkVehicleForm(ctx: TIssueSink, value: unknown): void {
  const input = record(value);
  checkPlateType(ctx, input);
  checkChoices(ctx, input);
  checkAxles(ctx, input);
  checkVehicleDocuments(ctx, input);
}

/** The vehicle form as the portal fills it (requirements/vehicles.md#vehicle-fields), without the OTP proof. */
export const ZVehicleFormSchema = z
  .strictObject({ ...identityShape, ...detailsShape })
  .superRefine((value, ctx) => checkVehicleForm(ctx, value), always);

export const ZVehicleCreateRequestSchema = z
  .strictObject({
    ...identityShape,
    ...detailsShape,
    verificationToken: ZVerificationTokenSchema.meta({
      description: 'OTP verification token of step CREATE_VEHICLE (code 9), to the registered mobile or e-mail',
    }),
  })
  .superRefine((value, ctx) => checkVehicleForm(ctx, value), always)
  .meta({ id: 'VehicleCreateRequest' });

/**
 * An edit: every changeable field again (the form is sent whole). On a WAIT vehicle it applies at
 * once; on an ACTIVE one it waits for approval while the vehicle stays ACTIVE; on a REJECTED one
 * it is the resubmission and the vehicle goes back to WAIT.
 */
export const ZVehicleUpdateRequestSchema = z
  .strictObject({
    ...detailsShape,
    verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step EDIT_VEHICLE (code 10)' }),
  })
  .superRefine((value, ctx) => checkVehicleForm(ctx, value), always)
  .meta({ id: 'VehicleUpdateRequest' });

export const ZVehicleDeleteQuerySchema = z.strictObject({
  verificationToken: ZVerificationTokenSchema.meta({ description: 'OTP verification token of step DELETE_VEHICLE (code 11)' }),
});

/** Any text is taken, so that every id other than one's own vehicle's gets the same 404. */
export const ZVehicleIdParamsSchema = z.object({ vehicleId: text().min(1).max(64) });

export const ZVehicleListQuerySchema = z.strictObject({
  status: ZVehicleStatusSchema.optional().meta({
    description: 'Only this status; without it every vehicle except the deleted (INACTIVE) ones',
  }),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(100),
});

/** POST /vehicleservice/api/v1/verify (requirements/vehicles.md#land-transport-check): is this the vehicle the land-transport record holds, and is it the registrant's? */
export const ZVehicleVerifyRequestSchema = z
  .strictObject({
    plateNumber: ZPlateNumberSchema,
    provinceCode: ZProvinceCodeSchema,
    chassisLast5: ZChassisLast5Schema,
    ownerFlag: ZOwnerFlagSchema,
    registrantId: ZPersonIdSchema.optional().meta({
      description:
        'During registration (access key): the national ID, passport or juristic number typed on the registration form, required with ownerFlag OWN. ' +
        "A signed-in customer's own number is used instead.",
    }),
  })
  .meta({ id: 'VehicleVerifyRequest' });

export const ZVehicleVerifyResponseSchema = z
  .object({
    verified: z.literal(true),
    plateNumber: z.string(),
    provinceCode: z.string(),
    plateType: ZPlateTypeSchema,
    vehicleTypeCode: z.string(),
    brandCode: z.string(),
    colourCodes: z.array(z.string()),
    categoryGroup: ZCategoryGroupSchema,
    axleCount: z.number().int(),
    ownerFlag: ZOwnerFlagSchema,
    registeredOwnerType: z.enum(['PERSON', 'COMPANY']),
  })
  .meta({ id: 'VehicleVerifyResponse', description: "The land-transport registry's record, to prefill the vehicle form" });

export type TVehicleForm = z.infer<typeof ZVehicleFormSchema>;
export type TVehicleCreateRequest = z.infer<typeof ZVehicleCreateRequestSchema>;
export type TVehicleUpdateRequest = z.infer<typeof ZVehicleUpdateRequestSchema>;
export type TVehicleDocumentsInput = z.infer<typeof ZVehicleDocumentsSchema>;
export type TVehicleVerifyRequest = z.infer<typeof ZVehicleVerifyRequestSchema>;
export type TVehicleVerifyResponse = z.infer<typeof ZVehicleVerifyResponseSchema>;
