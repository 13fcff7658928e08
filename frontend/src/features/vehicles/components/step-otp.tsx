import type { TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';

/** The member's registered mobile, where the proof of a vehicle step is sent (decision 0015). */
function useMemberMobile(): string | undefined {
  const { customer } = useSession();
  const mobile = customer && 'mobile' in customer ? (customer as { mobile?: unknown }).mobile : undefined;
  return typeof mobile === 'string' ? mobile : undefined;
}

/** A one-time code to the registered mobile for one vehicle step (CREATE_VEHICLE, EDIT_VEHICLE, DELETE_VEHICLE). */
export function StepOtp({ purpose, onVerified }: { purpose: TOtpPurpose; onVerified: (verificationToken: string) => void }) {
  const mobile = useMemberMobile();
  if (!mobile) return null;
  return <OtpVerification channel="SMS" contact={mobile} purpose={purpose} onVerified={onVerified} />;
}
