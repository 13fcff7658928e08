import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { defineConfig } from '@playwright/test';
import type { WorkerFixtures } from './e2e/fixtures';

/**
 * Browser tests run against the real backend: each worker starts its own server on a free port with
 * its own embedded PostgreSQL cluster (e2e/support/server.ts), copied from one the global set-up
 * migrated and seeded, so tests that switch shared settings can run in parallel (decision 0009).
 * Two portals are built: the production behaviour (access key on) and start-up path 2 (access key
 * off, requirements/portal-shell.md#start-up); both poll the maintenance setting every second so a test sees it change quickly.
 */
function workerCount(): number {
  const asked = process.env.E2E_WORKERS;
  if (asked === undefined || asked === '') return Math.min(os.availableParallelism(), 4);
  const count = Number(asked);
  if (!Number.isInteger(count) || count < 1) throw new Error(`E2E_WORKERS must be a whole number of at least 1, not "${asked}"`);
  return count;
}

/**
 * Debian's headless shell (package chromium-headless-shell) renders the same pages as the full
 * browser without its windowing layers: the same three specs took 193 s of CPU with it against
 * 243 s with `/usr/bin/chromium` (decision 0080). The full browser is the fallback where the shell
 * is not installed, and what E2E_CHROMIUM names wins, e.g. for `--headed`.
 */
function chromiumPath(): string {
  const named = process.env.E2E_CHROMIUM;
  if (named !== undefined && named !== '') return named;
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : '/usr/bin/chromium';
}

const FLAG_OFF_SPEC = 'startup/flag-off.spec.ts';

const PROJECTS = [
  { name: 'portal', testIgnore: `**/${FLAG_OFF_SPEC}`, use: { portalBuild: 'portal' as const } },
  { name: 'portal-without-access-key', testMatch: `**/${FLAG_OFF_SPEC}`, use: { portalBuild: 'portal-without-access-key' as const } },
];

/**
 * E2E_EACH_FILE_ALONE=1: a project per spec file. Projects never share a worker, so each file runs
 * in a worker of its own, on a backend and database no other file has touched: the check that every
 * file passes alone, in one run instead of one run (and one set-up) per file.
 */
function projectPerFile() {
  const files = readdirSync('e2e', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => file.split('\\').join('/'))
    .sort();
  return files.map((file) => ({
    name: file,
    testMatch: `**/${file}`,
    use: { portalBuild: file === FLAG_OFF_SPEC ? ('portal-without-access-key' as const) : ('portal' as const) },
  }));
}

export default defineConfig<object, Pick<WorkerFixtures, 'portalBuild'>>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  workers: workerCount(),
  fullyParallel: true,
  retries: 0,
  forbidOnly: true,
  // On a machine busy with other work a test gets half the CPU it has alone, and a walk that took
  // 20 s took over 30, Playwright's default (decision 0071). Twice that guards against a hang as
  // well; no assertion waits longer (expect keeps its 5 s).
  timeout: 60_000,
  reporter: [['list']],
  outputDir: 'test-results',
  // Baselines are committed beside their spec, without the platform in the name: they are made with
  // Debian's chromium and fonts-thai-tlwg, which is what the suite always runs on.
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    // A trace records every action's screenshots and DOM: 15 to 30 % of the suite's CPU on two
    // cores, spent on the passing tests too. A failing spec is run again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: process.env.E2E_EACH_FILE_ALONE === '1' ? projectPerFile() : PROJECTS,
});
