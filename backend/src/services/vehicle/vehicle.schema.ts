import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLATE_TYPES } from '@mflow/contracts/vehicle/plate';
import { VEHICLE_DOCUMENT_SLOTS } from '@mflow/contracts/vehicle/vehicle-documents';
import {
  CATEGORY_GROUPS,
  OWNER_FLAGS,
  STATUS_CHANGERS,
  VEHICLE_REJECTION_REASON_CODES,
  VEHICLE_SOURCES,
  VEHICLE_STATUSES,
} from '@mflow/contracts/vehicle/vehicle-kinds';
import type { TFleetImportRow } from '@mflow/contracts/vehicle/fleet-import.contract';
import { customers } from '../customer/customer.schema';

/**
 * A customer's vehicle (requirements/vehicles.md#vehicle-fields). Plate, province, plate type and chassis identify it and never
 * change; a new plate is a new vehicle. A deleted vehicle keeps its row (INACTIVE): billing asks
 * whose a plate was at any past instant.
 */
export const vehicles = pgTable(
  'vehicle',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Issued when the vehicle is added; visitors look it up with it (/mflow/refcode). */
    referenceCode: text('reference_code').notNull(),
    plateNumber: text('plate_number').notNull(),
    provinceCode: text('province_code').notNull(),
    plateType: text('plate_type', { enum: PLATE_TYPES }).notNull(),
    chassisLast5: text('chassis_last5').notNull(),
    ownerFlag: text('owner_flag', { enum: OWNER_FLAGS }).notNull(),
    vehicleTypeCode: text('vehicle_type_code').notNull(),
    brandCode: text('brand_code').notNull(),
    brandOther: text('brand_other'),
    colourCodes: text('colour_codes').array().notNull(),
    colourOther: text('colour_other'),
    categoryGroup: text('category_group', { enum: CATEGORY_GROUPS }).notNull(),
    axleCount: integer('axle_count').notNull(),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull(),
    source: text('source', { enum: VEHICLE_SOURCES }).notNull(),
    /** The latest refusal, kept while the vehicle is REJECTED (the history keeps every one). */
    rejectionReasonCode: text('rejection_reason_code', { enum: VEHICLE_REJECTION_REASON_CODES }),
    rejectionReasonText: text('rejection_reason_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('vehicle_reference_code_idx').on(table.referenceCode),
    // A plate and province is WAIT or ACTIVE on one account only: two requests racing past the
    // service's check meet this index, and one of them fails.
    uniqueIndex('vehicle_plate_held_idx')
      .on(table.plateNumber, table.provinceCode)
      .where(sql`status in ('WAIT', 'ACTIVE')`),
    index('vehicle_customer_idx').on(table.customerId, table.createdAt),
    index('vehicle_status_idx').on(table.status, table.statusChangedAt),
  ],
);

/**
 * Every status a vehicle has had, as intervals: the status held from `validFrom` (inclusive) to
 * `validTo` (exclusive; null while it holds), who changed it and why. Plate, province and customer
 * are copied in so that "whose vehicle was this plate at instant T" is one indexed range query.
 */
export const vehicleStatusHistory = pgTable(
  'vehicle_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    customerId: uuid('customer_id').notNull(),
    plateNumber: text('plate_number').notNull(),
    provinceCode: text('province_code').notNull(),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    changedByType: text('changed_by_type', { enum: STATUS_CHANGERS }).notNull(),
    /** The customer's or staff member's id; null for the system. */
    changedById: text('changed_by_id'),
    reasonCode: text('reason_code'),
    reasonText: text('reason_text'),
  },
  (table) => [
    index('vehicle_status_history_plate_idx').on(table.plateNumber, table.provinceCode, table.validFrom),
    index('vehicle_status_history_vehicle_idx').on(table.vehicleId, table.validFrom),
  ],
);

/** The files of a vehicle's documents, one row a file; the registration book has a row a page. */
export const vehicleDocuments = pgTable(
  'vehicle_document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    slot: text('slot', { enum: VEHICLE_DOCUMENT_SLOTS }).notNull(),
    /** 1 for single documents; the page number in the registration book. */
    page: integer('page').notNull(),
    fileId: uuid('file_id').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('vehicle_document_slot_idx').on(table.vehicleId, table.slot, table.page)],
);

/** The changeable fields and documents of an edit, as the customer sent them. */
export type TVehicleChanges = {
  ownerFlag: (typeof OWNER_FLAGS)[number];
  vehicleTypeCode: string;
  brandCode: string;
  brandOther: string | null;
  colourCodes: string[];
  colourOther: string | null;
  categoryGroup: (typeof CATEGORY_GROUPS)[number];
  axleCount: number;
  documents: { slot: (typeof VEHICLE_DOCUMENT_SLOTS)[number]; page: number; fileId: string }[];
};

/**
 * Edits of ACTIVE vehicles, which wait for staff while the vehicle stays ACTIVE (its passages stay
 * member passages). At most one is PENDING per vehicle; approved, rejected and cancelled ones stay
 * as the record of who changed what.
 */
export const vehiclePendingChanges = pgTable(
  'vehicle_pending_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] }).notNull(),
    changes: jsonb('changes').$type<TVehicleChanges>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByType: text('decided_by_type', { enum: STATUS_CHANGERS }),
    decidedById: text('decided_by_id'),
    reasonCode: text('reason_code', { enum: VEHICLE_REJECTION_REASON_CODES }),
    reasonText: text('reason_text'),
  },
  (table) => [
    uniqueIndex('vehicle_pending_change_open_idx')
      .on(table.vehicleId)
      .where(sql`status = 'PENDING'`),
    index('vehicle_pending_change_status_idx').on(table.status, table.requestedAt),
  ],
);

/** A company's fleet file and each row's result, kept so the result can be downloaded again. */
export const vehicleImports = pgTable(
  'vehicle_import',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull(),
    added: integer('added').notNull(),
    failed: integer('failed').notNull(),
    /** In the language of the request that imported the file. */
    rows: jsonb('rows').$type<TFleetImportRow[]>().notNull(),
  },
  (table) => [index('vehicle_import_customer_idx').on(table.customerId, table.importedAt)],
);
