import type { TQueryable } from './database';
import { perHandle } from './per-handle';

describe('what is built per database handle', () => {
  it('is built once for each handle, and apart for another', () => {
    const builds: TQueryable[] = [];
    const statementOf = perHandle((db) => {
      builds.push(db);
      return { db };
    });
    const first = {} as TQueryable;
    const second = {} as TQueryable;
    expect(statementOf(first)).toBe(statementOf(first));
    expect(statementOf(second)).not.toBe(statementOf(first));
    expect(builds).toEqual([first, second]);
  });
});
