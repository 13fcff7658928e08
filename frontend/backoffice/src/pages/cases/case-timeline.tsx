import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import type { TStaffCaseDetail } from '@mflow/contracts/cases/case.contract';

type TEvent = TStaffCaseDetail['timeline'][number];

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What an entry says beyond its kind: a move's statuses, a decision's outcome and reason, the words written. */
function EventDetail({ event }: { event: TEvent }) {
  const { data } = event;
  const from = textOf(data.from);
  const to = textOf(data.to);
  const outcome = textOf(data.outcome);
  const reasonCode = textOf(data.reasonCode);
  const words = textOf(data.text);
  return (
    <>
      {from && to ? (
        <span className="d-block small">
          <FormattedMessage
            id="case.event.move"
            values={{ from: <FormattedMessage id={`caseStatus.${from}`} />, to: <FormattedMessage id={`caseStatus.${to}`} /> }}
          />
        </span>
      ) : null}
      {outcome && reasonCode ? (
        <span className="d-block small">
          <FormattedMessage
            id="case.event.decision"
            values={{
              value: <FormattedMessage id={`case.decide.${outcome}`} />,
              reason: <FormattedMessage id={`caseReason.${reasonCode}`} />,
            }}
          />
        </span>
      ) : null}
      {words ? <span className="d-block bo-case-words">{words}</span> : null}
    </>
  );
}

/** The case's whole timeline, oldest first, internal notes marked as such. */
export function CaseTimeline({ timeline }: { timeline: TStaffCaseDetail['timeline'] }) {
  return (
    <section className="card bo-card" aria-labelledby="case-timeline-title">
      <div className="card-header bo-card-header">
        <h2 id="case-timeline-title" className="bo-card-title">
          <FormattedMessage id="case.timeline" />
        </h2>
      </div>
      <ol className="list-unstyled card-body mb-0 bo-case-timeline" data-testid="case-timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at}:${index}`} data-type={event.type} className={event.type === 'NOTE' ? 'bo-case-note' : undefined}>
            <span className="small text-body-secondary">
              <FormattedMessage
                id="case.event.when"
                values={{
                  date: (
                    <time dateTime={event.at}>
                      <FormattedDate value={event.at} dateStyle="medium" /> <FormattedTime value={event.at} timeStyle="short" />
                    </time>
                  ),
                  name: <FormattedMessage id={`case.actor.${event.actorKind}`} />,
                }}
              />
            </span>
            <span className="d-block fw-semibold">
              <FormattedMessage id={`case.event.${event.type}`} />
            </span>
            <EventDetail event={event} />
          </li>
        ))}
      </ol>
    </section>
  );
}
