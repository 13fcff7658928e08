import { useCallback } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { addDays } from '@mflow/contracts/time/bangkok';
import { getSlotCalendar } from '../../api/appointments-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { LoadingBlock } from '../../components/loading-block';
import { CentreDayFields, useCentres } from '../appointments/centre-day-fields';
import { slotDaysOf } from '../appointments/slot-days';
import { bookableSlots } from './rfid-actions-rules';

/** The picker shows a week of slots from the day chosen. */
const DAYS_SHOWN = 7;

export type TSlotChoice = { centreCode: string; date: string; slotStart: string };

/**
 * The fitting's slot: the centre (the requester's preferred one first) and a week of its open
 * slots from the day chosen, from the same calendar the appointments pages show.
 */
export function RfidSlotPicker({ choice, onChange }: { choice: TSlotChoice; onChange: (next: TSlotChoice) => void }) {
  const intl = useIntl();
  const centres = useCentres();
  const { centreCode, date } = choice;
  const to = addDays(date, DAYS_SHOWN - 1);
  const load = useCallback(
    (signal: AbortSignal) => getSlotCalendar(staffApi, centreCode, { from: date, to }, signal),
    [centreCode, date, to],
  );
  const { data, errors } = useLoad(`rfid-slots:${centreCode}:${date}`, load);
  const days = data ? slotDaysOf(bookableSlots(data.items)) : [];

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {centres ? (
          <CentreDayFields
            idPrefix="rfid-schedule"
            centres={centres}
            centreCode={centreCode}
            date={date}
            dateLabelId="slots.from"
            onChange={(next) => onChange({ centreCode: next.centre, date: next.date, slotStart: '' })}
          />
        ) : null}
      </div>
      {errors ? <ApiErrors errors={errors} /> : null}
      {!data && !errors ? <LoadingBlock /> : null}
      {data && days.length === 0 ? (
        <p className="text-body-secondary mb-0" data-testid="rfid-no-slots">
          <FormattedMessage id="rfid.schedule.none" />
        </p>
      ) : null}
      {days.map((day) => (
        <fieldset key={day.date} className="mb-2" data-day={day.date}>
          <legend className="fs-6 fw-semibold mb-1">
            <time dateTime={day.date}>{day.date}</time>
          </legend>
          <div className="d-flex flex-wrap gap-3">
            {day.slots.map((slot) => (
              <Form.Check
                key={slot.slotStart}
                type="radio"
                name="rfid-slot"
                id={`rfid-slot-${slot.slotStart}`}
                checked={choice.slotStart === slot.slotStart}
                onChange={() => onChange({ ...choice, slotStart: slot.slotStart })}
                label={intl.formatMessage({ id: 'rfid.schedule.slot' }, { time: slot.time, capacity: slot.capacity - slot.taken })}
              />
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
