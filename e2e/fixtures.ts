import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { commonHeaders } from './support/headers';
import { freshMember, type FreshMember } from './support/registration';
import { copyTemplate, DATA_ROOT, startServer, type PortalBuild, type RunningServer } from './support/server';

export { commonHeaders };

/** The simulation controls of the real backend. */
export class SimControls {
  constructor(private readonly request: APIRequestContext) {}

  private async send(method: 'put' | 'post', path: string, data?: unknown): Promise<void> {
    const response = await this.request[method](`/simservice/api/v1/settings/${path}`, { headers: commonHeaders(), data });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  }

  reset() {
    return this.send('post', 'reset');
  }

  setMenu(code: string, status: 'ACTIVE' | 'INACTIVE') {
    return this.send('put', `page-permission/${code}`, { status });
  }

  setStatusPage(statusPage: boolean) {
    return this.send('put', 'page-config', { statusPage });
  }

  setMaintenance(enabled: boolean) {
    return this.send('put', 'maintenance', { enabled });
  }
}

/** A fingerprint of what the page shows at this width: equal fingerprints give equal axe results. */
function pageFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = `${window.innerWidth}|${document.documentElement.outerHTML}`;
    let hash = 0;
    for (let index = 0; index < html.length; index += 1) hash = (Math.imul(hash, 31) + html.charCodeAt(index)) | 0;
    return `${html.length}:${hash}`;
  });
}

/** Fingerprints of pages already checked for accessibility. */
export type CheckedPages = { has(fingerprint: string): boolean; add(fingerprint: string): void };

/** Checked by any worker of this run: an empty file a fingerprint, in the run's data directory (emptied by the global set-up). */
function checkedInThisRun(): CheckedPages {
  const directory = path.join(DATA_ROOT, 'accessible-pages');
  mkdirSync(directory, { recursive: true });
  const file = (fingerprint: string) => path.join(directory, fingerprint.replace(/[^\w]/g, '_'));
  return { has: (fingerprint) => existsSync(file(fingerprint)), add: (fingerprint) => writeFileSync(file(fingerprint), '') };
}

/**
 * Fails on any serious or critical axe violation of WCAG 2.1 A/AA on the page as it is now. A page
 * identical to one already checked in this run, by any worker, is not checked again: axe takes about
 * a second of CPU a page, and many tests pass through the same screens.
 */
