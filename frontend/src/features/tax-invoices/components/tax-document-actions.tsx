import '../../../shared/theme/bootstrap/forms.scss';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TTaxDocument } from '@mflow/contracts/payment/tax-documents.contract';
import { ApiError } from '@mflow/ui/api/api-types';
import { saveFile } from '../../../shared/files/save-file';
import { downloadTaxDocument, resendTaxDocument } from '../api/tax-documents-api';

type TResendOutcome = { sentTo: string } | { refused: string } | undefined;

/**
 * A document's PDF and its re-send by e-mail. The re-send goes to the address the document already
 * has, which the answer names masked; there is no address to type, so none can be mistyped or misused.
 */
export function TaxDocumentActions({ document, member }: { document: TTaxDocument; member: boolean }) {
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<TResendOutcome>();
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadTaxDocument(document.pdfPath, member), `${document.number}.pdf`);
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    setBusy(true);
    setResent(undefined);
    try {
      setResent(await resendTaxDocument(document.resendPath, member));
    } catch (error) {
      const refused = error instanceof ApiError ? error.errors.map((item) => item.description).join(' ') : '';
      setResent({ refused });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div className="tax-document-actions">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={busy}
          data-testid="tax-document-download"
          onClick={() => void download()}
        >
          <FormattedMessage id="taxInvoices.download" values={{ number: document.number }} />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy}
          data-testid="tax-document-resend"
          onClick={() => void resend()}
        >
          <FormattedMessage id="taxInvoices.resend" values={{ number: document.number }} />
        </button>
      </div>
      <div aria-live="polite">
        {resent && 'sentTo' in resent ? (
          <p className="alert alert-success mt-2 mb-0" data-testid="tax-document-resent">
            <FormattedMessage id="taxInvoices.resent" values={{ email: resent.sentTo }} />
          </p>
        ) : resent ? (
          <p className="alert alert-warning mt-2 mb-0">{resent.refused || <FormattedMessage id="modal.error.generic" />}</p>
        ) : null}
      </div>
    </>
  );
}
