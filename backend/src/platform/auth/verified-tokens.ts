/** Enough for every access key and session of a busy instance; past it the memo starts over. */
const MAX_ENTRIES = 10_000;

export type TVerifiedTokens<T> = {
  /** The claims of a token verified before and not yet expired at `nowSeconds`. */
  get(token: string, nowSeconds: number): T | undefined;
  remember(token: string, claims: T, expiresAtSeconds: number): void;
};

/**
 * Tokens whose signature and claims have been checked, with the expiry they carry. The portal
 * sends the same access key or bearer token on every call for minutes, and a token's signature
 * and claims cannot change: only time can make it invalid, and the expiry is checked against the
 * injected clock on every call. So a second call with the same token skips jsonwebtoken's decoding
 * and HMAC. Nothing here decides whether a session is still open: that stays a database check.
 * Only verified tokens get in, so a flood of forged ones cannot grow it; it is bounded all the same.
 */
export function createVerifiedTokens<T>(): TVerifiedTokens<T> {
  const entries = new Map<string, { claims: T; expiresAtSeconds: number }>();
  return {
    get(token, nowSeconds) {
      const entry = entries.get(token);
      if (!entry) return undefined;
      // jsonwebtoken's own rule: a token is expired from its `exp` second on.
      if (nowSeconds >= entry.expiresAtSeconds) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    remember(token, claims, expiresAtSeconds) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(token, { claims, expiresAtSeconds });
    },
  };
}
