import type { TCaseEventType } from '@mflow/contracts/cases/case.contract';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import type { TDisputeReason } from '@mflow/contracts/cases/dispute-rules';

/** The message id of each code the case pages show, one by one, so the catalogue check sees every id. */
export const STATUS_LABELS: Record<TCaseStatus, string> = {
  SUBMITTED: 'caseTracking.status.submitted',
  IN_REVIEW: 'caseTracking.status.inReview',
  INFO_REQUESTED: 'caseTracking.status.infoRequested',
  ACCEPTED: 'caseTracking.status.accepted',
  REJECTED: 'caseTracking.status.rejected',
  WITHDRAWN: 'caseTracking.status.withdrawn',
  UPHELD: 'caseTracking.status.upheld',
  FEES_WAIVED: 'caseTracking.status.feesWaived',
  LAPSED: 'caseTracking.status.lapsed',
  ANSWERED: 'caseTracking.status.answered',
  RESOLVED: 'caseTracking.status.resolved',
  REOPENED: 'caseTracking.status.reopened',
  REQUESTED: 'caseTracking.status.requested',
  CONTACTED: 'caseTracking.status.contacted',
  SCHEDULED: 'caseTracking.status.scheduled',
  INSTALLED: 'caseTracking.status.installed',
  CANCELLED: 'caseTracking.status.cancelled',
};

export const REASON_LABELS: Record<TDisputeReason, string> = {
  PLATE_MISREAD: 'caseTracking.reason.plateMisread',
  CLONED_PLATE: 'caseTracking.reason.clonedPlate',
  VEHICLE_SOLD: 'caseTracking.reason.vehicleSold',
  CHARGED_TWICE: 'caseTracking.reason.chargedTwice',
  WRONG_CLASS: 'caseTracking.reason.wrongClass',
  OTHER: 'caseTracking.reason.other',
};

export const REFUSAL_LABELS: Record<'WINDOW_PASSED' | 'OPEN_DISPUTE', string> = {
  WINDOW_PASSED: 'caseTracking.passage.windowPassed',
  OPEN_DISPUTE: 'caseTracking.passage.openDispute',
};

export const EVENT_LABELS: Record<TCaseEventType, string> = {
  FILED: 'caseTracking.event.filed',
  STATUS: 'caseTracking.event.status',
  MESSAGE: 'caseTracking.event.message',
  NOTE: 'caseTracking.event.note',
  ATTACHMENT: 'caseTracking.event.attachment',
  ASSIGNED: 'caseTracking.event.assigned',
  DECISION: 'caseTracking.event.decision',
  DEADLINE_PASSED: 'caseTracking.event.deadlinePassed',
  REFUND: 'caseTracking.event.refund',
  NOTIFIED: 'caseTracking.event.notified',
  APPOINTMENT: 'caseTracking.event.appointment',
};
