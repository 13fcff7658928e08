import { intlLocale } from '@mflow/ui/format/format';
import { formatDateTime, formatIsoDate, groupReference, timesToll } from './invoice-format';

const th = intlLocale('TH');
const en = intlLocale('EN');

describe('invoice dates', () => {
  it('shows a due date in the Buddhist era in Thai and Gregorian in English', () => {
    expect(formatIsoDate('2026-11-22', th)).toBe('22 พฤศจิกายน 2569');
    expect(formatIsoDate('2026-11-22', en)).toBe('22 November 2026');
  });

  it('shows a passage at its Bangkok date and time, whatever the browser zone', () => {
    // 17:30 UTC on 2 Nov is 00:30 on 3 Nov in Bangkok.
    expect(formatDateTime('2026-11-02T17:30:00Z', en)).toBe('3 Nov 2026, 00:30');
    expect(formatDateTime('2026-11-02T17:30:00Z', th)).toBe('3 พ.ย. 2569 00:30');
  });
});

describe('payment references', () => {
  it('groups the 18 digits by four, as printed', () => {
    expect(groupReference('000000000012345656')).toBe('0000 0000 0012 3456 56');
  });
});

describe('fees as a multiple of the toll', () => {
  it('says the first late fee is 2x and the second 10x the toll', () => {
    expect(timesToll(6000, 3000)).toBe(2);
    expect(timesToll(30_000, 3000)).toBe(10);
  });

  it('says nothing for no fee, or an amount that is no whole multiple', () => {
    expect(timesToll(0, 3000)).toBeUndefined();
    expect(timesToll(4500, 3000)).toBeUndefined();
    expect(timesToll(100, 0)).toBeUndefined();
  });
});
