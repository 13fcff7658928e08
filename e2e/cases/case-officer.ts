/** The case officer's steps through the staff API, as the back-office takes them, for the member's browser tests. */
import { expect, type APIRequestContext } from '@playwright/test';
import { CASE_OFFICER } from '../support/backoffice';
import { accessKeyHeaders, dataOf } from '../support/registration';
import { commonHeaders } from '../fixtures';

const CASES = '/staffservice/api/v1/cases';

type TStaffCase = { caseNo: string; status: string; version: number };

export type CaseOfficer = {
  take(caseNo: string): Promise<TStaffCase>;
  ask(caseNo: string, text: string): Promise<TStaffCase>;
  accept(caseNo: string, reasonCode: string, text: string): Promise<TStaffCase>;
};

/** Signs the officer in; a moved clock ends the session, so sign in again after one. */
export async function caseOfficer(request: APIRequestContext): Promise<CaseOfficer> {
  const signedIn = await request.post('/staffservice/api/v1/auth', { headers: await accessKeyHeaders(request), data: CASE_OFFICER });
  const { token } = await dataOf<{ token: string }>(signedIn, 'case officer sign-in');
  const headers = { ...commonHeaders(), Authorization: `Bearer ${token}` };
  const read = async (caseNo: string) => dataOf<TStaffCase>(await request.get(`${CASES}/${caseNo}`, { headers }), `case ${caseNo}`);
  const act = async (caseNo: string, action: string, body: Record<string, unknown>) => {
    const { version } = await read(caseNo);
    const answer = await dataOf<TStaffCase>(
      await request.post(`${CASES}/${caseNo}/${action}`, { headers, data: { version, ...body } }),
      `${action} on ${caseNo}`,
    );
    expect(answer.caseNo).toBe(caseNo);
    return answer;
  };
  return {
    take: (caseNo) => act(caseNo, 'take', {}),
    ask: (caseNo, text) => act(caseNo, 'ask', { text }),
    accept: (caseNo, reasonCode, text) => act(caseNo, 'decide', { outcome: 'ACCEPT', reasonCode, text }),
  };
}
