/**
 * Whether an answer kept in memory may be given again: only under the version it was built
 * under, and only while younger than `maxAgeMs` by the injected clock. A clock moved back (the
 * simulation's) leaves its age unknown, so it is built again.
 */
export function mayGiveKeptAnswer(
  kept: { version: string; builtAt: number },
  request: { version: string; now: number; maxAgeMs: number },
): boolean {
  return kept.version === request.version && request.now >= kept.builtAt && request.now - kept.builtAt < request.maxAgeMs;
}
