import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router';
import type { TVehicleQueue } from '@mflow/contracts/vehicle/vehicle-review.contract';
import { listVehicleQueue } from '../api/staff-api';
import { useLoad } from '../api/use-load';
import { staffApi } from '../app/browser';
import { BoTable } from '../components/bo-table';
import { ApiErrors } from '../components/api-errors';
import { RefreshButton } from '../components/refresh-button';
import { DecisionDone, pageOf, QueueCard, QueueEmpty, ReviewLink, SubmittedAtCell } from '../components/queue-parts';
import { PageTitle } from '../components/page-title';

/** What the vehicle page hands back after a decision, for the success message. */
export type VehicleDecisionNotice = { plateNumber: string; referenceCode: string; decision: 'APPROVED' | 'REJECTED' };

function QueueTable({ list }: { list: TVehicleQueue }) {
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
            <ReviewLink
              to={`/vehicles/${item.vehicleId}`}
              whichId="vehicleQueue.reviewWhich"
              name={item.plateNumber}
              reference={item.referenceCode}
            />
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
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const notice = (location.state as { decidedVehicle?: VehicleDecisionNotice } | null)?.decidedVehicle;
  const load = useCallback((signal: AbortSignal) => listVehicleQueue(staffApi, { page }, signal), [page]);
  const { loading, data, errors, reload } = useLoad(`vehicles:${page}`, load);
  const show = (next: number) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams());

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'vehicleQueue.title' })}>
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      {notice ? (
        <DecisionDone
          messageId={notice.decision === 'APPROVED' ? 'vehicleDecision.done.approved' : 'vehicleDecision.done.rejected'}
          values={{ name: notice.plateNumber, reference: notice.referenceCode }}
        />
      ) : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <QueueCard
        headingId="vehicle-queue-heading"
        heading={<FormattedMessage id="vehicleQueue.heading" />}
        loading={loading}
        list={data}
        page={page}
        onShow={show}
        empty={<QueueEmpty titleId="vehicleQueue.empty" />}
        table={(list) => <QueueTable list={list} />}
      />
    </>
  );
}
