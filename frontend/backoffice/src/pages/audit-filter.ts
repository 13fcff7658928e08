import { STAFF_AUDIT_ACTIONS, type TStaffAuditAction } from '@mflow/contracts/staff/staff-audit.contract';
import { QUEUE_PAGE_SIZE } from '../api/staff-api';
import { pageOf } from '../components/queue-parts';

export type AuditFilter = { staffEmail: string; action: TStaffAuditAction | ''; subjectId: string; from: string; to: string; page: number };

export const NO_AUDIT_FILTER: AuditFilter = { staffEmail: '', action: '', subjectId: '', from: '', to: '', page: 1 };

/** The filter a page address holds; an unknown action is dropped rather than sent. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const action = STAFF_AUDIT_ACTIONS.find((known) => known === params.get('action')) ?? '';
  const text = (name: string) => params.get(name)?.trim() ?? '';
  return {
    staffEmail: text('staffEmail'),
    action,
    subjectId: text('subjectId'),
    from: text('from'),
    to: text('to'),
    page: pageOf(params.get('page')),
  };
}

/** The page address of a filter: only what is set, and the page when it is not the first. */
export function auditParamsOf(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['staffEmail', 'action', 'subjectId', 'from', 'to'] as const) {
    const value = filter[name].trim();
    if (value) params.set(name, value);
  }
  if (filter.page > 1) params.set('page', String(filter.page));
  return params;
}

/** What the API is asked: the address's filter with the page size. */
export function auditQueryOf(filter: AuditFilter): URLSearchParams {
  const params = auditParamsOf(filter);
  params.set('page', String(filter.page));
  params.set('size', String(QUEUE_PAGE_SIZE));
  return params;
}
