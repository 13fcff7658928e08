import { createMemoryStore as memoryStore } from '@mflow/ui/storage/browser-storage';
import { cacheLifetimeMs, CACHE_CEILING_MS, createAccessKeyCache, firstPathSegment, type AccessKeyGrant } from './access-key-cache';

function setUp(grants: AccessKeyGrant[]) {
  const store = memoryStore();
  let clock = 1_000_000;
  const fetchKey = jest.fn(async () => {
    const grant = grants.shift();
    if (!grant) throw new Error('no more keys');
    return grant;
  });
  const cache = createAccessKeyCache({ store, segment: 'mflow', now: () => clock, fetchKey });
  return { store, cache, fetchKey, advance: (ms: number) => (clock += ms) };
}

describe('access-key cache', () => {
  it('stores the key in local storage under the first path segment', async () => {
    const { store, cache } = setUp([{ accessKey: 'key-1', expiresIn: 240 }]);
    await expect(cache.get()).resolves.toBe('key-1');
    expect(Object.keys(store.snapshot())).toEqual(['accessKey:mflow']);
  });

  it('reuses the cached key while it is fresh and fetches a new one after it expires', async () => {
    const { cache, fetchKey, advance } = setUp([
      { accessKey: 'key-1', expiresIn: 240 },
      { accessKey: 'key-2', expiresIn: 240 },
    ]);
    await cache.get();
    advance(cacheLifetimeMs(240) - 1);
    await expect(cache.get()).resolves.toBe('key-1');
    advance(1);
    await expect(cache.get()).resolves.toBe('key-2');
    expect(fetchKey).toHaveBeenCalledTimes(2);
  });

  it('keeps a key for less than five minutes and less than the server lifetime', () => {
    expect(cacheLifetimeMs(240)).toBeLessThan(240_000);
    expect(cacheLifetimeMs(3600)).toBeLessThan(CACHE_CEILING_MS);
    expect(cacheLifetimeMs(Number.NaN)).toBeLessThan(CACHE_CEILING_MS);
  });

  it('shares one fetch between concurrent callers', async () => {
    const { cache, fetchKey } = setUp([{ accessKey: 'key-1', expiresIn: 240 }]);
    await expect(Promise.all([cache.get(), cache.get()])).resolves.toEqual(['key-1', 'key-1']);
    expect(fetchKey).toHaveBeenCalledTimes(1);
  });

  it('fetches a new key after the cached one is cleared', async () => {
    const { store, cache } = setUp([
      { accessKey: 'key-1', expiresIn: 240 },
      { accessKey: 'key-2', expiresIn: 240 },
    ]);
    await cache.get();
    cache.clear();
    expect(store.snapshot()).toEqual({});
    await expect(cache.get()).resolves.toBe('key-2');
  });

  it('ignores a stored value it did not write', async () => {
    const { store, cache } = setUp([{ accessKey: 'key-1', expiresIn: 240 }]);
    store.setItem('accessKey:mflow', 'not json');
    await expect(cache.get()).resolves.toBe('key-1');
  });
});

describe('firstPathSegment', () => {
  it.each([
    ['/mflow/knowledge', 'mflow'],
    ['/mflow', 'mflow'],
    ['/', ''],
  ])('of %s is "%s"', (pathname, segment) => {
    expect(firstPathSegment(pathname)).toBe(segment);
  });
});
