/** Payment-method steps for browser tests, through the API. */
import type { APIRequestContext } from '@playwright/test';
import { memberSession } from '../support/member-api';
import { dataOf, type MemberCredentials } from '../support/registration';

/** Adds QR (no fields), proven by a CREATE_BANK_ACCOUNT code: as the member's first method it becomes primary. */
export async function addQr(request: APIRequestContext, member: MemberCredentials): Promise<void> {
  const { headers, proof } = await memberSession(request, member);
  await dataOf(
    await request.post('/customerservice/api/v1/paymentmethods', {
      headers: headers(),
      data: { kind: 'QR', verificationToken: await proof('CREATE_BANK_ACCOUNT') },
    }),
    'adding QR',
  );
}
