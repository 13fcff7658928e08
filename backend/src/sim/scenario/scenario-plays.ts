import path from 'node:path';
import { loadConfig } from '../../config';
import { REPO_ROOT } from '../../platform/app-config';
import { templateDatabaseName } from '../../test/test-database';
import { scenarioCommand, SHIPPED_DIR } from './cli';
import { scenarioWorldOn } from './world';

/**
 * The runner end to end, as `npm run scenario` runs it, on the jest run's PostgreSQL: each file on
 * a copy of the run's migrated and seeded template, the backend in this process.
 */
export async function playScenarioFiles(files: string[]): Promise<{ code: number; output: string }> {
  const runUrl = loadConfig().databaseUrl ?? '';
  const template = templateDatabaseName(decodeURIComponent(new URL(runUrl).pathname.slice(1)));
  let output = '';
  const code = await scenarioCommand(files, {
    callerDir: REPO_ROOT,
    out: { write: (text) => (output += text) },
    openWorld: async () => scenarioWorldOn({ serverUrl: runUrl, template, close: async () => undefined }),
  });
  return { code, output };
}

/** What a shipped file's play must also print, beyond passing: the runner's report of it, line by line. */
export type TPlayChecks = Readonly<Record<string, (output: string) => void>>;

/**
 * Plays each of the shipped files named, a test each, and checks every verdict passes: this is where
 * the test run plays the files `npm run scenario -- --all` plays, each once (docs/testing.md).
 */
export function playsShipped(names: readonly string[], checks: TPlayChecks = {}): void {
  it.each([...names])(
    '%s: every expectation passes',
    async (name) => {
      const { code, output } = await playScenarioFiles([path.join(SHIPPED_DIR, name)]);
      // The whole report on a failure, so the failing line is in the test's message.
      expect({ code, failed: /^ {2}FAIL/m.test(output) ? output : '' }).toEqual({ code: 0, failed: '' });
      checks[name]?.(output);
    },
    120_000,
  );
}
