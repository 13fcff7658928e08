import type { TProviderIdentity } from './openid-clients';

/** How long a redirect to a provider may take before the browser comes back (decision 0026). */
export const ATTEMPT_TTL_MS = 10 * 60_000;

/** How long a member has to confirm a link with their password. */
export const LINK_OFFER_TTL_MS = 10 * 60_000;

/** A single-use record (an attempt, a link offer) may be used once, before it expires on the injected clock. */
export function isUsable(record: { usedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return record.usedAt === null && now.getTime() < record.expiresAt.getTime();
}

/**
 * What a provider identity that is not linked yet may lead to: nothing without an e-mail, nothing
 * on an e-mail the provider has not verified (anyone can type someone else's address there), and
 * otherwise a link offer to the member holding that address, or registration.
 */
export function unlinkedIdentityOutcome(
  identity: TProviderIdentity,
  memberWithEmail: boolean,
): 'NO_EMAIL' | 'EMAIL_NOT_VERIFIED' | 'OFFER_LINK' | 'REGISTER' {
  if (!identity.email) return 'NO_EMAIL';
  if (!identity.emailVerified) return 'EMAIL_NOT_VERIFIED';
  return memberWithEmail ? 'OFFER_LINK' : 'REGISTER';
}
