export type TTtlCache<T> = {
  /** The cached value while it is younger than the time-to-live, else a fresh load. */
  get(nowMs: number): Promise<T>;
  /** Forgets the value, and any load under way, so the next call reads afresh. */
  invalidate(): void;
};

/**
 * One value, loaded on demand and kept for `ttlMs` from the moment its load started. Callers that
 * arrive while a load is under way share it, so the moment the value expires under load costs one
 * query, not one a request. After invalidate() a load that was already under way still answers
 * its own callers but is not kept, so a load that read the database just before a write
 * committed cannot outlive the write. A clock that went back counts as expiry.
 */
export function createTtlCache<T>(load: () => Promise<T>, ttlMs: number): TTtlCache<T> {
  let kept: { value: Promise<T>; loadedAtMs: number } | undefined;
  return {
    get(nowMs) {
      if (kept && nowMs >= kept.loadedAtMs && nowMs - kept.loadedAtMs < ttlMs) return kept.value;
      const entry = { value: load(), loadedAtMs: nowMs };
      kept = entry;
      // A failed load is not kept: the next caller tries again.
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
    invalidate() {
      kept = undefined;
    },
  };
}
