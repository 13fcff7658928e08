import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { TNoticeSummary } from '../api/notices-api';
import { NoticeStatusBadge } from './notice-status-badge';
import { LetterButtons } from './notice-view';
import { appealPath, mayPay, payPath } from './notice-labels';
import type { TNoticeFormat } from './use-notice-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function NoticeCard({ notice, format, onOpen }: { notice: TNoticeSummary; format: TNoticeFormat; onOpen: (noticeNo: string) => void }) {
  const titleId = `notice-${notice.noticeNo}-title`;
  return (
    <li className="notice-section" aria-labelledby={titleId} data-testid="notice-card" data-notice={notice.noticeNo}>
      <div className="notice-head">
        <h3 id={titleId} className="notice-title">
          <FormattedMessage id="invoices.notice.title" values={{ code: notice.noticeNo }} />
        </h3>
        <NoticeStatusBadge status={notice.status} />
      </div>
      <dl className="notice-facts">
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
      <div className="notice-actions">
        <button type="button" className="btn btn-outline-primary" onClick={() => onOpen(notice.noticeNo)} data-testid="notice-open">
          <FormattedMessage id="notices.open" />
        </button>
        {mayPay(notice.status) ? (
          <Link className="btn btn-warning" to={payPath(notice.invoiceNo)} data-testid="notice-pay">
            <FormattedMessage id="notices.pay.short" />
          </Link>
        ) : null}
        <LetterButtons notice={{ noticeNo: notice.noticeNo, letterToken: null }} />
        {notice.status === 'OPEN' ? (
          <Link className="btn btn-outline-secondary" to={appealPath(notice.noticeNo)} data-testid="notice-appeal">
            <FormattedMessage id="notices.appeal" />
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The member's notices (requirements/notices-and-appeals.md#screens): each with its details, pay, reprint and appeal. */
export function NoticeList({
  notices,
  format,
  onOpen,
}: {
  notices: readonly TNoticeSummary[];
  format: TNoticeFormat;
  onOpen: (noticeNo: string) => void;
}) {
  const intl = useIntl();
  if (notices.length === 0) {
    return (
      <p className="notice-section" data-testid="notices-empty">
        <FormattedMessage id="invoices.notice.empty" />
      </p>
    );
  }
  return (
    <ul className="notice-list" aria-label={intl.formatMessage({ id: 'notices.mine' })}>
      {notices.map((notice) => (
        <NoticeCard key={notice.noticeNo} notice={notice} format={format} onOpen={onOpen} />
      ))}
    </ul>
  );
}
