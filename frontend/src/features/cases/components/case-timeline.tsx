import { FormattedMessage } from 'react-intl';
import type { TCaseEvent } from '../api/cases-api';
import { decisionLabel, statusLabel } from './case-labels';
import type { TCaseFormat } from './use-case-format';
import type { TCaseStatus } from '@mflow/contracts/cases/case-status';

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What one entry says: a status change, a message either way, a decision with its reason, a refund. */
function EventText({ event, format }: { event: TCaseEvent; format: TCaseFormat }) {
  const { data } = event;
  switch (event.type) {
    case 'FILED': {
      const deadline = textOf(data.deadlineDate);
      return deadline ? (
        <FormattedMessage id="cases.event.filed" values={{ date: format.date(deadline) }} />
      ) : (
        <FormattedMessage id="cases.event.other" />
      );
    }
    case 'STATUS':
      return (
        <FormattedMessage
          id="cases.event.status"
          values={{ value: <FormattedMessage id={statusLabel(textOf(data.to) as TCaseStatus)} /> }}
        />
      );
    case 'MESSAGE':
      return (
        <>
          <FormattedMessage id={event.actorKind === 'STAFF' ? 'cases.event.staffMessage' : 'cases.event.ownMessage'} />
          <blockquote className="case-message" data-testid="case-message">
            {textOf(data.text)}
          </blockquote>
        </>
      );
    case 'DECISION':
      return (
        <>
          <FormattedMessage id={data.outcome === 'ACCEPT' ? 'cases.event.accepted' : 'cases.event.rejected'} />
          <span className="d-block">
            <FormattedMessage id={decisionLabel(textOf(data.reasonCode) ?? 'OTHER')} />
          </span>
          {textOf(data.text) ? <blockquote className="case-message">{textOf(data.text)}</blockquote> : null}
        </>
      );
    case 'REFUND':
      return <FormattedMessage id="cases.event.refund" values={{ amount: format.baht(Number(data.amount ?? 0)) }} />;
    case 'ATTACHMENT':
      return <FormattedMessage id="cases.event.attachment" />;
    case 'ASSIGNED':
      return <FormattedMessage id="cases.event.assigned" />;
    case 'DEADLINE_PASSED':
      return <FormattedMessage id="cases.event.deadlinePassed" />;
    default:
      return <FormattedMessage id="cases.event.other" />;
  }
}

/** The case's timeline, oldest first: who did what and when. */
export function CaseTimeline({ events, format }: { events: readonly TCaseEvent[]; format: TCaseFormat }) {
  return (
    <ol className="case-timeline" data-testid="case-timeline">
      {events.map((event, index) => (
        <li key={`${event.at}-${index}`} className="case-event" data-type={event.type}>
          <div className="case-event-head">
            <time dateTime={event.at}>{format.dateTime(event.at)}</time>
            <span className="case-event-actor">
              <FormattedMessage id={`cases.actor.${event.actorKind}`} />
            </span>
          </div>
          <div className="case-event-body">
            <EventText event={event} format={format} />
          </div>
        </li>
      ))}
    </ol>
  );
}
