import { eq } from 'drizzle-orm';
import { DEFAULT_BILLING_RULES, ZBillingRulesSchema, type TBillingRules } from '@mflow/contracts/billing/billing-rules';
import type { TQueryable } from '../../platform/db/database';
import { billingRuleSettings } from './billing.schema';

/** The rules new invoices are issued under: the stored ones, or the defaults of requirements/billing.md#rules-are-configuration. */
export async function currentBillingRules({ db }: { db: TQueryable }): Promise<TBillingRules> {
  const [row] = await db
    .select({ rules: billingRuleSettings.rules })
    .from(billingRuleSettings)
    .where(eq(billingRuleSettings.id, 'current'));
  // Stored rules are read through the schema, so a rule added later takes its default.
  return row ? ZBillingRulesSchema.parse(row.rules) : DEFAULT_BILLING_RULES;
}

/**
 * Replaces the rules for invoices issued from now on; an invoice keeps the rules it was issued
 * under (it stores them), so a case never changes its fees half-way.
 */
export async function setBillingRules({ db, rules, at }: { db: TQueryable; rules: TBillingRules; at: Date }): Promise<TBillingRules> {
  await db
    .insert(billingRuleSettings)
    .values({ id: 'current', rules, updatedAt: at })
    .onConflictDoUpdate({ target: billingRuleSettings.id, set: { rules, updatedAt: at } });
  return rules;
}
