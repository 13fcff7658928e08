import { CUSTOMER_RULE_CODES } from '@mflow/contracts/rules/rule-codes';
import { mergeCatalogue } from './platform/errors/catalogue-part';
import { CATALOGUE_PARTS, ERROR_CATALOGUE } from './error-catalogue';
import { describeError, errorStatusOf, useErrorCatalogue } from './platform/errors/error-catalogue';

describe('error catalogue', () => {
  it('is not described from before the app hands it over', () => {
    expect(() => describeError('ERR_COMMON_0001', 'EN')).toThrow('The error catalogue is not in use yet');
  });

  it('has Thai and English text and an error status for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.th.trim()).not.toBe('');
      expect(entry.en.trim()).not.toBe('');
      expect(entry.th).not.toBe(entry.en);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(code).toMatch(/^ERR_[A-Z]+_\d{4}$/);
    }
  });

  it('describes every code the shared rules answer with', () => {
    for (const code of CUSTOMER_RULE_CODES) expect(Object.keys(ERROR_CATALOGUE)).toContain(code);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(placeholders(entry.th)).toEqual(placeholders(entry.en));
    }
  });

  it('defines no code twice across the parts, so no text silently replaces another', () => {
    const owners = new Map<string, string[]>();
    for (const part of CATALOGUE_PARTS) {
      for (const code of Object.keys(part.messages)) owners.set(code, [...(owners.get(code) ?? []), part.name]);
    }
    expect([...owners].filter(([, parts]) => parts.length > 1)).toEqual([]);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...owners.keys()].sort());
  });

  it('refuses to merge parts that define the same code', () => {
    const entry = { status: 400, th: 'ก', en: 'a' };
    expect(() =>
      mergeCatalogue([
        { name: 'first', messages: { ERR_X_0001: entry } },
        { name: 'second', messages: { ERR_X_0001: entry } },
      ]),
    ).toThrow('Error code ERR_X_0001 is defined in both first and second');
  });

  describe('in use', () => {
    beforeAll(() => useErrorCatalogue(ERROR_CATALOGUE));

    it('fills placeholders in the language asked for', () => {
      expect(describeError('ERR_COMMON_0001', 'EN', { header: 'language' })).toBe('The request header language is missing or invalid');
      expect(describeError('ERR_COMMON_0001', 'TH', { header: 'language' })).toContain('language');
    });

    it("answers each code's status, from any module's part", () => {
      expect(errorStatusOf('ERR_COMMON_0404')).toBe(404);
      expect(errorStatusOf('ERR_AUTH_0021')).toBe(429);
      expect(errorStatusOf('ERR_STAFF_0010')).toBe(404);
    });

    it('knows its codes when compiled: a code no part defines is refused by tsc, and at run time too', () => {
      // @ts-expect-error: a letter O for the zero, which no part defines
      expect(() => errorStatusOf('ERR_AUTH_O020')).toThrow('Error code ERR_AUTH_O020 is in no part of the catalogue');
    });
  });
});
