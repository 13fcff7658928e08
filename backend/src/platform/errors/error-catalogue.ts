/**
 * Every error the API can answer with, its HTTP status and its text in both languages. The codes
 * are known at compile time; the texts are handed over once, where the app is wired.
 */
import type { TErrorEntry } from './catalogue-part';
import type { platformMessages } from './platform.messages';

/**
 * The catalogue's parts, each the messages of one module, by name. The platform declares its own
 * here; every other `*.messages.ts` adds its part by declaration merging, so that TErrorCode is the
 * union of every part's codes and a misspelled code fails to compile, while the platform imports
 * none of the modules above it. The app's wiring (backend/src/error-catalogue.ts) merges the same
 * parts and hands the result to useErrorCatalogue; tsc refuses a registered part it leaves out.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges: each module's messages add their part to it
export interface TErrorCatalogueParts {
  platform: typeof platformMessages;
}

export type TErrorCode = { [P in keyof TErrorCatalogueParts]: keyof TErrorCatalogueParts[P] & string }[keyof TErrorCatalogueParts];

export type TErrorCatalogue = Record<TErrorCode, TErrorEntry>;

export type TLanguage = 'TH' | 'EN';

let catalogue: TErrorCatalogue | undefined;

/** Hands the merged catalogue over; createApp does, before any request can fail. */
export function useErrorCatalogue(merged: TErrorCatalogue): void {
  catalogue = merged;
}

function catalogueInUse(): TErrorCatalogue {
  if (!catalogue) throw new Error('The error catalogue is not in use yet: createApp hands it over');
  return catalogue;
}

function entryOf(code: TErrorCode): TErrorEntry {
  const entry: TErrorEntry | undefined = catalogueInUse()[code];
  if (!entry) throw new Error(`Error code ${code} is in no part of the catalogue`);
  return entry;
}

/** Whether a text is a catalogue code: a shared rule's zod message, a failure code kept on a row. */
export function isErrorCode(text: string): text is TErrorCode {
  return Object.hasOwn(catalogueInUse(), text);
}

export function errorStatusOf(code: TErrorCode): number {
  return entryOf(code).status;
}

export function describeError(code: TErrorCode, language: TLanguage, params: Record<string, string> = {}): string {
  const entry = entryOf(code);
  const template = language === 'EN' ? entry.en : entry.th;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
