import '../../../shared/forms/forms.scss';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { saveFile } from '../../../shared/files/save-file';
import type { TExportFormat } from '../api/invoices-api';

const FORMATS: { format: TExportFormat; label: string }[] = [
  { format: 'xlsx', label: 'invoices.export.xlsx' },
  { format: 'csv', label: 'invoices.export.csv' },
];

/** Downloads of lines as a spreadsheet, Excel or CSV, saved under `fileName` and the format's extension. */
export function ExportButtons({
  fileName,
  download,
  testId,
}: {
  fileName: string;
  download: (format: TExportFormat) => Promise<Blob>;
  testId: string;
}) {
  const [busy, setBusy] = useState(false);
  const save = async (format: TExportFormat) => {
    setBusy(true);
    try {
      saveFile(await download(format), `${fileName}.${format}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="invoice-actions mt-0 mb-3">
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="btn btn-outline-primary"
          disabled={busy}
          data-testid={`${testId}-${format}`}
          onClick={() => void save(format)}
        >
          <FormattedMessage id={label} />
        </button>
      ))}
      <p className="form-text mb-0 w-100">
        <FormattedMessage id="invoices.export.hint" />
      </p>
    </div>
  );
}
