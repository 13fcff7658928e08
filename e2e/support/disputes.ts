/**
 * A member's dispute made through the API, for the back-office's case screens and the trainer's
 * console. The member is อนุชา บุญมา with his registry vehicle 5กก 8888 (README "Vehicles in the
 * registry that are free to add"): only these specs register him, once per worker (its backend).
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, commonHeaders, PNG_FILE } from '../fixtures';
import { moveClock, nextCut, recordPassage, serverNow } from './billing';
import { dataOf, freshMember, type FreshMember } from './registration';
import { addActiveVehicle, type RegistryVehicle } from './vehicles';

const OWNER_ID = '5418820020871';
export const DISPUTED_VEHICLE: RegistryVehicle = { plateNumber: '5กก 8888', provinceCode: '30', chassisLast5: '30006', ownerFlag: 'OWN' };

let disputer: Promise<FreshMember> | undefined;

/** The member, registered with the vehicle ACTIVE on this worker's backend the first time it is asked for. */
export function disputingMember(request: APIRequestContext): Promise<FreshMember> {
  disputer ??= (async () => {
    const member = await freshMember(request, { person: OWNER_ID });
    await addActiveVehicle(request, member, DISPUTED_VEHICLE);
    return member;
  })();
  return disputer;
}

export async function memberHeaders(request: APIRequestContext, member: FreshMember): Promise<Record<string, string>> {
  const { token } = await apiSignIn(request, member.identifier, member.password);
  return { ...commonHeaders(), Authorization: `Bearer ${token}` };
}

export type FiledDispute = { caseNo: string; invoiceNo: string; member: FreshMember };

/**
 * A passage of 5กก 8888 now, the clock to the next members' cut (its invoice issued), and a dispute
 * of that passage with a photo of the member's: the case is SUBMITTED.
 */
export async function fileDispute(request: APIRequestContext): Promise<FiledDispute> {
  const member = await disputingMember(request);
  const passage = await recordPassage(request, { plate: DISPUTED_VEHICLE.plateNumber, province: DISPUTED_VEHICLE.provinceCode });
  await moveClock(request, nextCut(await serverNow(request)));
  const headers = await memberHeaders(request, member);
  const { invoices } = await dataOf<{ invoices: { invoiceNo: string; billingPeriod: string }[] }>(
    await request.get('/invoiceservice/api/v1/invoices', { headers }),
    "the disputer's invoices",
  );
  const invoiceNo = invoices[0]?.invoiceNo ?? '';
  const { fileId } = await dataOf<{ fileId: string }>(
    await request.post('/fileservice/api/v1/uploadFile', { headers, multipart: { file: PNG_FILE } }),
    'the photo of the plate',
  );
  const filed = await dataOf<{ caseNo: string }>(
    await request.post('/caseservice/api/v1/disputes', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: { invoiceNo, passageIds: [passage.passageId], reason: 'PLATE_MISREAD', fileIds: [fileId] },
    }),
    'the dispute',
  );
  return { caseNo: filed.caseNo, invoiceNo, member };
}

/** The member answers the officer's request for information through the API. */
export async function replyToCase(request: APIRequestContext, dispute: FiledDispute, text: string): Promise<void> {
  const headers = await memberHeaders(request, dispute.member);
  await dataOf(await request.post(`/caseservice/api/v1/cases/${dispute.caseNo}/messages`, { headers, data: { text } }), 'the reply');
}
