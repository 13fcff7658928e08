import '../../../shared/theme/bootstrap/badge.scss';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import type { TTaxDocument } from '@mflow/contracts/payment/tax-documents.contract';
import { TaxDocumentActions } from './tax-document-actions';

const KIND_LABEL = { TAX_INVOICE: 'taxInvoices.kind.taxInvoice', CREDIT_NOTE: 'taxInvoices.kind.creditNote' } as const;

/** One tax invoice or credit note: its kind, number, date and amount, the buyer it names, and what can be done with it. */
export function TaxDocumentItem({ document, member }: { document: TTaxDocument; member: boolean }) {
  return (
    <li className="tax-document" data-testid="tax-document" data-number={document.number} data-kind={document.kind}>
      <div className="d-flex justify-content-between gap-2 flex-wrap">
        <strong>
          <FormattedMessage id={KIND_LABEL[document.kind]} /> <span className="font-monospace">{document.number}</span>
        </strong>
        <strong>
          <FormattedNumber value={document.amount / 100} style="currency" currency="THB" />
        </strong>
      </div>
      <p className="mb-1 tax-document-facts">
        <span>
          <FormattedDate value={document.issuedAt} dateStyle="medium" timeStyle="short" timeZone="Asia/Bangkok" />
        </span>
        {document.kind === 'CREDIT_NOTE' ? (
          <span>
            <FormattedMessage id="taxInvoices.reduces" values={{ number: document.taxInvoiceNo }} />
          </span>
        ) : null}
        <span>
          <FormattedMessage id="taxInvoices.receipt" values={{ number: document.receiptNo }} />
        </span>
        {document.cancelled ? (
          <span className="badge text-bg-secondary">
            <FormattedMessage id="taxInvoices.cancelled" />
          </span>
        ) : null}
      </p>
      <p className="mb-2 tax-document-facts">
        <span>{document.buyer.name}</span>
        {document.buyer.branch ? <span>{document.buyer.branch}</span> : null}
      </p>
      <TaxDocumentActions document={document} member={member} />
    </li>
  );
}
