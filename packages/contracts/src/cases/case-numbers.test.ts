import { caseNumberOf, caseNumberPeriodOf, parseCaseNumber } from './case-numbers';

describe('case numbers', () => {
  it('reads prefix, year and month of the Bangkok date, and a five-digit sequence', () => {
    expect(caseNumberOf('DISPUTE', '2026-11-28', 42)).toBe('DP2611-00042');
    expect(caseNumberOf('APPEAL', '2027-01-01', 1)).toBe('AP2701-00001');
    expect(caseNumberOf('COMPLAINT', '2026-12-31', 99_999)).toBe('CP2612-99999');
    expect(caseNumberOf('RFID', '2030-05-15', 10_000)).toBe('RF3005-10000');
  });

  it('keeps the counter per year and month', () => {
    expect(caseNumberPeriodOf('2026-11-01')).toBe('2611');
    expect(caseNumberPeriodOf('2027-02-28')).toBe('2702');
  });

  it('refuses a sequence outside 1 to 99,999', () => {
    expect(() => caseNumberOf('DISPUTE', '2026-11-28', 0)).toThrow('a case sequence from 1 to 99999, not 0');
    expect(() => caseNumberOf('DISPUTE', '2026-11-28', 100_000)).toThrow(RangeError);
    expect(() => caseNumberOf('DISPUTE', '2026-11-28', 1.5)).toThrow(RangeError);
  });

  it('parses what it writes', () => {
    expect(parseCaseNumber('DP2611-00042')).toEqual({ kind: 'DISPUTE', period: '2611', sequence: 42 });
    expect(parseCaseNumber('RF2712-99999')).toEqual({ kind: 'RFID', period: '2712', sequence: 99_999 });
    expect(parseCaseNumber('AP2601-00001')).toEqual({ kind: 'APPEAL', period: '2601', sequence: 1 });
    expect(parseCaseNumber('CP2610-00100')).toEqual({ kind: 'COMPLAINT', period: '2610', sequence: 100 });
  });

  it('refuses anything else', () => {
    for (const caseNo of [
      '',
      'DP2611-0042',
      'DP2611-000042',
      'XX2611-00042',
      'DP2613-00042',
      'DP2600-00042',
      'DP2611-00000',
      'dp2611-00042',
      ' DP2611-00042',
      'DP2611-00042 ',
      'DP261100042',
    ]) {
      expect(parseCaseNumber(caseNo)).toBeUndefined();
    }
  });
});
