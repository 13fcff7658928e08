import type { TQueryable } from './database';

/**
 * What `build` makes for a database handle, made once per handle and kept while the handle lives:
 * a prepared statement (PostgreSQL parses and plans it once per connection, not per call) or a
 * batched lookup. By handle, because test apps on separate databases share one process.
 */
export function perHandle<T>(build: (db: TQueryable) => T): (db: TQueryable) => T {
  const built = new WeakMap<TQueryable, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
