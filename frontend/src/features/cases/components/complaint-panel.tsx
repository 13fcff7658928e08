import '../../../shared/forms/forms.scss';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TComplaintDetail } from '@mflow/contracts/cases/complaint.contract';
import '../cases.css';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { answerErrors } from './answer-errors';
import { choiceLabelOf, reopenOfferOf } from './complaint-reopen';
import { useCaseFormat } from './use-case-format';

/** The contract's limit on the reason. */
const MAX_REASON = 2000;

/**
 * A complaint's part of its page, for the member and, put in by the app, the visitor tracking it
 * (requirements/complaints.md): the topic and type in the page's language, and, once resolved, the
 * reopening the server says is still possible, with a reason, or why it is not. `onReopen` sends it
 * and loads the case again; a refusal is shown here in the server's words.
 */
export function ComplaintPanel({
  complaint,
  onReopen,
}: {
  complaint: TComplaintDetail;
  onReopen: (text: string | undefined) => Promise<void>;
}) {
  const { language } = usePreferences();
  const format = useCaseFormat();
  const offer = reopenOfferOf(complaint);
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      await onReopen(reason.trim() || undefined);
    } catch (error) {
      setFailure(
        answerErrors(error)
          .map((item) => item.description)
          .join(' ') || 'failed',
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="case-section" aria-labelledby="complaint-title" data-testid="complaint-panel">
      <h2 id="complaint-title" className="case-section-title">
        <FormattedMessage id="cases.complaint.title" />
      </h2>
      <dl className="case-facts">
        <div>
          <dt>
            <FormattedMessage id="cases.complaint.topic" />
          </dt>
          <dd data-testid="complaint-topic">{choiceLabelOf(complaint.topic, language)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="cases.complaint.type" />
          </dt>
          <dd data-testid="complaint-type">{choiceLabelOf(complaint.type, language)}</dd>
        </div>
      </dl>
      {failure ? (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {failure === 'failed' ? <FormattedMessage id="modal.error.generic" /> : failure}
        </p>
      ) : null}
      {offer.kind === 'OFFERED' ? (
        <form className="mt-3" onSubmit={(event) => void submit(event)} data-testid="complaint-reopen">
          <h3 className="h6">
            <FormattedMessage id="cases.reopen.title" />
          </h3>
          <p>
            <FormattedMessage id="cases.reopen.lead" values={{ when: format.dateTime(offer.until) }} />
          </p>
          <label htmlFor={reasonId} className="form-label">
            <FormattedMessage id="cases.reopen.reason" />
          </label>
          <textarea
            id={reasonId}
            className="form-control mb-3"
            rows={3}
            maxLength={MAX_REASON}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <FormattedMessage id="cases.reopen.action" />
          </button>
        </form>
      ) : null}
      {offer.kind === 'REFUSED' ? (
        <p className="text-body-secondary mt-3 mb-0" data-testid="complaint-reopen-refused">
          <FormattedMessage
            id={offer.refusal === 'ALREADY_REOPENED' ? 'cases.reopen.alreadyReopened' : 'cases.reopen.windowPassed'}
            values={{ when: format.dateTime(offer.until) }}
          />
        </p>
      ) : null}
    </section>
  );
}
