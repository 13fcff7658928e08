import './appointments-pages.css';
import { useCallback, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { mayStaff } from '@mflow/contracts/staff/staff-roles';
import { bangkokDateOf } from '@mflow/contracts/time/bangkok';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { getCentreDay, recordAppointmentOutcome, type TAppointmentOutcome, type TStaffDayItem } from '../../api/appointments-api';
import { useLoad } from '../../api/use-load';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { BoTable } from '../../components/bo-table';
import { ConfirmModal } from '../../components/decision-parts';
import { LoadingBlock } from '../../components/loading-block';
import { PageTitle } from '../../components/page-title';
import { RefreshButton } from '../../components/refresh-button';
import { useStaffSession } from '../../session/session-context';
import { AppointmentStatusBadge } from './appointment-status';
import { CentreDayFields, useCentres } from './centre-day-fields';

type TPending = { item: TStaffDayItem; outcome: TAppointmentOutcome };

/** The messages of each outcome, by a key the catalogue's ids can hold. */
const MESSAGE_KEY: Record<TAppointmentOutcome, string> = { 'check-in': 'checkIn', 'no-show': 'noShow' };

/**
 * A service centre's appointments of one day for the counter (requirements/notices-and-appeals.md#appointment-fields):
 * case officers check the holder in or mark the booking missed; operations read it.
 */
export function DayListPage() {
  const intl = useIntl();
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const centres = useCentres();
  const centreCode = params.get('centre') ?? centres?.[0]?.code ?? '';
  const date = params.get('date') ?? bangkokDateOf(new Date());
  const load = useCallback((signal: AbortSignal) => getCentreDay(staffApi, centreCode, date, signal), [centreCode, date]);
  const { loading, data, errors, reload } = useLoad(centreCode ? `centre-day:${centreCode}:${date}` : 'centre-day:none', load);
  const [pending, setPending] = useState<TPending>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<TPending>();
  const [failed, setFailed] = useState<ApiErrorItem[]>();
  const atCounter = session ? mayStaff(session.roles, 'handleCases') : false;

  const record = async ({ item, outcome }: TPending) => {
    setSending(true);
    try {
      await recordAppointmentOutcome(staffApi, item.appointmentNo, outcome);
      setFailed(undefined);
      setDone({ item, outcome });
      reload();
    } catch (error) {
      setDone(undefined);
      setFailed(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      setPending(undefined);
    }
  };

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: 'appointments.day.title' })}>
        {centres ? (
          <CentreDayFields
            idPrefix="day"
            centres={centres}
            centreCode={centreCode}
            date={date}
            dateLabelId="appointments.date"
            onChange={(next) => setParams(new URLSearchParams(next))}
          />
        ) : null}
        <RefreshButton labelId="queue.refresh" loading={loading} onClick={reload} />
      </PageTitle>
      <p className="bo-page-sub text-body-secondary small">
        <FormattedMessage id="appointments.day.lead" />
      </p>
      {done ? (
        <Alert variant="success" className="bo-alert" dismissible onClose={() => setDone(undefined)} role="status" data-testid="day-done">
          <FormattedMessage id={`appointments.done.${MESSAGE_KEY[done.outcome]}`} values={{ reference: done.item.appointmentNo }} />
        </Alert>
      ) : null}
      {failed ? <ApiErrors errors={failed} onClose={() => setFailed(undefined)} /> : null}
      {errors ? <ApiErrors errors={errors} /> : null}
      <section className="card bo-card" aria-labelledby="day-list-title" aria-busy={loading}>
        <div className="card-header bo-card-header">
          <h2 id="day-list-title" className="bo-card-title">
            <FormattedMessage id="appointments.day.heading" values={{ centre: centreCode, date }} />
          </h2>
        </div>
        {!data && loading ? <LoadingBlock /> : null}
        {data && data.items.length === 0 ? (
          <p className="card-body mb-0 text-body-secondary" data-testid="day-empty">
            <FormattedMessage id="appointments.day.empty" />
          </p>
        ) : null}
        {data && data.items.length > 0 ? (
          <BoTable
            testId="day-table"
            captionId="appointments.day.caption"
            columns={[
              { id: 'appointments.column.time' },
              { id: 'appointments.column.appointmentNo' },
              { id: 'appointments.column.appealNo' },
              { id: 'appointments.column.plate' },
              { id: 'appointments.column.contact' },
              { id: 'appointments.column.status' },
              { id: 'queue.column.actions', screenReaderOnly: true },
            ]}
          >
            {data.items.map((item) => (
              <tr key={item.appointmentNo} data-appointment={item.appointmentNo}>
                <td className="text-nowrap">
                  <time dateTime={item.slotStart}>{item.time}</time>
                </td>
                <td className="font-monospace">{item.appointmentNo}</td>
                <td className="font-monospace">
                  {atCounter && item.subject.kind === 'APPEAL' ? (
                    <Link to={`/cases/${encodeURIComponent(item.subject.ref)}`}>{item.subject.ref}</Link>
                  ) : (
                    item.subject.ref
                  )}
                </td>
                <td className="text-nowrap">{item.plate}</td>
                <td className="bo-appt-contact small">
                  {item.contactEmail ? <span>{item.contactEmail}</span> : null}
                  {item.contactMobile ? <span>{item.contactMobile}</span> : null}
                </td>
                <td>
                  <AppointmentStatusBadge status={item.status} />
                </td>
                <td className="text-end text-nowrap">
                  {atCounter && item.status === 'BOOKED' ? (
                    <>
                      <button
                        type="button"
                        className="btn btn-success btn-sm me-1"
                        data-action="check-in"
                        onClick={() => setPending({ item, outcome: 'check-in' })}
                      >
                        <FormattedMessage id="appointments.checkIn" />
                        <span className="visually-hidden"> {item.appointmentNo}</span>
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        data-action="no-show"
                        onClick={() => setPending({ item, outcome: 'no-show' })}
                      >
                        <FormattedMessage id="appointments.noShow" />
                        <span className="visually-hidden"> {item.appointmentNo}</span>
                      </button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </BoTable>
        ) : null}
      </section>
      <ConfirmModal
        show={pending !== undefined}
        titleId={`appointments.confirm.${MESSAGE_KEY[pending?.outcome ?? 'check-in']}.title`}
        bodyId={`appointments.confirm.${MESSAGE_KEY[pending?.outcome ?? 'check-in']}.body`}
        values={{ reference: pending?.item.appointmentNo ?? '', plate: pending?.item.plate ?? '', time: pending?.item.time ?? '' }}
        confirmId={pending?.outcome === 'no-show' ? 'appointments.noShow' : 'appointments.checkIn'}
        tone={pending?.outcome === 'no-show' ? 'danger' : 'success'}
        testId="day-confirm-modal"
        sending={sending}
        onClose={() => setPending(undefined)}
        onConfirm={() => pending && void record(pending)}
      />
    </>
  );
}
