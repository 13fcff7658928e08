import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { downloadDocument } from '../api/receipts-api';
import { saveFile } from '../../../shared/files/save-file';

/** Downloads a receipt or tax invoice PDF the API answered a path for, and saves it under its number. */
export function DocumentButton({
  path,
  number,
  member,
  labelId,
  testId,
}: {
  path: string;
  number: string;
  member: boolean;
  labelId: string;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadDocument(path, member), `${number}.pdf`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} data-testid={testId} onClick={() => void download()}>
      <FormattedMessage id={labelId} values={{ number }} />
    </button>
  );
}
