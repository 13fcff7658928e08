import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TConfig } from '../../platform/app-config';
import type { Clock } from '../../platform/clock';
import type { TQueryable } from '../../platform/db/database';
import { customerLinkTokens } from './customer.schema';

export type TLinkPurpose = 'ACTIVATE_EMAIL' | 'RESET_PASSWORD';

/** requirements/constants.md#registration-timings: the confirmation link is valid 7 days. */
export const ACTIVATION_LINK_TTL_MS = 7 * 24 * 3_600_000;

/** The portal pages that open the e-mailed links; the portal reads `token` from the query and posts it back. */
const PORTAL_LINK_PATHS: Record<TLinkPurpose, string> = {
  ACTIVATE_EMAIL: '/mflow/activate',
  RESET_PASSWORD: '/mflow/resetpwd',
};

function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function portalLink(config: TConfig, purpose: TLinkPurpose, token: string): string {
  return `${config.portalBaseUrl}${PORTAL_LINK_PATHS[purpose]}?token=${encodeURIComponent(token)}`;
}

/** `customerId` null: a token for no account, which opens nothing (a password reset asked for an unknown contact, decision 0047). */
type IssueLinkTokenOptions = { db: TQueryable; clock: Clock; customerId: string | null; purpose: TLinkPurpose; ttlMs: number };

/** A new random token for the purpose; earlier unused ones stop working, so only the newest e-mail counts. */
export async function issueLinkToken({
  db,
  clock,
  customerId,
  purpose,
  ttlMs,
}: IssueLinkTokenOptions): Promise<{ token: string; expiresAt: Date }> {
  const now = clock.now();
  await db
    .update(customerLinkTokens)
    .set({ revokedAt: now })
    .where(
      and(
        // Bound even when null (no account), so that statement is the same either way; `= null` matches no row.
        sql`${customerLinkTokens.customerId} = ${customerId}`,
        eq(customerLinkTokens.purpose, purpose),
        isNull(customerLinkTokens.usedAt),
        isNull(customerLinkTokens.revokedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(customerLinkTokens).values({ customerId, purpose, tokenHash: hashLinkToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The token row for a link, locked for the caller's transaction. */
export async function findLinkToken({ db, token, purpose }: { db: TQueryable; token: string; purpose: TLinkPurpose }) {
  const [row] = await db
    .select()
    .from(customerLinkTokens)
    .where(and(eq(customerLinkTokens.tokenHash, hashLinkToken(token)), eq(customerLinkTokens.purpose, purpose)))
    .for('update');
  return row;
}

/** When the newest link of the purpose was sent, to space out resends. */
export async function lastLinkIssuedAt({ db, customerId, purpose }: { db: TQueryable; customerId: string; purpose: TLinkPurpose }) {
  const [row] = await db
    .select({ createdAt: customerLinkTokens.createdAt })
    .from(customerLinkTokens)
    .where(and(eq(customerLinkTokens.customerId, customerId), eq(customerLinkTokens.purpose, purpose)))
    .orderBy(desc(customerLinkTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** A link works once: the step it opened marks it used in the same transaction. */
export async function markLinkUsed({ db, linkId, at }: { db: TQueryable; linkId: string; at: Date }): Promise<void> {
  await db.update(customerLinkTokens).set({ usedAt: at }).where(eq(customerLinkTokens.id, linkId));
}
