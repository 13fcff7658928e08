import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { QUEUE_PAGE_SIZE } from '../api/staff-api';

/** The queues' `?page=`: a whole number from 1, anything else the first page. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
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
