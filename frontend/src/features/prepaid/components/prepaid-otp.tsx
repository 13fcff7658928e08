import type { TOtpPurpose } from '@mflow/contracts/otp/otp.contract';
import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage } from 'react-intl';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';

/** A one-time code to the member's registered mobile for one step of the account (28 to 31, docs/verification-steps.md). */
export function PrepaidOtp({ purpose, onVerified }: { purpose: TOtpPurpose; onVerified: (verificationToken: string) => void }) {
  const { customer } = useSession();
  const mobile = customer && 'mobile' in customer ? (customer as { mobile?: unknown }).mobile : undefined;
  if (typeof mobile !== 'string') return null;
  return <OtpVerification channel="SMS" contact={mobile} purpose={purpose} onVerified={onVerified} />;
}

/** The step's code in a dialog, for an action started from the account page. */
export function PrepaidOtpModal({
  purpose,
  title,
  onVerified,
  onCancel,
}: {
  purpose: TOtpPurpose | undefined;
  title: ReactNode;
  onVerified: (verificationToken: string) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <Modal show={purpose !== undefined} onHide={onCancel} centered aria-labelledby={titleId} data-testid="prepaid-otp-modal">
      <Modal.Body className="p-4">
        <h2 id={titleId} className="h5 mb-3">
          {title}
        </h2>
        {purpose ? <PrepaidOtp purpose={purpose} onVerified={onVerified} /> : null}
        <button type="button" className="btn btn-outline-secondary mt-3" onClick={onCancel}>
          <FormattedMessage id="modal.cancel" />
        </button>
      </Modal.Body>
    </Modal>
  );
}
