import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TPointsRules } from '@mflow/contracts/points/points.contract';
import { customers } from '../customer/customer.schema';
import { payments } from '../payment/payments/payments.schema';

const instant = (name: string) => timestamp(name, { withTimezone: true }).notNull();

/** The earning rule new earnings are made under (docs/decisions/0025). */
export const pointsRuleSettings = pgTable('points_rule_setting', {
  id: text('id').primaryKey().default('current'),
  rules: jsonb('rules').$type<TPointsRules>().notNull(),
  updatedAt: instant('updated_at'),
});

/**
 * Points earned by one paid payment. The payment is the key, so however often or however many
 * jobs award the same payment, it earns once; the rule is kept with the earning, so a later rule
 * change does not rewrite what was earned.
 */
export const pointsEarnings = pgTable(
  'points_earning',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull(),
    satangPerPoint: integer('satang_per_point').notNull(),
    points: integer('points').notNull(),
    earnedAt: instant('earned_at'),
  },
  (table) => [index('points_earning_customer_idx').on(table.customerId, table.earnedAt)],
);

/**
 * A partner offer redeemed with points. The member's idempotency key is unique per member, so a
 * retried request is the same redemption; the offer's title is kept, so the ledger still names an
 * offer that has since ended or been deleted.
 */
export const pointsRedemptions = pgTable(
  'points_redemption',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text('idempotency_key').notNull(),
    offerId: uuid('offer_id').notNull(),
    offerTitleTh: text('offer_title_th').notNull(),
    offerTitleEn: text('offer_title_en'),
    points: integer('points').notNull(),
    code: text('code').notNull(),
    redeemedAt: instant('redeemed_at'),
  },
  (table) => [
    uniqueIndex('points_redemption_key_idx').on(table.customerId, table.idempotencyKey),
    uniqueIndex('points_redemption_code_idx').on(table.code),
    index('points_redemption_customer_idx').on(table.customerId, table.redeemedAt),
  ],
);
