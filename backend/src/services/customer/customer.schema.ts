import { relations, sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ADDRESS_KINDS, CUSTOMER_STATUSES } from '@mflow/contracts/customer/customer-kinds';

/**
 * A rejected registration or a closed account keeps its row (billing and the audit trail need it)
 * but no longer holds its e-mail, mobile or ID: the person may register again.
 */
const HOLDS_IDENTITY = sql`status not in ('REJECTED', 'CLOSED')`;

/** Customers from the first registration step on; the status tells how far they got (requirements/accounts.md#registration-status). */
export const customers = pgTable(
  'customer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Quoted to the call centre while the registration is checked (requirements/accounts.md#documents-required: a reference code given at registration). */
    referenceCode: text('reference_code').notNull(),
    customerType: text('customer_type', { enum: ['INDIVIDUAL', 'JURISTIC'] }).notNull(),
    status: text('status', { enum: CUSTOMER_STATUSES }).notNull(),
    registrantType: text('registrant_type', { enum: ['OWNER', 'AUTHORISED_PERSON'] }).notNull(),
    titleCode: text('title_code').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    notificationLanguage: text('notification_language', { enum: ['TH', 'EN'] }).notNull(),
    nationality: text('nationality'),
    idNumber: text('id_number'),
    laserCode: text('laser_code'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['M', 'F', 'U'] }),
    juristicId: text('juristic_id'),
    juristicName: text('juristic_name'),
    juristicPhone: text('juristic_phone'),
    branchName: text('branch_name'),
    branchCode: text('branch_code'),
    juristicType: text('juristic_type'),
    juristicTypeOther: text('juristic_type_other'),
    authorisedDirector: text('authorised_director'),
    companyCertificateIssuedOn: date('company_certificate_issued_on', { mode: 'string' }),
    authorisedPersonTitleCode: text('authorised_person_title_code'),
    authorisedPersonFirstName: text('authorised_person_first_name'),
    authorisedPersonLastName: text('authorised_person_last_name'),
    authorisedPersonIdNumber: text('authorised_person_id_number'),
    point: integer('point').notNull().default(0),
    pinHash: text('pin_hash'),
    pinSetAt: timestamp('pin_set_at', { withTimezone: true }),
    pinSkippedAt: timestamp('pin_skipped_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByStaffId: uuid('decided_by_staff_id'),
    rejectionReason: text('rejection_reason'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * Raised by the database itself on every change of this row, its addresses or its documents
     * (migration 0006's triggers), so a copy of the customer view kept in memory is known to be
     * current by comparing one number, whichever instance or module made the change.
     */
    viewVersion: bigint('view_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('customer_reference_code_idx').on(table.referenceCode),
    uniqueIndex('customer_email_live_idx').on(table.email).where(HOLDS_IDENTITY),
    uniqueIndex('customer_mobile_live_idx').on(table.mobile).where(HOLDS_IDENTITY),
    uniqueIndex('customer_id_number_live_idx')
      .on(table.idNumber)
      .where(sql`customer_type = 'INDIVIDUAL' and status not in ('REJECTED', 'CLOSED')`),
    uniqueIndex('customer_juristic_branch_live_idx')
      .on(table.juristicId, table.branchCode)
      .where(sql`customer_type = 'JURISTIC' and status not in ('REJECTED', 'CLOSED')`),
    index('customer_status_idx').on(table.status, table.emailConfirmedAt),
  ],
);

/**
 * Addresses (requirements/accounts.md#addresses): the registration sections (one of each kind per customer) and any number of
 * invoice addresses, exactly one of them the main one.
 */
export const customerAddresses = pgTable(
  'customer_address',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    isMain: boolean('is_main').notNull().default(false),
    houseNumber: text('house_number').notNull(),
    floor: text('floor'),
    village: text('village'),
    moo: text('moo'),
    soi: text('soi'),
    building: text('building'),
    alley: text('alley'),
    road: text('road'),
    subDistrictCode: text('sub_district_code').notNull(),
    districtCode: text('district_code').notNull(),
    provinceCode: text('province_code').notNull(),
    postalCode: text('postal_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('customer_address_section_idx')
      .on(table.customerId, table.kind)
      .where(sql`kind <> 'INVOICE'`),
    uniqueIndex('customer_address_main_invoice_idx')
      .on(table.customerId)
      .where(sql`kind = 'INVOICE' and is_main`),
  ],
);

/** The uploaded documents of a registration and the profile picture, by type; the bytes live in stored_file. */
export const customerDocuments = pgTable(
  'customer_document',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    type: text('type').notNull(),
    fileId: uuid('file_id').notNull(),
    attachedAt: timestamp('attached_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.type] })],
);

/**
 * Links e-mailed to a customer (e-mail confirmation, password reset). Only a hash of the token is
 * kept, so a database reader cannot use a link; a token works once and until it expires.
 */
export const customerLinkTokens = pgTable(
  'customer_link_token',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a password reset asked for a contact no active account uses: written all the same (decision 0047), it opens nothing. */
    customerId: uuid('customer_id').references(() => customers.id),
    purpose: text('purpose', { enum: ['ACTIVATE_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('customer_link_token_hash_idx').on(table.tokenHash),
    index('customer_link_token_customer_idx').on(table.customerId, table.purpose),
  ],
);

/**
 * The switches a member turned away from their default (requirements/accounts.md#notification-settings):
 * a switch without a row is at its default, so an event added later starts at its default for everyone.
 * The event is text, not an enum, for the same reason.
 */
export const customerNotificationChoices = pgTable(
  'customer_notification_choice',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.event, table.channel] })],
);

/**
 * For drizzle's relational queries: customer/current reads a customer with its addresses and
 * documents in one statement (customer-records.ts, findCustomerWithDetails) instead of three.
 */
export const customerRelations = relations(customers, ({ many }) => ({
  addresses: many(customerAddresses),
  documents: many(customerDocuments),
}));
export const customerAddressRelations = relations(customerAddresses, ({ one }) => ({
  customer: one(customers, { fields: [customerAddresses.customerId], references: [customers.id] }),
}));
export const customerDocumentRelations = relations(customerDocuments, ({ one }) => ({
  customer: one(customers, { fields: [customerDocuments.customerId], references: [customers.id] }),
}));

declare module '../../platform/db/database' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges: this adds the customer's tables to the relational queries' schema
  interface TRelationalTables {
    customers: typeof customers;
    customerAddresses: typeof customerAddresses;
    customerDocuments: typeof customerDocuments;
    customerRelations: typeof customerRelations;
    customerAddressRelations: typeof customerAddressRelations;
    customerDocumentRelations: typeof customerDocumentRelations;
  }
}
