/**
 * How long an answered idempotency key is kept (docs/decisions/0029): a key makes the retry of a
 * lost answer safe, and such retries come within seconds or minutes; Stripe keeps keys 24 hours.
 */
const KEY_RETENTION_MS = 24 * 60 * 60_000;

/** Answered keys made before this instant are past their retention at `at`; one made at it is kept. */
export function keyRetentionCutoff(at: Date): Date {
  return new Date(at.getTime() - KEY_RETENTION_MS);
}
