import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CARD_BRANDS } from '@mflow/contracts/payment/card-number';
import { DEBIT_MODES, PAYMENT_METHOD_KINDS, PAYMENT_METHOD_STATUSES, TAG_KINDS } from '@mflow/contracts/payment/payment-method-kinds';
import { customers } from '../../customer/customer.schema';

/**
 * A customer's payment method (requirements/payment-methods.md#method-fields). A card is kept as the gateway's token, its type and last
 * four digits: the number and the CVV never reach the database. What a charge needs for the other
 * kinds (the account number, the mobile, the tag) is kept as it is. A deleted method keeps its
 * row (DELETED), so a payment made with it still names it.
 */
export const paymentMethods = pgTable(
  'payment_method',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: PAYMENT_METHOD_KINDS }).notNull(),
    brand: text('brand', { enum: CARD_BRANDS }),
    last4: text('last4'),
    /** What the owner is shown: masked for every kind (`**** **** **** 1234`). */
    maskedDisplay: text('masked_display').notNull(),
    gatewayToken: text('gateway_token'),
    bankCode: text('bank_code'),
    /** The bank account number (direct debit) or the mobile (request to pay) a charge is drawn on. */
    accountReference: text('account_reference'),
    tagProgramme: text('tag_programme', { enum: TAG_KINDS }),
    tagNumber: text('tag_number'),
    tagChipSerial: text('tag_chip_serial'),
    tagHolderId: text('tag_holder_id'),
    tagOfficeNumber: text('tag_office_number'),
    debitMode: text('debit_mode', { enum: DEBIT_MODES }),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** The Bangkok date from which the primary method is charged (requirements/payment-methods.md#when-a-channel-change-takes-effect). */
    effectiveFrom: date('effective_from', { mode: 'string' }),
    /**
     * One channel per customer: the kind and what identifies it (a card by a hash of its number
     * salted with the customer, never the number), so a duplicate is refused even when two
     * requests race.
     */
    channelKey: text('channel_key').notNull(),
    status: text('status', { enum: PAYMENT_METHOD_STATUSES }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // requirements/payment-methods.md#primary-method: only one payment method may be primary.
    uniqueIndex('payment_method_one_primary_idx')
      .on(table.customerId)
      .where(sql`is_primary and status = 'ACTIVE'`),
    // requirements/payment-methods.md#duplicate-channel: a duplicate payment channel is refused.
    uniqueIndex('payment_method_channel_idx')
      .on(table.customerId, table.channelKey)
      .where(sql`status = 'ACTIVE'`),
    index('payment_method_customer_idx').on(table.customerId, table.createdAt),
  ],
);

/**
 * Every time a method became a customer's primary, and from which Bangkok date it is charged.
 * The flag moves at once but the charging waits for the 16th or the 1st (requirements/payment-methods.md#when-a-channel-change-takes-effect), so the
 * method in effect on a day is the one of the latest row whose `effective_from` has come; until
 * then the previous primary stays in effect (docs/decisions/0024-auto-debit.md).
 */
export const paymentMethodPrimaries = pgTable(
  'payment_method_primary',
  {
    /** Orders changes made at the same instant (a frozen simulated clock). */
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    paymentMethodId: uuid('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_method_primary_effective_idx').on(table.customerId, table.effectiveFrom)],
);
