import type { TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';

/** The member's registered mobile, where the proof of a payment-method step is sent. */
function useMemberMobile(): string | undefined {
  const { customer } = useSession();
  const mobile = customer && 'mobile' in customer ? (customer as { mobile?: unknown }).mobile : undefined;
  return typeof mobile === 'string' ? mobile : undefined;
}

/** A one-time code to the registered mobile for one payment-method step (step codes 13 to 27 and 31, requirements/accounts.md#verification-steps). */
export function MethodOtp({ purpose, onVerified }: { purpose: TOtpPurpose; onVerified: (verificationToken: string) => void }) {
  const mobile = useMemberMobile();
  if (!mobile) return null;
  return <OtpVerification channel="SMS" contact={mobile} purpose={purpose} onVerified={onVerified} />;
}

type ModalProps = {
  show: boolean;
  title: ReactNode;
  purpose: TOtpPurpose;
  onVerified: (verificationToken: string) => void;
  onCancel: () => void;
};

/** The OTP step of a list action (set primary, change the debit mode, delete), in a dialog. */
export function MethodOtpModal({ show, title, purpose, onVerified, onCancel }: ModalProps) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby={titleId} data-testid="method-otp-modal">
      <Modal.Body className="p-4">
        <h2 id={titleId} className="h5 mb-3">
          {title}
        </h2>
        {show ? <MethodOtp purpose={purpose} onVerified={onVerified} /> : null}
        <button type="button" className="btn btn-outline-secondary mt-3" onClick={onCancel}>
          <FormattedMessage id="modal.cancel" />
        </button>
      </Modal.Body>
    </Modal>
  );
}
