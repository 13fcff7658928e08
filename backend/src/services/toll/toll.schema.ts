import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  jsonb,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GANTRY_DIRECTIONS } from '@mflow/contracts/toll/gantry.contract';
import { PASSAGE_FLAG_KINDS } from '@mflow/contracts/toll/passage-flag.contract';

/**
 * A toll plaza of the motorway and its tariff: one price per vehicle class, in satang with VAT
 * included, so a passage's price is a whole number and billing never rounds a fraction of a baht.
 */
export const tollPlazas = pgTable(
  'toll_plaza',
  {
    code: text('code').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    route: text('route').notNull(),
    tariffClass1: integer('tariff_class1').notNull(),
    tariffClass2: integer('tariff_class2').notNull(),
    tariffClass3: integer('tariff_class3').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    check('toll_plaza_tariff_positive', sql`${table.tariffClass1} > 0 and ${table.tariffClass2} > 0 and ${table.tariffClass3} > 0`),
  ],
);

/** A camera gantry of a plaza, which records each vehicle passing under it; lanes are numbered from 1. */
export const tollGantries = pgTable(
  'toll_gantry',
  {
    code: text('code').primaryKey(),
    plazaCode: text('plaza_code')
      .notNull()
      .references(() => tollPlazas.code),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    direction: text('direction', { enum: GANTRY_DIRECTIONS }).notNull(),
    laneCount: integer('lane_count').notNull(),
    /**
     * Where it stands (decision 0058): kilometre marker along the plaza's route, and WGS 84
     * degrees. Null only on a gantry of an older start that the reference data no longer names:
     * its passages are not checked for impossible journeys.
     */
    kmMarker: doublePrecision('km_marker'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    index('toll_gantry_plaza_idx').on(table.plazaCode),
    check('toll_gantry_lanes_positive', sql`${table.laneCount} > 0`),
    check(
      'toll_gantry_position_whole',
      sql`(${table.kmMarker} is null) = (${table.latitude} is null) and (${table.kmMarker} is null) = (${table.longitude} is null)`,
    ),
    check(
      'toll_gantry_position_range',
      sql`${table.latitude} between -90 and 90 and ${table.longitude} between -180 and 180 and ${table.kmMarker} >= 0`,
    ),
  ],
);

/**
 * Every vehicle a gantry recorded, priced and classified once, when it was recorded. The
 * migration partitions the table by month of `passed_at` (PARTITION BY RANGE, Bangkok months,
 * decision 0017), which drizzle-kit cannot express: this declaration is what each partition holds.
 * Codes are copied in rather than referenced, and there are no foreign keys: a passage is the
 * record of what a camera saw, written a million at a time, and its codes were checked when it
 * was recorded. The billing module reads these columns by name.
 */
export const passages = pgTable(
  'passage',
  {
    id: uuid('id').notNull().defaultRandom(),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    gantryCode: text('gantry_code').notNull(),
    plazaCode: text('plaza_code').notNull(),
    lane: integer('lane').notNull(),
    /** Canonical spelling (contract vehicle/plate.ts). */
    plate: text('plate').notNull(),
    /** A code of the master list `provinces`. */
    province: text('province').notNull(),
    vehicleClass: smallint('vehicle_class').notNull(),
    /** Satang, VAT included: the plaza's tariff for the class when the passage was recorded. */
    price: integer('price').notNull(),
    /** The member and vehicle, for a member passage only. */
    customerId: uuid('customer_id'),
    vehicleId: uuid('vehicle_id'),
    isMember: boolean('is_member').notNull(),
    /** Member: the billing cycle id (2026-11-1); non-member: the Bangkok day (2026-11-16). Decision 0017. */
    billingPeriod: text('billing_period').notNull(),
    /**
     * When an accepted dispute cancelled this passage's charge, and why (the case number). An
     * invoice issued before then still shows it; one issued after does not (docs/billing.md).
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedReason: text('voided_reason'),
  },
  (table) => [
    // A partitioned table's keys must contain the partition key.
    primaryKey({ columns: [table.passedAt, table.id] }),
    // The same read of the same gantry sent twice is one passage, never a second charge.
    uniqueIndex('passage_dedupe_idx').on(table.plate, table.province, table.gantryCode, table.passedAt),
    // A member's cycle cut: all member passages of a period, customer by customer.
    index('passage_billing_cut_idx')
      .on(table.billingPeriod, table.customerId)
      .where(sql`is_member`),
    // A non-member's day: one invoice per plate and province per Bangkok day.
    index('passage_non_member_day_idx')
      .on(table.billingPeriod, table.plate, table.province)
      .where(sql`not is_member`),
    // A member's passage history by date, a page at a time: the id makes the page key unique (decision 0049).
    index('passage_member_history_idx')
      .on(table.customerId, table.passedAt, table.id)
      .where(sql`customer_id is not null`),
    // An invoice's or the accruals' lines a page at a time, in the order they passed (decision 0049).
    index('passage_member_lines_idx')
      .on(table.customerId, table.billingPeriod, table.passedAt, table.id)
      .where(sql`is_member`),
    // A member's period per vehicle: the totals read from the index alone (price its last column), and one
    // vehicle's lines, or all of them by vehicle for an export, in order without a sort (decision 0049).
    index('passage_member_vehicle_idx')
      .on(table.customerId, table.billingPeriod, table.plate, table.province, table.passedAt, table.id, table.price)
      .where(sql`is_member`),
    // A passage by its id alone (photo links, invoice lines, disputes): the key leads with passed_at.
    index('passage_id_idx').on(table.id),
    // The few passages an accepted dispute voided, by member and period: an invoice's totals subtract them.
    index('passage_voided_idx')
      .on(table.customerId, table.billingPeriod)
      .where(sql`voided_at is not null`),
    // One plate's reads just before and after a new one, for the impossible-journey check (decision 0058).
    index('passage_plate_time_idx').on(table.plate, table.province, table.passedAt),
    check('passage_vehicle_class_known', sql`${table.vehicleClass} between 1 and 3`),
    check('passage_price_not_negative', sql`${table.price} >= 0`),
    check('passage_member_has_customer', sql`${table.isMember} = (${table.customerId} is not null)`),
  ],
);

/**
 * A member's passages of one billing period counted and summed per vehicle, kept equal to the
 * passages by the database: the migration's triggers on `passage` add every statement's inserted
 * rows (and take away updated or deleted ones) in that statement's transaction, whoever writes
 * them (decision 0066). A period takes no passage after its cut, so a row grows while its period
 * is open and is final once it is cut. The accruals read their totals per vehicle from here, and
 * the cut copies a period's rows into its invoice's.
 */
export const passageVehicleTotals = pgTable(
  'passage_vehicle_total',
  {
    customerId: uuid('customer_id').notNull(),
    billingPeriod: text('billing_period').notNull(),
    /** Canonical spelling, as the passage has it. */
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    passageCount: integer('passage_count').notNull(),
    /** Satang, VAT included: the sum of the passages' prices. */
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.billingPeriod, table.plate, table.province] }),
    check('passage_vehicle_total_counts', sql`${table.passageCount} > 0 and ${table.totalAmount} >= 0`),
  ],
);

