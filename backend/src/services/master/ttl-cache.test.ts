import { createTtlCache } from './ttl-cache';

/** A load whose answers the test hands out one by one, counting the calls. */
function controlledLoad() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = jest.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  const answer = (value: string) => pending.shift()?.resolve(value);
  const fail = () => pending.shift()?.reject(new Error('database down'));
  return { load, answer, fail };
}

describe('time-to-live cache', () => {
  it('answers from memory until the time-to-live has passed, then loads again', async () => {
    const { load, answer } = controlledLoad();
    const cache = createTtlCache(load, 1000);
    const first = cache.get(0);
    answer('v1');
    expect(await first).toBe('v1');
    expect(await cache.get(999)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    const second = cache.get(1000);
    answer('v2');
    expect(await second).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes callers that arrive during a load share it', async () => {
    const { load, answer } = controlledLoad();
    const cache = createTtlCache(load, 1000);
    const callers = [cache.get(0), cache.get(1), cache.get(2)];
    answer('v1');
    expect(await Promise.all(callers)).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a load that was under way when the value was invalidated', async () => {
    const { load, answer } = controlledLoad();
    const cache = createTtlCache(load, 1000);
    const before = cache.get(0);
    cache.invalidate();
    const after = cache.get(1);
    answer('read before the write');
    answer('read after the write');
    expect(await before).toBe('read before the write');
    expect(await after).toBe('read after the write');
    expect(await cache.get(2)).toBe('read after the write');
  });

  it('tries again after a failed load', async () => {
    const { load, answer, fail } = controlledLoad();
    const cache = createTtlCache(load, 1000);
    const failed = cache.get(0);
    fail();
    await expect(failed).rejects.toThrow('database down');
    const retried = cache.get(1);
    answer('v1');
    expect(await retried).toBe('v1');
  });

  it('loads again when the clock has gone back', async () => {
    const { load, answer } = controlledLoad();
    const cache = createTtlCache(load, 1000);
    const first = cache.get(5000);
    answer('v1');
    await first;
    const earlier = cache.get(4000);
    answer('v2');
    expect(await earlier).toBe('v2');
  });
});
