import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** drizzle-kit and the typed database handle see only what db/schema.ts exports: a table left out would get no migration. */

const ROOT = path.resolve(__dirname, '../../..');

function schemaFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return schemaFilesUnder(full);
    return entry.name.endsWith('.schema.ts') ? [path.relative(ROOT, full)] : [];
  });
}

describe('the Drizzle schema index', () => {
  it('re-exports every *.schema.ts of the backend, and nothing else', () => {
    const index = readFileSync(path.join(ROOT, 'db/schema.ts'), 'utf8');
    const exported = [...index.matchAll(/export \* from '([^']+)'/g)].map((match) =>
      path.relative(ROOT, path.resolve(ROOT, 'db', `${match[1]}.ts`)),
    );
    expect(exported.sort()).toEqual(schemaFilesUnder(path.join(ROOT, 'backend/src')).sort());
  });

  it('matches the migrations: drizzle-kit finds nothing new to generate', () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'mflow-migrations-'));
    try {
      cpSync(path.join(ROOT, 'db/migrations'), scratch, { recursive: true });
      const before = readdirSync(scratch, { recursive: true }).sort();
      // drizzle-kit prefixes the out folder with "./", so it is given relative to the repository.
      const output = execFileSync(
        path.join(ROOT, 'node_modules/.bin/drizzle-kit'),
        [
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          './db/schema.ts',
          '--out',
          path.relative(ROOT, scratch),
          '--casing',
          'snake_case',
        ],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(output).toContain('No schema changes');
      expect(readdirSync(scratch, { recursive: true }).sort()).toEqual(before);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
