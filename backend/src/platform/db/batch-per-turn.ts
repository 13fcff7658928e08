type TWaiter<V> = { resolve(value: V | undefined): void; reject(error: unknown): void };

/**
 * Turns a lookup of many keys into a lookup of one: the keys asked for in the same turn of the
 * event loop go out together in one call of `fetchMany`, so a busy instance makes one round trip
 * for many requests instead of one each, and an idle one still one per request. Each batch is
 * sent after every request in it arrived, so it sees every write committed before those arrived.
 * A failed fetch fails every caller of that batch, and only them.
 */
export function batchPerTurn<V>(fetchMany: (keys: string[]) => Promise<Map<string, V>>): (key: string) => Promise<V | undefined> {
  let waiting = new Map<string, TWaiter<V>[]>();

  function flush(): void {
    const batch = waiting;
    waiting = new Map();
    fetchMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  return (key) =>
    new Promise((resolve, reject) => {
      if (waiting.size === 0) setImmediate(flush);
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
