import '../vehicles.css';
import { IconCar } from '../../../shared/icons/service-icons';
import { PageHeader } from '../../../shared/layout/page-header';
import { VehicleFlow } from '../components/vehicle-flow';

/** /mflow/car/add: adding to the vehicle list (requirements/vehicles.md#screens). */
export function AddVehiclePage() {
  return (
    <>
      <PageHeader titleId="screen.carAdd" leadId="vehicles.add.lead" icon={<IconCar size={32} />} />
      <div className="container vehicles-page">
        <VehicleFlow mode="add" />
      </div>
    </>
  );
}
