import Spinner from 'react-bootstrap/Spinner';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { QUEUE_PAGE_SIZE } from '../api/staff-api';
import { IconRefresh } from './icons';

/** The queues' `?page=`: a whole number from 1, anything else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
}

export function RefreshButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <button type="button" className="btn btn-outline-primary btn-sm text-nowrap" onClick={onClick} disabled={loading}>
      {loading ? <Spinner animation="border" size="sm" aria-hidden="true" /> : <IconRefresh size={16} />}
      <span className="ms-1">
        <FormattedMessage id="queue.refresh" />
      </span>
    </button>
  );
}

/** When an item joined the queue: the date over the time. */
export function SubmittedAtCell({ at }: { at: string }) {
  return (
    <td className="text-nowrap">
      <time dateTime={at} className="bo-cell-stack">
        <span>
          <FormattedDate value={at} dateStyle="medium" />
        </span>
        <span className="small text-body-secondary">
          <FormattedTime value={at} timeStyle="short" />
        </span>
      </time>
    </td>
  );
}

export function QueueLoading() {
  return (
    <div className="bo-loading">
      <Spinner animation="border" role="status">
        <span className="visually-hidden">
          <FormattedMessage id="common.loading" />
        </span>
      </Spinner>
    </div>
  );
}

export function QueuePager({ page, pages, onShow }: { page: number; pages: number; onShow: (page: number) => void }) {
  const intl = useIntl();
  return (
    <nav className="card-footer bo-pager" aria-label={intl.formatMessage({ id: 'queue.pager' })}>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page <= 1} onClick={() => onShow(page - 1)}>
        <FormattedMessage id="queue.previous" />
      </button>
      <span className="small">
        <FormattedMessage id="queue.page" values={{ page, pages }} />
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled={page >= pages} onClick={() => onShow(page + 1)}>
        <FormattedMessage id="queue.next" />
      </button>
    </nav>
  );
}
