/**
 * Every error the API can answer with, its HTTP status and its text in both languages, built
 * once at start from the parts that live beside each service.
 */
import { CATALOGUE_PARTS } from './catalogue-parts';
import { mergeCatalogue, type TErrorEntry } from './catalogue-part';

export const errorCatalogue = mergeCatalogue(CATALOGUE_PARTS);

export type TErrorCode = keyof typeof errorCatalogue;

export type TLanguage = 'TH' | 'EN';

export function describeError(code: TErrorCode, language: TLanguage, params: Record<string, string> = {}): string {
  const entry: TErrorEntry = errorCatalogue[code];
  const template = language === 'EN' ? entry.en : entry.th;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
