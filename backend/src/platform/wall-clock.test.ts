import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_ROOT = path.resolve(__dirname, '..');
/** The clock module is where wall time enters; everything else asks the injected Clock. */
const ALLOWED = [path.join('platform', 'clock.ts')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('one clock', () => {
  it('no business code reads wall time directly', () => {
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((file) => !ALLOWED.includes(path.relative(SOURCE_ROOT, file)))
      .filter((file) => /Date\.now\(\)|new Date\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SOURCE_ROOT, file));
    expect(offenders).toEqual([]);
  });
});
