import '../../../shared/forms/forms.scss';
import { useCallback, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { addDays, bangkokToday } from '@mflow/contracts/time/bangkok';
import { useLoad } from '../../../shared/api/use-load';
import { PageLoading } from '../../../shared/layout/page-loading';
import { serverClock } from '../../../shared/time/server-clock';
import { listCentres, offeredSlots, type TCentre } from '../api/appeals-api';
import { useAppealFormat } from './use-appeal-format';

export type TChosenSlot = { centreCode: string; slotStart: string };

/** The slot query's longest range (the API refuses more than 31 days). */
const RANGE_DAYS = 30;

function CentreChoice({ centre, checked, onChoose }: { centre: TCentre; checked: boolean; onChoose: () => void }) {
  const format = useAppealFormat();
  const id = useId();
  return (
    <li className={`appeal-centre${checked ? ' appeal-centre-chosen' : ''}`}>
      <div className="form-check">
        <input className="form-check-input" type="radio" name="appeal-centre" id={id} checked={checked} onChange={onChoose} />
        <label htmlFor={id} className="form-check-label">
          {format.centreName(centre)}
        </label>
      </div>
      <p className="mb-1 small">{format.centreAddress(centre)}</p>
      <p className="mb-1 small">
        <FormattedMessage id="appeals.centre.hours" values={{ opens: centre.opensAt, closes: centre.closesAt }} />
      </p>
      <p className="mb-0 small">
        <a href={centre.mapUrl} target="_blank" rel="noreferrer">
          <FormattedMessage id="appeals.centre.map" values={{ name: format.centreName(centre) }} />
        </a>
      </p>
    </li>
  );
}

function SlotChoice({
  centreCode,
  onChoose,
  busy,
  submitLabel,
}: {
  centreCode: string;
  onChoose: (slot: TChosenSlot) => void;
  busy: boolean;
  submitLabel: ReactNode;
}) {
  const format = useAppealFormat();
  const dateId = useId();
  const today = bangkokToday(serverClock);
  const load = useCallback(
    (signal: AbortSignal) => offeredSlots(centreCode, today, addDays(today, RANGE_DAYS), signal),
    [centreCode, today],
  );
  const state = useLoad(`${centreCode}|${today}`, load);
  const [date, setDate] = useState<string>();
  const [slotStart, setSlotStart] = useState<string>();
  const slots = useMemo(() => (state.status === 'done' ? state.value : []), [state]);
  const dates = useMemo(() => [...new Set(slots.map((slot) => slot.date))], [slots]);
  if (state.status === 'loading') return <PageLoading />;
  if (dates.length === 0) {
    return (
      <p className="alert alert-info" data-testid="appeal-no-slots">
        <FormattedMessage id="appeals.slots.none" />
      </p>
    );
  }
  const chosenDate = date ?? dates[0];
  const ofDate = slots.filter((slot) => slot.date === chosenDate);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (slotStart) onChoose({ centreCode, slotStart });
  };
  return (
    <form onSubmit={submit} data-testid="appeal-slot-form">
      <div className="mb-3">
        <label htmlFor={dateId} className="form-label">
          <FormattedMessage id="appeals.slots.date" />
        </label>
        <select
          id={dateId}
          className="form-select"
          value={chosenDate}
          onChange={(event) => {
            setDate(event.target.value);
            setSlotStart(undefined);
          }}
        >
          {dates.map((value) => (
            <option key={value} value={value}>
              {format.date(value)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="appeals.slots.time" />
        </legend>
        <div className="appeal-slots">
          {ofDate.map((slot) => (
            <div className="form-check" key={slot.slotStart}>
              <input
                className="form-check-input"
                type="radio"
                name="appeal-slot"
                id={`slot-${slot.slotStart}`}
                value={slot.slotStart}
                checked={slotStart === slot.slotStart}
                disabled={slot.seatsLeft === 0}
                onChange={() => setSlotStart(slot.slotStart)}
              />
              <label className="form-check-label" htmlFor={`slot-${slot.slotStart}`}>
                <FormattedMessage id="appeals.slots.slot" values={{ time: slot.time, seats: slot.seatsLeft }} />
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={busy || !slotStart} data-testid="appeal-book">
        {submitLabel}
      </button>
    </form>
  );
}

/**
 * A service centre (name, address, map link, hours), a business day the API offers and a
 * 30-minute slot with the seats it has left (requirements/notices-and-appeals.md#appointment-fields).
 */
export function AppointmentPicker({
  busy,
  onChoose,
  submitLabel,
}: {
  busy: boolean;
  onChoose: (slot: TChosenSlot) => void;
  submitLabel: ReactNode;
}) {
  const centres = useLoad('centres', listCentres);
  const [centreCode, setCentreCode] = useState<string>();
  if (centres.status === 'loading') return <PageLoading />;
  if (centres.status === 'failed') {
    return (
      <p className="alert alert-danger">
        <FormattedMessage id="modal.error.generic" />
      </p>
    );
  }
  return (
    <div data-testid="appointment-picker">
      <fieldset className="mb-3">
        <legend className="form-label fs-6">
          <FormattedMessage id="appeals.centre.choose" />
        </legend>
        <ul className="appeal-centres">
          {centres.value.map((centre) => (
            <CentreChoice
              key={centre.code}
              centre={centre}
              checked={centreCode === centre.code}
              onChoose={() => setCentreCode(centre.code)}
            />
          ))}
        </ul>
      </fieldset>
      {centreCode ? (
        <SlotChoice key={centreCode} centreCode={centreCode} busy={busy} onChoose={onChoose} submitLabel={submitLabel} />
      ) : null}
    </div>
  );
}
