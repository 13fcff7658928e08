import type { TVerificationStep } from '@mflow/contracts/otp/verification-steps';
import { StepFailure, type TStepContext } from './step-context';

/**
 * An OTP verification token for one of the member's steps, as the portal gets one: a code sent by
 * SMS to the registered mobile, read from the simulated outbox and typed back.
 */
export async function stepProof(context: TStepContext, name: string, step: TVerificationStep): Promise<string> {
  const { api, reads } = context;
  const headers = await reads.memberHeaders(name);
  const contact = await reads.mobileOf(name);
  const sent = await api.call<{ otpReference: string }>('POST', '/otpservice/api/v1/otp', {
    headers,
    body: { channel: 'SMS', contact, purpose: step },
  });
  const message = (await reads.outbox(contact)).find((candidate) => candidate.text.includes(sent.otpReference));
  const otp = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!otp) throw new StepFailure(`no OTP code for ${step} reached ${name}'s mobile ${contact}`);
  const verified = await api.call<{ verificationToken: string }>('POST', '/otpservice/api/v1/verify', {
    headers,
    body: { contact, otpReference: sent.otpReference, otp },
  });
  return verified.verificationToken;
}
