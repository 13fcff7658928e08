import { writeFileSync } from 'node:fs';
import type { TScenarioResult } from './runner';
import { bangkokMinute } from './time-text';

export type TFileOutcome = { file: string; result: TScenarioResult } | { file: string; error: string };

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The timeline, one line per event, then a verdict per expectation with expected and actual side by side. */
export function formatResult(result: TScenarioResult): string {
  const lines = [`▶ ${result.file}: ${result.name}`];
  for (const event of result.events) lines.push(`  ${bangkokMinute(new Date(event.at))}  ${event.kind.padEnd(8)} ${event.text}`);
  lines.push('');
  for (const verdict of result.verdicts) {
    lines.push(`  ${verdict.pass ? 'PASS' : 'FAIL'}  line ${String(verdict.line).padEnd(4)} ${verdict.what}`);
    const width = Math.max(0, ...verdict.diffs.map((diff) => diff.field.length));
    const expectedWidth = Math.max(0, ...verdict.diffs.map((diff) => diff.expected.length));
    for (const diff of verdict.diffs)
      lines.push(`          ${diff.field.padEnd(width)}  expected ${diff.expected.padEnd(expectedWidth)}  actual ${diff.actual}`);
  }
  const failed = result.verdicts.filter((verdict) => !verdict.pass).length;
  const summary = result.verdicts.length === 0 ? 'no expectations' : `${result.verdicts.length - failed} passed, ${failed} failed`;
  lines.push(`  ${result.ok ? 'OK  ' : 'FAIL'}  ${summary} in ${seconds(result.ms)}`, '');
  return lines.join('\n');
}

export function formatSummary(outcomes: TFileOutcome[]): string {
  const lines = ['Scenarios:'];
  for (const outcome of outcomes) {
    if ('error' in outcome) lines.push(`  FAIL  ${outcome.file}  (not run)`);
    else lines.push(`  ${outcome.result.ok ? 'PASS' : 'FAIL'}  ${outcome.file}  ${seconds(outcome.result.ms)}`);
  }
  return lines.join('\n');
}

export const allPassed = (outcomes: TFileOutcome[]) =>
  outcomes.length > 0 && outcomes.every((outcome) => 'result' in outcome && outcome.result.ok);

/** The same as printed, for machines: every file with its events and verdicts, or why it did not run. */
export function writeJsonReport(file: string, outcomes: TFileOutcome[]): void {
  const scenarios = outcomes.map((outcome) =>
    'error' in outcome ? { file: outcome.file, ok: false, error: outcome.error } : { ...outcome.result, ms: Math.round(outcome.result.ms) },
  );
  writeFileSync(file, `${JSON.stringify({ ok: allPassed(outcomes), scenarios }, null, 2)}\n`);
}
