import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors/app-error';
import type { TQueryable } from '../../platform/db/database';
import type { TTagProgramme } from '../../platform/ports';
import { gatewayTags } from './gateway.schema';

export type TTagAccount = typeof gatewayTags.$inferSelect;

/** Tag numbers are printed in groups; the programmes file them as digits only. */
function normaliseTagNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The tag, if the programme has it and it is registered to this card-holder ID; ERR_GW_0005 otherwise, without saying which. */
export async function checkTag({
  db,
  tag,
}: {
  db: TQueryable;
  tag: { programme: TTagProgramme; tagNumber: string; holderId: string };
}): Promise<void> {
  const [row] = await db
    .select({ holderId: gatewayTags.holderId })
    .from(gatewayTags)
    .where(and(eq(gatewayTags.programme, tag.programme), eq(gatewayTags.tagNumber, normaliseTagNumber(tag.tagNumber))));
  if (row?.holderId !== tag.holderId.trim().toUpperCase()) throw new AppError('ERR_GW_0005');
}

/** Puts tag accounts into the simulated programmes (demo data, tests); tags already there are left as they are. */
export async function addSimulatedTags({ db, tags }: { db: TQueryable; tags: TTagAccount[] }): Promise<void> {
  if (tags.length > 0) await db.insert(gatewayTags).values(tags).onConflictDoNothing();
}

export async function listTags({ db }: { db: TQueryable }): Promise<TTagAccount[]> {
  return db.select().from(gatewayTags).orderBy(asc(gatewayTags.programme), asc(gatewayTags.tagNumber));
}

/** Adds to a tag's balance in one statement, so top-ups and charges running at once all count. */
export async function topUpTag({
  db,
  programme,
  tagNumber,
  amountSatang,
}: {
  db: TQueryable;
  programme: TTagProgramme;
  tagNumber: string;
  amountSatang: number;
}): Promise<TTagAccount> {
  const [row] = await db
    .update(gatewayTags)
    .set({ balanceSatang: sql`${gatewayTags.balanceSatang} + ${amountSatang}` })
    .where(and(eq(gatewayTags.programme, programme), eq(gatewayTags.tagNumber, normaliseTagNumber(tagNumber))))
    .returning();
  if (!row) throw new AppError('ERR_GW_0005');
  return row;
}

/**
 * Draws from a tag's balance only if it covers the amount: one conditional UPDATE, whose row lock
 * makes parallel charges take turns, so a balance is never spent twice. Answers why it did not.
 */
export async function deductFromTag({
  db,
  programme,
  tagNumber,
  amountSatang,
}: {
  db: TQueryable;
  programme: TTagProgramme;
  tagNumber: string;
  amountSatang: number;
}): Promise<'PAID' | 'INSUFFICIENT_FUNDS' | 'UNKNOWN_SOURCE'> {
  const where = and(eq(gatewayTags.programme, programme), eq(gatewayTags.tagNumber, normaliseTagNumber(tagNumber)));
  const deducted = await db
    .update(gatewayTags)
    .set({ balanceSatang: sql`${gatewayTags.balanceSatang} - ${amountSatang}` })
    .where(and(where, sql`${gatewayTags.balanceSatang} >= ${amountSatang}`))
    .returning({ tagNumber: gatewayTags.tagNumber });
  if (deducted.length > 0) return 'PAID';
  const [exists] = await db.select({ tagNumber: gatewayTags.tagNumber }).from(gatewayTags).where(where);
  return exists ? 'INSUFFICIENT_FUNDS' : 'UNKNOWN_SOURCE';
}

/** Demo tags for the simulated world (the README lists them), registered to the demo accounts' holders: somchai, malee and Siam Logistics. */
export const DEMO_TAGS: TTagAccount[] = [
  { programme: 'MPASS', tagNumber: '1000000001', holderId: '8620966542878', balanceSatang: 50_000 },
  { programme: 'MPASS', tagNumber: '1000000002', holderId: '8620966542878', balanceSatang: 0 },
  { programme: 'MPASS', tagNumber: '6001000000000000012', holderId: '0205395067394', balanceSatang: 120_000 },
  { programme: 'EASYPASS', tagNumber: '2000000001', holderId: '3987471742921', balanceSatang: 30_000 },
  { programme: 'EASYPASS', tagNumber: '2000000002', holderId: '0205395067394', balanceSatang: 100_000 },
];
