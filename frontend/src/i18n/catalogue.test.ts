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
  templateChars: 'A-Za-z0-9.',
});

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
      ...{
        number: '1586',
        name: 'x',
        points: 2,
        page: 'x',
        date: 'x',
        year: '2564',
        fine: 'x',
        toll: 'x',
        firstLateFee: 'x',
        secondLateFee: 'x',
      },
      ...{
        field: 'x',
        count: 3,
        contact: 'x',
        reference: 'KQZD',
        minutes: 5,
        seconds: 30,
        email: 'x',
        days: 7,
        code: 'x',
        value: 'x',
        max: 10,
        min: 8,
        to: 'x',
        provider: 'x',
      },
      ...{ step: 'x', invoice: 'x', ref: 'x', opens: '08:30', closes: '16:30', time: '09:00', seats: 2, when: 'x', plaza: 'x' },
      ...{ inbound: 2, outbound: 2, lanes: 8, vehicleClass: 1, rule: 'x', amount: 'x', offer: 'x' },
      ...{ from: 'x', km: 'x', read: 'x', registered: 'x' },
      link: (chunks: string[]) => chunks.join(''),
      dispute: (chunks: string[]) => chunks.join(''),
      track: (chunks: string[]) => chunks.join(''),
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
