import type { TCaseKind } from './case-numbers';

/** Who moves a case: the customer (a member or a visitor), a staff member, or the service itself. */
export type TCaseMover = 'CUSTOMER' | 'STAFF' | 'SYSTEM';

const DISPUTE_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'INFO_REQUESTED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN'] as const;
/** An appeal's own outcomes besides a rejection and a withdrawal (requirements/notices-and-appeals.md#appeals). */
const APPEAL_OUTCOMES = ['UPHELD', 'FEES_WAIVED', 'LAPSED'] as const;
/** A complaint's own statuses (requirements/complaints.md#handling). */
const COMPLAINT_STATUSES = ['ANSWERED', 'RESOLVED', 'REOPENED'] as const;
/** An RFID installation request's own statuses (requirements/rfid-installation.md#statuses). */
const RFID_STATUSES = ['REQUESTED', 'CONTACTED', 'SCHEDULED', 'INSTALLED', 'CANCELLED'] as const;

/** Every status of every kind built so far; the next kinds add theirs. */
export const CASE_STATUSES = [...DISPUTE_STATUSES, ...APPEAL_OUTCOMES, ...COMPLAINT_STATUSES, ...RFID_STATUSES] as const;
export type TCaseStatus = (typeof CASE_STATUSES)[number];

type TCaseMove = { from: TCaseStatus; to: TCaseStatus; by: TCaseMover };

/**
 * The status machine of each kind as data (docs/decisions/0052-case-engine.md), so the engine, the
 * staff's buttons and the customer's page read one table. A dispute: an officer takes it, may ask
 * for more information (the customer's reply hands it back), and decides; the customer may
 * withdraw it until it is decided (requirements/disputes.md#outcomes). An appeal: an officer takes
 * it, or the service does when the customer checks in at the appointment; an officer decides it;
 * the service lapses it when the appointment is missed; the customer may withdraw it until then
 * (requirements/notices-and-appeals.md#appeals). A complaint: an officer answers by message (the
 * customer's reply hands it back to review) and closes it with a resolution; the customer may
 * reopen a resolved complaint, once and within its window, which the complaint's rules check
 * (requirements/complaints.md#handling). An RFID request: staff contact the requester, book
 * the fitting and record the tag; a missed fitting hands it back to staff to book again; the
 * customer may cancel it until the tag is fitted, staff with a reason (requirements/rfid-installation.md#statuses).
 */
