import '../vehicles.css';
import type { TVehicleSummary } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { IconCar } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { useModals } from '../../../shared/modals/modal-host';
import { isCompany } from '../../../shared/session/customer';
import { useSession } from '../../../shared/session/session-context';
import { cancelPendingChange, listVehicles } from '../api/vehicles-api';
import { DeleteVehicle } from '../components/delete-vehicle';
import { VehicleCard } from '../components/vehicle-card';
import { useVehicleLists } from '../components/vehicle-names';

/** The vehicle list, with add, edit, cancel edit and delete (requirements/vehicles.md#screens, MENU00008). */
export function VehiclesPage() {
  const intl = useIntl();
  const { showMessage } = useModals();
  const lists = useVehicleLists();
  const { customer } = useSession();
  const [vehicles, setVehicles] = useState<TVehicleSummary[]>();
  const [deleting, setDeleting] = useState<TVehicleSummary>();
  const [cancelling, setCancelling] = useState<TVehicleSummary>();

  const load = useCallback(() => {
    listVehicles().then(
      (list) => setVehicles(list.items),
      () => setVehicles([]),
    );
  }, []);
  useEffect(load, [load]);

  const cancelChange = async (vehicle: TVehicleSummary) => {
    setCancelling(undefined);
    const ok = await cancelPendingChange(vehicle.vehicleId).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    showMessage({ status: true, title: <FormattedMessage id="vehicles.cancelChange.done" values={{ value: vehicle.plateNumber }} /> });
    load();
  };

  return (
    <>
      <PageHeader titleId="vehicles.title" leadId="vehicles.lead" icon={<IconCar size={32} />} />
      <div className="container vehicles-page">
        <div className="vehicles-toolbar">
          {customer && isCompany(customer) ? (
            <Link className="btn btn-outline-primary" to="/car/import">
              <FormattedMessage id="vehicles.import" />
            </Link>
          ) : null}
          <Link className="btn btn-primary" to="/car/add">
            <FormattedMessage id="vehicles.add" />
          </Link>
        </div>
        {vehicles === undefined ? (
          <PageLoading />
        ) : vehicles.length === 0 ? (
          <div className="vehicles-empty" data-testid="vehicles-empty">
            <h2 className="h5">
              <FormattedMessage id="vehicles.empty.title" />
            </h2>
            <p className="mb-0">
              <FormattedMessage id="vehicles.empty.text" />
            </p>
          </div>
        ) : (
          <ul className="vehicle-list" aria-label={intl.formatMessage({ id: 'vehicles.title' })}>
            {vehicles.map((vehicle) => (
              <VehicleCard key={vehicle.vehicleId} vehicle={vehicle} lists={lists} onDelete={setDeleting} onCancelChange={setCancelling} />
            ))}
          </ul>
        )}
      </div>
      <DeleteVehicle
        vehicle={deleting}
        onDone={(deleted) => {
          const plate = deleting?.plateNumber ?? '';
          setDeleting(undefined);
          if (!deleted) return;
          showMessage({ status: true, title: <FormattedMessage id="vehicles.delete.done" values={{ value: plate }} /> });
          load();
        }}
      />
      <ConfirmModal
        show={Boolean(cancelling)}
        title={<FormattedMessage id="vehicles.cancelChange.title" values={{ value: cancelling?.plateNumber ?? '' }} />}
        body={<FormattedMessage id="vehicles.cancelChange.body" />}
        onConfirm={() => cancelling && void cancelChange(cancelling)}
        onCancel={() => setCancelling(undefined)}
      />
    </>
  );
}
