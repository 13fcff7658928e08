import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import os from 'node:os';

/**
 * The user PostgreSQL runs as: this process's own user, or, when that is root (which PostgreSQL
 * refuses), the `postgres` system user, created on first need.
 */
export type TRunAs = { name: string; uid: number; gid: number; switched: boolean };

const SYSTEM_USER = 'postgres';

function idOf(flag: '-u' | '-g'): number {
  return Number.parseInt(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }), 10);
}

function ensureSystemUser(): void {
  try {
    idOf('-u');
  } catch {
    execFileSync('groupadd', ['--force', '--system', SYSTEM_USER], { stdio: 'ignore' });
    execFileSync('useradd', ['--system', '--gid', SYSTEM_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER], {
      stdio: 'ignore',
    });
  }
}

export function postgresRunAs(): TRunAs {
  const self = os.userInfo();
  if (self.uid !== 0) return { name: self.username, uid: self.uid, gid: self.gid, switched: false };
  ensureSystemUser();
  return { name: SYSTEM_USER, uid: idOf('-u'), gid: idOf('-g'), switched: true };
}

/** Spawn options that make a child run as that user (Node then also drops root's supplementary groups). */
export function identityOf(runAs: TRunAs): { uid?: number; gid?: number } {
  return runAs.switched ? { uid: runAs.uid, gid: runAs.gid } : {};
}

/**
 * Whether the user can enter the folder, every ancestor included. Root passes every permission
 * check, so for another user the only honest answer comes from trying as that user.
 */
export function canEnter(runAs: TRunAs, directory: string): boolean {
  if (!runAs.switched) {
    try {
      accessSync(directory, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }
  const probe = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', directory], { ...identityOf(runAs), stdio: 'ignore', timeout: 10_000 });
  return probe.status === 0;
}
