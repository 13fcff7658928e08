import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TInvoiceRemark } from '../api/invoices-api';
import { invoiceDetailPath } from '../api/invoice-queries';
import { REMARK_KIND_LABEL, remarkReasonLabel } from './invoice-labels';
import type { TInvoiceFormat } from './use-invoice-format';

/** Which way a remark's related invoice points: to the one that replaced this, or to the one this replaced. */
function relatedLabel(kind: TInvoiceRemark['kind']): string {
  if (kind === 'CANCELLED' || kind === 'REFERENCE_TO_NEW') return 'invoices.remark.relatedNew';
  if (kind === 'NEW_INVOICE' || kind === 'REFERENCE_TO_CANCELLED') return 'invoices.remark.relatedOld';
  return 'invoices.remark.related';
}

/** The history remarks (requirements/billing.md#history-remarks): what happened to the invoice, why, and the invoice on the other side of it. */
export function InvoiceRemarks({ remarks, format }: { remarks: readonly TInvoiceRemark[]; format: TInvoiceFormat }) {
  if (remarks.length === 0) return null;
  return (
    <section className="invoice-section" aria-labelledby="invoice-remarks-title">
      <h3 id="invoice-remarks-title" className="invoice-section-title">
        <FormattedMessage id="invoices.remark.title" />
      </h3>
      <ul className="invoice-remarks">
        {remarks.map((remark) => {
          const reason = remarkReasonLabel(remark.reason);
          return (
            <li key={`${remark.kind}-${remark.at}-${remark.relatedInvoiceNo ?? ''}`} data-testid="invoice-remark" data-kind={remark.kind}>
              <p className="invoice-remark-head">
                <strong>
                  <FormattedMessage id={REMARK_KIND_LABEL[remark.kind]} />
                </strong>
                <time dateTime={remark.at}>{format.dateTime(remark.at)}</time>
              </p>
              <p className="mb-0">
                <FormattedMessage
                  id="invoices.remark.reason"
                  values={{ value: reason ? <FormattedMessage id={reason} /> : remark.reason }}
                />
              </p>
              {remark.relatedInvoiceNo ? (
                <p className="mb-0">
                  <FormattedMessage
                    id={relatedLabel(remark.kind)}
                    values={{ code: <Link to={invoiceDetailPath(remark.relatedInvoiceNo)}>{remark.relatedInvoiceNo}</Link> }}
                  />
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
