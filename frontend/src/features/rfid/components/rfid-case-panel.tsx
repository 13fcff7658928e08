import { useCallback, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { useLoad } from '../../../shared/api/use-load';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { OtpVerification } from '../../../shared/otp/otp-verification';
import { useSession } from '../../../shared/session/session-context';
import { addFittedTag, cancelMemberRfid, getMemberRfid, type TRfidCase } from '../api/rfid-api';
import { fittedTagStep, rfidOffersOf } from './rfid-case';
import { RfidFacts } from './rfid-facts';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');

/** The member's registered mobile, where the code of a payment-method step is sent. */
function useMemberMobile(): string | undefined {
  const { customer } = useSession();
  const mobile = customer && 'mobile' in customer ? (customer as { mobile?: unknown }).mobile : undefined;
  return typeof mobile === 'string' ? mobile : undefined;
}

function RfidView({ initial, onChanged }: { initial: TRfidCase; onChanged: () => void }) {
  const mobile = useMemberMobile();
  const [detail, setDetail] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [added, setAdded] = useState(false);
  const [holderId, setHolderId] = useState('');
  const holderFieldId = useId();
  const { rfid } = detail;
  const offers = rfidOffersOf(detail.status, rfid);

  const act = async (call: () => Promise<TRfidCase>, after?: () => void) => {
    setRefusal('');
    try {
      setDetail(await call());
      after?.();
      onChanged();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <section className="case-section" aria-labelledby="rfid-case-title" data-testid="rfid-case">
      <h2 id="rfid-case-title" className="case-section-title">
        <FormattedMessage id="rfid.case.title" />
      </h2>
      {added ? (
        <p className="alert alert-success" role="status" data-testid="rfid-tag-added">
          <FormattedMessage id="rfid.case.added" />
        </p>
      ) : null}
      {refusal ? (
        <p className="alert alert-danger" role="alert" data-testid="rfid-refusal">
          {refusal}
        </p>
      ) : null}
      <RfidFacts rfid={rfid} />
      {offers.addAsPaymentMethod && rfid.installed ? (
        <div className="mt-3" data-testid="rfid-add-tag">
          <h3 className="h6">
            <FormattedMessage id="rfid.case.addTitle" />
          </h3>
          <p>
            <FormattedMessage id="rfid.case.addLead" />
          </p>
          <div className="mb-3">
            <label htmlFor={holderFieldId} className="form-label">
              <FormattedMessage id="rfid.case.holderId" />
            </label>
            <input
              id={holderFieldId}
              className="form-control"
              autoComplete="off"
              value={holderId}
              aria-describedby={`${holderFieldId}-help`}
              onChange={(event) => setHolderId(event.target.value.trim())}
            />
            <div id={`${holderFieldId}-help`} className="form-text">
              <FormattedMessage id="rfid.case.holderIdHelp" />
            </div>
          </div>
          {mobile ? (
            <OtpVerification
              channel="SMS"
              contact={mobile}
              purpose={fittedTagStep(rfid.installed)}
              onVerified={(token) =>
                void act(
                  () => addFittedTag(detail.caseNo, token, holderId),
                  () => setAdded(true),
                )
              }
            />
          ) : null}
        </div>
      ) : null}
      {offers.cancel ? (
        <div className="case-actions">
          <button type="button" className="btn btn-outline-danger" onClick={() => setConfirming(true)} data-testid="rfid-cancel">
            <FormattedMessage id="rfid.case.cancel" />
          </button>
        </div>
      ) : null}
      <ConfirmModal
        show={confirming}
        title={<FormattedMessage id="rfid.case.cancelTitle" values={{ code: detail.caseNo }} />}
        body={<FormattedMessage id="rfid.case.cancelBody" />}
        confirmLabel={<FormattedMessage id="rfid.case.cancel" />}
        onConfirm={() => {
          setConfirming(false);
          void act(() => cancelMemberRfid(detail.caseNo));
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}

/**
 * The member's RFID request on their case page (requirements/rfid-installation.md): the request,
 * the day staff will have called by, the fitting and the tag; cancel until the tag is fitted, and
 * once it is, the one step that adds it as a payment method with the code of the tag kind's CREATE
 * step. A refusal of the payment-method rules is shown in the server's words.
 */
export function RfidCasePanel({ caseNo, onChanged }: { caseNo: string; onChanged: () => void }) {
  const load = useCallback((signal: AbortSignal) => getMemberRfid(caseNo, signal), [caseNo]);
  const state = useLoad(`rfid-case|${caseNo}`, load);
  if (state.status !== 'done') return null;
  return <RfidView initial={state.value} onChanged={onChanged} />;
}
