import type { TAppealDecideRequest } from '@mflow/contracts/cases/appeal.contract';
import type { TCaseDecideRequest, TCaseQueue, TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';
import type { TCaseKind } from '@mflow/contracts/cases/case-numbers';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';
import { QUEUE_PAGE_SIZE } from './staff-api';
import type { StaffApiClient } from './staff-api-client';

/** The case officers' part of the staff API (CASE_OFFICER, CASE_SUPERVISOR); every action answers the case as it now is. */
const CASES = '/staffservice/api/v1/cases';

/** The queue's filters as the page's address holds them. */
export type CaseQueueQuery = { kind?: TCaseKind; status?: TCaseStatus; overdue?: boolean; mine: boolean; page: number };

export function listCaseQueue(api: StaffApiClient, query: CaseQueueQuery, signal?: AbortSignal): Promise<TCaseQueue> {
  const search = new URLSearchParams({ page: String(query.page), pageSize: String(QUEUE_PAGE_SIZE) });
  if (query.kind) search.set('kind', query.kind);
  if (query.status) search.set('status', query.status);
  if (query.overdue !== undefined) search.set('overdue', String(query.overdue));
  if (query.mine) search.set('mine', 'true');
  return api.request<TCaseQueue>(`${CASES}?${search}`, { auth: 'staff', signal });
}

export function getStaffCase(api: StaffApiClient, caseNo: string, signal?: AbortSignal): Promise<TStaffCaseDetail> {
  return api.request<TStaffCaseDetail>(`${CASES}/${encodeURIComponent(caseNo)}`, { auth: 'staff', signal });
}

/** One action on a case: take, assign, ask, notes or decide, with the body the contract gives it. */
function act(api: StaffApiClient, caseNo: string, action: string, body: object): Promise<TStaffCaseDetail> {
  return api.request<TStaffCaseDetail>(`${CASES}/${encodeURIComponent(caseNo)}/${action}`, { method: 'POST', auth: 'staff', body });
}

export const takeCase = (api: StaffApiClient, caseNo: string, version: number) => act(api, caseNo, 'take', { version });

export const assignCase = (api: StaffApiClient, caseNo: string, version: number, staffId: string) =>
  act(api, caseNo, 'assign', { version, staffId });

export const askForInformation = (api: StaffApiClient, caseNo: string, version: number, text: string) =>
  act(api, caseNo, 'ask', { version, text });

export const addInternalNote = (api: StaffApiClient, caseNo: string, text: string) => act(api, caseNo, 'notes', { text });

/** A dispute's decision or an appeal's: the server reads the one the case's kind takes. */
export const decideCase = (api: StaffApiClient, caseNo: string, request: TCaseDecideRequest | TAppealDecideRequest) =>
  act(api, caseNo, 'decide', request);
