import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { StartupProblemError } from './startup-failure';

const MB = 1024 * 1024;

/** Refuses to start writing when the disk could not hold the result, instead of failing half-way. */
export function ensureFreeSpace(directory: string, neededMb: number): void {
  let existing = directory;
  while (!existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
  const stats = statfsSync(existing);
  const freeMb = Math.floor((stats.bavail * stats.bsize) / MB);
  if (freeMb < neededMb) throw new StartupProblemError({ kind: 'disk-full', directory, freeMb, neededMb });
}
