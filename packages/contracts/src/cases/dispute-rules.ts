import { addDays, type TIsoDate } from '../time/bangkok';
import { addBusinessDays, type THolidaySet } from '../time/business-days';

/*
 * The rules of a toll dispute (requirements/disputes.md), pure so that the portal shows the same
 * dates the backend enforces, and mutation-tested at their boundaries.
 */

/** A dispute may be raised up to this many days after the passage's first invoice was issued (requirements/disputes.md#dispute-period). */
const DISPUTE_WINDOW_DAYS = 30;
/** Verified within this many business days of filing (requirements/disputes.md#verification-time). */
const DISPUTE_VERIFICATION_BUSINESS_DAYS = 9;
/** A rejected dispute's invoice is due this many days after the decision, never earlier than before (requirements/disputes.md#outcomes). */
const REJECTION_GRACE_DAYS = 7;

export const DISPUTE_REASONS = ['PLATE_MISREAD', 'CLONED_PLATE', 'VEHICLE_SOLD', 'CHARGED_TWICE', 'WRONG_CLASS', 'OTHER'] as const;
export type TDisputeReason = (typeof DISPUTE_REASONS)[number];

/** The reasons that ask for free text besides the code. */
export function reasonNeedsText(reason: TDisputeReason): boolean {
  return reason === 'OTHER';
}

export const REFUND_CHANNEL_KINDS = ['ORIGINAL_METHOD', 'PREPAID_BALANCE', 'BANK_ACCOUNT'] as const;
export type TRefundChannelKind = (typeof REFUND_CHANNEL_KINDS)[number];

/**
 * Why a refund channel cannot be chosen, or undefined when it can. The prepaid balance is not
 * chosen by name: a member's refund goes into it when the prepaid account is their primary method
 * or what paid (docs/decisions/0088), and a visitor has none. The method that paid is open to both:
 * a visitor's card payment can take its money back, and the refunds module refuses what cannot
 * (a QR payment) with the way out, a bank account (docs/decisions/0053).
 */
export function refundChannelRefusal(kind: TRefundChannelKind, _filer: 'MEMBER' | 'VISITOR'): 'PREPAID_NOT_AVAILABLE' | undefined {
  return kind === 'PREPAID_BALANCE' ? 'PREPAID_NOT_AVAILABLE' : undefined;
}

/** The last Bangkok date a passage may be disputed: day 30 after its first invoice's issue date. */
export function disputeWindowEndsOn(firstInvoiceIssueDate: TIsoDate): TIsoDate {
  return addDays(firstInvoiceIssueDate, DISPUTE_WINDOW_DAYS);
}

/** Open on day 30, refused on day 31 ("dispute period exceeded"). */
export function isWithinDisputeWindow(firstInvoiceIssueDate: TIsoDate, today: TIsoDate): boolean {
  return today <= disputeWindowEndsOn(firstInvoiceIssueDate);
}

/** The date by which the dispute is to be verified: 9 business days after filing, on the calendar given. */
export function verificationDeadlineOf(filedOn: TIsoDate, holidays: THolidaySet): TIsoDate {
  return addBusinessDays(filedOn, DISPUTE_VERIFICATION_BUSINESS_DAYS, holidays);
}

/** A rejected dispute's invoice: due 7 days after the decision, and never earlier than it was. */
export function dueDateAfterRejection(currentDueDate: TIsoDate, decidedOn: TIsoDate): TIsoDate {
  const grace = addDays(decidedOn, REJECTION_GRACE_DAYS);
  return grace > currentDueDate ? grace : currentDueDate;
}

/** What a paid invoice carried, in satang. */
export type TPaidInvoiceAmounts = { tollAmount: number; firstLateFee: number; secondLateFee: number; fine: number };

/**
 * What goes back for an accepted dispute on a paid invoice (requirements/disputes.md#outcomes):
 * the disputed toll, each fee's share of it (a fee is a multiple of the toll, so its share is that
 * multiple of the disputed toll; a waived fee is 0 and gives nothing), and the fine only when no
 * toll remains, since a case has one fine, not one per passage.
 */
export function disputeRefundOf(invoice: TPaidInvoiceAmounts, disputedToll: number): number {
  if (!Number.isInteger(disputedToll) || disputedToll <= 0 || disputedToll > invoice.tollAmount) {
    throw new RangeError(`a disputed toll from 1 to ${invoice.tollAmount} satang, not ${disputedToll}`);
  }
  const shareOf = (fee: number) => {
    const share = (fee * disputedToll) / invoice.tollAmount;
    if (!Number.isInteger(share)) throw new RangeError(`a fee of ${fee} is not a multiple of the toll ${invoice.tollAmount}`);
    return share;
  };
  const fine = disputedToll === invoice.tollAmount ? invoice.fine : 0;
  return disputedToll + shareOf(invoice.firstLateFee) + shareOf(invoice.secondLateFee) + fine;
}
