import { CASE_KINDS } from '@mflow/contracts/cases/case-numbers';
import { CASE_STATUSES } from '@mflow/contracts/cases/case-status';
import type { CaseQueueQuery } from '../../api/cases-api';
import { pageOf } from '../../components/queue-parts';

/** The queue's `?kind=&status=&overdue=&mine=&page=`: known values only, anything else is no filter. */
export function caseQueueQueryOf(params: URLSearchParams): CaseQueueQuery {
  const overdue = params.get('overdue');
  return {
    kind: CASE_KINDS.find((kind) => kind === params.get('kind')),
    status: CASE_STATUSES.find((status) => status === params.get('status')),
    overdue: overdue === 'true' ? true : overdue === 'false' ? false : undefined,
    mine: params.get('mine') === 'true',
    page: pageOf(params.get('page')),
  };
}

/** The page's address for a query, leaving out what is the default. */
export function caseQueueParamsOf(query: CaseQueueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.kind) params.set('kind', query.kind);
  if (query.status) params.set('status', query.status);
  if (query.overdue !== undefined) params.set('overdue', String(query.overdue));
  if (query.mine) params.set('mine', 'true');
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}