const CASE_MOVES: Readonly<Partial<Record<TCaseKind, readonly TCaseMove[]>>> = {
  DISPUTE: [
    { from: 'SUBMITTED', to: 'IN_REVIEW', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'INFO_REQUESTED', by: 'STAFF' },
    { from: 'INFO_REQUESTED', to: 'IN_REVIEW', by: 'CUSTOMER' },
    { from: 'IN_REVIEW', to: 'ACCEPTED', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'REJECTED', by: 'STAFF' },
    { from: 'SUBMITTED', to: 'WITHDRAWN', by: 'CUSTOMER' },
    { from: 'IN_REVIEW', to: 'WITHDRAWN', by: 'CUSTOMER' },
    { from: 'INFO_REQUESTED', to: 'WITHDRAWN', by: 'CUSTOMER' },
  ],
  APPEAL: [
    { from: 'SUBMITTED', to: 'IN_REVIEW', by: 'STAFF' },
    { from: 'SUBMITTED', to: 'IN_REVIEW', by: 'SYSTEM' },
    { from: 'IN_REVIEW', to: 'INFO_REQUESTED', by: 'STAFF' },
    { from: 'INFO_REQUESTED', to: 'IN_REVIEW', by: 'CUSTOMER' },
    { from: 'IN_REVIEW', to: 'UPHELD', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'FEES_WAIVED', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'REJECTED', by: 'STAFF' },
    { from: 'SUBMITTED', to: 'LAPSED', by: 'SYSTEM' },
    { from: 'IN_REVIEW', to: 'LAPSED', by: 'SYSTEM' },
    { from: 'INFO_REQUESTED', to: 'LAPSED', by: 'SYSTEM' },
    { from: 'SUBMITTED', to: 'WITHDRAWN', by: 'CUSTOMER' },
    { from: 'IN_REVIEW', to: 'WITHDRAWN', by: 'CUSTOMER' },
    { from: 'INFO_REQUESTED', to: 'WITHDRAWN', by: 'CUSTOMER' },
  ],
  COMPLAINT: [
    { from: 'SUBMITTED', to: 'IN_REVIEW', by: 'STAFF' },
    { from: 'SUBMITTED', to: 'ANSWERED', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'ANSWERED', by: 'STAFF' },
    { from: 'REOPENED', to: 'ANSWERED', by: 'STAFF' },
    { from: 'ANSWERED', to: 'IN_REVIEW', by: 'CUSTOMER' },
    { from: 'SUBMITTED', to: 'RESOLVED', by: 'STAFF' },
    { from: 'IN_REVIEW', to: 'RESOLVED', by: 'STAFF' },
    { from: 'ANSWERED', to: 'RESOLVED', by: 'STAFF' },
    { from: 'REOPENED', to: 'RESOLVED', by: 'STAFF' },
    { from: 'RESOLVED', to: 'REOPENED', by: 'CUSTOMER' },
  ],
  RFID: [
    { from: 'REQUESTED', to: 'CONTACTED', by: 'STAFF' },
    { from: 'CONTACTED', to: 'SCHEDULED', by: 'STAFF' },
    { from: 'SCHEDULED', to: 'CONTACTED', by: 'SYSTEM' },
    { from: 'SCHEDULED', to: 'INSTALLED', by: 'STAFF' },
    { from: 'REQUESTED', to: 'CANCELLED', by: 'CUSTOMER' },
    { from: 'CONTACTED', to: 'CANCELLED', by: 'CUSTOMER' },
    { from: 'SCHEDULED', to: 'CANCELLED', by: 'CUSTOMER' },
    { from: 'REQUESTED', to: 'CANCELLED', by: 'STAFF' },
    { from: 'CONTACTED', to: 'CANCELLED', by: 'STAFF' },
    { from: 'SCHEDULED', to: 'CANCELLED', by: 'STAFF' },
  ],
};

/** The statuses a case of the kind starts in and ends in. */
export const CASE_FIRST_STATUS: Readonly<Partial<Record<TCaseKind, TCaseStatus>>> = {
  DISPUTE: 'SUBMITTED',
  APPEAL: 'SUBMITTED',
  COMPLAINT: 'SUBMITTED',
  RFID: 'REQUESTED',
};
/**
 * The statuses of a finished case, of every kind; the engine's open-case queries read them. Only a
 * complaint's reopening moves a case out of one.
 */
export const CLOSED_STATUSES: readonly TCaseStatus[] = [
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
  'UPHELD',
  'FEES_WAIVED',
  'LAPSED',
  'RESOLVED',
  'INSTALLED',
  'CANCELLED',
];
/**
 * Open statuses in which the case's deadline has been met, so the overdue job leaves them: a
 * complaint's deadline is its first answer (requirements/complaints.md#handling), an RFID request's
 * the first contact, not the fitting (requirements/rfid-installation.md#staff-contact).
 */
export const DEADLINE_MET_STATUSES: readonly TCaseStatus[] = ['ANSWERED', 'CONTACTED', 'SCHEDULED'];

export function mayMove(kind: TCaseKind, from: TCaseStatus, to: TCaseStatus, by: TCaseMover): boolean {
  return (CASE_MOVES[kind] ?? []).some((move) => move.from === from && move.to === to && move.by === by);
}

/** Decided or withdrawn: nothing moves it any more, and its deadline no longer runs. */
export function isClosedStatus(status: TCaseStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}

/** What `by` may do with a case of this kind in this status: the buttons a page shows. */
export function movesFrom(kind: TCaseKind, from: TCaseStatus, by: TCaseMover): TCaseStatus[] {
  return (CASE_MOVES[kind] ?? []).filter((move) => move.from === from && move.by === by).map((move) => move.to);
}
