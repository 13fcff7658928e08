import type { TVehicleSummary } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmModal } from '../../../shared/modals/confirm-modal';
import { deleteVehicle } from '../api/vehicles-api';
import { StepOtp } from './step-otp';

type Props = { vehicle: TVehicleSummary | undefined; onDone: (deleted: boolean) => void };

/** Delete: a confirmation naming the plate, then a one-time code of step DELETE_VEHICLE; the vehicle is then gone for good. */
export function DeleteVehicle({ vehicle, onDone }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const close = (deleted: boolean) => {
    setConfirmed(false);
    onDone(deleted);
  };
  const plate = vehicle ? `${vehicle.plateNumber}` : '';
  return (
    <>
      <ConfirmModal
        show={Boolean(vehicle) && !confirmed}
        title={<FormattedMessage id="vehicles.delete.title" values={{ value: plate }} />}
        body={<FormattedMessage id="vehicles.delete.body" />}
        confirmLabel={intl.formatMessage({ id: 'vehicles.delete.continue' })}
        onConfirm={() => setConfirmed(true)}
        onCancel={() => close(false)}
      />
      <Modal
        show={Boolean(vehicle) && confirmed}
        onHide={() => close(false)}
        centered
        aria-labelledby={titleId}
        data-testid="delete-otp-modal"
      >
        <Modal.Body className="p-4">
          <h2 id={titleId} className="h5 mb-3">
            <FormattedMessage id="vehicles.delete.otpTitle" values={{ value: plate }} />
          </h2>
          {vehicle ? (
            <StepOtp
              purpose="DELETE_VEHICLE"
              onVerified={(token) => {
                void deleteVehicle(vehicle.vehicleId, token).then(
                  () => close(true),
                  () => close(false),
                );
              }}
            />
          ) : null}
          <button type="button" className="btn btn-outline-secondary mt-3" onClick={() => close(false)}>
            <FormattedMessage id="modal.cancel" />
          </button>
        </Modal.Body>
      </Modal>
    </>
  );
}
