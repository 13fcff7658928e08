import type { TVehicleSummary, TVehicleView } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { VEHICLE_REJECTION_REASONS, vehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { usePreferences } from '../../../shared/preferences/preferences-context';
import { getVehicle } from '../api/vehicles-api';
import { StatusBadge } from './status-badge';
import type { TVehicleLists } from './vehicle-names';
import { choiceText, colourText, nameOf } from './vehicle-text';

type Props = {
  vehicle: TVehicleSummary;
  lists: Pick<TVehicleLists, 'provinces' | 'brands' | 'colours'>;
  onDelete: (vehicle: TVehicleSummary) => void;
  onCancelChange: (vehicle: TVehicleSummary) => void;
  /** Loads the refusal of a REJECTED vehicle; replaced in tests. */
  loadVehicle?: (vehicleId: string) => Promise<TVehicleView>;
};

/** Why staff refused the vehicle: the reason from the list and their words, fetched with the vehicle. */
function RejectionNote({ vehicleId, loadVehicle }: { vehicleId: string; loadVehicle: (vehicleId: string) => Promise<TVehicleView> }) {
  const { language } = usePreferences();
  const [rejection, setRejection] = useState<TVehicleView['rejection']>();
  useEffect(() => {
    let current = true;
    loadVehicle(vehicleId).then(
      (vehicle) => {
        if (current) setRejection(vehicle.rejection);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [vehicleId, loadVehicle]);
  if (!rejection) return null;
  return (
    <div className="vehicle-rejection" data-testid="vehicle-rejection">
      <strong className="me-1">
        <FormattedMessage id="vehicles.rejection" />
      </strong>
      {VEHICLE_REJECTION_REASONS[rejection.reasonCode][language === 'EN' ? 'en' : 'th']}
      {rejection.reasonText ? <span className="d-block">{rejection.reasonText}</span> : null}
    </div>
  );
}

/** One vehicle of the list: plate, province, brand, colours and the status label (requirements/vehicles.md#vehicle-status), with what can be done with it. */
export function VehicleCard({ vehicle, lists, onDelete, onCancelChange, loadVehicle = getVehicle }: Props) {
  const label = vehicleStatusLabel(vehicle.status, vehicle.hasPendingChange);
  const query = `?vehicleId=${encodeURIComponent(vehicle.vehicleId)}`;
  const titleId = `vehicle-${vehicle.vehicleId}-plate`;
  return (
    <li className="vehicle-card" aria-labelledby={titleId} data-testid="vehicle-card">
      <div className="vehicle-card-head">
        <h2 id={titleId} className="vehicle-plate">
          <span className="vehicle-plate-number">{vehicle.plateNumber}</span>
          <span className="vehicle-plate-province">{nameOf(lists.provinces, vehicle.provinceCode)}</span>
        </h2>
        <StatusBadge label={label} />
      </div>
      <dl className="vehicle-facts">
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.brand" />
          </dt>
          <dd>{choiceText(lists.brands, vehicle.brandCode, vehicle.brandOther)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.colours" />
          </dt>
          <dd>{colourText(lists.colours, vehicle.colourCodes, vehicle.colourOther)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="vehicles.field.referenceCode" />
          </dt>
          <dd className="font-monospace">{vehicle.referenceCode}</dd>
        </div>
      </dl>
      {vehicle.status === 'REJECTED' ? <RejectionNote vehicleId={vehicle.vehicleId} loadVehicle={loadVehicle} /> : null}
      {vehicle.hasPendingChange ? (
        <p className="vehicle-note">
          <FormattedMessage id="vehicles.pendingChange" />
        </p>
      ) : null}
      <div className="vehicle-actions">
        {vehicle.status === 'REJECTED' ? (
          <Link className="btn btn-primary btn-sm" to={`/car/resubmit${query}`}>
            <FormattedMessage id="vehicles.resubmit" />
          </Link>
        ) : (
          <Link className="btn btn-outline-primary btn-sm" to={`/car/edit${query}`}>
            <FormattedMessage id="vehicles.edit" />
          </Link>
        )}
        {vehicle.hasPendingChange ? (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onCancelChange(vehicle)}>
            <FormattedMessage id="vehicles.cancelChange" />
          </button>
        ) : null}
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onDelete(vehicle)}>
          <FormattedMessage id="vehicles.delete" />
        </button>
      </div>
    </li>
  );
}
