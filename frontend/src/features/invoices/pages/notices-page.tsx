import '../../../shared/forms/forms.scss';
import '../invoices.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconBook } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getNotices, type TTollNotice } from '../api/invoices-api';
import { invoiceDetailPath } from '../api/invoice-queries';
import { Fact } from '../components/fact';
import { NoticeStatusBadge } from '../components/status-badge';
import { useInvoiceFormat, type TInvoiceFormat } from '../components/use-invoice-format';
import { useLoad } from '../../../shared/api/use-load';

function NoticeCard({ notice, format }: { notice: TTollNotice; format: TInvoiceFormat }) {
  const titleId = `notice-${notice.noticeNo}-title`;
  return (
    <li className="invoice-card" aria-labelledby={titleId} data-testid="notice-card" data-notice={notice.noticeNo}>
      <div className="invoice-card-head">
        <h2 id={titleId} className="invoice-card-title">
          <FormattedMessage id="invoices.notice.title" values={{ code: notice.noticeNo }} />
        </h2>
        <NoticeStatusBadge status={notice.status} />
      </div>
      <dl className="invoice-facts">
        {notice.plate ? (
          <Fact label="invoices.field.plate">
            {notice.plate} {format.province(notice.province)}
          </Fact>
        ) : null}
        {notice.addresseeName ? <Fact label="invoices.notice.addressee">{notice.addresseeName}</Fact> : null}
        <Fact label="invoices.notice.issuedAt">{format.dayOf(notice.issuedAt)}</Fact>
        <Fact label="invoices.field.dueDate">{format.date(notice.dueDate)}</Fact>
        <Fact label="invoices.notice.toPay">
          <strong>{format.baht(notice.totalAmount)}</strong>
        </Fact>
        {notice.collectionAt ? <Fact label="invoices.notice.collectionAt">{format.dayOf(notice.collectionAt)}</Fact> : null}
      </dl>
      <p className="mb-0 mt-2">
        <Link to={invoiceDetailPath(notice.invoiceNo)}>
          <FormattedMessage id="invoices.notice.invoice" values={{ code: notice.invoiceNo }} />
        </Link>
      </p>
    </li>
  );
}

/** The notification-letter list (requirements/notices-and-appeals.md#screens, menu group "letters: paymentnotice"): the member's toll notices, each with the invoice to pay now. */
export function NoticesPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const format = useInvoiceFormat();
  const state = useLoad(language, getNotices);
  return (
    <>
      <PageHeader titleId="screen.paymentNotices" leadId="invoices.notice.lead" icon={<IconBook size={32} />} />
      <div className="container invoices-page">
        {state.status === 'loading' ? (
          <PageLoading />
        ) : state.status === 'failed' ? (
          <p className="alert alert-danger">
            <FormattedMessage id="modal.error.generic" />
          </p>
        ) : state.value.length === 0 ? (
          <p className="invoices-empty" data-testid="notices-empty">
            <FormattedMessage id="invoices.notice.empty" />
          </p>
        ) : (
          <ul className="invoice-list" aria-label={intl.formatMessage({ id: 'screen.paymentNotices' })}>
            {state.value.map((notice) => (
              <NoticeCard key={notice.noticeNo} notice={notice} format={format} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
