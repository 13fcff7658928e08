import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import { Link } from 'react-router';
import type { TTimelineEntry } from '@mflow/contracts/sim/console.contract';
import { useBaht } from '@mflow/ui/format/use-baht';
import type { ApiErrorItem } from '@mflow/ui/api/api-types';
import { ApiErrors } from '../../components/api-errors';
import { timelineLinkOf } from './console-moves';

function Reference({ entry }: { entry: TTimelineEntry }) {
  const link = timelineLinkOf(entry);
  if (!link) return <span className="font-monospace">{entry.reference}</span>;
  if ('href' in link) {
    return (
      <a href={link.href} target="_blank" rel="noreferrer" className="font-monospace">
        {entry.reference}
        <span className="visually-hidden">
          <FormattedMessage id="console.timeline.newTab" />
        </span>
      </a>
    );
  }
  return (
    <Link to={link.to} className="font-monospace">
      {entry.reference}
    </Link>
  );
}

/** What happened, newest first, from the world's records, whoever made it happen. */
export function TimelinePanel({ entries, errors }: { entries: TTimelineEntry[] | undefined; errors: ApiErrorItem[] | undefined }) {
  const baht = useBaht();
  return (
    <section className="card bo-card" aria-labelledby="console-timeline-heading">
      <div className="card-header bo-card-header">
        <h2 id="console-timeline-heading" className="bo-card-title">
          <FormattedMessage id="console.timeline.heading" />
        </h2>
      </div>
      {errors ? <ApiErrors errors={errors} /> : null}
      {entries && entries.length === 0 ? (
        <p className="card-body mb-0 text-body-secondary" data-testid="console-timeline-empty">
          <FormattedMessage id="console.timeline.empty" />
        </p>
      ) : null}
      <ol
        className="list-unstyled mb-0 bo-console-timeline"
        data-testid="console-timeline"
        tabIndex={0}
        aria-labelledby="console-timeline-heading"
      >
        {(entries ?? []).map((entry) => (
          <li key={entry.id} data-kind={entry.kind} data-reference={entry.reference} className="px-3 py-2 border-top">
            <div className="d-flex flex-wrap gap-2 align-items-baseline">
              <time dateTime={entry.at} className="small text-body-secondary text-nowrap">
                <FormattedDate value={entry.at} dateStyle="medium" />
                <span className="ms-1">
                  <FormattedTime value={entry.at} timeStyle="short" />
                </span>
              </time>
              <span className="badge rounded-pill text-bg-light border">
                <FormattedMessage id={`console.kind.${entry.kind}`} />
              </span>
              <Reference entry={entry} />
              {entry.amount === null ? null : <span className="ms-auto fw-semibold">{baht(entry.amount)}</span>}
            </div>
            <div className="small font-monospace text-body-secondary">{entry.detail}</div>
          </li>
        ))}
      </ol>
    </section>
  );
}
