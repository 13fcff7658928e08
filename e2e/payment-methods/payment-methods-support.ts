/**
 * Payment-method steps for browser tests, through the API: a member's methods cleared and one added,
 * each proven by a code sent to the member's e-mail, so a test starts from the same state however
 * often it runs on one worker's database.
 */
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, commonHeaders, otpFromOutbox } from '../fixtures';
import { dataOf } from '../support/registration';

type Member = { identifier: string; password: string };
type Method = { paymentMethodId: string; kind: string; brand: string | null; isPrimary: boolean };

const BASE = '/customerservice/api/v1/paymentmethods';

async function session(request: APIRequestContext, member: Member) {
  const { token, email } = await apiSignIn(request, member.identifier, member.password);
  const headers = () => ({ ...commonHeaders(), Authorization: `Bearer ${token}` });
  const proof = async (purpose: string) => {
    const sent = await dataOf<{ otpReference: string }>(
      await request.post('/otpservice/api/v1/otp', { headers: headers(), data: { channel: 'EMAIL', contact: email, purpose } }),
      `${purpose} code`,
    );
    const otp = await otpFromOutbox(request, email, sent.otpReference);
    const verified = await dataOf<{ verificationToken: string }>(
      await request.post('/otpservice/api/v1/verify', {
        headers: headers(),
        data: { contact: email, otpReference: sent.otpReference, otp },
      }),
      `${purpose} code check`,
    );
    return verified.verificationToken;
  };
  return { headers, proof };
}

function deleteStep(method: Method): string {
  if (method.kind === 'CARD')
    return method.brand === 'VISA_DEBIT' || method.brand === 'VISA_ELECTRON' ? 'DELETE_DEBIT_CARD' : 'DELETE_CREDIT_CARD';
  if (method.kind === 'MPASS' || method.kind === 'EASYPASS') return `DELETE_${method.kind}`;
  return 'DELETE_BANK_ACCOUNT';
}

/** Deletes every payment method of the member, the primary last (it goes only when it is the last one). */
export async function clearPaymentMethods(request: APIRequestContext, member: Member): Promise<void> {
  const { headers, proof } = await session(request, member);
  const list = await dataOf<{ items: Method[] }>(await request.get(BASE, { headers: headers() }), 'payment methods');
  const ordered = [...list.items.filter((item) => !item.isPrimary), ...list.items.filter((item) => item.isPrimary)];
  for (const method of ordered) {
    const verificationToken = await proof(deleteStep(method));
    await dataOf(
      await request.delete(`${BASE}/${method.paymentMethodId}`, { headers: headers(), params: { verificationToken } }),
      'deleting a payment method',
    );
  }
}

/** Adds QR (no fields), proven by a CREATE_BANK_ACCOUNT code: as the member's first method it becomes primary. */
export async function addQr(request: APIRequestContext, member: Member): Promise<void> {
  const { headers, proof } = await session(request, member);
  await dataOf(
    await request.post(BASE, { headers: headers(), data: { kind: 'QR', verificationToken: await proof('CREATE_BANK_ACCOUNT') } }),
    'adding QR',
  );
}
