import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormattedMessage, useIntl } from 'react-intl';
import { saveFile } from '../../../shared/files/save-file';
import { downloadPrepaidStatement } from '../api/prepaid-api';

/** The monthly PDF statement (requirements/prepaid-account.md#the-statement) of one of the months the account has been open. */
export function StatementDownload({ months }: { months: string[] }) {
  const intl = useIntl();
  const id = useId();
  const [month, setMonth] = useState(months[0] ?? '');
  const [busy, setBusy] = useState(false);
  const monthName = (value: string) =>
    intl.formatDate(new Date(`${value}-15T12:00:00+07:00`), { month: 'long', year: 'numeric', timeZone: 'Asia/Bangkok' });
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadPrepaidStatement(month), `mflow-prepaid-${month}.pdf`);
    } catch {
      // The API client has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="prepaid-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <FormattedMessage id="prepaid.statement.title" />
      </h2>
      <div className="prepaid-statement-row">
        <Form.Group controlId={id}>
          <Form.Label>
            <FormattedMessage id="prepaid.statement.month" />
          </Form.Label>
          <Form.Select value={month} onChange={(event) => setMonth(event.target.value)}>
            {months.map((value) => (
              <option key={value} value={value}>
                {monthName(value)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={busy || month === ''}
          data-testid="prepaid-statement-download"
          onClick={() => void download()}
        >
          <FormattedMessage id="prepaid.statement.download" />
        </button>
      </div>
    </section>
  );
}
