/**
 * Freezes an answer all the way down, for a handler that keeps one answer and gives it to many
 * calls: nothing can then change what other calls are sent, and the API router checks a frozen
 * answer against its response schema only the first time it sees it (api-router.ts).
 */
export function frozenAnswer<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) frozenAnswer(inner);
    Object.freeze(value);
  }
  return value;
}
