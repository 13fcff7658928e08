import type { TIsoDate } from '../time/bangkok';
import { addBusinessDays, type THolidaySet } from '../time/business-days';

/*
 * The rules of an RFID installation request (requirements/rfid-installation.md), pure so that the
 * portal shows the date the backend enforces, and mutation-tested at their boundary.
 */

/** Staff contact the requester within this many business days of the request (requirements/constants.md#rfid-contact). */
const RFID_CONTACT_BUSINESS_DAYS = 5;

/** The tags a request may ask for: the payment-method kinds of the two programmes. */
export const RFID_TAG_KINDS = ['MPASS', 'EASYPASS'] as const;

/** How the requester wants staff to reach them: an e-mail, or a call or SMS to their phone. */
export const RFID_CONTACT_CHANNELS = ['EMAIL', 'PHONE'] as const;

/**
 * The last day (Bangkok) staff may first contact the requester: the fifth business day after the
 * request, on the calendar given. The overdue job flags a request still not contacted once that
 * day has ended.
 */
export function rfidContactDeadlineOf(requestedOn: TIsoDate, holidays: THolidaySet): TIsoDate {
  return addBusinessDays(requestedOn, RFID_CONTACT_BUSINESS_DAYS, holidays);
}
