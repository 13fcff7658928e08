import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the real backend on fresh embedded PostgreSQL databases. Two portals are
 * built: the production behaviour (access key on) and start-up path 2 (access key off, SPEC 4); both
 * poll the maintenance setting every second so a test sees it change quickly.
 */
const PORTALS = [
  { name: 'portal', port: 8181, mode: 'e2e' },
  { name: 'portal-without-access-key', port: 8182, mode: 'e2e-nokey' },
] as const;

function server({ name, port, mode }: (typeof PORTALS)[number]) {
  const dir = `.data-e2e/${name}`;
  // Not under the dot-directory: the backend will not send files from a path with a dot segment.
  const portal = `frontend/e2e-builds/${name}/dist`;
  return {
    command: `rm -rf ${dir} ${portal} && npm run build -w frontend -- --mode ${mode} --outDir ../${portal} --logLevel warn && node scripts/start.mjs`,
    url: `http://localhost:${port}/health/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: `${dir}/db`,
      PORTAL_DIR: portal,
      SIMULATION: 'true',
      LOG_LEVEL: 'warn',
      // Every test opens a fresh browser context and so fetches a fresh access key.
      ACCESS_KEY_RATE_LIMIT_PER_MINUTE: '10000',
      // Many tests sign in, check identities and reset passwords from the one test machine.
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // The tests share one database per portal and switch its settings, so they run one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  projects: [
    { name: PORTALS[0].name, testIgnore: '**/startup/flag-off.spec.ts', use: { baseURL: `http://localhost:${PORTALS[0].port}` } },
    { name: PORTALS[1].name, testMatch: '**/startup/flag-off.spec.ts', use: { baseURL: `http://localhost:${PORTALS[1].port}` } },
  ],
  webServer: PORTALS.map(server),
});
