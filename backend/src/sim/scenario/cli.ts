import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../platform/app-config';
import { loadScenario, ScenarioFileError, type TScenario } from './loader';
import { allPassed, formatResult, formatSummary, writeJsonReport, type TFileOutcome } from './report';
import { spawnBackendProcess, type TWaitingBackend } from './backend-process';
import { hasCrash, runScenario } from './runner';
import { checkRunnable } from './validate';
import { openScenarioWorld, type TScenarioWorld } from './world';

/** The shipped scenarios; those in sub-folders (failing/) are kept out of --all on purpose. */
export const SHIPPED_DIR = path.join(REPO_ROOT, 'seed', 'scenarios');

/** The file names --all plays, in order. */
export function shippedScenarioNames(): string[] {
  return readdirSync(SHIPPED_DIR)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
}

const USAGE = 'usage: npm run scenario -- [--all] [--json REPORT.json] FILE.yaml...';

type TArguments = { files: string[]; json: string | undefined };

/** npm runs scripts in the root folder; a path is meant from where the command was typed. */
function fromCaller(file: string, callerDir: string): string {
  return path.resolve(callerDir, file);
}

export function parseArguments(argv: string[], callerDir: string): TArguments {
  const files: string[] = [];
  let json: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--all') {
      files.push(...shippedScenarioNames().map((name) => path.join(SHIPPED_DIR, name)));
    } else if (argument === '--json') {
      const target = argv[(index += 1)];
      if (!target) throw new Error(`--json needs a file name\n${USAGE}`);
      json = fromCaller(target, callerDir);
    } else if (argument.startsWith('-')) {
      throw new Error(`unknown option ${argument}\n${USAGE}`);
    } else {
      files.push(fromCaller(argument, callerDir));
    }
  }
  if (files.length === 0) throw new Error(USAGE);
  return { files, json };
}

type TOutput = { write(text: string): void };

type TCommandOptions = { callerDir: string; out: TOutput; openWorld: () => Promise<TScenarioWorld> };

/** Loads every file first (a bad one is reported with its line and not run), then runs the rest in turn on one database server. */
export async function runScenarioFiles(files: string[], { callerDir, out, openWorld }: TCommandOptions): Promise<TFileOutcome[]> {
  // From where the command was typed when the file is below it; in full otherwise, rather than a chain of ../
  const shown = (file: string) => {
    const relative = path.relative(callerDir, file);
    return relative && !relative.startsWith('..') ? relative : file;
  };
  const outcomes: TFileOutcome[] = [];
  const runnable: TScenario[] = [];
  for (const file of files) {
    try {
      const scenario = loadScenario(file);
      checkRunnable(scenario);
      runnable.push({ ...scenario, file: shown(file) });
    } catch (error) {
      if (!(error instanceof ScenarioFileError)) throw error;
      const message = `${shown(error.file)}:${error.line}: ${error.reason}`;
      out.write(`${message}\n`);
      outcomes.push({ file: shown(file), error: message });
    }
  }
  if (runnable.length === 0) return outcomes;
  // A file with a crash kills a backend process; the next one loads its modules while PostgreSQL
  // starts and earlier files run, so that loading is not on a file's time.
  let crashesLeft = runnable.filter(hasCrash).length;
  let spare: TWaitingBackend | undefined = crashesLeft > 0 ? spawnBackendProcess() : undefined;
  const takeKillable = () => {
    const taken = spare ?? spawnBackendProcess();
    crashesLeft -= 1;
    spare = crashesLeft > 0 ? spawnBackendProcess() : undefined;
    return taken;
  };
  try {
    const world = await openWorld();
    try {
      for (const scenario of runnable) {
        const result = await runScenario(world, scenario, takeKillable);
        out.write(`${formatResult(result)}\n`);
        outcomes.push({ file: scenario.file, result });
      }
    } finally {
      await world.close();
    }
  } finally {
    spare?.dispose();
  }
  return outcomes;
}

/** `npm run scenario -- ...`: the exit code is 0 only when every file ran and every expectation passed; 2 for bad arguments. */
export async function scenarioCommand(argv: string[], options: TCommandOptions): Promise<number> {
  let parsed: TArguments;
  try {
    parsed = parseArguments(argv, options.callerDir);
  } catch (error) {
    options.out.write(`${(error as Error).message}\n`);
    return 2;
  }
  const outcomes = await runScenarioFiles(parsed.files, options);
  options.out.write(`${formatSummary(outcomes)}\n`);
  if (parsed.json) writeJsonReport(parsed.json, outcomes);
  return allPassed(outcomes) ? 0 : 1;
}

if (require.main === module) {
  // eslint-disable-next-line n/no-process-env -- npm's INIT_CWD is where the command was typed, not configuration
  const callerDir = process.env.INIT_CWD ?? process.cwd();
  scenarioCommand(process.argv.slice(2), { callerDir, out: process.stdout, openWorld: openScenarioWorld }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`the scenario runner stopped: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
