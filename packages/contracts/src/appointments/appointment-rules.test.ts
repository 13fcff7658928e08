import {
  APPOINTMENT_NO_PATTERN,
  appointmentNoOf,
  bangkokInstant,
  bookingWindow,
  isOfferedSlot,
  mayChangeBooking,
  offeredDates,
  slotEndOf,
  slotStartsOfDay,
} from './appointment-rules';

const hours = { opensAt: '08:30', closesAt: '16:30' };
/** Thursday 10 December 2026, Constitution Day. */
const holidays = new Set(['2026-12-10']);
/** Monday 16 November 2026, 09:00 in Bangkok. */
const monday = new Date('2026-11-16T09:00:00+07:00');

describe('the slots of a day', () => {
  it('runs every 30 minutes from 08:30, the last starting 16:00 and ending at 16:30', () => {
    const starts = slotStartsOfDay('2026-11-17', hours);
    expect(starts).toHaveLength(16);
    expect(starts[0]).toEqual(new Date('2026-11-17T08:30:00+07:00'));
    expect(starts[1]).toEqual(new Date('2026-11-17T09:00:00+07:00'));
    expect(starts[15]).toEqual(new Date('2026-11-17T16:00:00+07:00'));
    expect(slotEndOf(starts[15] as Date)).toEqual(new Date('2026-11-17T16:30:00+07:00'));
  });

  it('offers no slot that would end after closing', () => {
    const starts = slotStartsOfDay('2026-11-17', { opensAt: '08:30', closesAt: '16:29' });
    expect(starts).toHaveLength(15);
    expect(starts[14]).toEqual(new Date('2026-11-17T15:30:00+07:00'));
    expect(slotStartsOfDay('2026-11-17', { opensAt: '08:30', closesAt: '09:00' })).toEqual([new Date('2026-11-17T08:30:00+07:00')]);
    expect(slotStartsOfDay('2026-11-17', { opensAt: '08:30', closesAt: '08:59' })).toEqual([]);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => slotStartsOfDay('2026-11-17', { opensAt: '8:30', closesAt: '16:30' })).toThrow(RangeError);
    expect(() => slotStartsOfDay('2026-11-17', { opensAt: '08:30', closesAt: '24:00' })).toThrow(RangeError);
    expect(() => slotStartsOfDay('2026-11-17', { opensAt: '08:60', closesAt: '16:30' })).toThrow(RangeError);
    expect(bangkokInstant('2026-11-17', '23:59')).toEqual(new Date('2026-11-17T16:59:00Z'));
  });
});

describe('the days a booking may fall on', () => {
  it('runs from the next business day to day 30; day 31 is refused', () => {
    expect(bookingWindow(monday, holidays)).toEqual({ first: '2026-11-17', last: '2026-12-16' });
    const dates = offeredDates('2026-11-16', '2026-12-17', monday, holidays);
    expect(dates[0]).toBe('2026-11-17');
    expect(dates.at(-1)).toBe('2026-12-16');
    expect(dates).not.toContain('2026-11-16');
    expect(dates).not.toContain('2026-12-17');
  });

  it('starts on Monday when booked on Friday, and counts the window from today', () => {
    const friday = new Date('2026-11-20T23:59:00+07:00');
    expect(bookingWindow(friday, new Set())).toEqual({ first: '2026-11-23', last: '2026-12-20' });
    expect(bookingWindow(new Date('2026-12-09T10:00:00+07:00'), holidays).first).toBe('2026-12-11');
  });

  it('offers nothing on a Saturday, a Sunday or a holiday', () => {
    expect(offeredDates('2026-11-21', '2026-11-22', monday, holidays)).toEqual([]);
    expect(offeredDates('2026-12-10', '2026-12-10', monday, holidays)).toEqual([]);
    expect(offeredDates('2026-12-09', '2026-12-11', monday, holidays)).toEqual(['2026-12-09', '2026-12-11']);
    expect(isOfferedSlot(new Date('2026-12-10T09:00:00+07:00'), hours, monday, holidays)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-21T09:00:00+07:00'), hours, monday, holidays)).toBe(false);
  });

  it('offers a slot on the grid of the hours, within the window, and nothing else', () => {
    expect(isOfferedSlot(new Date('2026-11-17T08:30:00+07:00'), hours, monday, holidays)).toBe(true);
    expect(isOfferedSlot(new Date('2026-12-16T16:00:00+07:00'), hours, monday, holidays)).toBe(true);
    expect(isOfferedSlot(new Date('2026-12-17T08:30:00+07:00'), hours, monday, holidays)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-16T14:00:00+07:00'), hours, monday, holidays)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-17T08:45:00+07:00'), hours, monday, holidays)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-17T16:30:00+07:00'), hours, monday, holidays)).toBe(false);
    expect(isOfferedSlot(new Date('2026-11-17T08:00:00+07:00'), hours, monday, holidays)).toBe(false);
  });
});

describe('the 24-hour cutoff', () => {
  const slot = new Date('2026-11-20T09:00:00+07:00');
  it('accepts a change 24 h + 1 s before the slot and exactly 24 h before, and refuses 24 h − 1 s', () => {
    expect(mayChangeBooking(slot, new Date('2026-11-19T08:59:59+07:00'))).toBe(true);
    expect(mayChangeBooking(slot, new Date('2026-11-19T09:00:00+07:00'))).toBe(true);
    expect(mayChangeBooking(slot, new Date('2026-11-19T09:00:01+07:00'))).toBe(false);
    expect(mayChangeBooking(slot, new Date('2026-11-20T10:00:00+07:00'))).toBe(false);
  });
});

describe('appointment numbers', () => {
  it('are AM and 8 Crockford characters of the 40 random bits', () => {
    expect(appointmentNoOf(new Uint8Array([0, 0, 0, 0, 0]))).toBe('AM00000000');
    expect(appointmentNoOf(new Uint8Array([255, 255, 255, 255, 255]))).toBe('AMZZZZZZZZ');
    expect(appointmentNoOf(new Uint8Array([0x08, 0x86, 0x42, 0x98, 0xe8]))).toBe('AM12345678');
    expect(appointmentNoOf(new Uint8Array([0x52, 0xd8, 0xd7, 0x3f, 0xbe]))).toBe('AMABCDEFXY');
    expect(APPOINTMENT_NO_PATTERN.test('AMABCDEFXY')).toBe(true);
    expect(APPOINTMENT_NO_PATTERN.test('AMABCDEFIU')).toBe(false);
    expect(APPOINTMENT_NO_PATTERN.test('AM1234567')).toBe(false);
  });

  it('need exactly 5 bytes', () => {
    expect(() => appointmentNoOf(new Uint8Array(4))).toThrow(RangeError);
    expect(() => appointmentNoOf(new Uint8Array(6))).toThrow(RangeError);
  });
});
