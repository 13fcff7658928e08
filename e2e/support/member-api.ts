/** A member's session through the API, for the steps a test takes before (or instead of) the portal. */
import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, commonHeaders, otpFromOutbox } from '../fixtures';
import { dataOf, type MemberCredentials } from './registration';

export type MemberSession = {
  /** The common headers and the member's bearer token, fresh for each call. */
  headers(): Record<string, string>;
  /** A verification token for one of the member's steps: a code e-mailed to the member, read from the outbox and confirmed. */
  proof(purpose: string): Promise<string>;
};

export async function memberSession(request: APIRequestContext, member: MemberCredentials): Promise<MemberSession> {
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
