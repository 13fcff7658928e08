import type { TVehicleList } from '@mflow/contracts/vehicle/vehicle-views.contract';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { portalApi } from '../../../shared/api/portal-api';
import { IconCar } from '../../../shared/icons/service-icons';
import { MENU } from '../../../shared/menu/menu-codes';
import { useMenuActive } from '../../../shared/menu/menu-context';

/** A member with no vehicle yet is invited to add one (the vehicle pages are MENU00008's). */
export function VehicleInvitation() {
  const isActive = useMenuActive();
  const allowed = isActive(MENU.vehiclesAndPayments);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    portalApi.request<TVehicleList>('/vehicleservice/api/v1/vehicles?size=1', { auth: 'bearer', onError: 'silent' }).then(
      (list) => {
        if (current) setEmpty(list.total === 0);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [allowed]);
  if (!allowed || !empty) return null;
  return (
    <div className="vehicle-invitation" data-testid="vehicle-invitation">
      <span className="vehicle-invitation-icon" aria-hidden="true">
        <IconCar size={28} />
      </span>
      <div className="flex-grow-1">
        <h2 className="h5 mb-1">
          <FormattedMessage id="home.vehicleInvitation.title" />
        </h2>
        <p className="mb-0">
          <FormattedMessage id="home.vehicleInvitation.text" />
        </p>
      </div>
      <Link className="btn btn-warning" to="/car/add">
        <FormattedMessage id="home.vehicleInvitation.action" />
      </Link>
    </div>
  );
}
