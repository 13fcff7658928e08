import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { TAppealAppointment } from '../api/appeals-api';
import { AppointmentFacts, useCentres } from './appointment-facts';

/** The appeal's number and its appointment: number, place, date and time. */
export function Confirmation({ caseNo, appointment, trackPath }: { caseNo: string; appointment: TAppealAppointment; trackPath: string }) {
  const centres = useCentres();
  return (
    <section className="appeal-section" aria-labelledby="appeal-confirmed-title" data-testid="appeal-confirmed">
      <h2 id="appeal-confirmed-title" className="appeal-section-title">
        <FormattedMessage id="appeals.confirmed.title" />
      </h2>
      <p role="status">
        <FormattedMessage id="appeals.confirmed.lead" />
      </p>
      <AppointmentFacts
        caseNo={caseNo}
        appointmentNo={appointment.appointmentNo}
        centre={centres.find((centre) => centre.code === appointment.centreCode)}
        centreCode={appointment.centreCode}
        slotStart={appointment.slotStart}
      />
      <Link to={trackPath} data-testid="appeal-track-link">
        <FormattedMessage id="appeals.confirmed.track" />
      </Link>
    </section>
  );
}
