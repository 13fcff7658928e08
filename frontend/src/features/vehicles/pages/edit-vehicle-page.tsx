import '../vehicles.css';
import type { TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { IconCar } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { PageLoading } from '../../../shared/layout/page-loading';
import { useSession } from '../../../shared/session/session-context';
import { getVehicle } from '../api/vehicles-api';
import { VehicleFlow } from '../components/vehicle-flow';
import { valuesFromVehicle } from '../components/vehicle-form-values';

/**
 * /mflow/car/edit?vehicleId=… and /mflow/car/resubmit?vehicleId=…: the details and documents again,
 * with an EDIT_VEHICLE code. A REJECTED vehicle so edited goes back to WAIT (decision 0015).
 */
function EditVehicle({ resubmit }: { resubmit: boolean }) {
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const vehicleId = params.get('vehicleId') ?? '';
  const [loaded, setLoaded] = useState<{ vehicleId: string; vehicle: TVehicleView | null }>();
  useEffect(() => {
    if (!loggedIn || !vehicleId) return;
    let current = true;
    getVehicle(vehicleId).then(
      (answer) => current && setLoaded({ vehicleId, vehicle: answer }),
      () => current && setLoaded({ vehicleId, vehicle: null }),
    );
    return () => {
      current = false;
    };
  }, [vehicleId, loggedIn]);
  const vehicle = !vehicleId ? null : loaded?.vehicleId === vehicleId ? loaded.vehicle : undefined;
  const titleId = resubmit ? 'screen.carResubmit' : 'screen.carEdit';
  return (
    <>
      <PageHeader titleId={titleId} leadId={resubmit ? 'vehicles.resubmit.lead' : 'vehicles.edit.lead'} icon={<IconCar size={32} />} />
      <div className="container vehicles-page">
        {!loggedIn ? (
          <div className="vehicles-empty">
            <p>
              <FormattedMessage id="vehicles.signInFirst" />
            </p>
            <Link className="btn btn-primary" to="/login">
              <FormattedMessage id="vehicles.signIn" />
            </Link>
          </div>
        ) : vehicle === undefined ? (
          <PageLoading />
        ) : vehicle === null ? (
          <div className="vehicles-empty">
            <p>
              <FormattedMessage id="vehicles.notFound" />
            </p>
            <Link className="btn btn-primary" to="/car">
              <FormattedMessage id="vehicles.done.toList" />
            </Link>
          </div>
        ) : (
          <VehicleFlow mode={resubmit ? 'resubmit' : 'edit'} vehicleId={vehicle.vehicleId} {...valuesFromVehicle(vehicle)} />
        )}
      </div>
    </>
  );
}

export function EditVehiclePage() {
  return <EditVehicle resubmit={false} />;
}

export function ResubmitVehiclePage() {
  return <EditVehicle resubmit />;
}
