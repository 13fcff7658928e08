import { formatBaht, formatLongDate, formatMobile, intlLocale } from './format';

const launch = new Date('2021-10-29T00:00:00+07:00');

describe('dates', () => {
  it('shows the launch date in the Buddhist era in Thai', () => {
    expect(formatLongDate(launch, intlLocale('TH'))).toBe('29 ตุลาคม 2564');
  });

  it('shows the launch date in the Gregorian calendar in English', () => {
    expect(formatLongDate(launch, intlLocale('EN'))).toBe('29 October 2021');
  });

  it('reads the calendar day in Bangkok time, not the browser time zone', () => {
    expect(formatLongDate(new Date('2021-10-28T17:30:00Z'), intlLocale('EN'))).toBe('29 October 2021');
  });
});

describe('money', () => {
  it('turns integer satang into baht with two decimals', () => {
    expect(formatBaht(20_000, intlLocale('TH'))).toBe('฿200.00');
    expect(formatBaht(123_456_789, intlLocale('TH'))).toBe('฿1,234,567.89');
  });

  it('names the currency in English', () => {
    expect(formatBaht(20_050, intlLocale('EN')).replace(/\s/g, ' ')).toBe('THB 200.50');
  });
});

describe('formatMobile', () => {
  it('shows a 10-digit mobile as 0XX-XXX-XXXX', () => {
    expect(formatMobile('0812345678')).toBe('081-234-5678');
    expect(formatMobile('081-234-5678')).toBe('081-234-5678');
  });

  it('leaves anything else as it was typed', () => {
    expect(formatMobile('12345')).toBe('12345');
  });
});
