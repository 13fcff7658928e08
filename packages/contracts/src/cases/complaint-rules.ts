import { addBusinessDays, type THolidaySet } from '../time/business-days';
import type { TIsoDate } from '../time/bangkok';

/*
 * The rules of a complaint (requirements/complaints.md#handling), pure so that the portal shows the
 * dates the backend enforces, and tested at their boundaries.
 */

/** The first answer is due within this many business days of filing unless configured otherwise. */
export const DEFAULT_FIRST_ANSWER_BUSINESS_DAYS = 3;
/** A resolved complaint may be reopened until this long after its resolution, to the second. */
const REOPEN_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
/** How many times a complaint may be reopened. */
const REOPENS_ALLOWED = 1;

/** The date by which the first answer is due: `businessDays` business days after filing, on the calendar given. */
export function firstAnswerDueOf(filedOn: TIsoDate, businessDays: number, holidays: THolidaySet): TIsoDate {
  return addBusinessDays(filedOn, businessDays, holidays);
}

/** The last instant a complaint resolved at `resolvedAt` may be reopened: 14 days later, to the second. */
export function reopenUntilOf(resolvedAt: Date): Date {
  return new Date(resolvedAt.getTime() + REOPEN_WINDOW_MS);
}

/**
 * Why a resolved complaint cannot be reopened now, or undefined when it can: once only, and up to
 * 14 days after its resolution (14 days exactly still open, one second later closed).
 */
export function reopenRefusal(resolvedAt: Date, now: Date, reopenCount: number): 'ALREADY_REOPENED' | 'WINDOW_PASSED' | undefined {
  if (reopenCount >= REOPENS_ALLOWED) return 'ALREADY_REOPENED';
  if (now.getTime() > reopenUntilOf(resolvedAt).getTime()) return 'WINDOW_PASSED';
  return undefined;
}
