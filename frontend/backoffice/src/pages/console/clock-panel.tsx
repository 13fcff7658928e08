import { useState, type FormEvent } from 'react';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import type { TConsoleOverview, TNextEvent } from '@mflow/contracts/sim/console.contract';
import { ApiError, type ApiErrorItem } from '@mflow/ui/api/api-types';
import { moveClock } from '../../api/console-api';
import { staffApi } from '../../app/browser';
import { ApiErrors } from '../../components/api-errors';
import { carrySession } from './carry-session';
import { bangkokInputOf, instantOfBangkokInput, oneDayLater } from './console-moves';

function When({ at }: { at: string }) {
  return (
    <time dateTime={at}>
      <FormattedDate value={at} dateStyle="medium" />
      <span className="ms-1">
        <FormattedTime value={at} timeStyle="medium" />
      </span>
    </time>
  );
}

function EventLabel({ event }: { event: TNextEvent }) {
  const intl = useIntl();
  const values = {
    value: event.billingPeriod ?? '',
    invoiceNo: event.invoiceNo ?? '',
    status: event.stage ? intl.formatMessage({ id: `invoiceStage.${event.stage}` }) : '',
  };
  const id = event.kind === 'DUE_DATE' && !event.invoiceNo ? 'console.event.DUE_DATE.nextCut' : `console.event.${event.kind}`;
  return <FormattedMessage id={id} values={values} />;
}

type Moved = { now: string; runs: number };

/** The simulated clock, what comes next, and the moves: to an event, a day on, or to an instant typed in Bangkok time. */
export function ClockPanel({ overview, onMoved }: { overview: TConsoleOverview | undefined; onMoved: () => void }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [moved, setMoved] = useState<Moved>();
  const [errors, setErrors] = useState<ApiErrorItem[]>();
  const [instant, setInstant] = useState('');
  const [instantInvalid, setInstantInvalid] = useState(false);

  async function move(to: Date) {
    setSending(true);
    setErrors(undefined);
    try {
      const answer = await moveClock(staffApi, to);
      carrySession(answer.staffToken);
      setMoved({ now: answer.now, runs: answer.runs.length });
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : []);
    } finally {
      setSending(false);
      onMoved();
    }
  }

  function submitInstant(event: FormEvent) {
    event.preventDefault();
    const to = instantOfBangkokInput(instant);
    setInstantInvalid(!to);
    if (to) void move(to);
  }

  const now = overview ? new Date(overview.now) : undefined;
  const [next] = overview?.nextEvents ?? [];

  return (
    <section className="card bo-card" aria-labelledby="console-clock-heading" aria-busy={sending}>
      <div className="card-header bo-card-header">
        <h2 id="console-clock-heading" className="bo-card-title">
          <FormattedMessage id="console.clock.heading" />
        </h2>
      </div>
      <div className="card-body">
        <p className="bo-console-now mb-3" data-testid="console-now" data-now={overview?.now}>
          {overview ? <When at={overview.now} /> : <FormattedMessage id="common.loading" />}
        </p>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={!next || sending}
            onClick={() => next && void move(new Date(next.at))}
            data-testid="move-next-event"
          >
            {sending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
            <FormattedMessage id="console.clock.nextEvent" />
          </button>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={!now || sending}
            onClick={() => now && void move(oneDayLater(now))}
            data-testid="move-one-day"
          >
            <FormattedMessage id="console.clock.oneDay" />
          </button>
        </div>
        <form className="mb-3" onSubmit={submitInstant} noValidate>
          <Form.Group controlId="console-instant">
            <Form.Label className="small">
              <FormattedMessage id="console.clock.instant" />
            </Form.Label>
            <div className="d-flex gap-2">
              <Form.Control
                type="datetime-local"
                size="sm"
                value={instant}
                min={now ? bangkokInputOf(now) : undefined}
                onChange={(event) => setInstant(event.target.value)}
                isInvalid={instantInvalid}
                aria-describedby="console-instant-help"
              />
              <button type="submit" className="btn btn-outline-primary btn-sm text-nowrap" disabled={sending}>
                <FormattedMessage id="console.clock.moveTo" />
              </button>
            </div>
            <Form.Text id="console-instant-help">
              <FormattedMessage id="console.clock.instant.help" />
            </Form.Text>
            <Form.Control.Feedback type="invalid">
              <FormattedMessage id="console.clock.instant.invalid" />
            </Form.Control.Feedback>
          </Form.Group>
        </form>
        <div role="status" className="small">
          {moved ? (
            <span data-testid="console-moved">
              <FormattedMessage
                id="console.clock.moved"
                values={{ count: moved.runs, date: intl.formatDate(moved.now, { dateStyle: 'medium', timeStyle: 'short' }) }}
              />
            </span>
          ) : null}
        </div>
        {errors ? <ApiErrors errors={errors} onClose={() => setErrors(undefined)} /> : null}
        <h3 className="h6 mt-3">
          <FormattedMessage id="console.next.heading" />
        </h3>
        <ul className="list-unstyled mb-0" data-testid="console-next-events">
          {(overview?.nextEvents ?? []).map((event) => (
            <li
              key={`${event.kind}-${event.at}`}
              data-kind={event.kind}
              data-at={event.at}
              className="d-flex flex-wrap align-items-center gap-2 py-1"
            >
              <span className="flex-grow-1">
                <span className="fw-semibold d-block">
                  <EventLabel event={event} />
                </span>
                <span className="small text-body-secondary">
                  <When at={event.at} />
                </span>
              </span>
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={sending}
                onClick={() => void move(new Date(event.at))}
              >
                <FormattedMessage id="console.next.moveHere" />
                <span className="visually-hidden">
                  <FormattedMessage id="console.next.moveHere.of" />
                  <EventLabel event={event} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
