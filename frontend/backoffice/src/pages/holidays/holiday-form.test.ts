import { holidayOf, yearOf } from './holiday-form';

describe('the holiday form', () => {
  it('sends a complete holiday trimmed', () => {
    expect(holidayOf({ date: '2027-02-20', nameTh: ' วันมาฆบูชา ', nameEn: 'Makha Bucha ', kind: 'LUNAR' })).toEqual({
      holiday: { date: '2027-02-20', nameTh: 'วันมาฆบูชา', nameEn: 'Makha Bucha', kind: 'LUNAR' },
    });
  });

  it('names the fields still wanting a value', () => {
    expect(holidayOf({ date: '20/02/2027', nameTh: '', nameEn: 'x', kind: 'MOVABLE' })).toEqual({ missing: ['date', 'nameTh', 'kind'] });
  });
});

describe("the holiday page's year", () => {
  it('is the year in the address when the server takes it, else the one given', () => {
    expect(yearOf('2027', 2026)).toBe(2027);
    expect(yearOf('1999', 2026)).toBe(2026);
    expect(yearOf('next', 2026)).toBe(2026);
    expect(yearOf(null, 2026)).toBe(2026);
  });
});
