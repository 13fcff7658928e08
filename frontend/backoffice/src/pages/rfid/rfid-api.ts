import type { z } from 'zod';
import type { ZStaffRfidCaseSchema } from '@mflow/contracts/cases/rfid.contract';
import type { StaffApiClient } from '../../api/staff-api-client';
import type { TInstallDraft } from './rfid-actions-rules';

/** The officer's part of RFID requests (CASE_OFFICER, CASE_SUPERVISOR); every step answers the request as it now is. */
const RFID = '/staffservice/api/v1/rfid';

export type TStaffRfidCase = z.infer<typeof ZStaffRfidCaseSchema>;

const casePath = (caseNo: string) => `${RFID}/${encodeURIComponent(caseNo)}`;

export function getStaffRfid(api: StaffApiClient, caseNo: string, signal?: AbortSignal): Promise<TStaffRfidCase> {
  return api.request<TStaffRfidCase>(casePath(caseNo), { auth: 'staff', signal });
}

function step(api: StaffApiClient, caseNo: string, path: string, body: object): Promise<TStaffRfidCase> {
  return api.request<TStaffRfidCase>(`${casePath(caseNo)}/${path}`, { method: 'POST', auth: 'staff', body });
}

export const markContacted = (api: StaffApiClient, caseNo: string, version: number, text: string) =>
  step(api, caseNo, 'contacted', text ? { version, text } : { version });

export const bookFitting = (api: StaffApiClient, caseNo: string, version: number, centreCode: string, slotStart: string) =>
  step(api, caseNo, 'schedule', { version, centreCode, slotStart });

export const recordInstallation = (api: StaffApiClient, caseNo: string, version: number, tag: TInstallDraft) =>
  step(api, caseNo, 'install', { version, ...tag });

export const cancelRequest = (api: StaffApiClient, caseNo: string, version: number, text: string) =>
  step(api, caseNo, 'cancel', { version, text });
