import { CUSTOMER_RULE_CODES } from '@mflow/contracts/rules/rule-codes';
import { mergeCatalogue } from './catalogue-part';
import { CATALOGUE_PARTS } from './catalogue-parts';
import { describeError, errorCatalogue } from './error-catalogue';

describe('error catalogue', () => {
  it('has Thai and English text and an error status for every code', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(entry.th.trim()).not.toBe('');
      expect(entry.en.trim()).not.toBe('');
      expect(entry.th).not.toBe(entry.en);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(code).toMatch(/^ERR_[A-Z]+_\d{4}$/);
    }
  });

  it('describes every code the shared rules answer with', () => {
    for (const code of CUSTOMER_RULE_CODES) expect(Object.keys(errorCatalogue)).toContain(code);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const entry of Object.values(errorCatalogue)) {
      expect(placeholders(entry.th)).toEqual(placeholders(entry.en));
    }
  });

  it('fills placeholders in the language asked for', () => {
    expect(describeError('ERR_COMMON_0001', 'EN', { header: 'language' })).toBe(
      'The request header language is missing or invalid',
    );
    expect(describeError('ERR_COMMON_0001', 'TH', { header: 'language' })).toContain('language');
  });

  it('defines no code twice across the parts, so no text silently replaces another', () => {
    const owners = new Map<string, string[]>();
    for (const part of CATALOGUE_PARTS) {
      for (const code of Object.keys(part.messages)) owners.set(code, [...(owners.get(code) ?? []), part.name]);
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect(Object.keys(errorCatalogue).sort()).toEqual([...owners.keys()].sort());
  });

  it('refuses to merge parts that define the same code', () => {
    const entry = { status: 400, th: 'ก', en: 'a' };
    expect(() => mergeCatalogue([{ name: 'first', messages: { ERR_X_0001: entry } }, { name: 'second', messages: { ERR_X_0001: entry } }])).toThrow(
      'Error code ERR_X_0001 is defined in both first and second',
    );
  });
});
