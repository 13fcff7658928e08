export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export type MemoryStore = KeyValueStore & { snapshot(): Record<string, string> };

export function createMemoryStore(initial: Record<string, string> = {}): MemoryStore {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    snapshot: () => Object.fromEntries(values),
  };
}

/**
 * Storage can be unavailable (private windows, blocked site data) and then throws on access; the portal
 * must still run, so it falls back to memory for the life of the page.
 */
function pick(name: 'localStorage' | 'sessionStorage'): KeyValueStore {
  try {
    const store = window[name];
    const probe = '__probe__';
    store.setItem(probe, probe);
    store.removeItem(probe);
    return store;
  } catch {
    return createMemoryStore();
  }
}

export const localStore: KeyValueStore = typeof window === 'undefined' ? createMemoryStore() : pick('localStorage');
export const sessionStore: KeyValueStore = typeof window === 'undefined' ? createMemoryStore() : pick('sessionStorage');
