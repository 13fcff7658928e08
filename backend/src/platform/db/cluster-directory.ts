import { createHash } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmdirSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { ensureFreeSpace } from './free-space';
import { SHARED_STATE_DIR } from './postgres-binaries';
import { canEnter, type TRunAs } from './run-as';
import { StartupProblemError } from './startup-failure';

/** Where the cluster's files are, and whether initdb has still to create them. */
export type TCluster = { directory: string; initialised: boolean };

/** Room for a fresh cluster with its first WAL segments, the migrations and the demo data. */
const NEW_CLUSTER_MB = 200;

function isRunningPostgres(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // After a crash or a reboot the pid in postmaster.pid may belong to an unrelated process; PostgreSQL copes with that itself.
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return true;
  }
}

function versionOf(directory: string): string | undefined {
  try {
    return readFileSync(path.join(directory, 'PG_VERSION'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** Refuses, before anything is written, the existing clusters this server cannot or must not run. */
function checkExistingCluster(directory: string, runAs: TRunAs, major: number): void {
  const found = versionOf(directory);
  if (found !== undefined && found !== String(major))
    throw new StartupProblemError({ kind: 'other-major-version', directory, found, shipped: major });
  const ownerUid = statSync(directory).uid;
  if (ownerUid !== runAs.uid)
    throw new StartupProblemError({ kind: 'owned-by-other-user', directory, ownerUid, runsAs: `${runAs.name} (uid ${runAs.uid})` });
  if (!canEnter(runAs, directory)) throw new StartupProblemError({ kind: 'unreachable-cluster', directory, runsAs: runAs.name });
  const pidFile = path.join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (pid > 0 && isRunningPostgres(pid)) throw new StartupProblemError({ kind: 'held-by-running-server', directory, pid });
}

function isCluster(directory: string): boolean {
  return existsSync(path.join(directory, 'PG_VERSION'));
}

/** A persistent place the postgres user can reach, one per data folder, named after the folder's absolute path. */
function relocatedDirectory(directory: string): string {
  const hash = createHash('sha256').update(path.resolve(directory)).digest('hex').slice(0, 16);
  return path.join(SHARED_STATE_DIR, 'clusters', hash);
}

function makeSharedParent(directory: string): void {
  mkdirSync(directory, { recursive: true });
  for (let folder = directory; folder.startsWith(SHARED_STATE_DIR); folder = path.dirname(folder)) chmodSync(folder, 0o755);
}

function ensureOwnedEmptyFolder(directory: string, runAs: TRunAs): void {
  if (existsSync(directory) && readdirSync(directory).length > 0) throw new StartupProblemError({ kind: 'not-a-cluster', directory });
  ensureFreeSpace(directory, NEW_CLUSTER_MB);
  mkdirSync(directory, { recursive: true });
  if (runAs.switched) chownSync(directory, runAs.uid, runAs.gid);
  chmodSync(directory, 0o700);
}

/**
 * Decides where the cluster for `directory` (normally DATA_DIR/postgres) lives. It stays there when
 * the user PostgreSQL runs as can reach it; otherwise (root starting from a private home folder) it
 * lives under SHARED_STATE_DIR and `directory` becomes a link to it.
 */
export function prepareClusterDirectory(options: { directory: string; runAs: TRunAs; major: number; logger: Logger }): TCluster {
  const { directory, runAs, major, logger } = options;
  const dataDir = path.dirname(directory);
  mkdirSync(dataDir, { recursive: true });
  try {
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch {
    throw new StartupProblemError({ kind: 'unreadable-data-dir', directory: dataDir, user: os.userInfo().username });
  }

  let location = directory;
  const isLink = isSymbolicLink(directory);
  if (isLink) {
    location = path.resolve(dataDir, readlinkSync(directory));
    if (!existsSync(location)) throw new StartupProblemError({ kind: 'pointer-target-missing', directory, target: location });
  } else if (!isCluster(directory)) {
    if (existsSync(directory) && readdirSync(directory).length > 0) throw new StartupProblemError({ kind: 'not-a-cluster', directory });
    if (!canEnter(runAs, dataDir)) location = relocatedDirectory(directory);
  }
  const relocated = !isLink && location !== directory;
  if (location !== directory)
    logger.info({ dataDir, cluster: location }, `PostgreSQL data of ${dataDir} is kept in ${location}, which ${directory} links to`);

  const initialised = isCluster(location);
  if (initialised) {
    checkExistingCluster(location, runAs, major);
  } else {
    if (relocated) makeSharedParent(path.dirname(location));
    ensureOwnedEmptyFolder(location, runAs);
  }
  if (relocated) {
    // The link is what the next start follows, wherever the clone is moved to later.
    if (existsSync(directory)) rmdirSync(directory);
    symlinkSync(location, directory, 'dir');
  }
  return { directory: location, initialised };
}

function isSymbolicLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}
