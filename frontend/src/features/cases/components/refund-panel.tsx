import '../../../shared/forms/forms.scss';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { saveFile } from '../../../shared/files/save-file';
import { downloadCreditNote, type TCaseDetail } from '../api/cases-api';
import { refundKindLabel } from './case-labels';
import type { TCaseFormat } from './use-case-format';

type TDispute = NonNullable<TCaseDetail['dispute']>;

/**
 * An accepted dispute's money (requirements/disputes.md#refunds): how much goes back, where it stands, the credit note
 * once it is done, and when the channel could not take it, the way out: a bank account, given to the contact centre,
 * as there is no member request for a second refund yet.
 */
export function RefundPanel({ dispute, format }: { dispute: TDispute; format: TCaseFormat }) {
  const [busy, setBusy] = useState(false);
  const { refund } = dispute;
  if (!refund) return null;
  const download = async (creditNoteNo: string) => {
    setBusy(true);
    try {
      saveFile(await downloadCreditNote(refund.paymentId, creditNoteNo), `${creditNoteNo}.pdf`);
    } catch {
      // The "Operation status" modal says why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="case-section" aria-labelledby="case-refund-title" data-testid="case-refund" data-status={refund.status}>
      <h2 id="case-refund-title" className="case-section-title">
        <FormattedMessage id="cases.refund.title" />
      </h2>
      <dl className="case-facts">
        <div>
          <dt>
            <FormattedMessage id="cases.refund.amount" />
          </dt>
          <dd data-testid="case-refund-amount">{format.baht(refund.amount)}</dd>
        </div>
        {dispute.refundChannelKind ? (
          <div>
            <dt>
              <FormattedMessage id="cases.refund.channel" />
            </dt>
            <dd>
              <FormattedMessage id={refundKindLabel(dispute.refundChannelKind)} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="cases.refund.status" />
          </dt>
          <dd data-testid="case-refund-status">
            <FormattedMessage id={`cases.refund.status.${refund.status}`} />
          </dd>
        </div>
      </dl>
      {refund.status === 'FAILED' ? (
        <p className="alert alert-warning" data-testid="case-refund-failed">
          <FormattedMessage id="cases.refund.failed" values={{ link: (chunks) => <Link to="/contactus">{chunks}</Link> }} />
        </p>
      ) : null}
      {refund.creditNoteNo ? (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          onClick={() => void download(refund.creditNoteNo ?? '')}
          data-testid="case-credit-note"
        >
          <FormattedMessage id="cases.refund.creditNote" values={{ code: refund.creditNoteNo }} />
        </button>
      ) : null}
    </section>
  );
}
