import type { TApiClient } from '../api-client';
import type { TVerdict } from '../expectations';
import type { TStep } from '../loader';
import type { TPlate } from '../schema-parts';
import type { TTimeline } from '../timeline';
import type { TWorldReads } from '../world-reads';

/** What a verb may use: the API, the reads, the timeline and verdicts, and the run's own state. */
export type TStepContext = {
  step: TStep;
  api: TApiClient;
  reads: TWorldReads;
  timeline: TTimeline;
  verdicts: TVerdict[];
  /** Plates that passed as non-members: the timeline watches their invoices too. */
  watchPlate(plate: TPlate): void;
  /** The next clock move kills the backend during its first job run that writes (verbs/crash.ts). */
  armCrash(): void;
  /** Invoice numbers named by `expect: { invoices: { name } }`, for a later `pay`; without it, names are not kept. */
  invoiceNames?: Map<string, string>;
  /** Passage ids named by `pass: { name }`, for a later `dispute`. */
  passageNames?: Map<string, string>;
  /** Case numbers named by `dispute: { name }`, with the member who filed each, for `decide` and `expect: { case }`. */
  caseNames?: Map<string, TNamedCase>;
};

export type TNamedCase = { caseNo: string; by: string };

/** A name given by an earlier step, or a failure saying there is none. */
export function named<T>(names: Map<string, T> | undefined, name: string, what: string): T {
  const found = names?.get(name);
  if (found === undefined) throw new StepFailure(`no ${what} was named ${name} before this step`);
  return found;
}

/** A step the runner cannot carry out: said with its line, then the run of this file stops. */
export class StepFailure extends Error {}
