import { BackendRefusal } from '../api-client';
import type { TStepContext } from './step-context';

/**
 * Runs a step's call; with `refused`, the step expects the backend to refuse it with that code,
 * and says so in a verdict either way. Answers undefined when the call was refused as expected.
 */
export async function withExpectedRefusal<T>(
  context: TStepContext,
  what: string,
  refused: string | undefined,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (refused === undefined) return work();
  const verdict = (actual: string) =>
    context.verdicts.push({
      line: context.step.line,
      what: `${what} is refused`,
      pass: actual === refused,
      diffs: actual === refused ? [] : [{ field: 'refused', expected: refused, actual }],
    });
  try {
    await work();
  } catch (error) {
    if (!(error instanceof BackendRefusal)) throw error;
    const codes = error.codes();
    const code = codes.includes(refused) ? refused : (codes[0] ?? `HTTP ${error.status}`);
    verdict(code);
    context.timeline.add(context.step.at, 'refusal', `${what}: ${code}`);
    return undefined;
  }
  verdict('carried out');
  return undefined;
}
