const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string is a UUID in either case. Ids from a URL or a token are checked with it before
 * they reach a `uuid` column, where a malformed one would fail the whole statement (or batch).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
