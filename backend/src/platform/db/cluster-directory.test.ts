import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../log/logger';
import { prepareClusterDirectory } from './cluster-directory';
import type { TRunAs } from './run-as';
import { StartupProblemError, type TStartupProblem } from './startup-failure';

const self = os.userInfo();
const runAs: TRunAs = { name: self.username, uid: self.uid, gid: self.gid, switched: false };
const logger = createLogger('silent');
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mflow-cluster-dir-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function prepare(directory: string) {
  return prepareClusterDirectory({ directory, runAs, major: 18, logger });
}

function problemOf(directory: string): TStartupProblem['kind'] | undefined {
  try {
    prepare(directory);
    return undefined;
  } catch (error) {
    if (error instanceof StartupProblemError) return error.problem.kind;
    throw error;
  }
}

function fakeCluster(directory: string, version: string): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(directory, 'PG_VERSION'), `${version}\n`);
}

describe('where the cluster lives', () => {
  it('creates DATA_DIR/postgres, private to the user PostgreSQL runs as, when it is new', () => {
    const directory = path.join(root, 'data', 'postgres');
    expect(prepare(directory)).toEqual({ directory, initialised: false });
    expect(statSync(directory).mode & 0o777).toBe(0o700);
  });

  it('uses an existing cluster of the shipped major version where it is', () => {
    const directory = path.join(root, 'data', 'postgres');
    fakeCluster(directory, '18');
    expect(prepare(directory)).toEqual({ directory, initialised: true });
  });

  it('refuses a cluster of PostgreSQL 15 and leaves it as it was', () => {
    const directory = path.join(root, 'data', 'postgres');
    fakeCluster(directory, '15');
    expect(problemOf(directory)).toBe('other-major-version');
    expect(readdirSync(directory)).toEqual(['PG_VERSION']);
    expect(readFileSync(path.join(directory, 'PG_VERSION'), 'utf8')).toBe('15\n');
  });

  it('refuses a cluster whose postmaster.pid names a running postgres', async () => {
    const directory = path.join(root, 'data', 'postgres');
    fakeCluster(directory, '18');
    const impostor = path.join(root, 'postgres');
    copyFileSync('/bin/sleep', impostor);
    const running = spawn(impostor, ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(directory, 'postmaster.pid'), `${running.pid}\n${directory}\n`);
      expect(problemOf(directory)).toBe('held-by-running-server');
    } finally {
      running.kill();
      await new Promise((resolve) => running.once('exit', resolve));
    }
  });

  it('ignores a postmaster.pid left by a crash, whose pid now belongs to another program', () => {
    const directory = path.join(root, 'data', 'postgres');
    fakeCluster(directory, '18');
    writeFileSync(path.join(directory, 'postmaster.pid'), `${process.pid}\n${directory}\n`);
    expect(prepare(directory)).toEqual({ directory, initialised: true });
  });

  it('refuses a folder with other files in it', () => {
    const directory = path.join(root, 'data', 'postgres');
    mkdirSync(directory, { recursive: true });
    writeFileSync(path.join(directory, 'notes.txt'), 'mine');
    expect(problemOf(directory)).toBe('not-a-cluster');
    expect(readdirSync(directory)).toEqual(['notes.txt']);
  });

  it('follows the link a relocated cluster left, and refuses it when its target is gone', () => {
    const directory = path.join(root, 'data', 'postgres');
    const elsewhere = path.join(root, 'elsewhere');
    fakeCluster(elsewhere, '18');
    mkdirSync(path.dirname(directory));
    symlinkSync(elsewhere, directory);
    expect(prepare(directory)).toEqual({ directory: elsewhere, initialised: true });
    rmSync(elsewhere, { recursive: true });
    expect(problemOf(directory)).toBe('pointer-target-missing');
  });
});