export async function expectAccessible(page: Page, checked: CheckedPages = new Set()): Promise<void> {
  const fingerprint = await pageFingerprint(page);
  if (checked.has(fingerprint)) return;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} [${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}]`);
  expect(blocking, `accessibility of ${page.url()}`).toEqual([]);
  checked.add(fingerprint);
}

export type Portal = {
  /** Opens a path under the portal, waits for its page, and checks its accessibility. */
  open(path: string): Promise<void>;
  /** Waits until the start-up is over and a page heading is shown. */
  ready(): Promise<void>;
  expectAccessible(): Promise<void>;
  /** Stored values of the page's origin. */
  local(): Promise<Record<string, string>>;
};

/** The portal steps on a page; the `portal` fixture's page, or another tab or browser context a test opens. */
export function portalOf(page: Page, checked: CheckedPages = new Set()): Portal {
  const ready = async () => {
    await expect(page.locator('#main-content h1').first()).toBeVisible();
  };
  return {
    ready,
    async open(path) {
      await page.goto(path);
      await ready();
      await expectAccessible(page, checked);
    },
    expectAccessible: () => expectAccessible(page, checked),
    local: () => page.evaluate(() => ({ ...localStorage })),
  };
}

/** A seeded demo customer (README "Demo accounts", seed/demo/demo-accounts.ts). */
export const CUSTOMER = {
  email: 'somchai@mflow.local',
  mobile: '0812345678',
  password: 'MflowDemo1',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  customerType: 'Individual',
  point: 0,
};

export const CUSTOMER_PATH = '**/customerservice/api/v1/customer/**';

/** What POST /authservice/api/auth answers (the values requirements/portal-shell.md#stored-values lists). */
export type SignInAnswer = {
  token: string;
  customerId: string;
  email: string;
  displayName: string;
  customerType: string;
  point: number;
  profileImage: string | null;
  pinStatus: string;
};

/** Signs a customer in through the API, as the login form does: an access key, Basic credentials and a type header. */
export async function apiSignIn(request: APIRequestContext, identifier: string, password: string): Promise<SignInAnswer> {
  const key = await request.post('/masterservice/api/v1/accesskey', { headers: commonHeaders() });
  const { accessKey } = ((await key.json()) as { data: { accessKey: string } }).data;
  const response = await request.post('/authservice/api/auth', {
    headers: {
      ...commonHeaders(),
      AccessKey: accessKey,
      type: identifier.includes('@') ? 'EMAIL' : 'PHONE',
      Authorization: `Basic ${Buffer.from(`${identifier}:${password}`, 'utf8').toString('base64')}`,
    },
  });
  const body = (await response.json()) as { status: string; data: SignInAnswer };
  expect(body.status, `sign-in of ${identifier}: ${JSON.stringify(body)}`).toBe('SUCCESS');
  return body.data;
}

/**
 * Puts a token (and any other values) in local storage before the portal's first script runs, once
 * per tab, so that a later sign-out is not undone by the next page load.
 */
export async function seedLocalStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', 'yes');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, values);
}

/**
 * Signs a customer in for real (the demo customer unless told otherwise) and leaves the token and
 * customer id in local storage, so the page opens signed in with a token the backend accepts and the
 * portal loads (and stores) the customer itself.
 */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  who: { identifier: string; password: string } = { identifier: CUSTOMER.email, password: CUSTOMER.password },
  extra: Record<string, string> = {},
): Promise<SignInAnswer> {
  const answer = await apiSignIn(request, who.identifier, who.password);
  await seedLocalStorage(page, { accessToken: answer.token, customerId: answer.customerId, ...extra });
  return answer;
}

type Fixtures = {
  portal: Portal;
  sim: SimControls;
  consoleErrors: string[];
  /** An ACTIVE member of the test's own, for a test that changes an account (support/registration.ts freshMember). */
  member: FreshMember;
};

/** Per worker: which portal build its server serves (set by the project), and that server. */
export type WorkerFixtures = { portalBuild: PortalBuild; backend: RunningServer; checkedPages: CheckedPages };

export const test = base.extend<Fixtures, WorkerFixtures>({
  portalBuild: ['portal', { scope: 'worker', option: true }],

  // A worker's own backend and database: what its tests switch is seen by no other worker.
  backend: [
    async ({ portalBuild }, use, workerInfo) => {
      const name = `w${workerInfo.workerIndex}`;
      const dataDir = path.join(DATA_ROOT, name);
      copyTemplate(dataDir);
      const server = await startServer(name, dataDir, portalBuild);
      // The first request to a simulated identity provider loads oidc-provider and makes the
      // providers' keys, seconds on a busy machine: paid here, not by whichever test goes there first.
      await fetch(`${server.url}/simidp/google/.well-known/openid-configuration`);
      await use(server);
      await server.stop();
    },
    // A start on a machine busy with other work has taken over 90 s (decision 0071); a start that
    // fails still fails with the backend's own log.
    { scope: 'worker', timeout: 240_000 },
  ],

  baseURL: async ({ backend }, use) => use(backend.url),

  // Playwright reads a fixture's dependencies from its first parameter, which must be a destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  checkedPages: [async ({}, use) => use(checkedInThisRun()), { scope: 'worker' }],

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },

  // Tests that change settings take this fixture, which starts and leaves them at their defaults.
  sim: async ({ request }, use) => {
    const sim = new SimControls(request);
    await sim.reset();
    await use(sim);
    await sim.reset();
  },

  // Registering through the API takes a dozen calls: they have time of their own, not the test's.
  member: [async ({ request }, use) => use(await freshMember(request)), { timeout: 60_000 }],

  portal: async ({ page, checkedPages }, use, testInfo) => {
    await use(portalOf(page, checkedPages));
    // Whatever page a test ends on is checked too, so pages reached by clicking are covered.
    if (testInfo.status === testInfo.expectedStatus && !page.isClosed()) await expectAccessible(page, checkedPages);
  },
});

export { expect };

/** A small real PNG, accepted wherever the portal asks for a photo or a document. */
export const PNG_FILE = {
  name: 'document.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAAsUlEQVR42u3RAQkAAAgEsQ9hNrMazxoig0twS/XocbEAsAALsAALsAALMGABFmABFmABFmDAAizAAizAAizAAgxYgAVYgAVYgAUYsAALsAALsAALMGABFmABFmABFmABBizAAizAAizAAgxYgAVYgAVYgAUYsAuABViABViABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEWYMACLMACLMACLMCABViABViABViAAQuwAOteC0tv0RsYz4ycAAAAAElFTkSuQmCC',
    'base64',
  ),
};

type OutboxMessage = { channel: 'EMAIL' | 'SMS'; to: string; subject: string | null; text: string; purpose: string; createdAt: string };

/** The simulated outbox of one e-mail address or mobile number, newest first. */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/simservice/api/v1/outbox', { params: { to }, headers: commonHeaders() });
  return ((await response.json()) as { data: { messages: OutboxMessage[] } }).data.messages;
}

/** The 6-digit code of the OTP message with this reference (the portal shows the reference next to the code field). */
export async function otpFromOutbox(request: APIRequestContext, to: string, reference: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await outbox(request, to)).find((item) => item.text.includes(reference));
        code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
        return code;
      },
      { message: `OTP ${reference} for ${to}` },
    )
    .toBeTruthy();
  return code ?? '';
}

/** The newest portal link (/mflow/activate, /mflow/resetpwd) e-mailed or texted to a contact. */
export async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const pattern = new RegExp(`https?://\\S+${path.replace(/\//g, '\\/')}\\?token=[\\w%-]+`);
        link = (await outbox(request, to)).map((message) => pattern.exec(message.text)?.[0]).find(Boolean);
        return link;
      },
      { message: `${path} link for ${to}` },
    )
    .toBeTruthy();
  return link ?? '';
}
