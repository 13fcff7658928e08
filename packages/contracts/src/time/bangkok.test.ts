import {
  addDays,
  bangkokDateOf,
  bangkokToday,
  dayOfWeek,
  daysInMonthOf,
  endOfBangkokDay,
  monthsBefore,
  startOfBangkokDay,
} from './bangkok';

describe('Bangkok calendar dates', () => {
  it('turns to the next day at 17:00 UTC, which is midnight in Bangkok', () => {
    expect(bangkokDateOf(new Date('2026-11-15T16:59:59.999Z'))).toBe('2026-11-15');
    expect(bangkokDateOf(new Date('2026-11-15T17:00:00.000Z'))).toBe('2026-11-16');
    expect(bangkokToday({ now: () => new Date('2026-12-31T17:00:00.000Z') })).toBe('2027-01-01');
  });

  it('starts a Bangkok day at 17:00 UTC the day before and ends it at 23:59:59.999 Bangkok', () => {
    expect(startOfBangkokDay('2026-11-16').toISOString()).toBe('2026-11-15T17:00:00.000Z');
    expect(endOfBangkokDay('2026-11-22').toISOString()).toBe('2026-11-22T16:59:59.999Z');
    expect(endOfBangkokDay('2026-11-22').getTime() + 1).toBe(startOfBangkokDay('2026-11-23').getTime());
  });

  it('counts days across month ends, year ends and 29 February', () => {
    expect(addDays('2026-11-15', 7)).toBe('2026-11-22');
    expect(addDays('2026-11-30', 7)).toBe('2026-12-07');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('knows the length of every kind of month', () => {
    expect(daysInMonthOf('2026-02-10')).toBe(28);
    expect(daysInMonthOf('2028-02-10')).toBe(29);
    expect(daysInMonthOf('2100-02-10')).toBe(28);
    expect(daysInMonthOf('2000-02-10')).toBe(29);
    expect(daysInMonthOf('2026-11-10')).toBe(30);
    expect(daysInMonthOf('2026-12-10')).toBe(31);
  });

  it('names weekdays as Date does, Sunday 0', () => {
    expect(dayOfWeek('2026-04-10')).toBe(5);
    expect(dayOfWeek('2026-05-31')).toBe(0);
  });

  it('refuses dates that do not exist', () => {
    expect(() => addDays('2026-02-29', 1)).toThrow(RangeError);
    expect(() => startOfBangkokDay('16/11/2026')).toThrow(RangeError);
  });
});

describe('dates that do not exist', () => {
  it('are refused by name', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow('no such date: 2026-02-30');
    expect(() => addDays('2026-2-3', 1)).toThrow('not a YYYY-MM-DD date: 2026-2-3');
  });

  it('a year before 1000 keeps its four digits', () => {
    expect(monthsBefore('1000-03-31', 13)).toBe('0999-02-28');
  });
});
