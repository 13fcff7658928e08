import './appointments-pages.css';
import { Fragment, useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { mayStaff } from '@mflow/contracts/staff/staff-roles';
import { addDays, bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { closeSlots, getSlotCalendar, setSlotCapacity, type TSlotCloseResult, type TStaffSlot } from '../../api/appointments-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { RefreshButton } from '../../components/refresh-button';
import { useStaffSession } from '../../session/session-context';
import { CentreDayFields, useCentres } from './centre-day-fields';
import { CapacityField, CloseModal, type TClosing } from './slot-actions';
import { slotDaysOf } from './slot-days';

/** The calendar shows a week from the date chosen. */
const DAYS_SHOWN = 7;

type TDone = { kind: 'capacity'; slot: TStaffSlot } | { kind: 'closed'; closing: TClosing; result: TSlotCloseResult };

/**
 * The calendar of a centre's slots (requirements/notices-and-appeals.md#appointment-fields): each
 * slot's capacity and seats taken, and its closure. Operations change a capacity and close a slot
 * or a day with a reason; the page says how many bookings moved and how many were cancelled.
 */
export function SlotCalendarPage() {
  const intl = useIntl();
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const centres = useCentres();
  const centreCode = params.get('centre') ?? centres?.[0]?.code ?? '';
  const from = params.get('date') ?? bangkokDateOf(new Date());
  const to = addDays(from, DAYS_SHOWN - 1);
  const load = useCallback((signal: AbortSignal) => getSlotCalendar(staffApi, centreCode, { from, to }, signal), [centreCode, from, to]);
  const { loading, data, errors, reload } = useLoad(centreCode ? `slots:${centreCode}:${from}` : 'slots:none', load);
  const [closing, setClosing] = useState<TClosing>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<TDone>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();
  const operates = session ? mayStaff(session.roles, 'operate') : false;

  const act = async (call: () => Promise<TDone>) => {
    setSending(true);
    try {
      setDone(await call());
      setFailed(undefined);
      reload();
    } catch (error) {
      setDone(undefined);
      setFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      setClosing(undefined);
    }
  };

  const saveCapacity = (slot: TStaffSlot, capacity: number) =>
    void act(async () => ({ kind: 'capacity', slot: await setSlotCapacity(staffApi, centreCode, slot.slotStart, capacity) }));
  const close = (target: TClosing, reason: string) =>
    void act(async () => ({
      kind: 'closed',
      closing: target,
      result: await closeSlots(staffApi, centreCode, {
        date: target.date,
        reason,
        ...(target.slotStart ? { slotStart: target.slotStart } : {}),
      }),
    }));

  const days = data ? slotDaysOf(data.items) : [];
  const slotNameOf = (slot: TStaffSlot) => intl.formatMessage({ id: 'slots.slot' }, { date: slot.date, time: slot.time });

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'slots.title' })}>
        {centres ? (
          <CentreDayFields
            idPrefix="slots"
            centres={centres}
            centreCode={centreCode}
            date={from}
            dateLabelId="slots.from"
            onChange={(next) => setParams(new URLSearchParams(next))}
          />
        ) : null}
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="slots.lead" />
      </p>
      {done?.kind === 'capacity' ? (
        <Alert variant="success" className="bo-alert" dismissible onClose={() => setDone(undefined)} role="status" data-testid="slots-done">
          <FormattedMessage
            id="slots.done.capacity"
            values={{ date: done.slot.date, time: done.slot.time, capacity: done.slot.capacity }}
          />
        </Alert>
      ) : null}
      {done?.kind === 'closed' ? (
        <Alert variant="success" className="bo-alert" dismissible onClose={() => setDone(undefined)} role="status" data-testid="slots-done">
          <FormattedMessage
            id="slots.done.closed"
            values={{
              closed: done.result.closed,
              moved: done.result.moved.length,
              cancelled: done.result.cancelled.length,
            }}
          />
        </Alert>
      ) : null}
      {failed ? <ApiErrors errors={failed} onClose={() => setFailed(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <section className="card bo-card" aria-labelledby="slots-list-title" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="slots-list-title" className="bo-card-title">
            <FormattedMessage id="slots.heading" values={{ centre: centreCode, from, to }} />
          </h2>
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && days.length === 0 ? (
          <p className="card-body mb-0 text-body-secondary" data-testid="slots-empty">
            <FormattedMessage id="slots.empty" />
          </p>
        ) : null}
        {days.length > 0 ? (
          <BoTable
            testId="slots-table"
            captionId="slots.caption"
            columns={[
              { id: 'appointments.column.time' },
              { id: 'slots.column.capacity', align: 'end' },
              { id: 'slots.column.taken', align: 'end' },
              { id: 'slots.column.state' },
              { id: 'queue.column.actions', screenReaderOnly: true },
            ]}
          >
            {days.map((day) => (
              <Fragment key={day.date}>
                <tr className="bo-appt-day-row" data-day={day.date}>
                  <th scope="rowgroup" colSpan={4}>
                    <time dateTime={day.date}>{day.date}</time>
                  </th>
                  <td className="text-end">
                    {operates && day.open > 0 ? (
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        data-action="close-day"
                        onClick={() => setClosing({ date: day.date })}
                      >
                        <FormattedMessage id="slots.close.day" />
                        <span className="visually-hidden"> {day.date}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
                {day.slots.map((slot) => (
                  <tr key={slot.slotStart} data-slot={slot.slotStart} className={slot.closedAt ? 'bo-appt-closed' : undefined}>
                    <td className="text-nowrap">
                      <time dateTime={slot.slotStart}>{slot.time}</time>
                    </td>
                    <td className="text-end">
                      {operates && !slot.closedAt ? (
                        <CapacityField
                          key={`${slot.slotStart}:${slot.capacity}`}
                          slot={slot}
                          sending={sending}
                          onSave={(capacity) => saveCapacity(slot, capacity)}
                        />
                      ) : (
                        slot.capacity
                      )}
                    </td>
                    <td className="text-end">{slot.taken}</td>
                    <td>
                      {slot.closedAt ? (
                        <FormattedMessage id="slots.state.closed" values={{ reason: slot.closedReason ?? '' }} />
                      ) : (
                        <FormattedMessage id="slots.state.open" />
                      )}
                    </td>
                    <td className="text-end">
                      {operates && !slot.closedAt ? (
                        <button
                          type="button"
                          className="btn btn-outline-danger btn-sm"
                          data-action="close-slot"
                          onClick={() => setClosing({ date: slot.date, slotStart: slot.slotStart, time: slot.time })}
                        >
                          <FormattedMessage id="slots.close.slot" />
                          <span className="visually-hidden"> {slotNameOf(slot)}</span>
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </BoTable>
        ) : null}
      </section>
      <CloseModal
        closing={closing}
        sending={sending}
        onClose={() => !sending && setClosing(undefined)}
        onConfirm={(reason) => closing && close(closing, reason)}
      />
    </>
  );
}
