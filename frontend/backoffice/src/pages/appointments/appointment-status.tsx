import { FormattedMessage } from 'react-intl';
import type { TAppointmentStatus } from '@mflow/contracts/appointments/appointment-kinds';

const TONE: Record<TAppointmentStatus, string> = {
  BOOKED: 'text-bg-primary',
  CHECKED_IN: 'text-bg-success',
  NO_SHOW: 'text-bg-danger',
  CANCELLED: 'text-bg-secondary',
};

export function AppointmentStatusBadge({ status }: { status: TAppointmentStatus }) {
  return (
    <span className={`badge rounded-pill bo-status ${TONE[status]}`} data-status={status}>
      <FormattedMessage id={`appointmentStatus.${status}`} />
    </span>
  );
}
