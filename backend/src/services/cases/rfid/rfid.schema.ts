import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RFID_CONTACT_CHANNELS, RFID_TAG_KINDS } from '@mflow/contracts/cases/rfid-rules';
import { caseRecords } from '../engine/case-engine.schema';

/**
 * An RFID installation request (requirements/rfid-installation.md): the vehicle (a member's own,
 * or the plate a visitor gave), the tag asked for, how to reach the requester and the centre they
 * prefer; then when staff made contact, the tag fitted and the payment method it became. The case
 * row holds the status and the contact deadline; the appointment is the appointments service's,
 * found by the case number. One open request per member vehicle, whatever races.
 */
export const rfidRequests = pgTable(
  'rfid_request',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => caseRecords.id),
    /** Null for a visitor's request, which names only the plate. */
    vehicleId: uuid('vehicle_id'),
    plate: text('plate').notNull(),
    province: text('province').notNull(),
    tagKind: text('tag_kind', { enum: RFID_TAG_KINDS }).notNull(),
    contactChannel: text('contact_channel', { enum: RFID_CONTACT_CHANNELS }).notNull(),
    centreCode: text('centre_code').notNull(),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    installedTagKind: text('installed_tag_kind', { enum: RFID_TAG_KINDS }),
    tagNumber: text('tag_number'),
    chipSerial: text('chip_serial'),
    officeNumber: text('office_number'),
    installedAt: timestamp('installed_at', { withTimezone: true }),
    paymentMethodId: uuid('payment_method_id'),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rfid_request_vehicle_open_idx')
      .on(table.vehicleId)
      .where(sql`closed_at is null and vehicle_id is not null`),
    index('rfid_request_plate_idx').on(table.plate, table.province),
  ],
);
