import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { TVehicleQueue } from '@mflow/contracts/vehicle/vehicle-review.contract';
import { listVehicleQueue } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { IconInbox } from '../components/icons';
import { LoadingBlock } from '../components/loading-block';
import { RefreshButton } from '../components/refresh-button';
import { pageCount, pageOf, QueuePager, SubmittedAtCell } from '../components/queue-parts';
import { PageTitle } from '../components/page-title';

/** What the vehicle page hands back after a decision, for the success message. */
export type VehicleDecisionNotice = { plateNumber: string; referenceCode: string; decision: 'APPROVED' | 'REJECTED' };

function QueueTable({ list }: { list: TVehicleQueue }) {
  const intl = useIntl();
  return (
    <BoTable
      testId="vehicle-queue-table"
      captionId="vehicleQueue.caption"
      columns={[
        { id: 'queue.column.submitted' },
        { id: 'vehicleQueue.column.plate' },
        { id: 'vehicleQueue.column.kind' },
        { id: 'queue.column.name' },
        { id: 'vehicleQueue.column.owner' },
        { id: 'queue.column.actions', screenReaderOnly: true },
      ]}
    >
      {list.items.map((item) => (
        <tr key={item.vehicleId} data-vehicle-id={item.vehicleId}>
          <SubmittedAtCell at={item.submittedAt} />
          <td className="bo-cell-stack">
            <span className="bo-cell-name text-nowrap">{item.plateNumber}</span>
            <span className="font-monospace small text-body-secondary">{item.referenceCode}</span>
          </td>
          <td>
            <FormattedMessage id={`vehicleKind.${item.kind}`} />
          </td>
          <td className="bo-cell-stack">
            <span>{item.customerName}</span>
            <span className="small text-body-secondary">
              <FormattedMessage id={`accountType.${item.accountType}`} />
            </span>
          </td>
          <td>
            <FormattedMessage id={`ownerFlag.${item.ownerFlag}`} />
          </td>
          <td className="text-end">
            <Link className="btn btn-outline-primary btn-sm text-nowrap" to={`/vehicles/${item.vehicleId}`}>
              <FormattedMessage id="queue.review" />
              <span className="visually-hidden">
                {intl.formatMessage({ id: 'vehicleQueue.reviewWhich' }, { name: item.plateNumber, reference: item.referenceCode })}
              </span>
            </Link>
          </td>
        </tr>
      ))}
    </BoTable>
  );
}

/** The vehicle approval queue, beside the registration queue: vehicles and changes awaiting a decision, oldest first. */
export function VehicleQueuePage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const notice = (location.state as { decidedVehicle?: VehicleDecisionNotice } | null)?.decidedVehicle;
  const load = useCallback((signal: AbortSignal) => listVehicleQueue(staffApi, { page }, signal), [page]);
  const { loading, data, errors, reload } = useLoad(`vehicles:${page}`, load);
  const pages = data ? pageCount(data.total) : 1;
  const show = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'vehicleQueue.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      {notice ? (
        <Alert
          variant="success"
          className="bo-alert"
          dismissible
          onClose={() => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })}
          role="status"
          data-testid="decision-notice"
        >
          <FormattedMessage
            id={notice.decision === 'APPROVED' ? 'vehicleDecision.done.approved' : 'vehicleDecision.done.rejected'}
            values={{ name: notice.plateNumber, reference: notice.referenceCode }}
          />
        </Alert>
      ) : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <section className="card bo-card" aria-labelledby="vehicle-queue-heading" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="vehicle-queue-heading" className="bo-card-title">
            <FormattedMessage id="vehicleQueue.heading" />
          </h2>
          {data ? (
            <span className="text-body-secondary small" data-testid="queue-count">
              <FormattedMessage id="queue.count" values={{ total: data.total }} />
            </span>
          ) : null}
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? (
          <div className="bo-empty" data-testid="queue-empty">
            <IconInbox size={40} />
            <p className="bo-empty-title">
              <FormattedMessage id="vehicleQueue.empty" />
            </p>
          </div>
        ) : null}
        {data && data.items.length > 0 ? <QueueTable list={data} /> : null}
        {data && pages > 1 ? <QueuePager page={page} pages={pages} onShow={show} /> : null}
      </section>
    </>
  );
}
