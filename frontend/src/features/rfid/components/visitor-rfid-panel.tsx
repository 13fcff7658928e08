import '../../../shared/forms/forms.scss';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@mflow/ui/api/api-types';
import { useLoad } from '../../../shared/api/use-load';
import { cancelVisitorRfid, getVisitorRfid, type TRfidCase } from '../api/rfid-api';
import { rfidOffersOf } from './rfid-case';
import { RfidFacts } from './rfid-facts';

/** The contract's limit on the reason. */
const MAX_REASON = 2000;

function VisitorRfidView({ initial, trackingToken, onChanged }: { initial: TRfidCase; trackingToken: string; onChanged: () => void }) {
  const [detail, setDetail] = useState(initial);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const reasonId = useId();
  const offers = rfidOffersOf(detail.status, detail.rfid);
  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal('');
    try {
      setDetail(await cancelVisitorRfid(detail.caseNo, trackingToken, reason.trim() || undefined));
      onChanged();
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="case-section mb-3" aria-labelledby="rfid-visitor-title" data-testid="rfid-case">
      <h3 id="rfid-visitor-title" className="h5">
        <FormattedMessage id="rfid.case.title" />
      </h3>
      {refusal ? (
        <p className="alert alert-danger" role="alert" data-testid="rfid-refusal">
          {refusal}
        </p>
      ) : null}
      <RfidFacts rfid={detail.rfid} />
      {offers.cancel ? (
        <form className="mt-3" onSubmit={(event) => void cancel(event)} data-testid="rfid-visitor-cancel">
          <label htmlFor={reasonId} className="form-label">
            <FormattedMessage id="rfid.case.cancelReasonField" />
          </label>
          <textarea
            id={reasonId}
            className="form-control mb-3"
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-danger" disabled={busy} data-testid="rfid-cancel">
            <FormattedMessage id="rfid.case.cancel" />
          </button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * A visitor's RFID request on the tracked case page (requirements/rfid-installation.md#visitors),
 * under the case's tracking session: the request, the day staff will have called by, the fitting,
 * and a cancellation with a reason until the tag is fitted. `onChanged` reloads the case above.
 */
export function VisitorRfidPanel({ caseNo, trackingToken, onChanged }: { caseNo: string; trackingToken: string; onChanged: () => void }) {
  const load = useCallback((signal: AbortSignal) => getVisitorRfid(caseNo, trackingToken, signal), [caseNo, trackingToken]);
  const state = useLoad(`rfid-visitor|${caseNo}`, load);
  if (state.status !== 'done') return null;
  return <VisitorRfidView initial={state.value} trackingToken={trackingToken} onChanged={onChanged} />;
}
