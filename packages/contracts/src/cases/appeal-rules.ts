import { addDays, type TIsoDate } from '../time/bangkok';
import { addBusinessDays, type THolidaySet } from '../time/business-days';

/*
 * The rules of a toll notice's appeal (requirements/notices-and-appeals.md#appeals), pure so that
 * the portal shows the dates the backend enforces, and mutation-tested at their boundaries.
 */

/** An upheld or fees-waived notice, and a rejected or lapsed appeal's resumed ladder: due this many days after (requirements/notices-and-appeals.md#appeals). */
const APPEAL_GRACE_DAYS = 7;
/** Decided within this many business days of filing: past the 30 calendar days ahead an appointment may be booked. */
const APPEAL_DECISION_BUSINESS_DAYS = 30;

export const APPEAL_REASONS = ['NOT_MY_VEHICLE', 'VEHICLE_SOLD', 'STOLEN_VEHICLE', 'EMERGENCY_VEHICLE', 'EXEMPT_VEHICLE', 'OTHER'] as const;
export type TAppealReason = (typeof APPEAL_REASONS)[number];

/** The reasons that say the vehicle was not the customer's: upholding them cancels the toll too. */
const NOT_THE_CUSTOMERS_VEHICLE: readonly TAppealReason[] = ['NOT_MY_VEHICLE', 'VEHICLE_SOLD', 'STOLEN_VEHICLE'];

/** The reasons that ask for free text besides the code. */
export function appealReasonNeedsText(reason: TAppealReason): boolean {
  return reason === 'OTHER';
}

/** A stolen vehicle is appealed with the police report among the attachments. */
export function appealReasonNeedsPoliceReport(reason: TAppealReason): boolean {
  return reason === 'STOLEN_VEHICLE';
}

/** Whether upholding an appeal of this reason cancels the toll as well as the fees and the fine. */
export function reasonCancelsToll(reason: TAppealReason): boolean {
  return NOT_THE_CUSTOMERS_VEHICLE.includes(reason);
}

export const NOTICE_STATUSES = ['OPEN', 'APPEALED', 'PAID', 'FINED', 'CANCELLED'] as const;
export type TNoticeStatus = (typeof NOTICE_STATUSES)[number];

export type TAppealRefusal = 'NOTICE_PAID' | 'NOTICE_FINED' | 'NOTICE_CANCELLED' | 'OPEN_APPEAL' | 'WINDOW_PASSED';

/**
 * Why a notice cannot be appealed today, or undefined when it can: it must be open (not paid,
 * fined or cancelled, nor under an appeal already), and today (Bangkok) on or before its due date.
 */
export function appealRefusalOf(notice: { status: TNoticeStatus; dueDate: TIsoDate }, today: TIsoDate): TAppealRefusal | undefined {
  switch (notice.status) {
    case 'PAID':
      return 'NOTICE_PAID';
    case 'FINED':
      return 'NOTICE_FINED';
    case 'CANCELLED':
      return 'NOTICE_CANCELLED';
    case 'APPEALED':
      return 'OPEN_APPEAL';
    case 'OPEN':
      return today <= notice.dueDate ? undefined : 'WINDOW_PASSED';
  }
}

/** The date by which the appeal is to be decided: 30 business days after filing, on the calendar given. */
export function appealDeadlineOf(filedOn: TIsoDate, holidays: THolidaySet): TIsoDate {
  return addBusinessDays(filedOn, APPEAL_DECISION_BUSINESS_DAYS, holidays);
}

/** The due date after an outcome that leaves something to pay: 7 days after `on` (the decision, or the missed day), never earlier than it was. */
export function dueDateAfterAppeal(currentDueDate: TIsoDate, on: TIsoDate): TIsoDate {
  const grace = addDays(on, APPEAL_GRACE_DAYS);
  return grace > currentDueDate ? grace : currentDueDate;
}

export const APPEAL_OUTCOMES = ['UPHOLD', 'WAIVE_FEES', 'REJECT'] as const;
export type TAppealOutcome = (typeof APPEAL_OUTCOMES)[number];

/** What an outcome takes off the notice's invoice: the fees and fine, and the toll. */
export type TAppealCancels = { fees: boolean; toll: boolean };

/**
 * What an outcome cancels (requirements/notices-and-appeals.md#appeals): upheld, the fees and the
 * fine, and the toll when the reason says the vehicle was not the customer's, unless the officer
 * says otherwise (`cancelToll`); fees waived, the fees and the fine; rejected, nothing.
 */
export function appealCancels(outcome: TAppealOutcome, reason: TAppealReason, cancelToll?: boolean): TAppealCancels {
  if (outcome === 'REJECT') return { fees: false, toll: false };
  if (outcome === 'WAIVE_FEES') return { fees: true, toll: false };
  return { fees: true, toll: cancelToll ?? reasonCancelsToll(reason) };
}

/** What an invoice carries, in satang. */
export type TNoticeInvoiceAmounts = { tollAmount: number; firstLateFee: number; secondLateFee: number; fine: number };

/** The part of an invoice an outcome cancels, in satang: refunded when the invoice was paid meanwhile. */
export function appealCancelledAmountOf(invoice: TNoticeInvoiceAmounts, cancels: TAppealCancels): number {
  const fees = cancels.fees ? invoice.firstLateFee + invoice.secondLateFee + invoice.fine : 0;
  return fees + (cancels.toll ? invoice.tollAmount : 0);
}

/**
 * An officer decides at or after the appointment's start, or once the customer has checked in:
 * the customer is heard first. Without an appointment there is nothing to decide at.
 */
export function mayDecideAppealAt(appointment: { slotStart: Date; checkedIn: boolean } | undefined, at: Date): boolean {
  if (!appointment) return false;
  return appointment.checkedIn || at.getTime() >= appointment.slotStart.getTime();
}

/** The reasons an officer gives with each outcome, from a list, with free text beside them. */
export const APPEAL_DECISION_REASONS = {
  UPHOLD: ['VEHICLE_NOT_OWNED', 'VEHICLE_STOLEN', 'EMERGENCY_CONFIRMED', 'EXEMPTION_CONFIRMED', 'OTHER'],
  WAIVE_FEES: ['NOTICE_NOT_RECEIVED', 'HARDSHIP', 'FIRST_OFFENCE', 'OTHER'],
  REJECT: ['OWNED_AT_PASSAGE', 'NO_EVIDENCE', 'NOT_EXEMPT', 'OTHER'],
} as const;
