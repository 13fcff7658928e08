import path from 'node:path';
import { createIntl } from 'react-intl';
import { messageUsage, UI_SOURCE_ROOT } from '@mflow/ui/i18n/message-usage';
import en from './en.json';
import th from './th.json';

const thKeys = Object.keys(th).sort();
const enKeys = Object.keys(en).sort();
const { literalIds, templateIds } = messageUsage({
  sourceRoots: [path.resolve(__dirname, '..'), UI_SOURCE_ROOT],
  keys: thKeys,
  templateChars: 'A-Za-z0-9_.',
});

/** The end of the brace group that opens at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/** The argument names of an ICU message, including those inside plural and select branches (not the branch texts). */
function argumentNames(message: string): Set<string> {
  const found = new Set<string>();
  for (let index = message.indexOf('{'); index >= 0; index = message.indexOf('{', index + 1)) {
    const end = closingBrace(message, index);
    const [name = '', type = '', ...rest] = message.slice(index + 1, end).split(',');
    found.add(name.trim());
    if (['plural', 'select', 'selectordinal'].includes(type.trim())) {
      const options = rest.join(',');
      for (let open = options.indexOf('{'); open >= 0; open = options.indexOf('{', closingBrace(options, open) + 1)) {
        for (const inner of argumentNames(options.slice(open + 1, closingBrace(options, open)))) found.add(inner);
      }
    }
    index = end;
  }
  return found;
}

describe('back-office message catalogues', () => {
  it('have exactly the same keys in Thai and English', () => {
    expect(thKeys.filter((key) => !enKeys.includes(key))).toEqual([]);
    expect(enKeys.filter((key) => !thKeys.includes(key))).toEqual([]);
  });

  it('have no empty message', () => {
    expect(Object.entries({ ...th }).filter(([, text]) => text.trim() === '')).toEqual([]);
    expect(Object.entries({ ...en }).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const thai = th as Record<string, string>;
    const english = en as Record<string, string>;
    const names = (message: string) => [...argumentNames(message)].sort().join();
    expect(thKeys.filter((key) => names(thai[key] ?? '') !== names(english[key] ?? ''))).toEqual([]);
  });

  it.each([
    ['th-TH-u-ca-buddhist', th],
    ['en-GB', en],
  ] as const)('format every %s message without an ICU error', (locale, messages) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    const values = {
      page: 'x',
      pages: 2,
      total: 3,
      count: 2,
      value: 'x',
      name: 'x',
      reference: 'R1',
      min: 5,
      max: 500,
      status: 'x',
      staff: 'x',
      date: 'x',
      reason: 'x',
      code: 'ERR_X',
      invoiceNo: 'IV1',
      newInvoiceNo: 'IV2',
      amount: 'x',
      fees: 'x',
      from: 'x',
      to: 'x',
      menu: 'x',
      email: 'x',
      centre: 'x',
      time: 'x',
      plate: 'x',
      capacity: 3,
      closed: 2,
      moved: 1,
      cancelled: 0,
    };
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, values);
    expect(errors).toEqual([]);
  });

  it('contain every message id the source names', () => {
    expect(literalIds.length).toBeGreaterThan(50);
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