/**
 * A passage flagged as it was recorded (decision 0058): an impossible journey names both reads,
 * the later as `passage_id` and the earlier as `earlier_passage_id`; a class mismatch names its
 * passage alone. Unique per kind and pair, so a batch sent again flags nothing twice and notifies
 * nobody twice. No foreign keys, as on `passage`: a flag is written beside the passages it names.
 */
export const passageFlags = pgTable(
  'passage_flag',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PASSAGE_FLAG_KINDS }).notNull(),
    passageId: uuid('passage_id').notNull(),
    earlierPassageId: uuid('earlier_passage_id'),
    /** The plate and province both passages were read under, canonical spelling. */
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    /** The member of the later passage when it is a member's, else of the earlier one: who is told. */
    customerId: uuid('customer_id'),
    /** TImpossibleJourneyDetail or TClassMismatchDetail (contract toll/passage-flag.contract.ts). */
    detail: jsonb('detail').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('passage_flag_once').on(table.passageId, table.kind, table.earlierPassageId).nullsNotDistinct(),
    index('passage_flag_earlier_idx').on(table.earlierPassageId),
    check('passage_flag_pair', sql`(${table.kind} = 'IMPOSSIBLE_JOURNEY') = (${table.earlierPassageId} is not null)`),
  ],
);
