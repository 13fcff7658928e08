import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import type { TCustomerStatus } from '@mflow/contracts/customer/customer-kinds';
import type { TRegistrationList } from '@mflow/contracts/staff/staff.contract';
import { listRegistrations } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { RefreshButton } from '../components/refresh-button';
import { DecisionDone, pageOf, QueueCard, QueueEmpty, ReviewLink, SubmittedAtCell } from '../components/queue-parts';
import { PageTitle } from '../components/page-title';

/** The status filter's choices, in the order staff work through them: the queue to decide first. */
const QUEUE_STATUSES: readonly TCustomerStatus[] = ['PENDING_APPROVAL', 'WAIT_EMAIL_CONFIRM', 'ACTIVE', 'REJECTED', 'CLOSED'];

/** What the detail page hands back after a decision, for the success message. */
export type DecisionNotice = { referenceCode: string; status: 'ACTIVE' | 'REJECTED' };

function statusOf(value: string | null): TCustomerStatus {
  return QUEUE_STATUSES.find((status) => status === value) ?? 'PENDING_APPROVAL';
}

function QueueTable({ list }: { list: TRegistrationList }) {
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
            <ReviewLink
              to={`/registrations/${item.customerId}`}
              whichId="queue.reviewWho"
              name={item.displayName}
              reference={item.referenceCode}
            />
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

/** The approval queue: registrations awaiting a decision, oldest first; other statuses to look decisions up. */
export function QueuePage() {
  const intl = useIntl();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const notice = (location.state as { decided?: DecisionNotice } | null)?.decided;

  const load = useCallback((signal: AbortSignal) => listRegistrations(staffApi, { status, page }, signal), [status, page]);
  const { loading, data, errors, reload } = useLoad(`${status}:${page}`, load);

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

      {notice ? (
        <DecisionDone
          messageId={notice.status === 'ACTIVE' ? 'decision.done.approved' : 'decision.done.rejected'}
          values={{ reference: notice.referenceCode }}
        />
      ) : null}
      {errors ? <ApiErrors errors={errors} /> : null}

      <QueueCard
        headingId="queue-heading"
        heading={<FormattedMessage id={`status.${status}`} />}
        loading={loading}
        list={data}
        page={page}
        onShow={(next) => show({ page: next })}
        empty={
          status === 'PENDING_APPROVAL' ? (
            <QueueEmpty titleId="queue.empty.title" bodyId="queue.empty.body" />
          ) : (
            <QueueEmpty titleId="queue.empty.otherTitle" />
          )
        }
        table={(list) => <QueueTable list={list} />}
      />
    </>
  );
}
