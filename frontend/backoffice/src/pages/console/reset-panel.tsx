import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { resetWorld } from '../../api/console-api';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { ConfirmModal } from '../../components/decision-parts';
import { carrySession } from './carry-session';

/** Back to the seeded world, after a confirmation: it cannot be undone. */
export function ResetPanel({ onReset }: { onReset: () => void }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string>();
  const [errors, setErrors] = useState<ApiErrorItem[]>();

  async function reset() {
    setSending(true);
    setErrors(undefined);
    try {
      const { now, staffToken } = await resetWorld(staffApi);
      carrySession(staffToken);
      setDone(intl.formatDate(now, { dateStyle: 'medium', timeStyle: 'short' }));
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      setAsking(false);
      onReset();
    }
  }

  return (
    <section className="card bo-card" aria-labelledby="console-reset-heading">
      <div className="card-header bo-card-header">
        <h2 id="console-reset-heading" className="bo-card-title">
          <FormattedMessage id="console.reset.heading" />
        </h2>
      </div>
      <div className="card-body">
        <p className="small">
          <FormattedMessage id="console.reset.lead" />
        </p>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => setAsking(true)} data-testid="console-reset">
          <FormattedMessage id="console.reset.button" />
        </button>
        <div role="status" className="small mt-2">
          {done ? <FormattedMessage id="console.reset.done" values={{ when: done }} /> : null}
        </div>
        {errors ? <ApiErrors errors={errors} onClose={() => setErrors(undefined)} /> : null}
      </div>
      <ConfirmModal
        show={asking}
        titleId="console.reset.confirm.title"
        bodyId="console.reset.confirm.body"
        values={{}}
        confirmId="console.reset.confirm.button"
        tone="danger"
        testId="console-reset-modal"
        sending={sending}
        onClose={() => setAsking(false)}
        onConfirm={() => void reset()}
      />
    </section>
  );
}
