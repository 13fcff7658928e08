import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { QUEUE_PAGE_SIZE } from '../api/staff-api';
import { IconInbox } from './icons';
import { LoadingBlock } from './loading-block';

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

type TQueueList = { total: number; items: readonly unknown[] };

type TQueueCardProps<TList extends TQueueList> = {
  headingId: string;
  heading: ReactNode;
  loading: boolean;
  list: TList | undefined;
  page: number;
  onShow: (page: number) => void;
  empty: ReactNode;
  table: (list: TList) => ReactNode;
  /** The count's words ("{total} registrations" unless told). */
  countId?: string;
};

/** A queue's card: its heading and count, then the spinner, the empty state or the table, and the pager. */
export function QueueCard<TList extends TQueueList>({
  headingId,
  heading,
  loading,
  list,
  page,
  onShow,
  empty,
  table,
  countId = 'queue.count',
}: TQueueCardProps<TList>) {
  const pages = list ? pageCount(list.total) : 1;
  return (
    <section className="card bo-card" aria-labelledby={headingId} aria-busy={loading}>
      <div className="card-header bo-card-header">
        <h2 id={headingId} className="bo-card-title">
          {heading}
        </h2>
        {list ? (
          <span className="text-body-secondary small" data-testid="queue-count">
            <FormattedMessage id={countId} values={{ total: list.total }} />
          </span>
        ) : null}
      </div>
      {!list && loading ? <LoadingBlock /> : null}
      {list && list.items.length === 0 ? empty : null}
      {list && list.items.length > 0 ? table(list) : null}
      {list && pages > 1 ? <QueuePager page={page} pages={pages} onShow={onShow} /> : null}
    </section>
  );
}

/** A queue with nothing in it: the inbox, what is empty and, for the queue to decide, what comes next. */
export function QueueEmpty({ titleId, bodyId }: { titleId: string; bodyId?: string }) {
  return (
    <div className="bo-empty" data-testid="queue-empty">
      <IconInbox size={40} />
      <p className="bo-empty-title">
        <FormattedMessage id={titleId} />
      </p>
      {bodyId ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id={bodyId} />
        </p>
      ) : null}
    </div>
  );
}

/** A row's way to the item's page: "Review", and for screen readers which item. */
export function ReviewLink({ to, whichId, name, reference }: { to: string; whichId: string; name: string; reference: string }) {
  const intl = useIntl();
  return (
    <Link className="btn btn-outline-primary btn-sm text-nowrap" to={to}>
      <FormattedMessage id="queue.review" />
      <span className="visually-hidden">{intl.formatMessage({ id: whichId }, { name, reference })}</span>
    </Link>
  );
}

/** What the detail page said it decided, back on the queue; closing it clears it from the history entry, so a reload does not show it again. */
export function DecisionDone({ messageId, values }: { messageId: string; values: Record<string, string> }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Alert
      variant="success"
      className="bo-alert"
      dismissible
      onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
      role="status"
      data-testid="decision-notice"
    >
      <FormattedMessage id={messageId} values={values} />
    </Alert>
  );
}
