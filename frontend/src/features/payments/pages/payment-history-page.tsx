import '../../../shared/forms/forms.scss';
import '../payments.css';
import { useEffect, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { IconReceipt } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { getPaymentHistory, requestTaxInvoice, type TPaymentHistory } from '../api/receipts-api';
import { Baht } from '../components/amount';
import { DocumentButton } from '../components/document-button';

type TItem = TPaymentHistory['payments'][number];

function Documents({ item, onIssued }: { item: TItem; onIssued: () => void }) {
  const [busy, setBusy] = useState(false);
  const { documents } = item;
  if (!documents) return null;
  const issue = async () => {
    setBusy(true);
    try {
      await requestTaxInvoice(item.paymentId);
      onIssued();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="payment-documents">
      <DocumentButton
        path={documents.receiptPath}
        number={documents.receiptNo}
        member
        labelId="payments.history.receipt"
        testId="receipt-download"
      />
      {documents.taxInvoicePath && documents.taxInvoiceNo ? (
        <DocumentButton
          path={documents.taxInvoicePath}
          number={documents.taxInvoiceNo}
          member
          labelId="payments.history.taxInvoice"
          testId="tax-invoice-download"
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={busy}
          data-testid="tax-invoice-request"
          onClick={() => void issue()}
        >
          <FormattedMessage id="payments.history.requestTaxInvoice" />
        </button>
      )}
    </div>
  );
}

function PaymentItem({ item, onIssued }: { item: TItem; onIssued: () => void }) {
  return (
    <li className="payment-history-item" data-testid="payment-history-item" data-payment={item.paymentId} data-status={item.status}>
      <div className="d-flex justify-content-between gap-2 flex-wrap">
        <strong>
          <Baht satang={item.amount} />
        </strong>
        <span>
          <FormattedMessage id={`payments.result.${item.status.toLowerCase()}`} />
        </span>
      </div>
      <p className="mb-1 payment-summary">
        <span>
          <FormattedDate value={item.createdAt} dateStyle="medium" timeStyle="short" />
        </span>
        <span>
          <FormattedMessage id={`payments.channel.${item.channel.toLowerCase()}`} />
        </span>
        <span>{item.invoices.map((invoice) => invoice.invoiceNo).join(', ')}</span>
      </p>
      <Documents item={item} onIssued={onIssued} />
    </li>
  );
}

/**
 * The member's payments, newest first (MENU00010 payment history, where MENU00016's receipt
 * requests are made): each PAID payment with its receipt, and its tax invoice or the button that
 * asks for one.
 */
export function PaymentHistoryPage() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [history, setHistory] = useState<TPaymentHistory | 'failed'>();
  useEffect(() => {
    const controller = new AbortController();
    getPaymentHistory(page, controller.signal).then(
      (answer) => setHistory(answer),
      () => {
        if (!controller.signal.aborted) setHistory('failed');
      },
    );
    return () => controller.abort();
  }, [page, version]);
  const reload = () => setVersion((value) => value + 1);
  const pages = history && history !== 'failed' ? Math.max(1, Math.ceil(history.total / history.pageSize)) : 1;
  return (
    <>
      <PageHeader titleId="screen.paymentHistory" leadId="payments.history.lead" icon={<IconReceipt size={32} />} />
      <div className="container payments-page">
        {history === undefined ? (
          <PageLoading />
        ) : history === 'failed' ? (
          <p className="alert alert-danger">
            <FormattedMessage id="modal.error.generic" />
          </p>
        ) : history.payments.length === 0 ? (
          <p className="alert alert-info" data-testid="payment-history-empty">
            <FormattedMessage id="payments.history.empty" />
          </p>
        ) : (
          <ul className="payment-history" aria-label={intl.formatMessage({ id: 'screen.paymentHistory' })}>
            {history.payments.map((item) => (
              <PaymentItem key={item.paymentId} item={item} onIssued={reload} />
            ))}
          </ul>
        )}
        {pages > 1 ? (
          <nav className="d-flex gap-2" aria-label={intl.formatMessage({ id: 'payments.history.pages' })}>
            <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              <FormattedMessage id="payments.history.newer" />
            </button>
            <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              <FormattedMessage id="payments.history.older" />
            </button>
          </nav>
        ) : null}
      </div>
    </>
  );
}
