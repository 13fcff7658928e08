import type { TCaseStatus } from '@mflow/contracts/cases/case-status';

/** A code as the last segment of a message id: INFO_REQUESTED → infoRequested. */
function codeKey(code: string): string {
  return code.toLowerCase().replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Message ids of a case's status, kind, dispute reason, refund channel, a passage's refusal and a decision's reason. */
export const statusLabel = (status: TCaseStatus) => `cases.status.${codeKey(status)}`;
export const kindLabel = (kind: string) => `cases.kind.${codeKey(kind)}`;
export const reasonLabel = (reason: string) => `cases.reason.${codeKey(reason)}`;
export const appealReasonLabel = (reason: string) => `appeals.reason.${codeKey(reason)}`;
export const refundKindLabel = (kind: string) => `cases.refundKind.${codeKey(kind)}`;
export const refusalLabel = (refusal: string) => `cases.passage.refusal.${codeKey(refusal)}`;
export const decisionLabel = (reasonCode: string) => `cases.decision.${codeKey(reasonCode)}`;

/** The colour of a status badge: waiting on the member stands out, decisions read as outcomes. */
export function statusTone(status: TCaseStatus): string {
  switch (status) {
    case 'INFO_REQUESTED':
      return 'text-bg-warning';
    case 'ACCEPTED':
    case 'UPHELD':
    case 'FEES_WAIVED':
      return 'text-bg-success';
    case 'REJECTED':
      return 'text-bg-danger';
    case 'WITHDRAWN':
    case 'LAPSED':
      return 'text-bg-secondary';
    default:
      return 'text-bg-info';
  }
}
