import { addDays, bangkokDateOf, type TIsoDate } from '../time/bangkok';
import { isBusinessDay, type THolidaySet } from '../time/business-days';

/*
 * The rules of appointment slots (requirements/notices-and-appeals.md#appointment-fields): 30-minute
 * slots within a centre's opening hours, on business days from the next one up to 30 days ahead,
 * and changes until 24 hours before the slot. Pure, so the portal and the backend offer the same slots.
 */

export const SLOT_MINUTES = 30;
/** The last bookable day is today + 30; day 31 is refused. */
export const BOOKING_HORIZON_DAYS = 30;
/** A booking moves or is cancelled by its holder until this long before its slot. */
export const CHANGE_CUTOFF_MS = 24 * 3_600_000;

const MINUTE_MS = 60_000;
const BANGKOK_OFFSET = '+07:00';
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A centre's day, as HH:MM in Bangkok. */
export type TOpeningHours = { opensAt: string; closesAt: string };

function minutesOf(time: string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The instant of a Bangkok date and HH:MM time. */
export function bangkokInstant(date: TIsoDate, time: string): Date {
  return new Date(`${date}T${time}:00${BANGKOK_OFFSET}`);
}

/** The start of each slot of a day: every 30 minutes from opening, the last one ending by closing. */
export function slotStartsOfDay(date: TIsoDate, hours: TOpeningHours): Date[] {
  const opens = minutesOf(hours.opensAt);
  const closes = minutesOf(hours.closesAt);
  const first = bangkokInstant(date, hours.opensAt).getTime();
  const starts: Date[] = [];
  for (let minute = opens; minute + SLOT_MINUTES <= closes; minute += SLOT_MINUTES)
    starts.push(new Date(first + (minute - opens) * MINUTE_MS));
  return starts;
}

/** The end of a slot. */
export function slotEndOf(start: Date): Date {
  return new Date(start.getTime() + SLOT_MINUTES * MINUTE_MS);
}

/** The first and the last date a booking made at `at` may fall on: the next business day, and today + 30. */
export function bookingWindow(at: Date, holidays: THolidaySet): { first: TIsoDate; last: TIsoDate } {
  const today = bangkokDateOf(at);
  let first = addDays(today, 1);
  while (!isBusinessDay(first, holidays)) first = addDays(first, 1);
  return { first, last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** The dates from `from` to `to` (both included) that offer slots to a booking made at `at`. */
export function offeredDates(from: TIsoDate, to: TIsoDate, at: Date, holidays: THolidaySet): TIsoDate[] {
  const window = bookingWindow(at, holidays);
  const dates: TIsoDate[] = [];
  for (let date = from > window.first ? from : window.first; date <= to && date <= window.last; date = addDays(date, 1))
    if (isBusinessDay(date, holidays)) dates.push(date);
  return dates;
}

/** Whether `start` is a slot a booking made at `at` may take (business day in the window, on the grid of the hours). */
export function isOfferedSlot(start: Date, hours: TOpeningHours, at: Date, holidays: THolidaySet): boolean {
  const date = bangkokDateOf(start);
  if (offeredDates(date, date, at, holidays).length === 0) return false;
  return slotStartsOfDay(date, hours).some((slot) => slot.getTime() === start.getTime());
}

/** Whether a booking for a slot starting at `start` may still be moved or cancelled at `at`: 24 hours before at the latest. */
export function mayChangeBooking(start: Date, at: Date): boolean {
  return start.getTime() - at.getTime() >= CHANGE_CUTOFF_MS;
}

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const APPOINTMENT_NO_RANDOM_BYTES = 5;
export const APPOINTMENT_NO_PATTERN = /^AM[0-9A-HJKMNP-TV-Z]{8}$/;

/** An appointment number from 5 random bytes: `AM` and 8 Crockford characters (40 bits), so none can be guessed from another. */
export function appointmentNoOf(bytes: Uint8Array): string {
  if (bytes.length !== APPOINTMENT_NO_RANDOM_BYTES) throw new RangeError(`${APPOINTMENT_NO_RANDOM_BYTES} bytes, not ${bytes.length}`);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let shift = 35n; shift >= 0n; shift -= 5n) characters += CROCKFORD[Number((bits >> shift) & 31n)];
  return `AM${characters}`;
}
