import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createIntl } from 'react-intl';
import en from './en.json';
import th from './th.json';

const SOURCE_ROOT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const thKeys = Object.keys(th).sort();
const enKeys = Object.keys(en).sort();
const prefixes = new Set(thKeys.map((key) => key.split('.')[0]));
const source = sourceFiles(SOURCE_ROOT).map((file) => readFileSync(file, 'utf8')).join('\n');

/** Quoted strings in the source that look like message ids: a known first segment, then dotted words. */
const literalIds = [...source.matchAll(/['"]([a-z][A-Za-z]*(?:\.[A-Za-z0-9]+)+)['"]/g)]
  .map((match) => match[1] ?? '')
  .filter((id) => prefixes.has(id.split('.')[0] ?? ''));

/** Template ids such as `home.shortcut.${key}.title`, as patterns. */
const templateIds = [...source.matchAll(/`([a-z][A-Za-z]*\.[A-Za-z0-9.]*\$\{[^`]*)`/g)]
  .map((match) => match[1] ?? '')
  .filter((id) => prefixes.has(id.split('.')[0] ?? ''))
  .map((id) => new RegExp(`^${id.split(/\$\{[^}]*\}/).map((part) => part.replace(/\./g, '\\.')).join('[A-Za-z0-9.]+')}$`));

describe('message catalogues', () => {
  it('have exactly the same keys in Thai and English', () => {
    expect(thKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !thKeys.includes(key))).toEqual([]);
  });

  it('have no empty message', () => {
    expect(Object.entries({ ...th }).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.entries({ ...en }).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each([
    ['th-TH-u-ca-buddhist', th],
    ['en-GB', en],
  ] as const)('format every %s message without an ICU error', (locale, messages) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    const values = {
      ...{ number: '1586', name: 'x', points: 2, page: 'x', date: 'x', year: '2564', fine: 'x', toll: 'x', firstLateFee: 'x', secondLateFee: 'x' },
      ...{ field: 'x', count: 3, contact: 'x', reference: 'KQZD', minutes: 5, seconds: 30, email: 'x', days: 7, code: 'x', value: 'x', max: 10, min: 8, to: 'x' },
      link: (chunks: string[]) => chunks.join(''),
    };
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
    expect(errors).toEqual([]);
  });

  it('contain every message id the source names', () => {
    expect(literalIds.length).toBeGreaterThan(100);
    expect([...new Set(literalIds)].filter((id) => !(id in th))).toEqual([]);
    for (const pattern of templateIds) {
      expect(thKeys.some((key) => pattern.test(key))).toBe(true);
    }
  });

  it('hold no message the source never uses', () => {
    const used = new Set(literalIds);
    expect(thKeys.filter((key) => !used.has(key) && !templateIds.some((pattern) => pattern.test(key)))).toEqual([]);
  });
});
