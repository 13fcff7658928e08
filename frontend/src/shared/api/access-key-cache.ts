import type { KeyValueStore } from '@mflow/ui/storage/browser-storage';
import { accessKeyStorageKey } from '../storage/storage-keys';

export type AccessKeyGrant = { accessKey: string; expiresIn: number };

export type AccessKeyCache = {
  /** A cached key while it is fresh, otherwise a new one (concurrent callers share one fetch). */
  get(): Promise<string>;
  clear(): void;
};

/** requirements/constants.md#access-key-cache caps the cache below five minutes. */
export const CACHE_CEILING_MS = 5 * 60 * 1000;
/** Kept back from the server's lifetime so a key is never sent in the seconds before it expires. */
const EXPIRY_MARGIN_MS = 30 * 1000;

export function cacheLifetimeMs(expiresInSeconds: number): number {
  const serverLifetime = Number.isFinite(expiresInSeconds) && expiresInSeconds > 0 ? expiresInSeconds * 1000 : CACHE_CEILING_MS;
  return Math.max(0, Math.min(serverLifetime, CACHE_CEILING_MS) - EXPIRY_MARGIN_MS);
}

export function firstPathSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment.length > 0) ?? '';
}

type StoredKey = { accessKey: string; expiresAt: number };

function readStored(raw: string | null): StoredKey | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'accessKey' in parsed &&
      'expiresAt' in parsed &&
      typeof parsed.accessKey === 'string' &&
      typeof parsed.expiresAt === 'number'
    ) {
      return { accessKey: parsed.accessKey, expiresAt: parsed.expiresAt };
    }
  } catch {
    // A value that is not ours is treated as absent and overwritten by the next fetch.
  }
  return undefined;
}

export function createAccessKeyCache(options: {
  store: KeyValueStore;
  segment: string;
  now: () => number;
  fetchKey: () => Promise<AccessKeyGrant>;
}): AccessKeyCache {
  const { store, now, fetchKey } = options;
  const storageKey = accessKeyStorageKey(options.segment);
  let pending: Promise<string> | undefined;

  async function fetchAndStore(): Promise<string> {
    const grant = await fetchKey();
    const lifetime = cacheLifetimeMs(grant.expiresIn);
    if (lifetime > 0) {
      store.setItem(storageKey, JSON.stringify({ accessKey: grant.accessKey, expiresAt: now() + lifetime } satisfies StoredKey));
    }
    return grant.accessKey;
  }

  return {
    get() {
      const cached = readStored(store.getItem(storageKey));
      if (cached && now() < cached.expiresAt) return Promise.resolve(cached.accessKey);
      pending ??= fetchAndStore().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    clear() {
      store.removeItem(storageKey);
    },
  };
}
