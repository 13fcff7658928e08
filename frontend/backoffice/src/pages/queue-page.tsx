import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import type { TRegistrationList } from '@mflow/contracts/staff/staff.contract';
import { listRegistrations } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { RefreshButton } from '../components/refresh-button';
import { pageCount, pageOf, QueuePager, SubmittedAtCell } from '../components/queue-parts';
import { PageTitle } from '../components/page-title';

/** The status filter's choices, in the order staff work through them: the queue to decide first. */
const QUEUE_STATUSES: readonly TCustomerStatus[] = ['PENDING_APPROVAL', 'WAIT_EMAIL_CONFIRM', 'ACTIVE', 'REJECTED', 'CLOSED'];

/** What the detail page hands back after a decision, for the success message. */
export type DecisionNotice = { referenceCode: string; status: 'ACTIVE' | 'REJECTED' };

function statusOf(value: string | null): TCustomerStatus {
  return QUEUE_STATUSES.find((status) => status === value) ?? 'PENDING_APPROVAL';
}

function DecisionMessage({ notice, onClose }: { notice: DecisionNotice; onClose: () => void }) {
  return (
    <Alert variant="success" className="bo-alert" dismissible onClose={onClose} role="status" data-testid="decision-notice">
      <FormattedMessage id={notice.status === 'ACTIVE' ? 'decision.done.approved' : 'decision.done.rejected'} values={{ reference: notice.referenceCode }} />
    </Alert>
  );
}

function QueueTable({ list }: { list: TRegistrationList }) {
  const intl = useIntl();
  return (
    <BoTable
      testId="queue-table"
      captionId="queue.caption"
      columns={[
        { id: 'queue.column.submitted' },
        { id: 'queue.column.customerType' },
        { id: 'queue.column.name' },
        { id: 'queue.column.registrant' },
        { id: 'queue.column.email' },
        { id: 'queue.column.mobile' },
        { id: 'queue.column.actions', screenReaderOnly: true },
      ]}
    >
      {list.items.map((item) => (
        <tr key={item.customerId} data-customer-id={item.customerId}>
          <SubmittedAtCell at={item.registeredAt} />
          <td>
            <FormattedMessage id={`accountType.${item.accountType}`} />
          </td>
          <td className="bo-cell-stack">
            <span className="bo-cell-name">{item.displayName}</span>
            <span className="font-monospace small text-body-secondary">{item.referenceCode}</span>
          </td>
          <td>
            <FormattedMessage id={`registrant.${item.registrantType}`} />
          </td>
          <td className="bo-cell-email">{item.email}</td>
          <td className="text-nowrap">{item.mobile}</td>
          <td className="text-end">
            <Link className="btn btn-outline-primary btn-sm text-nowrap" to={`/registrations/${item.customerId}`}>
              <FormattedMessage id="queue.review" />
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'queue.reviewWho' }, { name: item.displayName, reference: item.referenceCode })}
              </span>
            </Link>
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

function EmptyQueue({ status }: { status: TCustomerStatus }) {
  return (
    <div className="bo-empty" data-testid="queue-empty">
      <IconInbox size={40} />
      <p className="bo-empty-title">
        <FormattedMessage id={status === 'PENDING_APPROVAL' ? 'queue.empty.title' : 'queue.empty.otherTitle'} />
      </p>
      {status === 'PENDING_APPROVAL' ? (
        <p className="text-body-secondary mb-0">
          <FormattedMessage id="queue.empty.body" />
        </p>
      ) : null}
    </div>
  );
}

/** The approval queue: registrations awaiting a decision, oldest first; other statuses to look decisions up. */
export function QueuePage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const notice = (location.state as { decided?: DecisionNotice } | null)?.decided;

  const load = useCallback((signal: AbortSignal) => listRegistrations(staffApi, { status, page }, signal), [status, page]);
  const { loading, data, errors, reload } = useLoad(`${status}:${page}`, load);
  const pages = data ? pageCount(data.total) : 1;

  const show = (next: { status?: TCustomerStatus; page?: number }) => {
    const search = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'PENDING_APPROVAL') search.set('status', nextStatus);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'queue.title' })}>
        <Form.Group controlId="queue-status" className="bo-status-filter">
          <Form.Label className="visually-hidden">
            <FormattedMessage id="queue.status.label" />
          </Form.Label>
          <Form.Select size="sm" value={status} onChange={(event) => show({ status: statusOf(event.target.value) })}>
            {QUEUE_STATUSES.map((option) => (
              <option key={option} value={option}>
                {intl.formatMessage({ id: `status.${option}` })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>

      {notice ? <DecisionMessage notice={notice} onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}

      <section className="card bo-card" aria-labelledby="queue-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="queue-heading" className="bo-card-title">
            <FormattedMessage id={`status.${status}`} />
          </h2>
          {data ? (
            <span className="text-body-secondary small" data-testid="queue-count">
              <FormattedMessage id="queue.count" values={{ total: data.total }} />
            </span>
          ) : null}
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? <EmptyQueue status={status} /> : null}
        {data && data.items.length > 0 ? <QueueTable list={data} /> : null}
        {data && pages > 1 ? <QueuePager page={page} pages={pages} onShow={(next) => show({ page: next })} /> : null}
      </section>
    </>
  );
}
