import { FormattedMessage } from 'react-intl';
import { useLoad } from '../../../shared/api/use-load';
import { listCentres, type TCentre } from '../api/appeals-api';
import { useAppealFormat } from './use-appeal-format';

const BANGKOK_TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Bangkok' });
const BANGKOK_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' });

/** The centre of an appointment from the list (its code is what the case answers). */
export function useCentres(): readonly TCentre[] {
  const state = useLoad('centres', listCentres);
  return state.status === 'done' ? state.value : [];
}

/** An appointment's number, place, date and time, as the confirmation and the case pages show it. */
export function AppointmentFacts({
  appointmentNo,
  centre,
  centreCode,
  slotStart,
  caseNo,
}: {
  appointmentNo: string;
  centre?: TCentre | undefined;
  centreCode: string;
  slotStart: string;
  caseNo?: string;
}) {
  const format = useAppealFormat();
  const start = new Date(slotStart);
  return (
    <dl className="appeal-facts" data-testid="appointment-facts">
      {caseNo ? (
        <div>
          <dt>
            <FormattedMessage id="appeals.field.appealNo" />
          </dt>
          <dd data-testid="appeal-no">{caseNo}</dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id="appeals.field.appointmentNo" />
        </dt>
        <dd data-testid="appointment-no">{appointmentNo}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="appeals.field.place" />
        </dt>
        <dd data-testid="appointment-place">
          {centre ? (
            <>
              {format.centreName(centre)}
              <span className="d-block small">{format.centreAddress(centre)}</span>
              <a className="small" href={centre.mapUrl} target="_blank" rel="noreferrer">
                <FormattedMessage id="appeals.centre.map" values={{ name: format.centreName(centre) }} />
              </a>
            </>
          ) : (
            centreCode
          )}
        </dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="appeals.field.date" />
        </dt>
        <dd data-testid="appointment-date">{format.date(BANGKOK_DATE.format(start))}</dd>
      </div>
      <div>
        <dt>
          <FormattedMessage id="appeals.field.time" />
        </dt>
        <dd data-testid="appointment-time">{BANGKOK_TIME.format(start)}</dd>
      </div>
    </dl>
  );
}
