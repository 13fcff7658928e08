import { eq } from 'drizzle-orm';
import { DEFAULT_POINTS_RULES, ZPointsRulesSchema, type TPointsRules } from '@mflow/contracts/points/points.contract';
import type { TQueryable } from '../../platform/db/database';
import { pointsRuleSettings } from './points.schema';

/** The rule payments earn under from now on: the stored one, or 1 point per 10 baht. */
export async function currentPointsRules({ db }: { db: TQueryable }): Promise<TPointsRules> {
  const [row] = await db.select({ rules: pointsRuleSettings.rules }).from(pointsRuleSettings).where(eq(pointsRuleSettings.id, 'current'));
  return row ? ZPointsRulesSchema.parse(row.rules) : DEFAULT_POINTS_RULES;
}

/** Replaces the rule for earnings made from now on; earnings already made keep the rule they were made under. */
export async function setPointsRules({ db, rules, at }: { db: TQueryable; rules: TPointsRules; at: Date }): Promise<TPointsRules> {
  await db
    .insert(pointsRuleSettings)
    .values({ id: 'current', rules, updatedAt: at })
    .onConflictDoUpdate({ target: pointsRuleSettings.id, set: { rules, updatedAt: at } });
  return rules;
}
