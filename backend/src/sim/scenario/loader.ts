import { readFileSync } from 'node:fs';
import { isNode, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import { ZScenarioFileSchema, type TStepFile, type TStepVerb } from './schema';
import type { TPersonSpec, TRuleOverrides, TStaffSpec } from './world-schema';

export type TStep = { line: number; at: Date; action: TStepVerb };

export type TScenario = {
  file: string;
  name: string;
  description: string;
  start: Date;
  rules?: TRuleOverrides | undefined;
  people: Record<string, TPersonSpec>;
  /** Back-office staff the steps name (`decide`); an officer is added for a `decide` without `by` (staff.ts). */
  staff: TStaffSpec;
  steps: TStep[];
};

/** A scenario file that cannot be run, said as `file:line: message`, never as a stack trace. */
export class ScenarioFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
  }
}

type TPath = readonly PropertyKey[];

/** The line of the deepest node along `path` that the file has (a missing key points at its parent). */
function lineOf(document: Document, lines: LineCounter, path: TPath): number {
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node: unknown = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

/**
 * A union's own issue says only that no option fits (`people.pim: Invalid input`); the issue of
 * the option that got furthest into the value says why, such as a bad field of a new member's vehicle.
 */
function deepestIssue(issue: z.core.$ZodIssue): z.core.$ZodIssue {
  if (issue.code !== 'invalid_union') return issue;
  let deepest: z.core.$ZodIssue | undefined;
  for (const inner of issue.errors.flat()) if (!deepest || inner.path.length > deepest.path.length) deepest = inner;
  return deepest ? deepestIssue({ ...deepest, path: [...issue.path, ...deepest.path] }) : issue;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

function actionOf(step: TStepFile): TStepVerb {
  if (step.pass) return { verb: 'pass', spec: step.pass };
  if (step.waive) return { verb: 'waive', spec: step.waive };
  if (step.expect) return { verb: 'expect', spec: step.expect };
  if (step.pay) return { verb: 'pay', spec: step.pay };
  if (step.setPaymentMethod) return { verb: 'setPaymentMethod', spec: step.setPaymentMethod };
  if (step.settle) return { verb: 'settle', spec: step.settle };
  if (step.addVehicle) return { verb: 'addVehicle', spec: step.addVehicle };
  if (step.taxInvoice) return { verb: 'taxInvoice', spec: step.taxInvoice };
  if (step.dispute) return { verb: 'dispute', spec: step.dispute };
  if (step.decide) return { verb: 'decide', spec: step.decide };
  if (step.appeal) return { verb: 'appeal', spec: step.appeal };
  if (step.book) return { verb: 'book', spec: step.book };
  if (step.attend) return { verb: 'attend', spec: step.attend };
  if (step.decideAppeal) return { verb: 'decideAppeal', spec: step.decideAppeal };
  if (step.openPrepaid) return { verb: 'openPrepaid', spec: step.openPrepaid };
  if (step.topUp) return { verb: 'topUp', spec: step.topUp };
  if (step.setReplenishment) return { verb: 'setReplenishment', spec: step.setReplenishment };
  if ('crash' in step) return { verb: 'crash', spec: step.crash ?? null };
  throw new Error('the schema lets a step through only with one verb');
}

/** Parses and validates one scenario from its text; `file` names it in messages. */
export function parseScenario(file: string, text: string): TScenario {
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const [syntax] = document.errors;
  if (syntax) throw new ScenarioFileError(file, lines.linePos(syntax.pos[0]).line, syntax.message.split('\n')[0] ?? 'not YAML');
  const parsed = ZScenarioFileSchema.safeParse(document.toJS());
  if (!parsed.success) {
    const [first] = parsed.error.issues;
    const issue = first && deepestIssue(first);
    throw new ScenarioFileError(file, issue ? lineOf(document, lines, issue.path) : 1, issue ? describeIssue(issue) : 'not a scenario');
  }
  const { steps, ...scenario } = parsed.data;
  let at = scenario.start;
  const timed = steps.map((step, index) => {
    const line = lineOf(document, lines, ['steps', index]);
    const next = step.at ?? new Date(at.getTime() + (step.after ?? 0));
    if (next.getTime() < at.getTime())
      throw new ScenarioFileError(
        file,
        line,
        `steps go forward in time: ${next.toISOString()} is before the previous step's ${at.toISOString()}`,
      );
    at = next;
    return { line, at, action: actionOf(step) };
  });
  return { file, ...scenario, steps: timed };
}

export function loadScenario(file: string): TScenario {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScenarioFileError(file, 1, `cannot read the file (${(error as NodeJS.ErrnoException).code ?? 'unknown error'})`);
  }
  return parseScenario(file, text);
}
