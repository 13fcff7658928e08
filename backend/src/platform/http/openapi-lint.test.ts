import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { createTestApp, type TTestApp } from '../../test/test-app';

const run = promisify(execFile);

type TProblem = { ruleId: string; severity: 'error' | 'warn'; message: string; location: { pointer: string }[] };

let t: TTestApp;
let folder: string;

beforeAll(async () => {
  t = createTestApp();
  folder = await mkdtemp(path.join(os.tmpdir(), 'mflow-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** Runs Redocly's linter (recommended rules) on a document the way `redocly lint` would, and returns what it found. */
async function lint(document: object): Promise<TProblem[]> {
  const file = path.join(folder, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const cli = require.resolve('@redocly/cli/bin/cli.js');
  // Telemetry and the update check would reach the network; a test must not. Nothing else of this
  // process's environment is handed on, so a setting of the developer's cannot change the verdict.
  const env = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
  const answer = await run(process.execPath, [cli, 'lint', file, '--extends', 'recommended', '--format', 'json'], {
    env,
    cwd: folder,
  }).catch((failure: { stdout?: string }) => failure);
  // A linter that did not run must not read as a clean document.
  const report = JSON.parse(answer.stdout ?? '') as { totals?: object; problems?: TProblem[] };
  if (!report.totals || !report.problems) throw new Error(`The linter gave no report: ${answer.stdout}`);
  return report.problems;
}

describe('the public API document', () => {
  it('passes the Redocly linter with its recommended rules: no error, no warning', async () => {
    const res = await request(t.app).get('/api-docs/openapi.json');
    const problems = await lint(res.body);
    expect(problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
  }, 60_000);
});
