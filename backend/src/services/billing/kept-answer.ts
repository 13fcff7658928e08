/**
 * Whether an answer kept in memory may be given again: only under the fingerprint it was built
 * under, and only while younger than `maxAgeMs` by the injected clock. A clock moved back (the
 * simulation's) leaves its age unknown, so it is built again.
 */
export function mayGiveKeptAnswer(kept: { fingerprint: string; builtAt: number }, request: { fingerprint: string; now: number; maxAgeMs: number }): boolean {
  return kept.fingerprint === request.fingerprint && request.now >= kept.builtAt && request.now - kept.builtAt < request.maxAgeMs;
}
