import '../../../shared/theme/bootstrap/badge.scss';
import { VEHICLE_STATUS_LABELS, type TVehicleStatusLabel } from '@mflow/contracts/vehicle/vehicle-kinds';
import { usePreferences } from '../../../shared/preferences/preferences-context';

const TONE: Record<TVehicleStatusLabel, string> = {
  ACTIVE: 'text-bg-success',
  AWAITING_CONFIRMATION: 'text-bg-info',
  IN_REVIEW: 'text-bg-warning',
  REJECTED: 'text-bg-danger',
  CANCELLED: 'text-bg-secondary',
};

/** The label of a vehicle's status (requirements/vehicles.md#vehicle-status), in the contract's words. */
export function StatusBadge({ label }: { label: TVehicleStatusLabel }) {
  const { language } = usePreferences();
  return (
    <span className={`badge vehicle-status ${TONE[label]}`} data-status={label}>
      {VEHICLE_STATUS_LABELS[label][language === 'EN' ? 'en' : 'th']}
    </span>
  );
}
