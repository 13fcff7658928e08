import type { TCaseKind } from '@mflow/contracts/cases/case-numbers';
import { isClosedStatus, movesFrom, type TCaseStatus } from '@mflow/contracts/cases/case-status';
import { mayStaff, type TStaffRole } from '@mflow/contracts/staff/staff-roles';

/** The statuses an officer's decision leads to, of a dispute and of an appeal. */
const DECIDED: readonly TCaseStatus[] = ['ACCEPTED', 'REJECTED', 'UPHELD', 'FEES_WAIVED'];

export type TCaseAction = 'take' | 'assign' | 'ask' | 'note' | 'decide';

type TCaseState = { kind: TCaseKind; status: TCaseStatus; assignedStaffId: string | null };

/**
 * The buttons the case page shows, read from the contract's status machine so they match what the
 * server allows: take an open case not already the officer's, assign one (supervisors), ask and
 * decide what the machine lets staff move next, and notes on any case.
 */
export function caseActionsFor(state: TCaseState, me: { staffId: string; roles: readonly TStaffRole[] }): TCaseAction[] {
  const open = !isClosedStatus(state.status);
  const next = movesFrom(state.kind, state.status, 'STAFF');
  const actions: TCaseAction[] = [];
  if (open && state.assignedStaffId !== me.staffId) actions.push('take');
  if (open && mayStaff(me.roles, 'superviseCases')) actions.push('assign');
  if (next.includes('INFO_REQUESTED')) actions.push('ask');
  actions.push('note');
  if (next.some((status) => DECIDED.includes(status))) actions.push('decide');
  return actions;
}
